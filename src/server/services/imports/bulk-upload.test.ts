import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "../../../domain/csv";
import { readProductCsv, SAMPLE_PRODUCTS_CSV } from "../../../domain/product-csv";
import { convertShopifyCsv } from "../../../domain/shopify-convert";
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

  it("accepts every product the converter makes of each Shopify fixture", () => {
    const folder = new URL("../../../domain/fixtures/shopify/", import.meta.url);
    const files = readdirSync(folder).filter((name) => name.endsWith(".csv"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const { products } = convertShopifyCsv(parseCsv(readFileSync(new URL(file, folder), "utf8")));
      const { valid, rejected } = judgeUploadRows({ rows: products, discountAmount: "0.00" });
      expect([file, rejected]).toEqual([file, []]);
      expect([file, valid.length]).toEqual([file, products.length]);
    }
  });

  it("adds the upload's flat discount to a row's own discount, and refuses a row discount that is no amount", () => {
    const row = (discountAmount: string) => ({
      name: "Saree",
      description: "Silk",
      price: "2499.00",
      category: "regular",
      images: "https://x.test/s.jpg",
      sizes: "Free Size",
      discountAmount,
    });
    const { valid, rejected } = judgeUploadRows({
      rows: [row("1000.00"), row(""), row("-5"), row("2495.00")],
      discountAmount: "5.50",
    });
    expect(valid.map((v) => [v.row, v.values.price, v.values.discountAmount])).toEqual([
      [2, "2499.00", "1005.50"],
      [3, "2499.00", "5.50"],
    ]);
    expect(rejected.map((r) => [r.row, r.problems])).toEqual([
      [4, [{ field: "discountAmount", message: "Discount cannot be negative" }]],
      [5, [{ field: "price", message: "The discount cannot be more than the price" }]],
    ]);
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
