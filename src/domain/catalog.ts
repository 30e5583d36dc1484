// Catalog vocabulary shared by the admin product form, CSV import, the server's validation and the
// public sort order, so a category or size accepted in one place is accepted in all of them.

export const CATEGORIES = ["regular", "plus", "kids", "men"] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = "regular";

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = Object.freeze({
  regular: "Regular Size",
  plus: "Plus Size",
  kids: "Kids Wear",
  men: "Men's Wear",
});

export const SIZE_SETS: Readonly<Record<Category, readonly string[]>> = Object.freeze({
  regular: Object.freeze(["XS", "S", "M", "L", "XL", "2XL", "3XL"]),
  plus: Object.freeze(["3XL", "4XL", "5XL"]),
  kids: Object.freeze(["2T", "3T", "4T", "5T", "6", "7", "8", "10", "12", "14"]),
  men: Object.freeze(["XS", "S", "M", "L", "XL", "2XL", "3XL"]),
});

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORIES as readonly string[]).includes(value);
}

export const EXPIRATION_DAY_OPTIONS = [1, 2, 3, 7, 14, 30] as const;
export const DEFAULT_EXPIRATION_DAYS = 7;

/** Rows per page in the admin product table. */
export const ADMIN_PRODUCTS_PER_PAGE = 10;

export const PRODUCT_SORT_ORDERS = ["newest", "oldest", "price-desc", "price-asc"] as const;
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number];
export const DEFAULT_PRODUCT_SORT: ProductSortOrder = "newest";

export const PRODUCT_SORT_LABELS: Readonly<Record<ProductSortOrder, string>> = Object.freeze({
  newest: "Newest First",
  oldest: "Oldest First",
  "price-desc": "Price: High to Low",
  "price-asc": "Price: Low to High",
});

export function isProductSortOrder(value: unknown): value is ProductSortOrder {
  return typeof value === "string" && (PRODUCT_SORT_ORDERS as readonly string[]).includes(value);
}

/**
 * The stored `product_sort_order` setting as a sort order. The setting is free text in the settings
 * table, so anything unrecognised (or missing) falls back to the default rather than failing the catalog.
 */
export function productSortOrderOrDefault(value: unknown): ProductSortOrder {
  return isProductSortOrder(value) ? value : DEFAULT_PRODUCT_SORT;
}
