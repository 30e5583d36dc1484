import { describe, expect, it } from "vitest";
import { SCROLL_CORRECTION_MS, startScrollCorrection, type ScrollCorrectionDeps } from "./scroll-correction";

/** A page whose height grows over time, driven frame by frame at 16 ms. */
function fakePage(options: { maxScroll: (t: number) => number; startAt?: number }) {
  let time = 0;
  let scroll = options.startAt ?? 0;
  const frames = new Map<number, () => void>();
  let nextHandle = 1;
  const writes: number[] = [];
  const deps: ScrollCorrectionDeps = {
    readScroll: () => scroll,
    scrollTo: (y) => {
      writes.push(y);
      scroll = Math.min(y, options.maxScroll(time));
    },
    now: () => time,
    requestFrame: (callback) => {
      const handle = nextHandle++;
      frames.set(handle, callback);
      return handle;
    },
    cancelFrame: (handle) => {
      frames.delete(handle);
    },
  };
  const runFrame = () => {
    time += 16;
    const pending = [...frames.values()];
    frames.clear();
    for (const callback of pending) callback();
  };
  return {
    deps,
    runFrame,
    get scroll() {
      return scroll;
    },
    set scroll(y: number) {
      scroll = y;
    },
    get pendingFrames() {
      return frames.size;
    },
    get time() {
      return time;
    },
    writes,
  };
}

describe("startScrollCorrection", () => {
  it("scrolls at once when the page is already tall enough", () => {
    const page = fakePage({ maxScroll: () => 5000 });
    startScrollCorrection(1200, page.deps);
    expect(page.scroll).toBe(1200);
  });

  it("keeps correcting while the page grows, and reaches the target once it can", () => {
    // The list renders 300 ms in: until then the page cannot scroll that far.
    const page = fakePage({ maxScroll: (t) => (t < 300 ? 400 : 5000) });
    startScrollCorrection(1200, page.deps);
    expect(page.scroll).toBe(400);
    while (page.time < 320) page.runFrame();
    expect(page.scroll).toBe(1200);
  });

  it("puts the position back when something else scrolls within the window", () => {
    const page = fakePage({ maxScroll: () => 5000 });
    startScrollCorrection(800, page.deps);
    page.runFrame();
    page.scroll = 0; // e.g. a new screen's scroll-to-top effect
    page.runFrame();
    expect(page.scroll).toBe(800);
  });

  it("gives up after the spec's one second", () => {
    const page = fakePage({ maxScroll: () => 5000 });
    startScrollCorrection(800, page.deps);
    while (page.pendingFrames > 0) page.runFrame();
    expect(page.time).toBeGreaterThanOrEqual(SCROLL_CORRECTION_MS);
    expect(page.time).toBeLessThan(SCROLL_CORRECTION_MS + 50);
    page.scroll = 10;
    page.runFrame();
    expect(page.scroll).toBe(10);
  });

  it("stops at once when asked (the shopper scrolled)", () => {
    const page = fakePage({ maxScroll: () => 5000 });
    const stop = startScrollCorrection(800, page.deps);
    stop();
    expect(page.pendingFrames).toBe(0);
    page.scroll = 50;
    page.runFrame();
    expect(page.scroll).toBe(50);
  });

  it("does not write when already within a pixel of the target", () => {
    const page = fakePage({ maxScroll: () => 5000, startAt: 799.5 });
    startScrollCorrection(800, page.deps);
    expect(page.writes).toEqual([]);
  });
});
