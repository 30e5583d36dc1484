import type { AdminOrder, OrderGroup } from "../../../contracts/admin-orders";
import {
  canMarkPaid,
  DAY_GROUP_PAYMENT_STATUSES,
  DAY_GROUP_STATUSES,
  nextAdminStatus,
  type DayGroupPaymentStatus,
  type DayGroupStatus,
} from "../../../domain/order-groups";
import { calendarDateParam } from "../../../domain/dashboard-range";
import { pageFromParam } from "../../../domain/pagination";

/** The orders screen's filters as kept in its URL; days are YYYY-MM-DD in the store's time zone. */
export interface OrderScreenFilters {
  status?: DayGroupStatus;
  payment?: DayGroupPaymentStatus;
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/** Reads the filters from the URL; anything unknown or malformed is left out rather than sent. */
export function orderFiltersFromSearch(params: URLSearchParams): OrderScreenFilters {
  const q = params.get("q")?.trim();
  const from = calendarDateParam(params.get("from"));
  let to = calendarDateParam(params.get("to"));
  // The server refuses from after to; a hand-edited URL keeps the start rather than failing the screen.
  if (from && to && from > to) to = undefined;
  const status = oneOf(DAY_GROUP_STATUSES, params.get("status"));
  const payment = oneOf(DAY_GROUP_PAYMENT_STATUSES, params.get("payment"));
  return {
    ...(status ? { status } : {}),
    ...(payment ? { payment } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(q ? { q } : {}),
    page: pageFromParam(params.get("page")),
  };
}

/** The filters as a query string (no page), for the URL, the groups call and the export. */
export function orderFilterSearch(filters: Omit<OrderScreenFilters, "page">): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.payment) search.set("payment", filters.payment);
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.q) search.set("q", filters.q);
  return search;
}

/** The screen's URL query: the filters, and the page when past the first. */
export function orderScreenSearch(filters: OrderScreenFilters): URLSearchParams {
  const search = orderFilterSearch(filters);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

export function orderGroupsPath(filters: OrderScreenFilters): string {
  const search = orderFilterSearch(filters);
  search.set("page", String(filters.page));
  return `/api/admin/order-groups?${search.toString()}`;
}

export function orderExportPath(filters: Omit<OrderScreenFilters, "page">): string {
  const search = orderFilterSearch(filters).toString();
  return `/api/admin/orders/export.csv${search ? `?${search}` : ""}`;
}

/** Bulk process: every order of the group still processing, the only ones one step from processed. */
export function ordersToProcess(group: Pick<OrderGroup, "orders">): AdminOrder[] {
  return group.orders.filter((order) => nextAdminStatus(order.status) === "processed");
}

/** Bulk paid: every unpaid order of the group that is not cancelled. */
export function ordersToMarkPaid(group: Pick<OrderGroup, "orders">): AdminOrder[] {
  return group.orders.filter(canMarkPaid);
}

/** Runs `act` on each order in turn, never two at once, and returns the ids that failed. */
export async function runOneByOne(
  orders: readonly AdminOrder[],
  act: (order: AdminOrder) => Promise<unknown>,
): Promise<{ failed: { id: number; message: string }[] }> {
  const failed: { id: number; message: string }[] = [];
  for (const order of orders) {
    try {
      await act(order);
    } catch (error) {
      failed.push({ id: order.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { failed };
}
