import { describe, expect, it } from "vitest";
import { defaultWindow, localDateValue, localInstant, readExpiry, readWindow } from "./schedule-window";

// Local times: the unit tests run in the machine's zone, and so does the admin's browser.
const NOW = new Date(2026, 10, 23, 14, 30);

describe("the schedule form's defaults", () => {
  it("publishes today at 10:00 and expires 7 days ahead at 23:59", () => {
    expect(defaultWindow(NOW)).toEqual({
      publishDate: "2026-11-23",
      publishTime: "10:00",
      expiryDate: "2026-11-30",
      expiryTime: "23:59",
    });
  });

  it("crosses month and year ends", () => {
    expect(defaultWindow(new Date(2026, 11, 28, 9, 0)).expiryDate).toBe("2027-01-04");
    expect(localDateValue(new Date(2027, 0, 5))).toBe("2027-01-05");
  });
});

describe("readWindow", () => {
  it("sends the local date and time as ISO instants", () => {
    const result = readWindow(defaultWindow(NOW), NOW);
    expect(result).toEqual({
      ok: true,
      publishAt: new Date(2026, 10, 23, 10, 0).toISOString(),
      expiresAt: new Date(2026, 10, 30, 23, 59).toISOString(),
    });
  });

  it("requires each field with the spec's message", () => {
    expect(readWindow({ publishDate: "", publishTime: "", expiryDate: "", expiryTime: "" }, NOW)).toEqual({
      ok: false,
      errors: {
        publishDate: "Please select a date",
        publishTime: "Please select a time",
        expiryDate: "Please select an expiry date",
        expiryTime: "Please select an expiry time",
      },
    });
  });

  it("refuses an expiry in the past or not after the publication", () => {
    const past = readWindow({ ...defaultWindow(NOW), expiryDate: "2026-11-22" }, NOW);
    expect(past).toEqual({ ok: false, errors: { expiryDate: "The expiry must be in the future" } });
    const early = readWindow(
      { publishDate: "2026-12-05", publishTime: "10:00", expiryDate: "2026-12-01", expiryTime: "23:59" },
      NOW,
    );
    expect(early).toEqual({ ok: false, errors: { expiryDate: "The expiry must be after the publication time" } });
  });

  it("reads malformed values as missing", () => {
    expect(localInstant("2026-13-01x", "10:00")).toBeNull();
    expect(localInstant("2026-11-23", "")).toBeNull();
  });
});

describe("readExpiry (Reactivate Product)", () => {
  it("needs a future expiry date and time", () => {
    expect(readExpiry({ expiryDate: "", expiryTime: "" }, NOW)).toEqual({
      ok: false,
      errors: { expiryDate: "Please select an expiry date", expiryTime: "Please select an expiry time" },
    });
    expect(readExpiry({ expiryDate: "2026-11-23", expiryTime: "14:00" }, NOW)).toEqual({
      ok: false,
      errors: { expiryDate: "The expiry must be in the future" },
    });
    expect(readExpiry({ expiryDate: "2026-11-30", expiryTime: "23:59" }, NOW)).toEqual({
      ok: true,
      expiresAt: new Date(2026, 10, 30, 23, 59).toISOString(),
    });
  });
});
