import { MAX_TIMER_DELAY_MS } from "../domain/product-lifecycle";

/**
 * Where the app reads the time and waits for a moment to come: tests pass a clock they move instead of
 * sleeping. schedule() answers a function that cancels the wait.
 */
export type Clock = { now(): Date; schedule(run: () => void, delayMs: number): () => void };

export const systemClock: Clock = {
  now: () => new Date(),
  schedule(run, delayMs) {
    // A longer delay would fire at once; the caller finds it early and waits again.
    const timer = setTimeout(run, Math.min(Math.max(0, delayMs), MAX_TIMER_DELAY_MS));
    // A pending wait never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/**
 * A clock that stands still until a test moves it. Moving it runs every wait that has come due, in order;
 * a wait of no delay runs on the next turn of the event loop, as a real timer would.
 */
export function manualClock(
  start: Date | string = new Date(),
): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  const waits = new Set<{ due: number; run: () => void }>();
  const runDue = () => {
    for (const wait of [...waits].sort((a, b) => a.due - b.due)) {
      if (wait.due > current) break;
      waits.delete(wait);
      wait.run();
    }
  };
  return {
    now: () => new Date(current),
    schedule(run, delayMs) {
      const wait = { due: current + Math.max(0, delayMs), run };
      waits.add(wait);
      if (wait.due <= current) setImmediate(runDue);
      return () => void waits.delete(wait);
    },
    set(to) {
      current = new Date(to).getTime();
      runDue();
    },
    advance(ms) {
      current += ms;
      runDue();
    },
  };
}
