import { describe, expect, it } from "vitest";
import { isPlainSizeName, looksLikeSize, namesNotSize, namesSize, tidySizeLabel } from "./size-words";

describe("namesSize", () => {
  it.each(["Size", "sizes", "Size (Inch)", "Shoe size", "Taille", "Talla", "Größe", "גודל", "Размер", "buybox-size"])(
    "%j names sizes",
    (name) => expect(namesSize(name)).toBe(true),
  );
  it.each(["Color", "Material", "Choice of Table Top", "Resize", "Option", ""])("%j does not", (name) =>
    expect(namesSize(name)).toBe(false),
  );
  it("knows a plain size word from a longer name", () => {
    expect(["Size", "SIZES", "Taille", "גודל"].map(isPlainSizeName)).toEqual([true, true, true, true]);
    expect(["Size (Inch)", "Plate Size"].map(isPlainSizeName)).toEqual([false, false]);
  });
});

describe("namesNotSize", () => {
  it("is colours, materials, quantities and Shopify's Title", () => {
    expect(["Color", "Colour", "Fabric", "Material", "Quantity", "Pack", "Title"].every(namesNotSize)).toBe(true);
    expect(["Option", "Age", "Waist", "Fit"].some(namesNotSize)).toBe(false);
  });
});

describe("looksLikeSize", () => {
  it.each([
    "XS",
    "s",
    "M",
    "xl",
    "XXL",
    "2XL",
    "5XL",
    "3X",
    "Small",
    "X-Large",
    "XX-Large",
    "Extra Large",
    "Free Size",
    "One Size",
    "2T",
    "5T",
    "2-3Y",
    "6-12 months",
    "18M",
    "3 yrs",
    "6",
    "14",
    "28",
    "44",
    "9.5",
    "UK 8",
    "EU 38",
    "32x34",
    "W32 L34",
  ])("%j looks like a size", (value) => expect(looksLikeSize(value)).toBe(true));

  it.each(["Red", "Walnut", "Regular", "4 Eggs", "Set of 4", "100", "Type A", "", "M (With Zipper)"])(
    "%j does not",
    (value) => expect(looksLikeSize(value)).toBe(false),
  );
});

describe("tidySizeLabel", () => {
  it("capitalises letter sizes and leaves the rest as written", () => {
    expect(["s", "xl", "2xl", "xxs", "Free Size", "2-3y", '8" x 10"', "  m "].map(tidySizeLabel)).toEqual([
      "S",
      "XL",
      "2XL",
      "XXS",
      "Free Size",
      "2-3y",
      '8" x 10"',
      "M",
    ]);
  });
});
