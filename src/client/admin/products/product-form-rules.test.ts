import { describe, expect, it } from "vitest";
import type { Product } from "../../../contracts/product";
import {
  changeCategory,
  expirationChoices,
  KEEP_EXPIRY,
  newProductValues,
  productBody,
  sizeOptions,
  toggleSize,
  productFieldOf,
  productFormSchema,
  shownImage,
  valuesFromProduct,
  type ProductFormValues,
} from "./product-form-rules";

const NOW = new Date("2026-11-23T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...newProductValues(),
    name: "Rani Pink Anarkali",
    price: "49.99",
    images: ["https://cdn.example.com/a.jpg", "", "", ""],
    sizes: ["S", "M"],
    ...overrides,
  };
}

function stored(
  overrides: Partial<Product & { supplierLink: string; storedStatus: Product["status"]; shopImages: string[] }> = {},
) {
  return {
    id: 7,
    name: "Indigo Kurta",
    description: "Cotton",
    price: "60.00",
    discountAmount: "10.00",
    images: ["/demo/products/a.svg", "/demo/products/b.svg"],
    category: "kids" as const,
    sizes: ["4T", "2-3Y"],
    status: "active" as const,
    publishAt: at(-10),
    expiresAt: at(72),
    stockLeft: null,
    perMemberLimit: null,
    ...overrides,
  };
}

describe("a new product", () => {
  it("starts as a draft in Regular Size, 7 days, four empty image slots", () => {
    expect(newProductValues()).toEqual({
      name: "",
      category: "regular",
      price: "",
      discountAmount: "0",
      expiration: "7",
      description: "",
      supplierLink: "",
      images: ["", "", "", ""],
      sizes: [],
      stock: {},
      perMemberLimit: "",
      saveAsDraft: true,
    });
    expect(expirationChoices(false)).toEqual(["1", "2", "3", "7", "14", "30"]);
  });

  it("is sent as a draft without publication, or active now; the expiry as days for the server's clock", () => {
    expect(productBody(filled())).toEqual({
      name: "Rani Pink Anarkali",
      description: "",
      price: "49.99",
      discountAmount: "0",
      images: ["https://cdn.example.com/a.jpg", "", "", ""],
      category: "regular",
      sizes: ["S", "M"],
      stock: null,
      perMemberLimit: null,
      status: "draft",
      expirationDays: "7",
      supplierLink: "",
    });
    expect(productBody(filled({ saveAsDraft: false, expiration: "14" }))).toMatchObject({
      status: "active",
      expirationDays: "14",
    });
    expect(productBody(filled({ saveAsDraft: false }))).not.toHaveProperty("publishAt");
  });
});

/** What the form shows: the first message on each field the schema names. */
function validateProduct(values: ProductFormValues, edited?: Parameters<typeof productFormSchema>[0]) {
  const result = productFormSchema(edited).safeParse(values);
  const shown: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) shown[issue.path.join(".")] ??= issue.message;
  return shown;
}

describe("validation with the server's schema", () => {
  it("accepts a complete form", () => {
    expect(validateProduct(filled())).toEqual({});
  });

  it("shows the spec's messages on their fields", () => {
    expect(validateProduct(filled({ images: ["", "", "", ""], sizes: [] }))).toEqual({
      "images.0": "Please provide at least 1 valid image URL (http:// or https:// link)",
      sizes: "Please select at least one size",
    });
    expect(validateProduct(filled({ images: ["not a url", "", "", ""] }))).toEqual({
      "images.0": "One or more image URLs are not valid URLs",
    });
    expect(validateProduct(filled({ name: "  ", price: "-3" }))).toEqual({
      name: "Product name is required",
      price: "Price cannot be negative",
    });
    expect(validateProduct(filled({ discountAmount: "60" }))).toEqual({
      discountAmount: "The discount cannot be more than the price",
    });
  });

  it("names a size's stock, and the limit per member, on their fields", () => {
    expect(validateProduct(filled({ stock: { S: "2", M: "-1" }, perMemberLimit: "many" }))).toEqual({
      stock: "Stock cannot be negative",
      perMemberLimit: "Limit per member must be a whole number",
    });
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(productFieldOf("expiresAt")).toBe("expiration");
    expect(productFieldOf("expirationDays")).toBe("expiration");
    expect(productFieldOf("publishAt")).toBe("expiration");
    expect(productFieldOf("sizes.1")).toBe("sizes");
    expect(productFieldOf("stock.M")).toBe("stock");
    expect(productFieldOf("images.2")).toBe("images.2");
    expect(productFieldOf("images")).toBe("images.0");
    expect(productFieldOf("status")).toBeNull();
    expect(productFieldOf("whatever")).toBeNull();
  });
});

describe("editing", () => {
  it("starts from the stored product; imported sizes stay as extra ticked boxes", () => {
    const { values, edited } = valuesFromProduct(stored({ supplierLink: "https://supplier.example/x" }), NOW);
    expect(values).toMatchObject({
      category: "kids",
      sizes: ["4T", "2-3Y"],
      images: ["/demo/products/a.svg", "/demo/products/b.svg", "", ""],
      saveAsDraft: false,
      expiration: KEEP_EXPIRY,
      supplierLink: "https://supplier.example/x",
    });
    expect(edited.extraSizes).toEqual(["2-3Y"]);
    expect(sizeOptions("kids", edited.extraSizes)).toEqual([
      "2T",
      "3T",
      "4T",
      "5T",
      "6",
      "7",
      "8",
      "10",
      "12",
      "14",
      "2-3Y",
    ]);
  });

  it("shows the shop's copy of a saved image once made, the address itself otherwise, and edits the address", () => {
    const supplier = "https://cdn.example.com/kurta.jpg";
    const pending = "https://cdn.example.com/kurta-back.jpg";
    const copy = "/media/0123456789abcdef0123456789abcdef";
    const { values, edited } = valuesFromProduct(
      stored({ images: [supplier, pending], shopImages: [copy, pending] }),
      NOW,
    );
    expect(values.images).toEqual([supplier, pending, "", ""]);
    expect(shownImage(supplier, edited)).toBe(copy);
    expect(shownImage(` ${supplier} `, edited)).toBe(copy);
    expect(shownImage(pending, edited)).toBe(pending);
    expect(shownImage("https://cdn.example.com/typed.jpg", edited)).toBe("https://cdn.example.com/typed.jpg");
    expect(shownImage("not an address", edited)).toBeNull();
    // A new product has no copies yet.
    expect(shownImage(supplier)).toBe(supplier);
  });

  it("keeps the stored expiry and the publication time of an upcoming product unless told otherwise", () => {
    const upcoming = valuesFromProduct(stored({ status: "scheduled", publishAt: at(5), expiresAt: at(100) }), NOW);
    expect(productBody(upcoming.values, upcoming.edited)).toMatchObject({
      status: "scheduled",
      publishAt: at(5),
      expiresAt: at(100),
    });
    const live = valuesFromProduct(stored(), NOW);
    const body = productBody({ ...live.values, expiration: "3" }, live.edited);
    expect(body).toMatchObject({ status: "active", expirationDays: "3" });
    expect(body).not.toHaveProperty("expiresAt");
  });

  it("cannot keep an expired product's expiry, and a draft stays a draft", () => {
    const gone = valuesFromProduct(stored({ status: "expired", expiresAt: at(-1) }), NOW);
    expect(gone.values.expiration).toBe("7");
    expect(gone.edited.canKeepExpiry).toBe(false);
    const draft = valuesFromProduct(stored({ status: "draft", publishAt: null }), NOW);
    expect(draft.values.saveAsDraft).toBe(true);
    expect(productBody(draft.values, draft.edited).status).toBe("draft");
  });

  it("leaves a supplier link it was not told alone", () => {
    const { values, edited } = valuesFromProduct(stored(), NOW);
    expect(productBody(values, edited)).not.toHaveProperty("supplierLink");
    expect(productBody({ ...values, supplierLink: "https://s.example" }, edited).supplierLink).toBe(
      "https://s.example",
    );
  });
});

describe("sizes and changes", () => {
  it("keeps ticked sizes the new category also offers, in the boxes' order", () => {
    const values = filled({ sizes: ["XS", "3XL"] });
    expect(changeCategory(values, "plus", []).sizes).toEqual(["3XL"]);
    expect(changeCategory(values, "kids", ["XS"]).sizes).toEqual(["XS"]);
    expect(toggleSize(filled({ sizes: ["M"] }), "XS", sizeOptions("regular", [])).sizes).toEqual(["XS", "M"]);
    expect(toggleSize(filled({ sizes: ["M"] }), "M", sizeOptions("regular", [])).sizes).toEqual([]);
  });
});
