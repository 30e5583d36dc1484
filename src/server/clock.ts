/** Where the app reads the time: tests pass a clock they move instead of sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export function manualClock(
  start: Date | string = new Date(),
): Clock & { set(to: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to) {
      current = new Date(to);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
