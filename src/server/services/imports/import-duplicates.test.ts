import { describe, expect, it } from "vitest";
import type { UploadPreview } from "../../../contracts/imports";
import { sortUploadRows } from "./import-duplicates";

const row = (n: number, name: string, price: string, sku: string | null = null): UploadPreview => ({
  row: n,
  name,
  description: "d",
  price,
  discountAmount: "0.00",
  images: ["https://x.test/a.jpg"],
  category: "regular",
  sizes: ["S"],
  supplierLink: "",
  sku,
  stock: null,
  perMemberLimit: null,
});

const summary = (sorted: ReturnType<typeof sortUploadRows>) => ({
  create: sorted.create.map((r) => r.row),
  duplicates: sorted.duplicates.map((d) => [d.row, d.existing?.id ?? null, d.sameAsRow, d.choice]),
});

describe("sortUploadRows", () => {
  const existing = [
    { id: 7, name: "Kurta", price: "40.00", sku: null },
    { id: 9, name: "Saree", price: "99.00", sku: "S-1" },
  ];

  it("creates new rows, gives duplicates the owner's choice or the fallback, and skips the file's repeats", () => {
    const rows = [
      row(2, "kurta ", "40.00"),
      row(3, "Saree", "10.00", "S-1"),
      row(4, "Dress", "5.00"),
      row(5, "DRESS", "5.00"),
    ];
    expect(summary(sortUploadRows(rows, existing, new Map([[3, "update"]])))).toEqual({
      create: [4],
      duplicates: [
        [2, 7, null, "skip"],
        [3, 9, null, "update"],
        [5, null, 4, "skip"],
      ],
    });
    expect(summary(sortUploadRows(rows, existing, new Map([[5, "update"]]), "update")).duplicates).toEqual([
      [2, 7, null, "update"],
      [3, 9, null, "update"],
      [5, null, 4, "skip"],
    ]);
  });

  it("lets one file change a product once: a second row for it is skipped as repeating the first", () => {
    // Different SKUs, so not the same product as each other, but both match the SKU-less kurta.
    const rows = [row(2, "Kurta", "40.00", "K-1"), row(3, "Kurta", "40.00", "K-2")];
    expect(summary(sortUploadRows(rows, existing, new Map(), "update"))).toEqual({
      create: [],
      duplicates: [
        [2, 7, null, "update"],
        [3, 7, 2, "skip"],
      ],
    });
  });
});
