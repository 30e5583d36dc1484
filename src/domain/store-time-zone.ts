/**
 * The store's time zone decides where a day begins in the back office (order groups, dashboard ranges,
 * "Today"): an IANA name, a store setting (DESIGN 11).
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
