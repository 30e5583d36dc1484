import type { DehydratedState } from "@tanstack/react-query";

// What the server writes into a page it rendered (src/server/plugins/client-app.ts) and the browser reads
// back, without React (the server reads this too).

/** `<script type="application/json">` holding the FirstView: data, which the CSP never runs. */
export const FIRST_VIEW_ELEMENT_ID = "first-view";

/**
 * On `<div id="root">` until the page's screen has hydrated: styles.css turns pointer events off there, so a
 * tap meanwhile reaches nothing (it would be lost on a button React does not handle yet) and an automated
 * click waits for the page to work.
 */
export const HYDRATING_ATTRIBUTE = "data-hydrating";

export type FirstView = {
  /** The server's clock when it rendered, in ms: countdowns and a product's status are derived from it. */
  renderedAt: number;
  /** The queries the page was rendered with (TanStack Query's dehydrate). */
  queries: DehydratedState;
};

/** The first view as a script element's text: `<` escaped, so nothing in the data can close the element. */
export function serializeFirstView(view: FirstView): string {
  return JSON.stringify(view).replace(/</g, "\\u003c");
}

/** The page's first view, or null when the server sent the plain app shell. */
export function readFirstView(): FirstView | null {
  const text = document.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstView) : null;
}

/** The page takes taps again: its screen has hydrated, or the app could not start at all. */
export function endHydrating(): void {
  document.getElementById("root")?.removeAttribute(HYDRATING_ATTRIBUTE);
}
