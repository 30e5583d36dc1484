import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../domain/csv";
import { readProductCsv, SAMPLE_PRODUCTS_CSV } from "../../domain/product-csv";
import { convertShopifyCsv } from "../../domain/shopify-convert";
import { judgeUploadRows } from "./bulk-upload";

describe("judgeUploadRows (the product API's rules on every row)", () => {
  it("accepts every row of the sample file", () => {
    const file = readProductCsv(parseCsv(SAMPLE_PRODUCTS_CSV));
    if (!file.ok) throw new Error(file.message.description);
    const { valid, rejected } = judgeUploadRows({
      rows: file.rows,
      rowNumbers: file.rowNumbers,
      discountAmount: "0.00",
    });
    expect(rejected).toEqual([]);
    expect(valid.map((row) => row.row)).toEqual([2, 3, 4, 5, 6]);
  });

  it("accepts every product the converter makes of the multi-variant Shopify export", () => {
    const text = readFileSync(
      new URL("../../domain/fixtures/shopify/multi-variant-export.csv", import.meta.url),
      "utf8",
    );
    const { products } = convertShopifyCsv(parseCsv(text));
    const { valid, rejected } = judgeUploadRows({ rows: products, discountAmount: "0.00" });
    expect(rejected).toEqual([]);
    expect(valid).toHaveLength(4);
  });

  it("reports each problem under its column, the discount under price", () => {
    const { rejected } = judgeUploadRows({
      rows: [{ name: "", description: "", price: "2", category: "x", images: "", sizes: "" }],
      rowNumbers: [9],
      discountAmount: "3.00",
    });
    expect(rejected[0].problems.map((p) => p.field)).toEqual([
      "description",
      "name",
      "images",
      "category",
      "sizes",
      "price",
    ]);
  });
});
