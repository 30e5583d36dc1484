import { describe, expect, it } from "vitest";
import { PUBLICATION_IN_PAST_MESSAGE } from "../../../domain/product-input";
import { defaultWindow, readExpiry, readWindow, storeDateValue, windowFormSchema } from "./schedule-window";

// The store's wall clock, whatever the machine's zone: Singapore is UTC+8 all year.
const ZONE = "Asia/Singapore";
const sgt = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);
const NOW = sgt("2026-11-23", "14:30");

describe("the schedule form's defaults", () => {
  it("publishes at the next 10:00 still ahead and expires 7 days ahead at 23:59", () => {
    expect(defaultWindow(NOW, ZONE)).toEqual({
      publishDate: "2026-11-24",
      publishTime: "10:00",
      expiryDate: "2026-11-30",
      expiryTime: "23:59",
    });
    expect(defaultWindow(sgt("2026-11-23", "09:59"), ZONE).publishDate).toBe("2026-11-23");
    // The owner's walk: at 10:54 the default was 10:00 today, which published at once.
    expect(defaultWindow(sgt("2026-11-23", "10:54"), ZONE).publishDate).toBe("2026-11-24");
  });

  it("crosses month and year ends on the store's calendar", () => {
    expect(defaultWindow(sgt("2026-12-28", "09:00"), ZONE).expiryDate).toBe("2027-01-04");
    expect(storeDateValue(new Date("2027-01-04T17:00:00Z"), ZONE)).toBe("2027-01-05");
  });
});

describe("readWindow", () => {
  it("sends the store's date and time as ISO instants", () => {
    expect(readWindow(defaultWindow(NOW, ZONE), NOW, ZONE)).toEqual({
      ok: true,
      publishAt: "2026-11-24T02:00:00.000Z",
      expiresAt: "2026-11-30T15:59:00.000Z",
    });
  });

  it("requires each field with the spec's message", () => {
    expect(readWindow({ publishDate: "", publishTime: "", expiryDate: "", expiryTime: "" }, NOW, ZONE)).toEqual({
      ok: false,
      errors: {
        publishDate: "Please select a date",
        publishTime: "Please select a time",
        expiryDate: "Please select an expiry date",
        expiryTime: "Please select an expiry time",
      },
    });
  });

  it("takes this very minute as a publication time: the server counts what passed moments ago as now", () => {
    const thisMinute = { ...defaultWindow(NOW, ZONE), publishDate: "2026-11-23", publishTime: "14:29" };
    const secondsLater = new Date(NOW.getTime() + 40_000);
    expect(readWindow(thisMinute, secondsLater, ZONE)).toEqual({
      ok: true,
      publishAt: sgt("2026-11-23", "14:29").toISOString(),
      expiresAt: "2026-11-30T15:59:00.000Z",
    });
    expect(readWindow({ ...thisMinute, publishTime: "14:27" }, secondsLater, ZONE).ok).toBe(false);
  });

  it("refuses a publication in the past unless the owner chose Publish now", () => {
    const past = { ...defaultWindow(NOW, ZONE), publishDate: "2026-11-23", publishTime: "10:00" };
    expect(readWindow(past, NOW, ZONE)).toEqual({
      ok: false,
      errors: { publishDate: "The publication time has passed: choose a later time, or Publish now" },
    });
    expect(readWindow({ ...past, publishDate: "", publishTime: "" }, NOW, ZONE, true)).toEqual({
      ok: true,
      publishNow: true,
      expiresAt: "2026-11-30T15:59:00.000Z",
    });
  });

  it("refuses an expiry in the past or not after the publication", () => {
    const past = readWindow({ ...defaultWindow(NOW, ZONE), expiryDate: "2026-11-22" }, NOW, ZONE);
    expect(past).toEqual({ ok: false, errors: { expiryDate: "The expiry must be in the future" } });
    const early = readWindow(
      { publishDate: "2026-12-05", publishTime: "10:00", expiryDate: "2026-12-01", expiryTime: "23:59" },
      NOW,
      ZONE,
    );
    expect(early).toEqual({ ok: false, errors: { expiryDate: "The expiry must be after the publication time" } });
  });

  it("reads malformed values as missing", () => {
    const result = readWindow({ ...defaultWindow(NOW, ZONE), publishDate: "2026-13-01x" }, NOW, ZONE);
    expect(result).toEqual({ ok: false, errors: { publishDate: "Please select a date" } });
  });
});

describe("readExpiry (Reactivate Product)", () => {
  it("needs a future expiry date and time", () => {
    expect(readExpiry({ expiryDate: "", expiryTime: "" }, NOW, ZONE)).toEqual({
      ok: false,
      errors: { expiryDate: "Please select an expiry date", expiryTime: "Please select an expiry time" },
    });
    expect(readExpiry({ expiryDate: "2026-11-23", expiryTime: "14:00" }, NOW, ZONE)).toEqual({
      ok: false,
      errors: { expiryDate: "The expiry must be in the future" },
    });
    expect(readExpiry({ expiryDate: "2026-11-30", expiryTime: "23:59" }, NOW, ZONE)).toEqual({
      ok: true,
      expiresAt: "2026-11-30T15:59:00.000Z",
    });
  });
});

describe("the window dialogs' schema", () => {
  const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

  it("puts readWindow's messages on their fields, on the clock at submit", () => {
    const schema = windowFormSchema(ZONE, true, () => NOW);
    expect(schema.safeParse({ ...defaultWindow(NOW, ZONE), publishNow: false }).success).toBe(true);
    const past = { ...defaultWindow(NOW, ZONE), publishDate: "2026-11-23", publishTime: "09:00", publishNow: false };
    expect(messages(schema.safeParse(past))).toEqual({ publishDate: PUBLICATION_IN_PAST_MESSAGE });
    // "Publish now" does not read the publication fields.
    expect(schema.safeParse({ ...past, publishNow: true }).success).toBe(true);
  });

  it("reads only the expiry for Reactivate", () => {
    const schema = windowFormSchema(ZONE, false, () => NOW);
    const values = { publishDate: "", publishTime: "", expiryDate: "", expiryTime: "23:59", publishNow: false };
    expect(messages(schema.safeParse(values))).toEqual({ expiryDate: "Please select an expiry date" });
  });
});
