import { createContext, useContext, useSyncExternalStore } from "react";

// The React side of a page the server rendered (lib/first-view-page.ts has what it carries). The browser
// starts from exactly the server's data and clock, so hydrating produces the server's markup: nothing
// flashes or moves.

/** FirstView.renderedAt, for the components of a server-rendered page; null in a page the browser rendered. */
export const RenderTimeContext = createContext<number | null>(null);

const subscribeToNothing = () => () => {};

/**
 * True while this render must reproduce the server's markup: on the server, and in the browser while React
 * hydrates it. React then renders once more with false (useSyncExternalStore's server snapshot is used
 * exactly while hydrating), so what depends on the browser (its clock) follows right after.
 */
export function useInFirstView(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * The time to render with instead of the clock while reproducing the server's markup (its render time), and
 * null otherwise: "now" at hydration is later than at rendering, and a countdown a second off would differ.
 */
export function useRenderTime(): number | null {
  const renderedAt = useContext(RenderTimeContext);
  const inFirstView = useInFirstView();
  return inFirstView ? renderedAt : null;
}

type Read<T> = { data: T | undefined; isPending: boolean };
const PENDING = { data: undefined, isPending: true } as const;

/**
 * A read the server rendered without (who is signed in, the catalog, the shipping rates), as a screen of a
 * server-rendered page may use it: still pending while its markup is reproduced. The answer can arrive before
 * that screen hydrates (the rest of the app commits first when something in the screen suspends), and React
 * would then keep the server's attributes instead of patching them: a heart left disabled.
 */
export function useReadAfterFirstView<T>(read: Read<T>): Read<T> {
  return useInFirstView() ? PENDING : read;
}
