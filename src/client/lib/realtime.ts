import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ServerMessage } from "../../contracts/realtime";
import { SERVER_MESSAGE_TYPES } from "../../contracts/realtime-types";
import { resetDiscoverIndex } from "./discover-storage";
import { CATALOG_KEYS, CURRENT_USER_KEY, ORDERS_KEY, SHIPPING_RATES_KEY, WISHLIST_KEY } from "./query-keys";
import { toast } from "./use-toast";

export const RECONNECT_DELAY_MS = 3000;
/** Discover listens for this to jump back to the first product when products were deleted. */
export const DISCOVER_RESET_EVENT = "drop:discover-reset";

export type MessageEffects = {
  /** Cached reads to refetch; "all" refetches everything the page shows. */
  invalidate: QueryKey[] | "all";
  toast?: { title: string; description?: string; duration: number };
  resetDiscover?: boolean;
};

/** What the app does for each live message (customer spec section 7), as data so it can be tested. */
export function effectsOf(message: ServerMessage): MessageEffects {
  switch (message.type) {
    case "premium_status_updated":
      return {
        invalidate: [CURRENT_USER_KEY],
        toast: { title: "Premium Upgrade!", description: message.message, duration: 5000 },
      };
    case "premium_status_removed":
      return {
        invalidate: [CURRENT_USER_KEY],
        toast: { title: "Membership Updated", description: message.message, duration: 3000 },
      };
    case "shipping-rates-updated":
      return { invalidate: [SHIPPING_RATES_KEY] };
    case "customer-products-updated":
      return { invalidate: [...CATALOG_KEYS, WISHLIST_KEY], resetDiscover: message.reason === "deleted" };
    case "products-scheduled":
    case "products-activated":
    case "product-status-updated":
    case "products-rescheduled":
      return { invalidate: [...CATALOG_KEYS, WISHLIST_KEY] };
    case "orderStatusUpdate":
    case "orderPaymentUpdate":
    case "newOrder":
      return { invalidate: [ORDERS_KEY] };
    case "resync":
      return { invalidate: "all" };
  }
}

function apply(queryClient: QueryClient, effects: MessageEffects) {
  if (effects.invalidate === "all") void queryClient.invalidateQueries();
  else for (const queryKey of effects.invalidate) void queryClient.invalidateQueries({ queryKey });
  if (effects.toast) toast(effects.toast);
  if (effects.resetDiscover) {
    resetDiscoverIndex();
    window.dispatchEvent(new Event(DISCOVER_RESET_EVENT));
  }
}

/**
 * Keeps one socket to /ws open while the app runs, reconnecting 3 s after a drop; after a reconnect it
 * refetches everything, since messages sent while it was away are lost. `identity` (the signed-in user's
 * id, or null; undefined while unknown) reopens the socket when the shopper signs in or out, because the
 * server reads identity from the session at connection time.
 */
export function useRealtime(identity: { id: number; email: string } | null | undefined) {
  const queryClient = useQueryClient();
  const known = identity !== undefined;
  const email = identity?.email;
  useEffect(() => {
    // Wait until we know who is signed in, so the first socket is not opened only to be reopened.
    if (!known) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let dropped = false;

    const connect = () => {
      const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        socket?.send(JSON.stringify({ type: "register", email }));
        if (dropped) void queryClient.invalidateQueries();
        dropped = false;
      };
      socket.onmessage = (event) => {
        const message = safeJson(String(event.data));
        if (!isServerMessage(message)) {
          console.warn("Ignored an invalid live message", event.data);
          return;
        }
        apply(queryClient, effectsOf(message));
      };
      socket.onclose = () => {
        if (stopped) return;
        dropped = true;
        retry = setTimeout(connect, RECONNECT_DELAY_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient, known, identity?.id, email]);
}

const MESSAGE_TYPES: ReadonlySet<string> = new Set(SERVER_MESSAGE_TYPES);

/**
 * A light check instead of the contract's zod schema, which would add zod to the first download; the
 * messages come from our own server, so knowing the type is enough to act on them.
 */
export function isServerMessage(value: unknown): value is ServerMessage {
  return typeof value === "object" && value !== null && MESSAGE_TYPES.has(String((value as { type?: unknown }).type));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
