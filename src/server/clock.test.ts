import { describe, expect, it } from "vitest";
import { manualClock } from "./clock";

describe("manualClock", () => {
  it("stands still, and runs the waits that come due when moved, in order", () => {
    const clock = manualClock("2030-01-01T00:00:00Z");
    const ran: string[] = [];
    clock.schedule(() => ran.push("late"), 2_000);
    clock.schedule(() => ran.push("early"), 1_000);
    const cancel = clock.schedule(() => ran.push("cancelled"), 500);
    cancel();
    expect(clock.now().toISOString()).toBe("2030-01-01T00:00:00.000Z");
    clock.advance(999);
    expect(ran).toEqual([]);
    clock.set("2030-01-01T00:00:05Z");
    expect(ran).toEqual(["early", "late"]);
  });

  it("runs a wait of no delay on the next turn without being moved", async () => {
    const clock = manualClock();
    const ran = new Promise<string>((resolve) => clock.schedule(() => resolve("ran"), 0));
    await expect(ran).resolves.toBe("ran");
  });
});
