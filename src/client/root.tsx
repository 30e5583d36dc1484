import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { App } from "./app";
import { RenderTimeContext } from "./lib/products/first-view";

export interface RootProps {
  client?: QueryClient;
  /** FirstView.renderedAt when the page is (or is being rendered as) a server-rendered first view. */
  renderedAt?: number | null;
  /** On the server only: the page's path and query; the browser reads its own location. */
  ssrPath?: string;
}

/** The app as the browser (main.tsx) and the server (server-render.tsx) render it: one tree, so hydration matches. */
export function Root({ client, renderedAt = null, ssrPath }: RootProps) {
  return (
    <StrictMode>
      <RenderTimeContext value={renderedAt}>
        <Router ssrPath={ssrPath}>
          <App client={client} />
        </Router>
      </RenderTimeContext>
    </StrictMode>
  );
}
