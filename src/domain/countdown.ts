export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** How a countdown, a selling window and a product read once they are over. */
export const EXPIRED_LABEL = "Expired";

/** The countdown re-renders on this tick. */
export const COUNTDOWN_TICK_MS = SECOND_MS;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Whole days, hours, minutes and seconds in a duration, each unit floored. Negative or unreadable
 * durations are zero: a countdown never runs backwards.
 */
export function countdownParts(ms: number): CountdownParts {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND_MS) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/**
 * "2d 3h 4m 5s", dropping leading zero units ("4m 5s", "5s"); "Expired" at or below zero.
 * Rounds the remaining time UP to whole seconds: 500 ms left is not expired yet, so it must read
 * "1s" rather than a "0s" that looks expired; the display reaches "Expired" at the true deadline.
 * An unreadable duration (NaN from a bad date, or infinity) also reads "Expired", failing closed.
 */
export function formatCountdown(ms: number): string {
  if (!(ms > 0) || !Number.isFinite(ms)) return EXPIRED_LABEL;
  const { days, hours, minutes, seconds } = countdownParts(Math.ceil(ms / SECOND_MS) * SECOND_MS);
  const units: [number, string][] = [
    [days, "d"],
    [hours, "h"],
    [minutes, "m"],
    [seconds, "s"],
  ];
  const first = units.findIndex(([value]) => value > 0);
  return units
    .slice(first)
    .map(([value, suffix]) => `${value}${suffix}`)
    .join(" ");
}
