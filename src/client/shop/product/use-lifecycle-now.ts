import { useEffect, useState } from "react";
import type { Product } from "../../../contracts/product";
import { lifecycleFieldsOf, nextLifecycleBoundary, timerDelayUntil } from "../../../domain/product-lifecycle";
import { useRenderTime } from "../../lib/products/first-view";

/**
 * "Now" for deciding a product's effective status: it moves forward exactly when the product goes live or
 * expires (then `onBoundary` runs, e.g. to fetch the fresh product), so the page re-renders at those two
 * moments rather than every second.
 */
export function useLifecycleNow(
  product: Pick<Product, "status" | "publishAt" | "expiresAt">,
  onBoundary: () => void,
): Date {
  const [now, setNow] = useState(() => new Date());
  // A server-rendered page is hydrated with the status it was rendered with.
  const renderTime = useRenderTime();
  const { status, publishAt, expiresAt } = product;

  useEffect(() => {
    const upcoming = nextLifecycleBoundary([lifecycleFieldsOf({ status, publishAt, expiresAt })], now);
    if (upcoming === null) return;
    const timer = setTimeout(
      () => {
        setNow(new Date());
        // A far boundary wakes early (see timerDelayUntil); the effect then arms again.
        if (Date.now() >= upcoming.getTime()) onBoundary();
      },
      timerDelayUntil(upcoming, now),
    );
    return () => clearTimeout(timer);
  }, [now, status, publishAt, expiresAt, onBoundary]);

  return renderTime === null ? now : new Date(renderTime);
}
