import { describe, expect, it } from "vitest";
import { formatCountdown } from "../../../domain/countdown";
import { msUntil, nextTickDelay } from "./use-countdown";

describe("nextTickDelay", () => {
  it("waits until the shown whole second changes, then a full tick", () => {
    expect(nextTickDelay(5_250)).toBe(250);
    expect(nextTickDelay(5_000)).toBe(1_000);
    expect(nextTickDelay(1)).toBe(1);
  });

  it("stops at or below zero and for unreadable times", () => {
    expect(nextTickDelay(0)).toBeNull();
    expect(nextTickDelay(-20)).toBeNull();
    expect(nextTickDelay(Number.NaN)).toBeNull();
    expect(nextTickDelay(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it("lands each tick on the edge where the formatted countdown changes", () => {
    let remaining = 3_400;
    const shown = [formatCountdown(remaining)];
    for (let delay = nextTickDelay(remaining); delay !== null; delay = nextTickDelay(remaining)) {
      expect(formatCountdown(remaining - delay + 1)).toBe(formatCountdown(remaining));
      remaining -= delay;
      shown.push(formatCountdown(remaining));
    }
    expect(shown).toEqual(["4s", "3s", "2s", "1s", "Expired"]);
  });
});

describe("msUntil", () => {
  it("measures to an ISO time and is NaN without one", () => {
    const now = Date.parse("2025-06-01T10:00:00.000Z");
    expect(msUntil("2025-06-01T10:01:00.000Z", now)).toBe(60_000);
    expect(msUntil(null, now)).toBeNaN();
    expect(msUntil("not a date", now)).toBeNaN();
  });
});
