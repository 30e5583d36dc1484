import type { ActivityChanges } from "../../../contracts/activity";
import { ACTIVITY_ACTIONS, type ActivityAction } from "../../../contracts/activity";
import { addDays, calendarDateParam } from "../../../domain/dashboard-range";
import { pageFromParam } from "../../../domain/pagination";

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

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wallClockAsUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wallClockAsUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (`YYYY-MM-DD`) begins in a time zone, as the ISO string the API takes. */
export function startOfDayIn(day: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  // Where a daylight-saving change falls between the two, the offset at the result is the right one.
  return new Date(midnightUtc - zoneOffsetMs(first, timeZone)).toISOString();
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
