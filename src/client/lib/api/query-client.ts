import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api";

/**
 * The defaults: data stays fresh until something invalidates it (mutations and socket messages do),
 * and a failure is shown at once instead of being retried behind a spinner. Reads that must poll, such as
 * the orders list, opt in per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: {
        retry: false,
        // Sent when tapped, or failed at once: a tap made offline is never queued to order (or save) later,
        // when the shopper has moved on (docs/decisions/064).
        networkMode: "always",
      },
    },
  });
}

/** The browser's one cache; the server renders each page it renders with a fresh one (server-render.tsx). */
export const queryClient = createQueryClient();
