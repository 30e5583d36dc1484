import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { convertedProductsCsv, convertShopifyText } from "./shopify-file";
import { readUploadText } from "./upload-file";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../domain/fixtures/shopify/${name}`, import.meta.url), "utf8");

describe("the Shopify converter card's file steps", () => {
  it("turns the multi-variant export into a product CSV the upload reads back row for row", () => {
    const conversion = convertShopifyText(fixture("multi-variant-export.csv"), "unlimited");
    expect(conversion.products.length).toBeGreaterThan(1);
    const csv = convertedProductsCsv(conversion.products);
    expect(csv.split("\r\n")[0]).toBe(
      "name,description,price,category,images,sizes,supplierLink,sku,discountAmount,stock,perMemberLimit",
    );
    const upload = readUploadText(csv);
    expect(upload.ok).toBe(true);
    if (!upload.ok) return;
    expect(upload.skipped).toEqual([]);
    expect(upload.rows).toEqual(
      conversion.products.map((product) => ({
        name: product.name,
        description: product.description,
        price: product.price,
        category: product.category,
        images: product.images ?? "",
        sizes: product.sizes ?? "",
        supplierLink: product.supplierLink ?? "",
        sku: product.sku ?? "",
        discountAmount: product.discountAmount ?? "",
        stock: "",
        perMemberLimit: "",
      })),
    );
  });

  it("carries a compare-at discount into the file", () => {
    const conversion = convertShopifyText(fixture("compare-at-price.csv"));
    const upload = readUploadText(convertedProductsCsv(conversion.products));
    expect(upload.ok && upload.rows[0]).toMatchObject({ price: "2499.00", discountAmount: "1000.00" });
  });

  it("finds no products in a file without Shopify's columns", () => {
    const conversion = convertShopifyText("name,price\nA,1\n");
    expect(conversion.products).toEqual([]);
    expect(conversion.errors[0]).toContain("Handle");
  });
});
