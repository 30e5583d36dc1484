import { describe, expect, it } from "vitest";
import { createAttemptLimiter } from "./attempt-limiter";

describe("createAttemptLimiter", () => {
  it("allows max attempts per key and window, then refuses with the wait time", () => {
    const hit = createAttemptLimiter({ max: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) hit("a", 1_000);
    expect(() => hit("a", 1_000)).toThrow("Too many attempts. Please wait 60 seconds and try again.");
    expect(() => hit("a", 31_000)).toThrow("Please wait 30 seconds");
    hit("b", 31_000);
  });

  it("starts a new window once the old one is over", () => {
    const hit = createAttemptLimiter({ max: 1, windowMs: 1_000 });
    hit("a", 0);
    expect(() => hit("a", 999)).toThrow();
    expect(() => hit("a", 1_000)).not.toThrow();
  });

  it("forgets a key after a success", () => {
    const hit = createAttemptLimiter({ max: 2, windowMs: 60_000 });
    hit("a", 0);
    hit("a", 0);
    hit.forget("a");
    expect(() => hit("a", 0)).not.toThrow();
    expect(() => hit("a", 0)).not.toThrow();
    expect(() => hit("a", 0)).toThrow();
  });
});
