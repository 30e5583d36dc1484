import { describe, expect, it } from "vitest";
import type { AdminProduct } from "../../../contracts/admin-products";
import type { ServerMessage } from "../../../contracts/realtime";
import { ADMIN_PRODUCT_DRAFTS_KEY, ADMIN_PRODUCTS_KEY, ADMIN_PRODUCT_SORT_KEY } from "../../lib/api/query-keys";
import { adminEffectsOf, PRODUCT_REFRESH_AGAIN_MS } from "../live-alerts";
import {
  bulkActionLabel,
  countGroups,
  filterProducts,
  listProducts,
  listScreenFromSearch,
  listScreenSearch,
  mainBulkAction,
  nextLabelChange,
  NO_FILTERS,
  otherBulkActions,
  selectAllLabel,
  selectedItems,
  sortProducts,
} from "./product-list-rules";

const NOW = new Date("2026-11-23T12:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

function product(id: number, overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id,
    name: `Product ${id}`,
    description: "",
    price: "50.00",
    discountAmount: "0.00",
    finalPrice: "50.00",
    images: ["/demo/products/a.svg"],
    shopImages: ["/demo/products/a.svg"],
    category: "regular",
    sizes: ["M"],
    status: "active",
    storedStatus: "active",
    statusLabel: "Active",
    publishAt: at(-48),
    expiresAt: at(72),
    supplierLink: "",
    sku: null,
    createdAt: at(-100 + id),
    stockLeft: null,
    stock: null,
    perMemberLimit: null,
    reminderCount: null,
    ...overrides,
  };
}

const draft = (id: number, o: Partial<AdminProduct> = {}) =>
  product(id, { storedStatus: "draft", status: "draft", publishAt: null, ...o });
const expired = (id: number, o: Partial<AdminProduct> = {}) => product(id, { expiresAt: at(-1), ...o });
const scheduled = (id: number, o: Partial<AdminProduct> = {}) =>
  product(id, { storedStatus: "scheduled", publishAt: at(5), expiresAt: at(200), ...o });
const expiring = (id: number, o: Partial<AdminProduct> = {}) => product(id, { expiresAt: at(3), ...o });

describe("the list's labels and groups", () => {
  it("derives each row's status from the stored fields and the clock, not the answer's label", () => {
    const items = listProducts(
      [draft(1), expired(2, { statusLabel: "Active" }), scheduled(3), expiring(4), product(5)],
      NOW,
    );
    expect(items.map((i) => [i.group, i.label])).toEqual([
      ["draft", "Draft"],
      ["expired", "Expired"],
      ["scheduled", "Scheduled"],
      ["active", "Expiring Soon"],
      ["active", "Active"],
    ]);
    // An hour later than publication the scheduled product is live.
    expect(listProducts([scheduled(3)], new Date(NOW.getTime() + 6 * HOUR))[0].label).toBe("Active");
  });

  it("knows when the next label changes: going live, starting to expire soon, expiring", () => {
    expect(nextLabelChange([scheduled(1)], NOW)?.toISOString()).toBe(at(5));
    expect(nextLabelChange([product(1)], NOW)?.toISOString()).toBe(at(72 - 24));
    expect(nextLabelChange([expiring(1)], NOW)?.toISOString()).toBe(at(3));
    expect(nextLabelChange([draft(1), expired(2)], NOW)).toBeNull();
  });
});

describe("filters, search and sort", () => {
  const all = listProducts(
    [
      draft(1, { name: "Rani Pink Anarkali", category: "plus", finalPrice: "30.00" }),
      expired(2, { name: "Indigo Kurta", finalPrice: "80.00" }),
      scheduled(3, { name: "Kids Lehenga", category: "kids", finalPrice: "20.00" }),
      expiring(4, { name: "Men's Kurta", category: "men", finalPrice: "80.00" }),
      product(5, { name: "Silk Saree", finalPrice: "120.00" }),
    ],
    NOW,
  );
  const ids = (items: { product: { id: number } }[]) => items.map((i) => i.product.id);

  it("filters by category and by status; Expiring Soon is the live ones within 24 hours, Active includes them", () => {
    expect(ids(filterProducts(all, { ...NO_FILTERS, category: "plus" }))).toEqual([1]);
    expect(ids(filterProducts(all, { ...NO_FILTERS, status: "active" }))).toEqual([4, 5]);
    expect(ids(filterProducts(all, { ...NO_FILTERS, status: "expiring" }))).toEqual([4]);
    expect(ids(filterProducts(all, { ...NO_FILTERS, status: "expired" }))).toEqual([2]);
    expect(ids(filterProducts(all, { ...NO_FILTERS, status: "scheduled" }))).toEqual([3]);
    expect(ids(filterProducts(all, { ...NO_FILTERS, status: "draft" }))).toEqual([1]);
  });

  it("searches names case-insensitively, combined with the other filters", () => {
    expect(ids(filterProducts(all, { ...NO_FILTERS, search: "  KURTA " }))).toEqual([2, 4]);
    expect(ids(filterProducts(all, { category: "men", status: "all", search: "kurta" }))).toEqual([4]);
    expect(filterProducts(all, { ...NO_FILTERS, search: "nothing like it" })).toEqual([]);
  });

  it("sorts like the server: newest, oldest, final price both ways with the id as tie-break", () => {
    expect(ids(sortProducts(all, "newest"))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(sortProducts(all, "oldest"))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortProducts(all, "price-desc"))).toEqual([5, 4, 2, 1, 3]);
    expect(ids(sortProducts(all, "price-asc"))).toEqual([3, 1, 2, 4, 5]);
  });
});

describe("selection and bulk buttons", () => {
  const list = listProducts([draft(1), draft(2), expired(3), product(4), scheduled(5)], NOW);
  const byId = new Map(list.map((item) => [item.product.id, item]));

  it("labels select-all with what it would select, or with what is selected", () => {
    expect(selectAllLabel(0, countGroups(list))).toBe("Select all (2 drafts, 1 expired, 1 active, 1 scheduled)");
    expect(selectAllLabel(3, countGroups(list))).toBe("Selected 3 products");
    expect(selectAllLabel(1, countGroups(list))).toBe("Selected 1 product");
  });

  it("ignores selected products that are gone", () => {
    expect(selectedItems({ 1: true, 99: true }, byId).map((i) => i.product.id)).toEqual([1]);
  });

  it("makes the main button activate when all are expired, reschedule when all are scheduled, else schedule", () => {
    const counts = (ids: number[]) =>
      countGroups(selectedItems(Object.fromEntries(ids.map((id) => [id, true] as const)), byId));
    expect(mainBulkAction(counts([3]))).toBe("activate");
    expect(mainBulkAction(counts([5]))).toBe("reschedule");
    expect(mainBulkAction(counts([1, 3]))).toBe("schedule");
    expect(mainBulkAction(counts([4]))).toBe("schedule");
    expect(mainBulkAction(counts([]))).toBe("schedule");
    expect(otherBulkActions(counts([1, 2, 3, 4, 5]))).toEqual(["activate", "draft", "reschedule"]);
    expect(otherBulkActions(counts([3]))).toEqual([]);
  });

  it("names the bulk buttons as the spec does, but for the one that says which way products go", () => {
    expect(bulkActionLabel("schedule", 2)).toBe("Schedule 2 Drafts");
    expect(bulkActionLabel("schedule", 1)).toBe("Schedule 1 Draft");
    expect(bulkActionLabel("schedule", 0)).toBe("Schedule Drafts");
    expect(bulkActionLabel("activate", 1)).toBe("Activate 1 Expired");
    // The spec's "Draft 4 Active" did not say what it does (decision 057).
    expect(bulkActionLabel("draft", 4)).toBe("Move 4 Active to Draft");
    expect(bulkActionLabel("reschedule", 3)).toBe("Reschedule 3 Scheduled");
  });
});

describe("the list's URL", () => {
  it("keeps the filters that narrow the list, and the page past the first", () => {
    const search = listScreenSearch({ filters: { category: "kids", status: "draft", search: " frock " }, page: 3 });
    expect(search.toString()).toBe("category=kids&status=draft&q=frock&page=3");
    expect(listScreenFromSearch(search)).toEqual({
      filters: { category: "kids", status: "draft", search: "frock" },
      page: 3,
    });
    expect(listScreenSearch({ filters: NO_FILTERS, page: 1 }).toString()).toBe("");
    expect(listScreenFromSearch(new URLSearchParams())).toEqual({ filters: NO_FILTERS, page: 1 });
  });

  it("leaves out what it does not know, rather than showing an empty list", () => {
    expect(listScreenFromSearch(new URLSearchParams("category=shoes&status=all&page=-2&q=%20%20"))).toEqual({
      filters: NO_FILTERS,
      page: 1,
    });
    expect(listScreenFromSearch(new URLSearchParams("status=soldOut")).filters.status).toBe("soldOut");
  });
});

describe("live product messages", () => {
  it("refresh the admin product reads at once and again after 0.5 s and 1 s", () => {
    for (const message of [
      { type: "products-activated", activatedCount: 2 },
      { type: "products-scheduled", count: 1 },
      { type: "customer-products-updated", reason: "deleted" },
      { type: "product-status-updated" },
      { type: "products-rescheduled", products: [] },
    ] satisfies ServerMessage[]) {
      expect(adminEffectsOf(message)).toEqual({
        invalidate: [ADMIN_PRODUCTS_KEY, ADMIN_PRODUCT_DRAFTS_KEY, ADMIN_PRODUCT_SORT_KEY],
        againAfterMs: PRODUCT_REFRESH_AGAIN_MS,
      });
    }
    expect(PRODUCT_REFRESH_AGAIN_MS).toEqual([500, 1000]);
  });
});
