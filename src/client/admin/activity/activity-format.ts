import type { ActivityChanges } from "../../../contracts/activity";
import { ACTIVITY_ACTIONS, type ActivityAction } from "../../../contracts/activity";
import { addDays, calendarDateParam } from "../../../domain/dashboard-range";
import { pageFromParam } from "../../../domain/pagination";
import { instantIn } from "../../../domain/store-time-zone";

/** One changed field, as shown: the value before (absent for a fact about the event) and after. */
export interface ChangeLine {
  field: string;
  before?: string;
  after?: string;
}

/** A stored value as a person reads it: text as is, nothing as "—", lists and objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** The before/after of an entry as one line per field, in the order the fields first appear. */
export function changeLines(changes: ActivityChanges | null): ChangeLine[] {
  if (!changes) return [];
  const before = changes.before ?? {};
  const after = changes.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    ...(field in before ? { before: formatValue(before[field]) } : {}),
    ...(field in after ? { after: formatValue(after[field]) } : {}),
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
 * The API's query. Days are the store's (DESIGN 11: the store's time zone says where a day begins): `from`
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
