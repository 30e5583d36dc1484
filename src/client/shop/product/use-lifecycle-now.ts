import { useEffect, useState } from "react";
import type { Product } from "../../../contracts/product";

/** setTimeout holds a signed 32-bit delay; a longer wait would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * "Now" for deciding a product's effective status: it moves forward exactly when the product goes live or
 * expires (then `onBoundary` runs, e.g. to fetch the fresh product), so the page re-renders at those two
 * moments rather than every second.
 */
export function useLifecycleNow(product: Pick<Product, "publishAt" | "expiresAt">, onBoundary: () => void): Date {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const nowMs = now.getTime();
    const upcoming = [product.publishAt, product.expiresAt]
      .map((time) => (time === null ? Number.NaN : Date.parse(time)))
      .filter((ms) => ms > nowMs)
      .sort((a, b) => a - b)[0];
    if (upcoming === undefined) return;
    const timer = setTimeout(
      () => {
        setNow(new Date());
        if (Date.now() >= upcoming) onBoundary();
      },
      Math.min(upcoming - nowMs, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [now, product.publishAt, product.expiresAt, onBoundary]);

  return now;
}
