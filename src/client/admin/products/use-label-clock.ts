import { useEffect, useMemo, useState } from "react";
import { timerDelayUntil } from "../../../domain/product-lifecycle";
import { nextLabelChange, type ListedProduct } from "./product-list-rules";

/**
 * "Now" for the status labels: it moves when the list is read again and exactly when some row's label
 * changes by itself (goes live, starts expiring soon, expires), not on a ticking interval.
 */
export function useLabelClock(products: readonly ListedProduct["product"][] | undefined, readAt: number): Date {
  const [tick, setTick] = useState(() => Date.now());
  const nowMs = Math.max(tick, readAt);
  useEffect(() => {
    if (!products) return;
    const now = new Date(nowMs);
    const next = nextLabelChange(products, now);
    if (next === null) return;
    const timer = setTimeout(() => setTick(Date.now()), timerDelayUntil(next, now) + 50);
    return () => clearTimeout(timer);
  }, [products, nowMs]);
  return useMemo(() => new Date(nowMs), [nowMs]);
}
