import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { readCatalogScroll, saveCatalogScroll, type DiscoverView } from "../../lib/products/discover-storage";
import { SCROLL_CORRECTION_MS, startScrollCorrection } from "./scroll-correction";

/** Things a shopper does to scroll on their own; any of them ends the restore at once. */
const USER_SCROLL_EVENTS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Puts the catalog back at the offset saved when the shopper left it (restored on return, with
 * correction attempts for up to one second), and saves the offset again whenever Discover is left while the
 * catalog is shown. `ready` turns true once the list is on screen.
 */
export function useCatalogScroll(view: DiscoverView, ready: boolean): void {
  // Read once: only the catalog the shopper came back to is restored, not one switched to later.
  const [target] = useState(() => (view === "catalog" ? readCatalogScroll() : null));
  // True until the restore has run its course or the shopper took over; nothing is saved meanwhile.
  const restoring = useRef(target !== null && target > 0);

  useEffect(() => {
    if (!ready || !restoring.current || target === null) return;
    const finish = () => {
      restoring.current = false;
      stop();
    };
    const stop = startScrollCorrection(target, {
      readScroll: () => window.scrollY,
      scrollTo: (y) => window.scrollTo(0, y),
      now: () => performance.now(),
      requestFrame: (callback) => requestAnimationFrame(callback),
      cancelFrame: (handle) => cancelAnimationFrame(handle),
    });
    const done = setTimeout(finish, SCROLL_CORRECTION_MS);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, finish, { passive: true, once: true });
    return () => {
      // Not `finish`: an effect re-run (or StrictMode's rehearsal) must be able to start it again.
      stop();
      clearTimeout(done);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, finish);
    };
  }, [ready, target]);

  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  });
  // A layout-effect cleanup runs while the old screen is still in the page, so the offset is still true.
  useLayoutEffect(
    () => () => {
      if (viewRef.current === "catalog" && !restoring.current) saveCatalogScroll(window.scrollY);
    },
    [],
  );
}
