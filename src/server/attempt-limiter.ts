import { type Clock, systemClock } from "./clock";
import { AppError } from "./errors";

/** Counts an attempt (throwing a 429 past the limit); forget(key) clears a key after a success. */
export type AttemptLimiter = ((key: string) => void) & { forget(key: string): void };

/**
 * Fixed-window counter for sign-in, code and password attempts: more than `max` hits on one key within
 * `windowMs` is a 429. Per instance and in memory: several instances each allow `max`, which still stops
 * guessing, and nothing needs cleaning up after a restart.
 */
export function createAttemptLimiter({
  max,
  windowMs,
  clock = systemClock,
}: {
  max: number;
  windowMs: number;
  /** Routes pass app.clock. */
  clock?: Clock;
}): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const hit = (key: string) => {
    const now = clock.now().getTime();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > max) {
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Too many attempts. Please wait ${Math.ceil((w.resetAt - now) / 1000)} seconds and try again.`,
      );
    }
  };
  // Every attempt counts up front, so concurrent guesses cannot slip past; a success wipes the slate.
  return Object.assign(hit, { forget: (key: string) => void windows.delete(key) });
}
