import { describe, expect, it } from "vitest";
import { plural } from "./strings";
import { BULK_UPLOAD } from "./products/import/import-strings";
import { PRODUCTS } from "./products/product-strings";

describe("plural", () => {
  it("says one thing in the singular and every other count in the plural", () => {
    expect(plural(1, "product")).toBe("1 product");
    expect(plural(0, "product")).toBe("0 products");
    expect(plural(2, "product")).toBe("2 products");
    expect(plural(1, "country is", "countries are")).toBe("1 country is");
    expect(plural(3, "country is", "countries are")).toBe("3 countries are");
  });

  it("is what the count labels use (never 'Import 1 products')", () => {
    expect(BULK_UPLOAD.importButton(1)).toBe("Import 1 product");
    expect(BULK_UPLOAD.importButton(5)).toBe("Import 5 products");
    expect(PRODUCTS.toasts.scheduled(1)).toBe("1 product has been scheduled for publishing.");
    expect(PRODUCTS.toasts.scheduled(2)).toBe("2 products have been scheduled for publishing.");
  });
});
