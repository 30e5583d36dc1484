import type { ActivityChanges } from "../../../contracts/activity";
import { ACTIVITY_ACTIONS, type ActivityAction } from "../../../contracts/activity";

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

/** The screen's filters, as kept in its URL: dates are calendar days (`YYYY-MM-DD`) in the admin's zone. */
export interface ActivityFilters {
  action?: ActivityAction;
  from?: string;
  to?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isAction(value: string | null): value is ActivityAction {
  return ACTIVITY_ACTIONS.some((action) => action === value);
}

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00`)) ? value : undefined;
}

/** Reads the filters from the URL; anything unknown or malformed is left out rather than sent. */
export function filtersFromSearch(params: URLSearchParams): ActivityFilters {
  const action = params.get("action");
  const page = Number(params.get("page"));
  return {
    ...(isAction(action) ? { action } : {}),
    ...(day(params.get("from")) ? { from: day(params.get("from")) } : {}),
    ...(day(params.get("to")) ? { to: day(params.get("to")) } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The start of a calendar day in the browser's time zone, as the ISO instant the API takes. */
function startOfDay(value: string, addDays = 0): string {
  const [year, month, date] = value.split("-").map(Number);
  return new Date(year, month - 1, date + addDays).toISOString();
}

/**
 * The API's query: `from` is the start of the first day, `to` the start of the day after the last (the API's
 * `to` is exclusive, the screen's "To" day is included).
 */
export function activityQuery(filters: ActivityFilters): { action?: string; from?: string; to?: string; page: number } {
  return {
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: startOfDay(filters.from) } : {}),
    ...(filters.to ? { to: startOfDay(filters.to, 1) } : {}),
    page: filters.page,
  };
}

export function activityPath(query: ReturnType<typeof activityQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/admin/activity?${params.toString()}`;
}
