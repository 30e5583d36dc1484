import { describe, it, expect } from "vitest";
import { SIZE_CHART } from "./size-chart";

function row(label: string): readonly number[] | undefined {
  return SIZE_CHART.rows.find((r) => r.label === label)?.values;
}

describe("SIZE_CHART", () => {
  it("runs from XS through 3XL, in inches", () => {
    expect(SIZE_CHART.sizes).toEqual(["XS", "S", "M", "L", "XL", "XXL", "3XL"]);
    expect(SIZE_CHART.unit).toBe("in");
  });

  it("has the four rows in display order", () => {
    expect(SIZE_CHART.rows.map((r) => r.label)).toEqual(["Bust", "Shoulder", "Bottom Waist", "Bottom Length"]);
  });

  it("has bust 34 to 46 in steps of 2", () => {
    expect(row("Bust")).toEqual([34, 36, 38, 40, 42, 44, 46]);
  });

  it("has shoulder 13.5 to 16.5 in steps of 0.5", () => {
    expect(row("Shoulder")).toEqual([13.5, 14, 14.5, 15, 15.5, 16, 16.5]);
  });

  it("has bottom waist 26 to 38 in steps of 2", () => {
    expect(row("Bottom Waist")).toEqual([26, 28, 30, 32, 34, 36, 38]);
  });

  it("has bottom length 37 for every size", () => {
    expect(row("Bottom Length")).toEqual([37, 37, 37, 37, 37, 37, 37]);
  });

  it("has one value per size in every row", () => {
    for (const r of SIZE_CHART.rows) expect(r.values).toHaveLength(SIZE_CHART.sizes.length);
  });

  it("cannot be changed by a screen that holds it", () => {
    expect(Object.isFrozen(SIZE_CHART)).toBe(true);
    expect(Object.isFrozen(SIZE_CHART.sizes)).toBe(true);
    expect(Object.isFrozen(SIZE_CHART.rows)).toBe(true);
    for (const r of SIZE_CHART.rows) {
      expect(Object.isFrozen(r)).toBe(true);
      expect(Object.isFrozen(r.values)).toBe(true);
    }
  });
});
