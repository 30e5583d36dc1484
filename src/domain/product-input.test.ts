import { describe, expect, it } from "vitest";
import {
  PUBLISH_AT_GRACE_MS,
  publicationTimeAt,
  expiryFromDays,
  isExpirationDayOption,
  parseIsoInstant,
  parseMoneyInput,
  SIZE_LABEL_EMPTY_MESSAGE,
  SIZE_LABEL_INVALID_MESSAGE,
  SIZE_LABEL_NUL_MESSAGE,
  SIZE_LABEL_REPEATED_MESSAGE,
  SIZE_LABEL_TOO_LONG_MESSAGE,
  sizeLabelsProblem,
  SIZES_REQUIRED_MESSAGE,
} from "./product-input";

describe("parseMoneyInput", () => {
  it("reads numbers and decimal text as two-decimal text and cents", () => {
    expect(parseMoneyInput(49, "Price")).toEqual({ ok: true, text: "49.00", cents: 4900 });
    expect(parseMoneyInput(49.5, "Price")).toEqual({ ok: true, text: "49.50", cents: 4950 });
    expect(parseMoneyInput(" 0049.99 ", "Price")).toEqual({ ok: true, text: "49.99", cents: 4999 });
    expect(parseMoneyInput("0", "Price")).toEqual({ ok: true, text: "0.00", cents: 0 });
    expect(parseMoneyInput("12.", "Price")).toEqual({ ok: true, text: "12.00", cents: 1200 });
    expect(parseMoneyInput("99999999.99", "Price")).toEqual({ ok: true, text: "99999999.99", cents: 9_999_999_999 });
  });

  it("refuses negatives, sub-cent amounts, non-numbers and amounts too large to store", () => {
    expect(parseMoneyInput(-1, "Price")).toEqual({ ok: false, message: "Price cannot be negative" });
    expect(parseMoneyInput("-0.50", "Discount")).toEqual({ ok: false, message: "Discount cannot be negative" });
    expect(parseMoneyInput("1.234", "Price")).toEqual({ ok: false, message: "Price can have at most 2 decimals" });
    expect(parseMoneyInput(0.1 + 0.2, "Price")).toEqual({ ok: false, message: "Price can have at most 2 decimals" });
    for (const bad of ["", "abc", "1e3", "0x10", "1,000", "Infinity", Number.NaN, Number.POSITIVE_INFINITY, "."])
      expect(parseMoneyInput(bad, "Price")).toEqual({ ok: false, message: "Price must be a number" });
    expect(parseMoneyInput("100000000", "Price")).toEqual({ ok: false, message: "Price is too large" });
  });
});

describe("sizeLabelsProblem", () => {
  it("keeps labels outside the category's set (kids' ages, waist sizes)", () => {
    expect(sizeLabelsProblem(["2-3Y", "28", "Free Size"])).toBeNull();
  });

  it("needs one size, non-empty short labels, each once", () => {
    expect(sizeLabelsProblem([])).toBe(SIZES_REQUIRED_MESSAGE);
    expect(sizeLabelsProblem(["S", " "])).toBe(SIZE_LABEL_EMPTY_MESSAGE);
    expect(sizeLabelsProblem(["S", "ABCDEFGHIJKLMNOPQRSTU"])).toBe(SIZE_LABEL_TOO_LONG_MESSAGE);
    expect(sizeLabelsProblem(["ABCDEFGHIJKLMNOPQRST"])).toBeNull();
    expect(sizeLabelsProblem(["M", "m"])).toBe(SIZE_LABEL_REPEATED_MESSAGE);
    expect(sizeLabelsProblem(["M\0"])).toBe(SIZE_LABEL_NUL_MESSAGE);
    expect(sizeLabelsProblem(["M\ud800"])).toBe(SIZE_LABEL_INVALID_MESSAGE);
    expect(sizeLabelsProblem(Array.from({ length: 31 }, (_, i) => `W${i}`))).toBe("At most 30 sizes");
  });
});

describe("expiry", () => {
  it("offers the spec's day options", () => {
    expect([1, 2, 3, 7, 14, 30].every(isExpirationDayOption)).toBe(true);
    expect([0, 5, -7, 7.5].some(isExpirationDayOption)).toBe(false);
  });

  it("is the moment of saving plus whole days", () => {
    expect(expiryFromDays(new Date("2026-03-01T10:15:00Z"), 7).toISOString()).toBe("2026-03-08T10:15:00.000Z");
  });
});

describe("parseIsoInstant", () => {
  it("reads ISO date-times with a zone", () => {
    expect(parseIsoInstant("2026-03-01T10:15:00.000Z")?.toISOString()).toBe("2026-03-01T10:15:00.000Z");
    expect(parseIsoInstant("2026-03-01T18:15+08:00")?.toISOString()).toBe("2026-03-01T10:15:00.000Z");
    expect(parseIsoInstant("2028-02-29T00:00:00Z")).not.toBeNull();
  });

  it("refuses dates without a time or zone, impossible days and other text", () => {
    for (const text of [
      "2026-03-01",
      "2026-03-01T10:15:00",
      "2026-02-29T00:00:00Z",
      "2026-02-31T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "next tuesday",
      "1700000000000",
      "",
    ])
      expect(parseIsoInstant(text)).toBeNull();
  });
});

describe("publicationTimeAt", () => {
  const now = new Date("2026-11-23T10:00:00.000Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("keeps a time ahead, counts one that passed within the grace as now, and refuses an older one", () => {
    const ahead = new Date(now.getTime() + 1);
    expect(publicationTimeAt(ahead, now)).toBe(ahead);
    expect(publicationTimeAt(now, now)).toBe(now);
    expect(publicationTimeAt(ago(1000), now)).toBe(now);
    expect(publicationTimeAt(ago(PUBLISH_AT_GRACE_MS), now)).toBe(now);
    expect(publicationTimeAt(ago(PUBLISH_AT_GRACE_MS + 1), now)).toBeNull();
  });
});
