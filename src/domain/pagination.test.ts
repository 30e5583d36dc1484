import { describe, it, expect } from "vitest";
import { clampIndex, clampPage, pageCount, pageFromParam, pageSlice, showingRangeText } from "./pagination";

const items = Array.from({ length: 60 }, (_, i) => i + 1);

describe("pageCount", () => {
  it("rounds partial pages up", () => {
    expect(pageCount(60, 25)).toBe(3);
    expect(pageCount(50, 25)).toBe(2);
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(1, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it("is one page for an empty, negative or unreadable total", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(-5, 25)).toBe(1);
    expect(pageCount(Number.NaN, 25)).toBe(1);
  });

  it("rejects a page size that is not a positive integer", () => {
    for (const size of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pageCount(10, size), String(size)).toThrow(RangeError);
    }
  });
});

describe("clampPage", () => {
  it("keeps a page within range", () => {
    expect(clampPage(2, 60, 25)).toBe(2);
    expect(clampPage(3, 60, 25)).toBe(3);
  });

  it("moves a page past the end to the last page", () => {
    expect(clampPage(4, 60, 25)).toBe(3);
    expect(clampPage(99, 60, 25)).toBe(3);
    expect(clampPage(Number.POSITIVE_INFINITY, 60, 25)).toBe(3);
  });

  it("moves a page before the start to the first page", () => {
    expect(clampPage(0, 60, 25)).toBe(1);
    expect(clampPage(-3, 60, 25)).toBe(1);
    expect(clampPage(Number.NEGATIVE_INFINITY, 60, 25)).toBe(1);
  });

  it("floors fractional pages and sends NaN to the first page", () => {
    expect(clampPage(2.9, 60, 25)).toBe(2);
    expect(clampPage(Number.NaN, 60, 25)).toBe(1);
  });

  it("is page 1 for an empty list", () => {
    expect(clampPage(5, 0, 25)).toBe(1);
  });
});

describe("pageSlice", () => {
  it("returns the items of a 1-based page", () => {
    expect(pageSlice(items, 1, 25)).toEqual(items.slice(0, 25));
    expect(pageSlice(items, 2, 25)).toEqual(items.slice(25, 50));
  });

  it("returns the remainder on the last page", () => {
    expect(pageSlice(items, 3, 25)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
  });

  it("shows the last page for a page past the end and the first for one before the start", () => {
    expect(pageSlice(items, 7, 25)).toEqual(items.slice(50));
    expect(pageSlice(items, 0, 25)).toEqual(items.slice(0, 25));
  });

  it("is empty for an empty list", () => {
    expect(pageSlice([], 1, 25)).toEqual([]);
  });

  it("returns a copy, not the caller's array", () => {
    const all = [1, 2, 3];
    const slice = pageSlice(all, 1, 10);
    expect(slice).toEqual(all);
    expect(slice).not.toBe(all);
  });
});

describe("showingRangeText", () => {
  it("describes each page", () => {
    expect(showingRangeText(1, 25, 60)).toBe("Showing 1 - 25 of 60");
    expect(showingRangeText(2, 25, 60)).toBe("Showing 26 - 50 of 60");
    expect(showingRangeText(3, 25, 60)).toBe("Showing 51 - 60 of 60");
  });

  it("handles a list of exactly one page and of one item", () => {
    expect(showingRangeText(1, 25, 25)).toBe("Showing 1 - 25 of 25");
    expect(showingRangeText(1, 25, 1)).toBe("Showing 1 - 1 of 1");
  });

  it("reads 0 - 0 of 0 for an empty list", () => {
    expect(showingRangeText(1, 25, 0)).toBe("Showing 0 - 0 of 0");
    expect(showingRangeText(3, 25, 0)).toBe("Showing 0 - 0 of 0");
  });

  it("clamps the page like pageSlice does", () => {
    expect(showingRangeText(9, 25, 60)).toBe("Showing 51 - 60 of 60");
    expect(showingRangeText(0, 25, 60)).toBe("Showing 1 - 25 of 60");
  });

  it("rejects a bad page size even for an empty list", () => {
    expect(() => showingRangeText(1, 0, 0)).toThrow(RangeError);
    expect(() => showingRangeText(1, 0, 10)).toThrow(RangeError);
  });
});

describe("clampIndex", () => {
  it("keeps an index inside the list", () => {
    expect(clampIndex(0, 5)).toBe(0);
    expect(clampIndex(4, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
  });

  it("moves an index past the end to the last item", () => {
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(42, 5)).toBe(4);
  });

  it("moves a negative index to the first item", () => {
    expect(clampIndex(-1, 5)).toBe(0);
  });

  it("floors fractions and sends NaN to 0", () => {
    expect(clampIndex(2.7, 5)).toBe(2);
    expect(clampIndex(Number.NaN, 5)).toBe(0);
  });

  it("is 0 for an empty list", () => {
    expect(clampIndex(3, 0)).toBe(0);
    expect(clampIndex(0, 0)).toBe(0);
    expect(clampIndex(-2, 0)).toBe(0);
  });
});

describe("pageFromParam", () => {
  it("reads a whole page number from 1 up", () => {
    expect(pageFromParam("3")).toBe(3);
    expect(pageFromParam("1")).toBe(1);
  });

  it("is page 1 when the value is missing or not a page", () => {
    for (const value of [null, "", "0", "-2", "2.5", "two", "Infinity"]) expect(pageFromParam(value)).toBe(1);
  });
});
