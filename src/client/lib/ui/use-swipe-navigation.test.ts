import { describe, expect, it } from "vitest";
import { swipeDirectionOf } from "./use-swipe-navigation";

describe("swipeDirectionOf", () => {
  it("reads a leftward swipe as next and a rightward one as previous", () => {
    expect(swipeDirectionOf(-80, 10)).toBe("next");
    expect(swipeDirectionOf(80, -10)).toBe("previous");
  });

  it("ignores taps, short moves and mostly vertical scrolls", () => {
    expect(swipeDirectionOf(0, 0)).toBeNull();
    expect(swipeDirectionOf(-49, 0)).toBeNull();
    expect(swipeDirectionOf(-80, 60)).toBeNull();
    expect(swipeDirectionOf(-90, 60)).toBe("next");
  });
});
