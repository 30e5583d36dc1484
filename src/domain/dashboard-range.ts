// Dashboard ranges are whole calendar days in the store's time zone. A range is
// named by its first and last day, YYYY-MM-DD, both included; the server turns it into the half-open
// instants [from 00:00, to + 1 day 00:00) in that zone. Day arithmetic here is on dates alone, so it never
// meets a clock change.

export const DASHBOARD_PRESETS = [
  "today",
  "yesterday",
  "last-7-days",
  "last-30-days",
  "month-to-date",
  "year-to-date",
] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** The longest range the dashboard answers, in days (its chart has a point a day). */
export const MAX_DASHBOARD_RANGE_DAYS = 3660;

export type DayRange = { from: string; to: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcMsOf(date: string): number {
  const match = DATE_TEXT.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match.map(Number);
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // 2026-02-30 would roll over to March: only a date that survives the round trip is a date.
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? ms : Number.NaN;
}

const dateOfUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether the text is a real calendar date written YYYY-MM-DD (years 1000 to 9999). */
export function isCalendarDate(text: string): boolean {
  return !Number.isNaN(utcMsOf(text)) && text >= "1000-01-01";
}

/** A URL parameter's calendar date, or undefined when it is missing or not one (screens leave such filters out). */
export function calendarDateParam(value: string | null): string | undefined {
  return value && isCalendarDate(value) ? value : undefined;
}

export function addDays(date: string, days: number): string {
  return dateOfUtcMs(utcMsOf(date) + days * DAY_MS);
}

/** How many days the range covers, both ends included. */
export function rangeDays({ from, to }: DayRange): number {
  return Math.round((utcMsOf(to) - utcMsOf(from)) / DAY_MS) + 1;
}

/** The period of the same length that ends the day before the range starts. */
export function previousPeriod(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The calendar date an instant falls on in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/**
 * The days each Time Period covers, given today's date in the store's zone. "Last 7 Days" and "Last 30
 * Days" start 7 and 30 days before today's start and run to the end of today.
 */
export function presetRange(preset: DashboardPreset, today: string): DayRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case "last-7-days":
      return { from: addDays(today, -7), to: today };
    case "last-30-days":
      return { from: addDays(today, -30), to: today };
    case "month-to-date":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "year-to-date":
      return { from: `${today.slice(0, 5)}01-01`, to: today };
  }
}
