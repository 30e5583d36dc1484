import type { ActivityChanges, ActivityEntry } from "../../../contracts/activity";
import { ACTIVITY_ACTIONS, type ActivityAction } from "../../../contracts/activity";
import { addDays, calendarDateParam } from "../../../domain/dashboard-range";
import { pageFromParam } from "../../../domain/pagination";
import { instantIn } from "../../../domain/store-time-zone";
import { plural } from "../strings";

/** One changed field, as shown: the value before (absent for a fact about the event) and after. */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

/** Writes an instant on the store's clock ("28 Nov 2026, 10:00"). */
type DateTimeText = (instant: string) => string;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored field name as words: "twoFactorEnabled" -> "Two factor enabled". */
export function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stored value as a person reads it, never as JSON: text as is, nothing as "—", yes/no, instants on the
 * store's clock, lists joined with commas, and a group of values as "Field value; Field value".
 */
export function formatValue(value: unknown, dateTime: DateTimeText): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return INSTANT.test(value) ? dateTime(value) : value;
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((v) => formatValue(v, dateTime)).join(", ");
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${fieldWords(key)} ${formatValue(v, dateTime)}`)
    .join("; ");
}

/** The before/after of an entry as one line per field, in the order the fields first appear. */
export function changeLines(changes: ActivityChanges | null, dateTime: DateTimeText): ChangeLine[] {
  if (!changes) return [];
  const before = changes.before ?? {};
  const after = changes.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field: fieldWords(field),
    ...(field in before ? { before: formatValue(before[field], dateTime) } : {}),
    ...(field in after ? { after: formatValue(after[field], dateTime) } : {}),
  }));
}

/** The screen's filters, as kept in its URL: dates are calendar days (`YYYY-MM-DD`) in the store's time zone. */
export interface ActivityFilters {
  action?: ActivityAction;
  from?: string;
  to?: string;
  page: number;
}

function isAction(value: string | null): value is ActivityAction {
  return ACTIVITY_ACTIONS.some((action) => action === value);
}

/** Reads the filters from the URL; anything unknown or malformed is left out rather than sent. */
export function filtersFromSearch(params: URLSearchParams): ActivityFilters {
  const action = params.get("action");
  const from = calendarDateParam(params.get("from"));
  const to = calendarDateParam(params.get("to"));
  return {
    ...(isAction(action) ? { action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    page: pageFromParam(params.get("page")),
  };
}

/** The instant a calendar day (`YYYY-MM-DD`) begins in a time zone, as the ISO string the API takes. */
export function startOfDayIn(day: string, timeZone: string): string {
  const start = instantIn(day, "00:00", timeZone);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return start.toISOString();
}

/**
 * The API's query. Days are the store's (the store's time zone says where a day begins): `from`
 * is the start of the first day, `to` the start of the day after the last (the API's `to` is exclusive,
 * the screen's "To" day is included).
 */
export function activityQuery(
  filters: ActivityFilters,
  timeZone: string,
): { action?: string; from?: string; to?: string; page: number } {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: startOfDayIn(filters.from, timeZone) } : {}),
    ...(filters.to ? { to: startOfDayIn(addDays(filters.to, 1), timeZone) } : {}),
    page: filters.page,
  };
}

export function activityPath(query: ReturnType<typeof activityQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/admin/activity?${params.toString()}`;
}

/** Who reads the log and how instants are written: the sentences say "You" for the reader's own rows. */
export interface SentenceContext {
  meId: number | null;
  dateTime: (instant: string) => string;
}

const quoted = (name: string) => `“${name}”`;
const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * One row of the log as a sentence: "You marked order #12 as paid", "You scheduled 3 products for 28 Nov
 * 2026, 10:00". The actor and the target are names (the server's targetName), never `admin:1` or `order:2`.
 */
export function activitySentence(entry: ActivityEntry, ctx: SentenceContext): string {
  const actor =
    entry.adminId !== null && entry.adminId === ctx.meId
      ? "You"
      : (entry.adminEmail ?? (entry.adminId === null ? "The server" : "A removed admin"));
  const after = entry.changes?.after ?? {};
  const idOfTarget = entry.target?.slice(entry.target.indexOf(":") + 1);
  const target = entry.targetName ?? (idOfTarget ? `#${idOfTarget}` : "");
  const product = entry.targetName ? quoted(entry.targetName) : `product ${target}`.trim();
  const moved = Array.isArray(after.productIds) ? plural(after.productIds.length, "product") : "products";
  const when = (field: string) => {
    const at = text(after[field]);
    return at ? ctx.dateTime(at) : null;
  };
  switch (entry.action) {
    case "auth.sign-in":
      return `${actor} signed in`;
    case "auth.sign-in-failed": {
      const why = after.reason === "code" ? " (wrong code)" : after.reason === "password" ? " (wrong password)" : "";
      return `A sign-in as ${target || "an unknown account"} failed${why}`;
    }
    case "auth.sign-out":
      return `${actor} signed out`;
    case "auth.recovery-code-used":
      return `${actor} signed in with a recovery code`;
    case "auth.2fa-setup":
      return `${actor} started setting up two-factor authentication`;
    case "auth.2fa-enabled":
      return `${actor} turned on two-factor authentication`;
    case "auth.2fa-disabled":
      return `${actor} turned off two-factor authentication`;
    case "auth.password-changed":
      return `${actor} changed the password`;
    case "auth.2fa-reset":
      return `Two-factor authentication was reset on the server for ${target}`;
    case "auth.password-reset":
      return `The password was reset on the server for ${target}`;
    case "product.create":
      return `${actor} created ${product}`;
    case "product.update":
      return `${actor} updated ${product}`;
    case "product.delete":
      return `${actor} deleted ${product}`;
    case "product.reactivate": {
      const until = when("expiresAt");
      return `${actor} reactivated ${product}${until ? ` until ${until}` : ""}`;
    }
    case "product.schedule": {
      if (after.publishNow === true) return `${actor} published ${moved} now`;
      const at = when("publishAt");
      return `${actor} scheduled ${moved}${at ? ` for ${at}` : ""}`;
    }
    case "product.activate": {
      const until = when("expiresAt");
      return `${actor} reactivated ${moved}${until ? ` until ${until}` : ""}`;
    }
    case "product.reschedule": {
      const at = when("publishAt");
      return `${actor} rescheduled ${moved}${at ? ` for ${at}` : ""}`;
    }
    case "product.draft":
      return `${actor} moved ${moved} to draft`;
    case "product.bulk-delete": {
      const n = typeof after.deletedCount === "number" ? after.deletedCount : 0;
      return `${actor} deleted all ${after.which === "active" ? "live" : "draft"} products (${n})`;
    }
    case "product.sample":
      return `${actor} created ${Array.isArray(after.productIds) ? plural(after.productIds.length, "sample product") : "sample products"}`;
    case "product.bulk-upload": {
      const ok = typeof after.successful === "number" ? after.successful : 0;
      const failed = typeof after.failed === "number" && after.failed > 0 ? `, ${after.failed} failed` : "";
      const updated =
        typeof after.updated === "number" && after.updated > 0 ? `, updated ${plural(after.updated, "product")}` : "";
      return `${actor} uploaded ${plural(ok, "product")} from a CSV file${updated}${failed}`;
    }
    case "settings.product-sort-order":
      return `${actor} changed the product sort order${text(after.value) ? ` to ${text(after.value)}` : ""}`;
    case "settings.store":
      return `${actor} saved the store settings`;
    case "settings.alternate-description-create":
      return `${actor} created the alternate description ${quoted(target)}`;
    case "settings.alternate-description-update":
      return `${actor} updated the alternate description ${quoted(target)}`;
    case "settings.alternate-description-delete":
      return `${actor} deleted the alternate description ${quoted(target)}`;
    case "settings.shop-from-india":
      return `${actor} saved the Shop from India content`;
    case "settings.stripe-pricing-table":
      return `${actor} saved the Stripe pricing table`;
    case "settings.shipping-rates":
      return `${actor} saved the shipping rates`;
    case "settings.notifications":
      return `${actor} saved ${actor === "You" ? "your" : "their"} new-order alerts`;
    case "order.status":
      return `${actor} marked order ${target} as ${text(after.status) ?? "changed"}`;
    case "order.paid":
      return `${actor} marked order ${target} as paid`;
    case "order.cancel":
      return `${actor} cancelled order ${target}${text(after.cancellationReason) ? `: ${text(after.cancellationReason)}` : ""}`;
    case "order.card-paid":
      return `Order ${target} was paid with ${text(after.paidWith) ?? "the card on file"}`;
    case "order.card-declined":
      return `The card on file was declined for order ${target}, so the shop cancelled it${text(after.reason) ? `: ${text(after.reason)}` : ""}`;
    case "order.refund":
      return `The card payment for order ${target} was refunded`;
    case "order.not-paid-in-time":
      return `Order ${target} was not paid in time, so the shop cancelled it`;
    case "customer.premium":
      return after.isPremium === true ? `${actor} made ${target} premium` : `${actor} removed premium from ${target}`;
    case "customer.delete":
      return `${actor} deleted customer ${target}`;
  }
}
