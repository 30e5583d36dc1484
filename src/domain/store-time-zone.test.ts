import { describe, expect, it } from "vitest";
import { DEFAULT_STORE_TIME_ZONE, isTimeZone } from "./store-time-zone";

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
