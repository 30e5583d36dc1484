import { fromCents, toCents, type Amount } from "./pricing";

export const ORDER_STATUSES = ["processing", "processed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type DayGroupStatus = OrderStatus | "partially processed";
export type DayGroupPaymentStatus = "paid" | "unpaid" | "partially paid" | "cancelled";

/** Customer "Your Orders" page size, in day groups. */
export const ORDER_GROUPS_PER_PAGE = 25;
/** The admin order table pages its customer-and-day groups more tightly. */
export const ADMIN_ORDER_GROUPS_PER_PAGE = 10;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * One status chip for a day's orders. The rules are applied in order; the final
 * precedence only ever sees a mix of processed, shipped and delivered.
 */
export function dayGroupStatus(statuses: readonly OrderStatus[]): DayGroupStatus {
  // A group is built from its orders, so an empty one is a caller bug, not a state to display.
  if (statuses.length === 0) throw new RangeError("dayGroupStatus needs at least one order status");
  const present = new Set(statuses);
  if (present.has("processing")) return "processing";
  if (present.size === 1) return statuses[0];
  if (present.has("cancelled")) return "partially processed";
  if (present.has("delivered")) return "delivered";
  if (present.has("shipped")) return "shipped";
  return "processed";
}

export function dayGroupPaymentStatus(
  orders: readonly { status: OrderStatus; isPaid: boolean }[],
): DayGroupPaymentStatus {
  // A cancelled order will never be paid, so it must not make a group look partially paid.
  const live = orders.filter((o) => o.status !== "cancelled");
  if (live.length === 0) return "cancelled";
  const paid = live.filter((o) => o.isPaid).length;
  if (paid === live.length) return "paid";
  if (paid === 0) return "unpaid";
  return "partially paid";
}

export function groupTotal(orders: readonly { status: OrderStatus; totalPrice: Amount }[]): number {
  let cents = 0;
  for (const o of orders) {
    if (o.status !== "cancelled") cents += toCents(o.totalPrice);
  }
  return fromCents(cents);
}

/** Every chip an order group can show; the admin order-groups filter offers exactly these. */
export const DAY_GROUP_STATUSES = [
  ...ORDER_STATUSES,
  "partially processed",
] as const satisfies readonly DayGroupStatus[];
export const DAY_GROUP_PAYMENT_STATUSES = [
  "paid",
  "unpaid",
  "partially paid",
  "cancelled",
] as const satisfies readonly DayGroupPaymentStatus[];

/**
 * The back office moves an order one step along processing -> processed -> shipped -> delivered:
 * the status it may move to next, or null (delivered, cancelled).
 */
export function nextAdminStatus(status: OrderStatus): OrderStatus | null {
  const at = ADMIN_STEPS.indexOf(status);
  return at >= 0 && at < ADMIN_STEPS.length - 1 ? ADMIN_STEPS[at + 1] : null;
}
const ADMIN_STEPS: readonly OrderStatus[] = ["processing", "processed", "shipped", "delivered"];

/** The status an order must have for the back office to move it to `status`, or null if nothing leads there. */
export function previousAdminStatus(status: OrderStatus): OrderStatus | null {
  const at = ADMIN_STEPS.indexOf(status);
  return at > 0 ? ADMIN_STEPS[at - 1] : null;
}

/** Payment can be recorded on any order that is not cancelled and not paid yet. */
export function canMarkPaid(order: { status: OrderStatus; isPaid: boolean }): boolean {
  return order.status !== "cancelled" && !order.isPaid;
}

/** The admin may cancel (with a reason) until the order is delivered; a cancelled order has no actions left. */
export function canAdminCancel(order: { status: OrderStatus }): boolean {
  return order.status !== "cancelled" && order.status !== "delivered";
}

/** A group's label: the customer's id and the group's day as MMdd (day is YYYY-MM-DD). */
export function orderGroupLabel(userId: number, day: string): string {
  return `${userId}${day.slice(5, 7)}${day.slice(8, 10)}`;
}

/**
 * A shopper may cancel only before the shop has acted on the order, and not once a transfer paid it (the owner
 * returns that by hand): the card on file that paid is refunded by the shop. The server's cancel asks the same.
 */
export function canCustomerCancel(order: {
  status: OrderStatus;
  isPaid: boolean;
  paymentMethod: "card" | "manual" | null;
}): boolean {
  return order.status === "processing" && (!order.isPaid || order.paymentMethod === "card");
}

function toDate(value: Date | string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
}

function formatDay(formatter: Intl.DateTimeFormat, date: Date): string {
  // formatToParts, because the joined output order and separators differ between locales and engines.
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar day (YYYY-MM-DD) on which an instant falls in a time zone, e.g. the shopper's own. */
export function calendarDayIn(date: Date | string, timeZone: string): string {
  return formatDay(dayFormatter(timeZone), toDate(date));
}

/**
 * Orders grouped by calendar day in the given time zone: newest day first, newest order first within
 * a day. Orders with the same instant keep their input order.
 */
export function groupOrdersByDay<T extends { createdAt: Date | string }>(
  orders: readonly T[],
  timeZone: string,
): { day: string; orders: T[] }[] {
  const formatter = dayFormatter(timeZone);
  const stamped = orders.map((order) => {
    const date = toDate(order.createdAt);
    return { order, ms: date.getTime(), day: formatDay(formatter, date) };
  });
  stamped.sort((a, b) => b.ms - a.ms);
  const groups: { day: string; orders: T[] }[] = [];
  const byDay = new Map<string, T[]>();
  for (const { order, day } of stamped) {
    let list = byDay.get(day);
    if (!list) {
      list = [];
      byDay.set(day, list);
      groups.push({ day, orders: list });
    }
    list.push(order);
  }
  // Sorting instants newest first already yields days newest first, since days in one zone are
  // contiguous ranges of instants.
  return groups;
}
