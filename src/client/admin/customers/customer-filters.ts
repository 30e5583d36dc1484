import type { Customer } from "../../../contracts/admin-customers";

export const CUSTOMER_SEGMENTS = ["all", "premium", "regular"] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

/** The customers screen's filters as kept in its URL. */
export interface CustomerFilters {
  q: string;
  segment: CustomerSegment;
}

export function customerFiltersFromSearch(params: URLSearchParams): CustomerFilters {
  const segment = CUSTOMER_SEGMENTS.find((s) => s === params.get("segment")) ?? "all";
  return { q: params.get("q")?.trim() ?? "", segment };
}

export function customerScreenSearch(filters: CustomerFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set("q", filters.q.trim());
  if (filters.segment !== "all") search.set("segment", filters.segment);
  return search;
}

/**
 * The customers a filter shows: All / Premium / Regular, and a search in name, email or phone, ignoring case.
 * The list is every customer in one read, so filtering happens here.
 */
export function filterCustomers(customers: readonly Customer[], filters: CustomerFilters): Customer[] {
  const q = filters.q.trim().toLowerCase();
  return customers.filter((c) => {
    if (filters.segment === "premium" && !c.isPremium) return false;
    if (filters.segment === "regular" && c.isPremium) return false;
    if (!q) return true;
    return [c.fullName, c.email, c.phone ?? ""].some((field) => field.toLowerCase().includes(q));
  });
}
