/** How long to keep trying to put the catalog back where the shopper left it. */
export const SCROLL_CORRECTION_MS = 1000;
/** Closer than this counts as there: browsers round scroll offsets to device pixels. */
export const SCROLL_TOLERANCE_PX = 1;

export interface ScrollCorrectionDeps {
  readScroll: () => number;
  scrollTo: (y: number) => void;
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
}

/**
 * Scrolls to `target` and keeps correcting on every frame for `durationMs`: the page may still be growing
 * (images, fonts, the list itself), and the router or the browser may scroll after us. Returns a stop
 * function, called when the shopper starts scrolling themselves so we never fight them.
 */
export function startScrollCorrection(
  target: number,
  deps: ScrollCorrectionDeps,
  durationMs: number = SCROLL_CORRECTION_MS,
): () => void {
  const startedAt = deps.now();
  let handle: number | null = null;
  let stopped = false;

  const step = () => {
    handle = null;
    if (stopped) return;
    if (Math.abs(deps.readScroll() - target) > SCROLL_TOLERANCE_PX) deps.scrollTo(target);
    if (deps.now() - startedAt < durationMs) handle = deps.requestFrame(step);
  };
  step();

  return () => {
    stopped = true;
    if (handle !== null) deps.cancelFrame(handle);
    handle = null;
  };
}
