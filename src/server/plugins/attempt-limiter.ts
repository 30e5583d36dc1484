import { AppError } from "../errors";

export type AttemptLimiter = (key: string, now?: number) => void;

/**
 * Fixed-window counter for sign-in, code and password attempts: more than `max` hits on one key within
 * `windowMs` is a 429. Per instance and in memory: several instances each allow `max`, which still stops
 * guessing, and nothing needs cleaning up after a restart.
 */
export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  return (key, now = Date.now()) => {
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
      throw new AppError("TOO_MANY_REQUESTS", `Too many attempts. Please wait ${Math.ceil((w.resetAt - now) / 1000)} seconds and try again.`);
    }
  };
}
