import { describe, it, expect } from "vitest";
import {
  DANGER_PERCENT,
  DEFAULT_PROGRESS_WINDOW_MS,
  WARNING_PERCENT,
  progressTone,
  remainingLabel,
  wishlistProgress,
} from "./wishlist-progress";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const EXPIRES = new Date("2025-06-08T12:00:00.000Z");
const before = (ms: number) => new Date(EXPIRES.getTime() - ms);

describe("constants", () => {
  it("default to a 7-day window, orange at 75% and red at 90%", () => {
    expect(DEFAULT_PROGRESS_WINDOW_MS).toBe(7 * DAY);
    expect(WARNING_PERCENT).toBe(75);
    expect(DANGER_PERCENT).toBe(90);
  });
});

describe("progressTone", () => {
  it("switches exactly at 75 and 90", () => {
    expect(progressTone(0)).toBe("normal");
    expect(progressTone(74.999)).toBe("normal");
    expect(progressTone(75)).toBe("warning");
    expect(progressTone(89.999)).toBe("warning");
    expect(progressTone(90)).toBe("danger");
    expect(progressTone(100)).toBe("danger");
  });
});

describe("remainingLabel", () => {
  it("shows days and hours from one day up", () => {
    expect(remainingLabel(DAY)).toBe("1d 0h");
    expect(remainingLabel(3 * DAY + 5 * HOUR + 59 * MIN)).toBe("3d 5h");
  });

  it("shows hours and minutes from one hour up to a day", () => {
    expect(remainingLabel(HOUR)).toBe("1h 0m");
    expect(remainingLabel(23 * HOUR + 59 * MIN)).toBe("23h 59m");
  });

  it("shows minutes below an hour", () => {
    expect(remainingLabel(59 * MIN)).toBe("59m");
    expect(remainingLabel(MIN)).toBe("1m");
  });

  it("rounds up to whole minutes so a live product never reads 0m", () => {
    expect(remainingLabel(1)).toBe("1m");
    expect(remainingLabel(30_000)).toBe("1m");
    expect(remainingLabel(MIN + 1)).toBe("2m");
    expect(remainingLabel(HOUR - 1)).toBe("1h 0m");
    expect(remainingLabel(DAY - 1)).toBe("1d 0h");
  });
});

describe("wishlistProgress", () => {
  it("is 0% and normal at the default start, 7 days before expiry", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(7 * DAY))).toEqual({
      percent: 0,
      tone: "normal",
      label: "7d 0h",
    });
  });

  it("clamps to 0% before the window starts", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(10 * DAY))).toEqual({
      percent: 0,
      tone: "normal",
      label: "10d 0h",
    });
  });

  it("reports elapsed time as a percentage of the window", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(3.5 * DAY)).percent).toBe(50);
  });

  it("turns warning at exactly 75% and not a millisecond earlier", () => {
    const at75 = before((7 * DAY) / 4);
    expect(wishlistProgress({ expiresAt: EXPIRES }, at75)).toMatchObject({ percent: 75, tone: "warning" });
    expect(wishlistProgress({ expiresAt: EXPIRES }, new Date(at75.getTime() - 1)).tone).toBe("normal");
  });

  it("turns danger at exactly 90% and not a millisecond earlier", () => {
    const at90 = before((7 * DAY) / 10);
    expect(wishlistProgress({ expiresAt: EXPIRES }, at90)).toMatchObject({ percent: 90, tone: "danger" });
    expect(wishlistProgress({ expiresAt: EXPIRES }, new Date(at90.getTime() - 1)).tone).toBe("warning");
  });

  it("is Expired, 100% and danger at and after expiry", () => {
    const expired = { percent: 100, tone: "danger", label: "Expired" };
    expect(wishlistProgress({ expiresAt: EXPIRES }, EXPIRES)).toEqual(expired);
    expect(wishlistProgress({ expiresAt: EXPIRES }, new Date(EXPIRES.getTime() + DAY))).toEqual(expired);
  });

  it("is not expired 1 ms before expiry", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(1))).toMatchObject({ tone: "danger", label: "1m" });
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(1)).percent).toBeLessThan(100);
  });

  it("uses a given start time instead of the default", () => {
    const startAt = before(2 * DAY);
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt }, before(DAY))).toEqual({
      percent: 50,
      tone: "normal",
      label: "1d 0h",
    });
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt }, before(0.4 * DAY)).tone).toBe("warning");
  });

  it("falls back to the default start for a null start", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt: null }, before(3.5 * DAY)).percent).toBe(50);
  });

  it("ignores a start at or after the expiry", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt: EXPIRES }, before(3.5 * DAY)).percent).toBe(50);
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt: before(-DAY) }, before(3.5 * DAY)).percent).toBe(50);
  });

  it("ignores an unreadable start", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES, startAt: new Date("x") }, before(3.5 * DAY)).percent).toBe(50);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(wishlistProgress({ expiresAt: new Date("x") }, EXPIRES).label).toBe("Expired");
  });

  it("labels remaining time by size", () => {
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(2 * DAY + 3 * HOUR)).label).toBe("2d 3h");
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(5 * HOUR + 7 * MIN)).label).toBe("5h 7m");
    expect(wishlistProgress({ expiresAt: EXPIRES }, before(42 * MIN)).label).toBe("42m");
  });
});
