/**
 * The store's time zone decides where a day begins in the back office (order groups, dashboard ranges,
 * "Today"): an IANA name, a store setting.
 */
export const DEFAULT_STORE_TIME_ZONE = "Asia/Singapore";

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
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

/**
 * The instant a wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) name in a time zone, or null when either
 * is malformed. The back office's date and time inputs are the store's wall clock, not the browser's.
 */
export function instantIn(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  // Where a daylight-saving change falls between the two, the offset at the result is the right one.
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/** The wall-clock date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant in a time zone. */
export function wallClockIn(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** The calendar day after `date` (`YYYY-MM-DD`). */
function nextDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The next `time` (`HH:MM`) on the store's wall clock that is still ahead of `now`: today's when it has not
 * passed, else tomorrow's (docs/decisions/021: "today at 10:00" could lie in the past).
 */
export function nextWallClockTime(now: Date, time: string, timeZone: string): { date: string; time: string } {
  const today = wallClockIn(now, timeZone).date;
  const atToday = instantIn(today, time, timeZone);
  if (atToday && atToday.getTime() > now.getTime()) return { date: today, time };
  return { date: nextDay(today), time };
}

const dateTimeFormatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersFor(timeZone: string) {
  let found = dateTimeFormatters.get(timeZone);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat("en-GB", { timeZone, day: "numeric", month: "short", year: "numeric" }),
      time: new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    };
    dateTimeFormatters.set(timeZone, found);
  }
  return found;
}

/** The back office's one date format: "28 Nov 2026", on the store's calendar. */
export function formatStoreDate(instant: Date | string, timeZone: string): string {
  return formattersFor(timeZone).date.format(new Date(instant));
}

/** The time of day in the back office's format: "10:00", on the store's wall clock. */
export function formatStoreTime(instant: Date | string, timeZone: string): string {
  return formattersFor(timeZone).time.format(new Date(instant));
}

/** The separator between the day and the time in `formatStoreDateTime`. */
export const DATE_TIME_SEPARATOR = ", ";

/** The back office's one date-and-time format: "28 Nov 2026, 10:00", on the store's wall clock. */
export function formatStoreDateTime(instant: Date | string, timeZone: string): string {
  return `${formatStoreDate(instant, timeZone)}${DATE_TIME_SEPARATOR}${formatStoreTime(instant, timeZone)}`;
}

const calendarDay = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const shortCalendarDay = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const utcNoon = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** A calendar day (`YYYY-MM-DD`, already the store's) in the same format: "23 Nov 2026". */
export function formatCalendarDay(day: string): string {
  return calendarDay.format(utcNoon(day));
}

/** A calendar day without its year, for a chart's axis: "23 Nov". */
export function formatShortCalendarDay(day: string): string {
  return shortCalendarDay.format(utcNoon(day));
}
