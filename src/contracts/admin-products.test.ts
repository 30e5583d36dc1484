import { describe, expect, it } from "vitest";
import {
  adminSettingBodySchema,
  productInputSchema,
  productWindowBodySchema,
  reactivateBodySchema,
} from "./admin-products";
import { fieldErrorsOf } from "./field-errors";
import { productIdParamsSchema } from "./product";

const valid = {
  name: "  Indigo kurta  ",
  description: "Block print",
  price: 49,
  images: ["https://cdn.example.com/1.jpg"],
  category: "regular",
  sizes: ["S", "M"],
  supplierLink: "https://supplier.example.com/p/1",
  status: "draft",
  expirationDays: 7,
};

const errorsOf = (input: unknown) => {
  const result = productInputSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues, "body");
};

describe("productInputSchema", () => {
  it("cleans what it accepts: trimmed name, money as text, images cleaned, sizes trimmed", () => {
    expect(
      productInputSchema.parse({
        ...valid,
        price: "59.5",
        discountAmount: 10,
        images: ["", "https://imgur.com/AbC123x"],
        sizes: [" 2-3Y ", "28"],
        sku: "  ",
      }),
    ).toEqual({
      ...valid,
      name: "Indigo kurta",
      price: "59.50",
      discountAmount: "10.00",
      images: ["https://i.imgur.com/AbC123x.jpg"],
      sizes: ["2-3Y", "28"],
      sku: null,
    });
  });

  it("puts each of the spec's messages on its field", () => {
    expect(errorsOf({ ...valid, images: [] }).images).toEqual([
      "Please provide at least 1 valid image URL (http:// or https:// link)",
    ]);
    expect(errorsOf({ ...valid, images: ["nope"] }).images).toEqual(["One or more image URLs are not valid URLs"]);
    expect(errorsOf({ ...valid, images: ["blob:http://localhost/1"] }).images).toEqual(["Image uploads not supported"]);
    expect(errorsOf({ ...valid, sizes: [] }).sizes).toEqual(["Please select at least one size"]);
    expect(errorsOf({ ...valid, expirationDays: undefined }).expirationDays).toEqual(["Expiration days is required"]);
    expect(errorsOf({ ...valid, expirationDays: 0 }).expirationDays).toEqual(["Expiration days is required"]);
    expect(errorsOf({ ...valid, expirationDays: "" }).expirationDays).toEqual(["Expiration days is required"]);
    expect(errorsOf({ ...valid, expirationDays: 5 }).expirationDays).toEqual([
      "Expiration days must be one of 1, 2, 3, 7, 14, 30",
    ]);
    expect(errorsOf({ ...valid, expirationDays: undefined, expiresAt: "soon" }).expiresAt).toEqual([
      "Invalid date string format. Use ISO date format.",
    ]);
  });

  it("reports every broken field at once", () => {
    expect(Object.keys(errorsOf({ ...valid, images: [], sizes: [], expirationDays: undefined })).sort()).toEqual([
      "expirationDays",
      "images",
      "sizes",
    ]);
  });

  it("checks fields against each other", () => {
    expect(errorsOf({ ...valid, price: 10, discountAmount: 10.01 }).discountAmount).toEqual([
      "The discount cannot be more than the price",
    ]);
    expect(errorsOf({ ...valid, price: 10, discountAmount: 10 })).toEqual({});
    expect(errorsOf({ ...valid, status: "scheduled" }).publishAt).toEqual([
      "A scheduled product needs a publication time",
    ]);
    expect(
      errorsOf({
        ...valid,
        status: "scheduled",
        expirationDays: undefined,
        publishAt: "2026-03-02T10:00:00Z",
        expiresAt: "2026-03-02T10:00:00Z",
      }).expiresAt,
    ).toEqual(["The expiry must be after the publication time"]);
    expect(errorsOf({ ...valid, expiresAt: "2026-03-02T10:00:00Z" }).expiresAt).toEqual([
      "Send expirationDays or expiresAt, not both",
    ]);
  });

  it("bounds text and refuses NUL characters and unknown fields", () => {
    expect(errorsOf({ ...valid, name: " " }).name).toEqual(["Product name is required"]);
    expect(errorsOf({ ...valid, name: "x".repeat(201) }).name).toEqual(["Product name is at most 200 characters"]);
    expect(errorsOf({ ...valid, description: "a\0b" }).description).toEqual([
      "Description cannot contain NUL characters",
    ]);
    expect(errorsOf({ ...valid, supplierLink: "javascript:alert(1)" }).supplierLink).toEqual([
      "Supplier link must be an http:// or https:// link",
    ]);
    expect(errorsOf({ ...valid, price: -1 }).price).toEqual(["Price cannot be negative"]);
    expect(errorsOf({ ...valid, price: "1.999" }).price).toEqual(["Price can have at most 2 decimals"]);
    expect(errorsOf({ ...valid, category: "shoes" }).category).toEqual(["Category must be regular, plus, kids or men"]);
    expect(errorsOf({ ...valid, status: "expired" }).status).toEqual(["Status must be draft, active or scheduled"]);
    expect(productInputSchema.safeParse({ ...valid, isAdmin: true }).success).toBe(false);
  });
});

describe("the other admin product bodies", () => {
  it("need ids within PostgreSQL's integer and a window whose expiry follows its publication", () => {
    const window = { productIds: [1, 2], publishAt: "2026-03-02T10:00:00Z", expiresAt: "2026-03-09T23:59:00Z" };
    expect(productWindowBodySchema.safeParse(window).success).toBe(true);
    expect(productWindowBodySchema.safeParse({ ...window, productIds: [] }).success).toBe(false);
    expect(productWindowBodySchema.safeParse({ ...window, productIds: [2 ** 31] }).success).toBe(false);
    expect(productWindowBodySchema.safeParse({ ...window, expiresAt: window.publishAt }).success).toBe(false);
    expect(reactivateBodySchema.safeParse({ expiresAt: "2026-03-09" }).success).toBe(false);
    expect(productIdParamsSchema.safeParse({ id: "2147483647" }).success).toBe(true);
    expect(productIdParamsSchema.safeParse({ id: "2147483648" }).success).toBe(false);
    expect(productIdParamsSchema.safeParse({ id: "abc" }).success).toBe(false);
  });

  it("save only a known sort order under product_sort_order", () => {
    expect(adminSettingBodySchema.parse({ key: "product_sort_order", value: "price-asc" }).value).toBe("price-asc");
    expect(adminSettingBodySchema.safeParse({ key: "product_sort_order", value: "random" }).success).toBe(false);
    expect(adminSettingBodySchema.safeParse({ key: "store_settings", value: "x" }).success).toBe(false);
  });
});
