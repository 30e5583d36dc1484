import { describe, expect, it } from "vitest";
import { NO_SELECTION, pageButtons, pageRange, showingText, toggleAll, toggleRow, without } from "./data-table-rules";

describe("paging", () => {
  it("says which rows are shown, clamping a page past the end", () => {
    const products = { one: "product", many: "products" };
    expect(showingText(pageRange(1, 10, 23), products)).toBe("Showing 1-10 of 23 products");
    expect(showingText(pageRange(3, 10, 23), products)).toBe("Showing 21-23 of 23 products");
    expect(showingText(pageRange(9, 10, 23), { one: "group", many: "groups" })).toBe("Showing 21-23 of 23 groups");
    const entries = { one: "entry", many: "entries" };
    expect(showingText(pageRange(1, 10, 0), entries)).toBe("Showing 0-0 of 0 entries");
    expect(showingText(pageRange(1, 10, 1), entries)).toBe("Showing 1-1 of 1 entry");
    expect(pageRange(9, 10, 23)).toEqual({ page: 3, pages: 3, first: 21, last: 23, total: 23 });
    expect(pageRange(2, 10, 0)).toEqual({ page: 1, pages: 1, first: 0, last: 0, total: 0 });
  });

  it("numbers the pages near the current one, with the first and last, and none for one page", () => {
    expect(pageButtons(1, 1)).toEqual([]);
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 500)).toEqual([1, 2, 3, null, 500]);
    expect(pageButtons(250, 500)).toEqual([1, null, 248, 249, 250, 251, 252, null, 500]);
    expect(pageButtons(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("selection", () => {
  it("toggles one row in and out", () => {
    const one = toggleRow(NO_SELECTION, "7");
    expect(one).toEqual({ 7: true });
    expect(toggleRow(one, "8")).toEqual({ 7: true, 8: true });
    expect(toggleRow(one, "7")).toEqual({});
  });

  it("select-all selects every shown row (all pages) when nothing is selected, and clears any selection", () => {
    expect(toggleAll(NO_SELECTION, ["1", "2", "3"])).toEqual({ 1: true, 2: true, 3: true });
    // Something selected, even one row of many: the click clears, it does not fill up.
    expect(toggleAll({ 2: true }, ["1", "2", "3"])).toEqual({});
    expect(toggleAll(NO_SELECTION, [])).toEqual({});
  });

  it("forgets rows that are done or gone, keeping the same object when none was selected", () => {
    const selection = { 1: true, 2: true } as const;
    expect(without(selection, ["1", "9"])).toEqual({ 2: true });
    expect(without(selection, ["9"])).toBe(selection);
  });
});
