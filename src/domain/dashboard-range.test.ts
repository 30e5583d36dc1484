import { describe, expect, it } from "vitest";
import {
  addDays,
  calendarDateParam,
  dateIn,
  daysOf,
  isCalendarDate,
  presetRange,
  previousPeriod,
  rangeDays,
} from "./dashboard-range";

describe("calendar dates", () => {
  it("accepts real YYYY-MM-DD dates only", () => {
    for (const ok of ["2026-01-01", "2024-02-29", "2026-12-31"]) expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-1-1",
      "26-01-01",
      "2026-01-01T00:00",
      "",
      "0999-12-31",
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
  });

  it("counts a range's days with both ends included and lists them", () => {
    expect(rangeDays({ from: "2026-03-10", to: "2026-03-10" })).toBe(1);
    expect(rangeDays({ from: "2025-01-01", to: "2025-12-31" })).toBe(365);
    expect(daysOf({ from: "2025-12-30", to: "2026-01-02" })).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
  });

  it("takes the previous period of the same length", () => {
    expect(previousPeriod({ from: "2026-03-10", to: "2026-03-10" })).toEqual({ from: "2026-03-09", to: "2026-03-09" });
    expect(previousPeriod({ from: "2026-01-01", to: "2026-01-31" })).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-07" })).toEqual({ from: "2026-02-22", to: "2026-02-28" });
  });

  it("finds the date of an instant in a time zone", () => {
    const instant = new Date("2026-01-01T04:30:00Z");
    expect(dateIn(instant, "UTC")).toBe("2026-01-01");
    expect(dateIn(instant, "America/New_York")).toBe("2025-12-31");
    expect(dateIn(new Date("2025-12-31T16:30:00Z"), "Asia/Singapore")).toBe("2026-01-01");
  });
});

describe("presetRange", () => {
  const today = "2026-03-15";
  it("covers the spec's Time Periods", () => {
    expect(presetRange("today", today)).toEqual({ from: today, to: today });
    expect(presetRange("yesterday", today)).toEqual({ from: "2026-03-14", to: "2026-03-14" });
    expect(presetRange("last-7-days", today)).toEqual({ from: "2026-03-08", to: today });
    expect(presetRange("last-30-days", today)).toEqual({ from: "2026-02-13", to: today });
    expect(presetRange("month-to-date", today)).toEqual({ from: "2026-03-01", to: today });
    expect(presetRange("year-to-date", today)).toEqual({ from: "2026-01-01", to: today });
  });

  it("crosses a year boundary on the first of January", () => {
    expect(presetRange("yesterday", "2026-01-01")).toEqual({ from: "2025-12-31", to: "2025-12-31" });
    expect(presetRange("month-to-date", "2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-01-01" });
  });
});

describe("calendarDateParam", () => {
  it("keeps a real date and drops a missing, malformed or impossible one", () => {
    expect(calendarDateParam("2026-02-28")).toBe("2026-02-28");
    expect(calendarDateParam(null)).toBeUndefined();
    expect(calendarDateParam("")).toBeUndefined();
    expect(calendarDateParam("2026-02-30")).toBeUndefined();
    expect(calendarDateParam("yesterday")).toBeUndefined();
  });
});
