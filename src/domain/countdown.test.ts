import { describe, it, expect } from "vitest";
import { COUNTDOWN_TICK_MS, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, countdownParts, formatCountdown } from "./countdown";

describe("unit constants", () => {
  it("are consistent and tick every second", () => {
    expect(SECOND_MS).toBe(1000);
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });
});

describe("countdownParts", () => {
  it("splits a duration into days, hours, minutes and seconds", () => {
    expect(countdownParts(2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it("floors sub-second remainders", () => {
    expect(countdownParts(1999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("carries at each unit boundary", () => {
    expect(countdownParts(59 * SECOND_MS)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(MINUTE_MS)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(countdownParts(HOUR_MS - 1)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
    expect(countdownParts(HOUR_MS)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(countdownParts(DAY_MS - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(DAY_MS)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it("keeps counting days past a month", () => {
    expect(countdownParts(45 * DAY_MS + HOUR_MS)).toEqual({ days: 45, hours: 1, minutes: 0, seconds: 0 });
  });

  it("clamps zero, negative and unreadable durations to zero", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(0)).toEqual(zero);
    expect(countdownParts(-5 * SECOND_MS)).toEqual(zero);
    expect(countdownParts(Number.NaN)).toEqual(zero);
    expect(countdownParts(Number.POSITIVE_INFINITY)).toEqual(zero);
  });
});

describe("formatCountdown", () => {
  it("shows every unit once days are non-zero", () => {
    expect(formatCountdown(2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS)).toBe("2d 3h 4m 5s");
    expect(formatCountdown(DAY_MS)).toBe("1d 0h 0m 0s");
  });

  it("drops leading zero units but keeps inner zeros", () => {
    expect(formatCountdown(3 * HOUR_MS + 5 * SECOND_MS)).toBe("3h 0m 5s");
    expect(formatCountdown(4 * MINUTE_MS + 5 * SECOND_MS)).toBe("4m 5s");
    expect(formatCountdown(MINUTE_MS)).toBe("1m 0s");
    expect(formatCountdown(5 * SECOND_MS)).toBe("5s");
  });

  it("is Expired at and below zero", () => {
    expect(formatCountdown(0)).toBe("Expired");
    expect(formatCountdown(-1)).toBe("Expired");
    expect(formatCountdown(-DAY_MS)).toBe("Expired");
  });

  it("rounds sub-second remainders up so a live countdown never reads 0s", () => {
    expect(formatCountdown(1)).toBe("1s");
    expect(formatCountdown(500)).toBe("1s");
    expect(formatCountdown(1000)).toBe("1s");
    expect(formatCountdown(1001)).toBe("2s");
  });

  it("rounds up across unit boundaries", () => {
    expect(formatCountdown(59 * SECOND_MS + 1)).toBe("1m 0s");
    expect(formatCountdown(DAY_MS - 1)).toBe("1d 0h 0m 0s");
  });

  it("fails closed on unreadable durations", () => {
    expect(formatCountdown(Number.NaN)).toBe("Expired");
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe("Expired");
  });
});
