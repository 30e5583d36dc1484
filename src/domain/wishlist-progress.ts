import { DAY_MS, EXPIRED_LABEL, HOUR_MS, MINUTE_MS } from "./countdown";

export const DEFAULT_PROGRESS_WINDOW_MS = 7 * DAY_MS;
export const WARNING_PERCENT = 75;
export const DANGER_PERCENT = 90;

export type ProgressTone = "normal" | "warning" | "danger";
export type WishlistProgress = { percent: number; tone: ProgressTone; label: string };

export function progressTone(percent: number): ProgressTone {
  if (percent >= DANGER_PERCENT) return "danger";
  if (percent >= WARNING_PERCENT) return "warning";
  return "normal";
}

/**
 * Remaining time as "Nd Nh", "Nh Nm" or "Nm". Rounded UP to whole minutes, for the same reason as
 * the countdown: a product with 30 s left must not read "0m" as if it had already gone.
 */
export function remainingLabel(ms: number): string {
  const totalMinutes = Math.ceil(ms / MINUTE_MS);
  const days = Math.floor(totalMinutes / (DAY_MS / MINUTE_MS));
  const hours = Math.floor((totalMinutes % (DAY_MS / MINUTE_MS)) / (HOUR_MS / MINUTE_MS));
  const minutes = totalMinutes % (HOUR_MS / MINUTE_MS);
  if (days >= 1) return `${days}d ${hours}h`;
  if (hours >= 1) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/**
 * How much of a wishlisted product's selling window has elapsed. The window starts at `startAt`
 * (e.g. publish time) or, by default, 7 days before expiry. A start that is not before the expiry
 * would make the window empty or negative, so it is ignored in favour of the default.
 */
export function wishlistProgress(p: { expiresAt: Date; startAt?: Date | null }, now: Date): WishlistProgress {
  const end = p.expiresAt.getTime();
  const given = p.startAt ? p.startAt.getTime() : Number.NaN;
  const start = given < end ? given : end - DEFAULT_PROGRESS_WINDOW_MS;
  const nowMs = now.getTime();
  if (!(nowMs < end)) return { percent: 100, tone: "danger", label: EXPIRED_LABEL };
  // Multiply before dividing: the integer product is exact, so 75% of a window is exactly 75.
  const percent = Math.min(100, Math.max(0, ((nowMs - start) * 100) / (end - start)));
  return { percent, tone: progressTone(percent), label: remainingLabel(end - nowMs) };
}
