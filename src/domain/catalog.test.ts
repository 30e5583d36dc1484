import { describe, it, expect } from "vitest";
import {
  ADMIN_PRODUCTS_PER_PAGE,
  CATEGORIES,
  CATEGORY_LABELS,
  DEFAULT_CATEGORY,
  DEFAULT_EXPIRATION_DAYS,
  DEFAULT_PRODUCT_SORT,
  EXPIRATION_DAY_OPTIONS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORT_ORDERS,
  SIZE_SETS,
  isCategory,
  isProductSortOrder,
  productSortOrderOrDefault,
} from "./catalog";

describe("categories", () => {
  it("are regular, plus, kids and men, defaulting to regular", () => {
    expect(CATEGORIES).toEqual(["regular", "plus", "kids", "men"]);
    expect(DEFAULT_CATEGORY).toBe("regular");
  });

  it("have shopper-facing labels", () => {
    expect(CATEGORY_LABELS).toEqual({
      regular: "Regular Size",
      plus: "Plus Size",
      kids: "Kids Wear",
      men: "Men's Wear",
    });
  });

  it("are recognised exactly", () => {
    for (const c of CATEGORIES) expect(isCategory(c)).toBe(true);
    expect(isCategory("Regular")).toBe(false);
    expect(isCategory("women")).toBe(false);
    expect(isCategory("")).toBe(false);
    expect(isCategory(undefined)).toBe(false);
  });
});

describe("SIZE_SETS", () => {
  it("lists the sizes of each category", () => {
    expect(SIZE_SETS.regular).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
    expect(SIZE_SETS.plus).toEqual(["3XL", "4XL", "5XL"]);
    expect(SIZE_SETS.kids).toEqual(["2T", "3T", "4T", "5T", "6", "7", "8", "10", "12", "14"]);
    expect(SIZE_SETS.men).toEqual(["XS", "S", "M", "L", "XL", "2XL", "3XL"]);
  });

  it("has a set for every category and nothing else", () => {
    expect(Object.keys(SIZE_SETS).sort()).toEqual([...CATEGORIES].sort());
  });

  it("is frozen", () => {
    expect(Object.isFrozen(SIZE_SETS)).toBe(true);
    for (const c of CATEGORIES) expect(Object.isFrozen(SIZE_SETS[c])).toBe(true);
  });
});

describe("expiration options", () => {
  it("offer 1, 2, 3, 7, 14 and 30 days, defaulting to 7", () => {
    expect(EXPIRATION_DAY_OPTIONS).toEqual([1, 2, 3, 7, 14, 30]);
    expect(DEFAULT_EXPIRATION_DAYS).toBe(7);
    expect(EXPIRATION_DAY_OPTIONS).toContain(DEFAULT_EXPIRATION_DAYS);
  });
});

describe("admin table", () => {
  it("shows 10 products per page", () => {
    expect(ADMIN_PRODUCTS_PER_PAGE).toBe(10);
  });
});

describe("product sort orders", () => {
  it("are listed with their labels, defaulting to newest first", () => {
    expect(PRODUCT_SORT_ORDERS).toEqual(["newest", "oldest", "price-desc", "price-asc"]);
    expect(PRODUCT_SORT_LABELS).toEqual({
      newest: "Newest First",
      oldest: "Oldest First",
      "price-desc": "Price: High to Low",
      "price-asc": "Price: Low to High",
    });
    expect(DEFAULT_PRODUCT_SORT).toBe("newest");
  });

  it("are recognised exactly", () => {
    for (const s of PRODUCT_SORT_ORDERS) expect(isProductSortOrder(s)).toBe(true);
    expect(isProductSortOrder("price")).toBe(false);
    expect(isProductSortOrder("Newest")).toBe(false);
    expect(isProductSortOrder(null)).toBe(false);
  });

  it("fall back to the default for an unknown stored setting", () => {
    expect(productSortOrderOrDefault("price-asc")).toBe("price-asc");
    expect(productSortOrderOrDefault("oldest")).toBe("oldest");
    expect(productSortOrderOrDefault("bogus")).toBe("newest");
    expect(productSortOrderOrDefault(undefined)).toBe("newest");
  });
});
