import { useEffect, useRef, useState } from "react";
import { COUNTDOWN_TICK_MS } from "../../../domain/countdown";
import { useRenderTime } from "./first-view";

/** Milliseconds from `now` to an ISO time; NaN when there is no readable time. */
export function msUntil(target: string | null | undefined, now: number): number {
  return target ? Date.parse(target) - now : Number.NaN;
}

/**
 * How long to wait before the next tick, or null once the target is reached. Countdowns show whole
 * seconds rounded up (`formatCountdown`), so the shown value changes exactly when the remaining time
 * crosses a whole second: the first tick lands on that edge and the rest follow every COUNTDOWN_TICK_MS.
 */
export function nextTickDelay(remainingMs: number): number | null {
  if (!(remainingMs > 0) || !Number.isFinite(remainingMs)) return null;
  return remainingMs % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS;
}

/**
 * Milliseconds left until `target` (an ISO time), re-rendering every second, and `onZero` once when it
 * is reached (also at once when the target is already past). NaN when `target` is missing or unreadable.
 */
export function useCountdown(target: string | null | undefined, onZero?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  // A server-rendered page shows the time left when it was rendered; the first tick brings it up to date.
  const renderTime = useRenderTime();
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });

  useEffect(() => {
    const targetMs = target ? Date.parse(target) : Number.NaN;
    if (Number.isNaN(targetMs)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const delay = nextTickDelay(targetMs - current);
      if (delay === null) onZeroRef.current?.();
      else timer = setTimeout(tick, delay);
    };
    // The first tick is immediate but asynchronous: it refreshes a clock that may have stood still.
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [target]);

  return msUntil(target, renderTime ?? now);
}
