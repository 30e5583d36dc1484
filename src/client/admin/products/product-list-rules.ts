// The Manage Products list's rules, pure so they can be tested and stay fast: the table filters and searches
// in the browser over the whole fetched list.
import type { AdminProduct } from "../../../contracts/admin-products";
import { CATEGORIES, type Category, type ProductSortOrder } from "../../../domain/catalog";
import { pageFromParam } from "../../../domain/pagination";
import { toCents } from "../../../domain/pricing";
import { EXPIRING_SOON_MS, effectiveStatus, lifecycleFieldsOf } from "../../../domain/product-lifecycle";
import { adminStatusLabel, type AdminStatusLabel } from "../../../domain/status-labels";
import { isSoldOut, SOLD_OUT_LABEL } from "../../../domain/stock";
import { plural } from "../strings";
import { PRODUCTS } from "./product-strings";

/** What a product counts as for selection and the bulk buttons: its effective status. */
export type SelectionGroup = "draft" | "expired" | "active" | "scheduled";
export const SELECTION_GROUPS: readonly SelectionGroup[] = ["draft", "expired", "active", "scheduled"];
export type GroupCounts = Record<SelectionGroup, number>;

export type StatusFilter = "all" | "draft" | "active" | "expiring" | "expired" | "scheduled" | "soldOut";
export const STATUS_FILTER_LABELS: Readonly<Record<StatusFilter, string>> = Object.freeze({
  all: "All Status",
  draft: "Draft",
  active: "Active",
  expiring: "Expiring Soon",
  expired: "Expired",
  scheduled: "Scheduled",
  soldOut: SOLD_OUT_LABEL,
});
export const STATUS_FILTERS = Object.keys(STATUS_FILTER_LABELS) as StatusFilter[];

export type CategoryFilter = "all" | Category;

export interface ListFilters {
  category: CategoryFilter;
  status: StatusFilter;
  search: string;
}
export const NO_FILTERS: ListFilters = Object.freeze({ category: "all", status: "all", search: "" });

/** The list's filters and page, as its URL keeps them so Back and a reload return to the same list. */
export interface ListScreen {
  filters: ListFilters;
  page: number;
}

/** Reads the list's filters and page from the URL; an unknown category or status is left out. */
export function listScreenFromSearch(params: URLSearchParams): ListScreen {
  const category = CATEGORIES.find((value) => value === params.get("category")) ?? "all";
  const status = STATUS_FILTERS.find((value) => value !== "all" && value === params.get("status")) ?? "all";
  return {
    filters: { category, status, search: params.get("q")?.trim() ?? "" },
    page: pageFromParam(params.get("page")),
  };
}

/** The list's URL query: the filters that narrow it, and the page when past the first. */
export function listScreenSearch({ filters, page }: ListScreen): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category !== "all") search.set("category", filters.category);
  if (filters.status !== "all") search.set("status", filters.status);
  if (filters.search.trim()) search.set("q", filters.search.trim());
  if (page > 1) search.set("page", String(page));
  return search;
}

/** A product with what the list derives from it once per answer and clock tick, not once per keystroke. */
export interface ListedProduct {
  product: AdminProduct;
  group: SelectionGroup;
  label: AdminStatusLabel;
  /** The name lower-cased, for the search box. */
  searchName: string;
  finalCents: number;
  createdMs: number;
}

export function listProducts(products: readonly AdminProduct[], now: Date): ListedProduct[] {
  return products.map((product) => {
    const fields = lifecycleFieldsOf({
      status: product.storedStatus,
      publishAt: product.publishAt,
      expiresAt: product.expiresAt,
    });
    return {
      product,
      group: effectiveStatus(fields, now),
      label: adminStatusLabel(fields, now),
      searchName: product.name.toLowerCase(),
      finalCents: toCents(product.finalPrice),
      createdMs: Date.parse(product.createdAt),
    };
  });
}

/** The four sort orders, with the server's tie-break on id (services/catalog.ts) so both lists agree. */
export function sortProducts(listed: readonly ListedProduct[], order: ProductSortOrder): ListedProduct[] {
  const byId = (a: ListedProduct, b: ListedProduct) => a.product.id - b.product.id;
  const compare: Record<ProductSortOrder, (a: ListedProduct, b: ListedProduct) => number> = {
    newest: (a, b) => b.createdMs - a.createdMs || byId(b, a),
    oldest: (a, b) => a.createdMs - b.createdMs || byId(a, b),
    "price-desc": (a, b) => b.finalCents - a.finalCents || byId(b, a),
    "price-asc": (a, b) => a.finalCents - b.finalCents || byId(a, b),
  };
  return [...listed].sort(compare[order]);
}

function matchesStatus(item: ListedProduct, status: StatusFilter): boolean {
  switch (status) {
    case "all":
      return true;
    case "expiring":
      // Non-draft, non-expired, expiring within 24 hours.
      return item.label === "Expiring Soon";
    case "soldOut":
      return isSoldOut(item.product.sizes, item.product.stockLeft);
    default:
      return item.group === status;
  }
}

/** The rows the filters and the name search leave, in the list's order. */
export function filterProducts(listed: readonly ListedProduct[], filters: ListFilters): ListedProduct[] {
  const search = filters.search.trim().toLowerCase();
  if (filters.category === "all" && filters.status === "all" && search === "") return listed as ListedProduct[];
  return listed.filter(
    (item) =>
      (filters.category === "all" || item.product.category === filters.category) &&
      matchesStatus(item, filters.status) &&
      (search === "" || item.searchName.includes(search)),
  );
}

export function emptyCounts(): GroupCounts {
  return { draft: 0, expired: 0, active: 0, scheduled: 0 };
}

export function countGroups(items: Iterable<ListedProduct>): GroupCounts {
  const counts = emptyCounts();
  for (const item of items) counts[item.group] += 1;
  return counts;
}

/** The selected products that are still in the list (deleted ones drop out), grouped. */
export function selectedItems(
  selection: Readonly<Record<string, true>>,
  byId: ReadonlyMap<number, ListedProduct>,
): ListedProduct[] {
  const items: ListedProduct[] = [];
  for (const id of Object.keys(selection)) {
    const item = byId.get(Number(id));
    if (item) items.push(item);
  }
  return items;
}

export function idsInGroup(items: readonly ListedProduct[], group: SelectionGroup): number[] {
  return items.filter((item) => item.group === group).map((item) => item.product.id);
}

/** The select-all checkbox's label: what is selected, or what a click would select. */
export function selectAllLabel(selectedCount: number, listCounts: GroupCounts): string {
  if (selectedCount > 0) return `Selected ${plural(selectedCount, "product")}`;
  const { draft, expired, active, scheduled } = listCounts;
  return `Select all (${plural(draft, "draft")}, ${expired} expired, ${active} active, ${scheduled} scheduled)`;
}

export type BulkAction = "schedule" | "activate" | "draft" | "reschedule";
/** Which selected products each bulk action moves. */
export const BULK_ACTION_GROUP: Readonly<Record<BulkAction, SelectionGroup>> = Object.freeze({
  schedule: "draft",
  activate: "expired",
  draft: "active",
  reschedule: "scheduled",
});

/** A bulk button's label; `count` is how many selected products it moves. */
export function bulkActionLabel(action: BulkAction, count: number): string {
  return PRODUCTS.bulk[action](count);
}

/** The main bulk button: activate when every selected product is expired, reschedule when all are scheduled. */
export function mainBulkAction(selected: GroupCounts): BulkAction {
  const total = selected.draft + selected.expired + selected.active + selected.scheduled;
  if (total > 0 && selected.expired === total) return "activate";
  if (total > 0 && selected.scheduled === total) return "reschedule";
  return "schedule";
}

/** The other bulk buttons offered beside the main one: those with something selected to move. */
export function otherBulkActions(selected: GroupCounts): BulkAction[] {
  const main = mainBulkAction(selected);
  return (["schedule", "activate", "draft", "reschedule"] as const).filter(
    (action) => action !== main && selected[BULK_ACTION_GROUP[action]] > 0,
  );
}

/**
 * The next instant any row's label changes (goes live, starts expiring soon, expires), so the list re-derives
 * its labels exactly then instead of ticking every second. Null when nothing will change by itself.
 */
export function nextLabelChange(products: readonly AdminProduct[], now: Date): Date | null {
  const nowMs = now.getTime();
  let nearest = Number.POSITIVE_INFINITY;
  const consider = (ms: number) => {
    if (ms > nowMs && ms < nearest) nearest = ms;
  };
  for (const product of products) {
    if (product.storedStatus === "draft") continue;
    const expiresMs = Date.parse(product.expiresAt);
    consider(expiresMs);
    consider(expiresMs - EXPIRING_SOON_MS);
    if (product.storedStatus === "scheduled" && product.publishAt !== null) consider(Date.parse(product.publishAt));
  }
  return nearest === Number.POSITIVE_INFINITY ? null : new Date(nearest);
}
