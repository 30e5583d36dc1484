import { describe, expect, it } from "vitest";
import { createAttemptLimiter } from "./attempt-limiter";
import { manualClock } from "./clock";

describe("createAttemptLimiter", () => {
  it("allows max attempts per key and window, then refuses with the wait time", () => {
    const clock = manualClock(new Date(1_000));
    const hit = createAttemptLimiter({ max: 3, windowMs: 60_000, clock });
    for (let i = 0; i < 3; i++) hit("a");
    expect(() => hit("a")).toThrow("Too many attempts. Please wait 60 seconds and try again.");
    clock.set(new Date(31_000));
    expect(() => hit("a")).toThrow("Please wait 30 seconds");
    hit("b");
  });

  it("starts a new window once the old one is over", () => {
    const clock = manualClock(new Date(0));
    const hit = createAttemptLimiter({ max: 1, windowMs: 1_000, clock });
    hit("a");
    clock.set(new Date(999));
    expect(() => hit("a")).toThrow();
    clock.set(new Date(1_000));
    expect(() => hit("a")).not.toThrow();
  });

  it("forgets a key after a success", () => {
    const hit = createAttemptLimiter({ max: 2, windowMs: 60_000, clock: manualClock(new Date(0)) });
    hit("a");
    hit("a");
    hit.forget("a");
    expect(() => hit("a")).not.toThrow();
    expect(() => hit("a")).not.toThrow();
    expect(() => hit("a")).toThrow();
  });
});
