import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./catalog";
import { chartSize, SIZE_CHARTS, sizeChartFor } from "./size-chart";

const row = (category: keyof typeof SIZE_CHARTS, label: string) =>
  SIZE_CHARTS[category].rows.find((r) => r.label === label)?.values;

describe("SIZE_CHARTS", () => {
  it("keeps the spec's regular chart, XS through 3XL in inches, with XXL written 2XL", () => {
    expect(SIZE_CHARTS.regular.sizes).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
    expect(SIZE_CHARTS.regular.unit).toBe("in");
    expect(SIZE_CHARTS.regular.rows.map((r) => r.label)).toEqual(["Bust", "Shoulder", "Bottom Waist", "Bottom Length"]);
    expect(row("regular", "Bust")).toEqual([34, 36, 38, 40, 42, 44, 46]);
    expect(row("regular", "Shoulder")).toEqual([13.5, 14, 14.5, 15, 15.5, 16, 16.5]);
    expect(row("regular", "Bottom Waist")).toEqual([26, 28, 30, 32, 34, 36, 38]);
    expect(row("regular", "Bottom Length")).toEqual([37, 37, 37, 37, 37, 37, 37]);
  });

  it("has plus 3XL-5XL", () => {
    expect(SIZE_CHARTS.plus.sizes).toEqual(["3XL", "4XL", "5XL"]);
    expect(row("plus", "Bust")).toEqual([46, 48, 50]);
    expect(row("plus", "Shoulder")).toEqual([16.5, 17, 17.5]);
    expect(row("plus", "Bottom Waist")).toEqual([38, 40, 42]);
    expect(row("plus", "Bottom Length")).toEqual([37, 37, 37]);
  });

  it("has kids 2T-14 by chest, waist and height", () => {
    expect(SIZE_CHARTS.kids.sizes).toEqual(["2T", "3T", "4T", "5T", "6", "7", "8", "10", "12", "14"]);
    expect(row("kids", "Chest")).toEqual([21, 22, 23, 24, 25, 26, 27, 28.5, 30, 32]);
    expect(row("kids", "Waist")).toEqual([20, 20.5, 21, 21.5, 22, 22.5, 23, 24, 25, 26]);
    expect(row("kids", "Height")).toEqual([35, 38, 41, 44, 47, 50, 53, 56, 59, 62]);
  });

  it("has men XS-3XL by chest, shoulder, kurta length and pyjama waist", () => {
    expect(row("men", "Chest")).toEqual([34, 36, 38, 40, 42, 44, 46]);
    expect(row("men", "Shoulder")).toEqual([16, 17, 17.5, 18, 18.5, 19, 19.5]);
    expect(row("men", "Kurta Length")).toEqual([38, 39, 40, 41, 42, 43, 44]);
    expect(row("men", "Pyjama Waist")).toEqual([28, 30, 32, 34, 36, 38, 40]);
  });

  it("has one value per size in every row of every chart, and cannot be changed", () => {
    for (const category of CATEGORIES) {
      const chart = SIZE_CHARTS[category];
      expect(Object.isFrozen(chart) && Object.isFrozen(chart.sizes) && Object.isFrozen(chart.rows)).toBe(true);
      for (const r of chart.rows) {
        expect(r.values).toHaveLength(chart.sizes.length);
        expect(Object.isFrozen(r.values)).toBe(true);
      }
    }
  });
});

describe("sizeChartFor", () => {
  it("marks the product's own sizes, whichever way it spells them", () => {
    const { chart, offered, unmeasured } = sizeChartFor("regular", ["m", "XXL", "3XL"]);
    expect(chart).toBe(SIZE_CHARTS.regular);
    expect([...offered]).toEqual(["M", "2XL", "3XL"]);
    expect(unmeasured).toEqual([]);
  });

  it("follows the category: a kids' kurta gets the kids' chart", () => {
    const { chart, offered } = sizeChartFor("kids", ["4T", "6", "12"]);
    expect(chart).toBe(SIZE_CHARTS.kids);
    expect([...offered]).toEqual(["4T", "6", "12"]);
  });

  it("names a size the chart has no measurements for instead of giving it an empty row", () => {
    expect(sizeChartFor("regular", ["Free Size", "S"]).unmeasured).toEqual(["Free Size"]);
    expect(sizeChartFor("plus", ["2XL"]).unmeasured).toEqual(["2XL"]);
  });

  it("spells sizes the chart's way", () => {
    expect(chartSize(" xxl ")).toBe("2XL");
    expect(chartSize("XXXL")).toBe("3XL");
    expect(chartSize("10")).toBe("10");
  });
});
