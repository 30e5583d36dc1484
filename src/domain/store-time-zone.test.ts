import { describe, expect, it } from "vitest";
import {
  DEFAULT_STORE_TIME_ZONE,
  formatStoreDate,
  formatStoreDateTime,
  formatStoreTime,
  instantIn,
  isTimeZone,
  nextWallClockTime,
  wallClockIn,
} from "./store-time-zone";

describe("isTimeZone", () => {
  it("accepts IANA names, the default among them", () => {
    for (const name of [DEFAULT_STORE_TIME_ZONE, "America/New_York", "Asia/Kolkata", "UTC"])
      expect(isTimeZone(name)).toBe(true);
  });

  it("refuses anything else", () => {
    for (const name of ["", " ", "Mars/Olympus", "Asia/Singapore'; drop table orders; --"])
      expect(isTimeZone(name)).toBe(false);
  });
});

describe("instantIn and wallClockIn", () => {
  it("read a wall clock in the store's zone, daylight saving included", () => {
    expect(instantIn("2026-11-28", "10:00", "Asia/Singapore")?.toISOString()).toBe("2026-11-28T02:00:00.000Z");
    expect(instantIn("2025-03-09", "03:30", "America/New_York")?.toISOString()).toBe("2025-03-09T07:30:00.000Z");
    expect(instantIn("2025-03-01", "00:00", "UTC")?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(instantIn("tomorrow", "10:00", "UTC")).toBeNull();
    expect(wallClockIn(new Date("2026-11-28T02:00:00Z"), "Asia/Singapore")).toEqual({
      date: "2026-11-28",
      time: "10:00",
    });
  });
});

describe("nextWallClockTime", () => {
  it("is today's 10:00 before it, tomorrow's from 10:00 on (in the store's zone, not UTC's)", () => {
    const zone = "Asia/Singapore";
    expect(nextWallClockTime(new Date("2026-11-26T01:59:00Z"), "10:00", zone)).toEqual({
      date: "2026-11-26",
      time: "10:00",
    });
    // 10:54 in Singapore: the owner's walk.
    expect(nextWallClockTime(new Date("2026-11-26T02:54:00Z"), "10:00", zone)).toEqual({
      date: "2026-11-27",
      time: "10:00",
    });
    // 23:30 UTC on the 30th is already 1 Dec in Singapore.
    expect(nextWallClockTime(new Date("2026-11-30T23:30:00Z"), "10:00", zone)).toEqual({
      date: "2026-12-01",
      time: "10:00",
    });
  });
});

describe("formatStoreDate and formatStoreDateTime", () => {
  it("write one format on the store's calendar", () => {
    expect(formatStoreDate("2026-11-27T18:00:00Z", "Asia/Singapore")).toBe("28 Nov 2026");
    expect(formatStoreDateTime("2026-11-28T02:00:00Z", "Asia/Singapore")).toBe("28 Nov 2026, 10:00");
    expect(formatStoreDateTime("2026-11-28T02:00:00Z", "UTC")).toBe("28 Nov 2026, 02:00");
    expect(formatStoreTime("2026-11-28T02:00:00Z", "Asia/Singapore")).toBe("10:00");
  });
});
