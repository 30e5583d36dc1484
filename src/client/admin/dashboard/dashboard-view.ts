import type { Dashboard } from "../../../contracts/dashboard";
import { toCents } from "../../../domain/pricing";
import { formatCalendarDay, formatShortCalendarDay } from "../../../domain/store-time-zone";

// Pure helpers for the dashboard screen, kept apart from React so they can be tested.

/** "23 Nov 2026" for 2026-11-23: the back office's one date format (a calendar day, no zone can move it). */
export const formatDay = formatCalendarDay;

/** "23 Nov" for the chart's axis. */
export const formatShortDay = formatShortCalendarDay;

export type ChangeTone = "up" | "down" | "flat" | "none";

/** "+12.5%", "-3%", "0%"; null (nothing the period before) has no percentage. */
export function describeChange(change: number | null): { text: string | null; tone: ChangeTone } {
  if (change === null) return { text: null, tone: "none" };
  if (change === 0) return { text: "0%", tone: "flat" };
  const digits = Number.isInteger(change) ? 0 : 1;
  return { text: `${change > 0 ? "+" : "−"}${Math.abs(change).toFixed(digits)}%`, tone: change > 0 ? "up" : "down" };
}

export interface ChartBar {
  date: string;
  ordersCount: number;
  revenue: string;
  /** Bar height in the chart's 0-100 units (revenue), and the orders point's height. */
  revenueHeight: number;
  ordersHeight: number;
}

/** Each day's revenue bar and orders point, scaled to the busiest day (0-100). */
export function chartBars(byDay: Dashboard["byDay"]): ChartBar[] {
  const cents = byDay.map((day) => toCents(day.revenue));
  const maxCents = Math.max(0, ...cents);
  const maxOrders = Math.max(0, ...byDay.map((day) => day.ordersCount));
  return byDay.map((day, i) => ({
    ...day,
    revenueHeight: maxCents === 0 ? 0 : (cents[i] / maxCents) * 100,
    ordersHeight: maxOrders === 0 ? 0 : (day.ordersCount / maxOrders) * 100,
  }));
}

/** The day with the most orders (the first of equals), or null when no day has any. */
export function busiestDay(byDay: Dashboard["byDay"]): Dashboard["byDay"][number] | null {
  let best: Dashboard["byDay"][number] | null = null;
  for (const day of byDay) if (day.ordersCount > (best?.ordersCount ?? 0)) best = day;
  return best;
}
