import "./lib/api/zod-without-eval";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { preloadScreen } from "./app";
import { readFirstView } from "./lib/products/first-view-page";
import { queryClient } from "./lib/api/query-client";
import { registerServiceWorker } from "./lib/push/service-worker";
import { Root } from "./root";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error('index.html must contain <div id="root">');

// A product page opened from a link arrives rendered (src/server/plugins/client-app.ts): React takes over
// that markup from the data it was rendered with instead of drawing the page again.
const firstView = readFirstView();
if (firstView) {
  hydrate(queryClient, firstView.queries);
  // The screen's code first, so the whole page hydrates in one pass (app.tsx, lazyScreen). As a transition,
  // hydration yields to the browser every few milliseconds instead of holding the main thread for the whole
  // page: the page is already on screen, nothing is waiting for it to be drawn.
  const start = () =>
    startTransition(() => {
      hydrateRoot(container, <Root client={queryClient} renderedAt={firstView.renderedAt} />);
    });
  // A screen whose code failed to load is asked for again by its lazy component, which shows the route's
  // error if that fails too.
  preloadScreen(location.pathname).then(start, start);
} else {
  createRoot(container).render(<Root client={queryClient} />);
}

registerServiceWorker();
