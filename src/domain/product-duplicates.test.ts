import { describe, expect, it } from "vitest";
import { DuplicateFinder, duplicateMatch, nameKey, sampleName } from "./product-duplicates";

const item = (name: string, price: string, sku: string | null = null, id = 0) => ({ id, name, price, sku });

describe("duplicateMatch", () => {
  it("matches by SKU when both have one, whatever the name and price", () => {
    expect(duplicateMatch(item("Kurta", "40.00", "K-1"), item("Other", "12.00", " K-1 "))).toBe("sku");
    expect(duplicateMatch(item("Kurta", "40.00", "K-1"), item("Kurta", "40.00", "K-2"))).toBeNull();
  });

  it("else by the name, trimmed and without regard to case, and the same price", () => {
    expect(duplicateMatch(item("  block PRINT kurta ", "40"), item("Block Print Kurta", "40.00"))).toBe(
      "name-and-price",
    );
    expect(duplicateMatch(item("Kurta", "40.00", "K-1"), item("kurta", "40.00", null))).toBe("name-and-price");
    expect(duplicateMatch(item("Kurta", "40.00"), item("Kurta", "40.01"))).toBeNull();
    expect(duplicateMatch(item("Kurta", "abc"), item("Kurta", "abc"))).toBeNull();
  });
});

describe("DuplicateFinder", () => {
  it("prefers a SKU match, then the earliest added item", () => {
    const finder = new DuplicateFinder([
      item("Kurta", "40.00", null, 1),
      item("Kurta", "40.00", null, 2),
      item("Saree", "99.00", "S-1", 3),
    ]);
    expect(finder.find(item("kurta", "40.00"))).toEqual({
      item: item("Kurta", "40.00", null, 1),
      match: "name-and-price",
    });
    expect(finder.find(item("Kurta", "40.00", "S-1"))).toMatchObject({ item: { id: 3 }, match: "sku" });
    expect(finder.find(item("Saree", "99.00", "S-2"))).toBeNull();
    expect(finder.find(item("Saree", "99.00"))).toMatchObject({ item: { id: 3 }, match: "name-and-price" });
  });

  it("finds, for a row with a SKU, only a same-named product without one", () => {
    const finder = new DuplicateFinder([item("Kurta", "40.00", "K-1", 1), item("Kurta", "40.00", null, 2)]);
    expect(finder.find(item("Kurta", "40.00", "K-9"))).toMatchObject({ item: { id: 2 } });
  });
});

describe("sampleName", () => {
  it("marks the demo name as a sample, numbered past the names the shop has, whatever their case", () => {
    expect(sampleName("Coral Kurta", new Set())).toBe("Coral Kurta (sample)");
    expect(sampleName("Coral Kurta", new Set([nameKey("Coral Kurta")]))).toBe("Coral Kurta (sample)");
    const taken = new Set(["  coral KURTA (Sample) ", "coral kurta (sample 2)"].map(nameKey));
    expect(sampleName("Coral Kurta", taken)).toBe("Coral Kurta (sample 3)");
  });
});
