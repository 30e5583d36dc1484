import { useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { NotificationPreferences } from "../../contracts/admin-settings";
import { serverMessageSchema, type ServerMessage } from "../../contracts/realtime";
import { DEFAULT_CURRENCY, formatMoney, type Currency } from "../../domain/money";
import {
  ADMIN_DASHBOARD_KEY,
  ADMIN_ORDERS_KEY,
  ADMIN_PRODUCT_DRAFTS_KEY,
  ADMIN_PRODUCT_SORT_KEY,
  ADMIN_PRODUCTS_KEY,
  ADMIN_STORE_SETTINGS_KEY,
  isAdminQueryKey,
  STORE_SETTINGS_KEY,
} from "../lib/api/query-keys";
import { openLiveSocket } from "../lib/realtime/live-socket";
import { useStoreSettings } from "../lib/store/use-store-settings";
import { toast, type ToastOptions } from "../lib/ui/use-toast";
import { notificationPreferencesQuery } from "./admin-queries";
import { ALERTS } from "./strings";

/** How long the new-order toast stays. */
export const NEW_ORDER_TOAST_MS = 5000;
/** The product list is read at once on a product message, then again after about 0.5 s and 1 s. */
export const PRODUCT_REFRESH_AGAIN_MS: readonly number[] = [500, 1000];

export interface AdminAlertEffects {
  /** Back-office reads to refetch; "admin" refetches every back-office read. */
  invalidate: QueryKey[] | "admin";
  toast?: ToastOptions;
  /** A new order: the optional beep and, while the tab is hidden, a system notification. */
  newOrder?: { orderId: number; title: string; body: string };
  /** Delays after which `invalidate` runs again. */
  againAfterMs?: readonly number[];
}

/**
 * What the back office does for each live message, as data so it can be tested.
 * The shop's own socket (lib/realtime.ts) also runs on these pages; it refreshes shopper data only and
 * never toasts order messages, so nothing here is shown twice.
 */
export function adminEffectsOf(message: ServerMessage, currency: Currency = DEFAULT_CURRENCY): AdminAlertEffects {
  switch (message.type) {
    case "newOrder": {
      const { orderId, customerName, productName, totalPrice } = message.data;
      const body = ALERTS.newOrder(customerName, productName, formatMoney(totalPrice, currency));
      return {
        invalidate: [ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY],
        toast: { title: ALERTS.newOrderTitle, description: body, duration: NEW_ORDER_TOAST_MS },
        newOrder: { orderId, title: ALERTS.notificationTitle, body },
      };
    }
    case "orderStatusUpdate":
      return {
        invalidate: [ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY],
        toast: { title: ALERTS.statusTitle, description: ALERTS.status(message.data.orderId, message.data.status) },
      };
    case "orderPaymentUpdate":
      return {
        invalidate: [ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY],
        toast: { title: ALERTS.paymentTitle, description: ALERTS.payment(message.data.orderId, message.data.isPaid) },
      };
    case "stock-updated":
      // Sold and left per size on the product list and form.
      return { invalidate: [ADMIN_PRODUCTS_KEY] };
    case "product-sold-out":
      return {
        invalidate: [ADMIN_PRODUCTS_KEY],
        toast: { title: ALERTS.soldOutTitle, description: ALERTS.soldOut(message.productName) },
      };
    case "resync":
      return { invalidate: "admin" };
    case "store-settings-updated":
      // Another admin saved them: the currency of every amount, and the Store Settings tab.
      return { invalidate: [STORE_SETTINGS_KEY, ADMIN_STORE_SETTINGS_KEY] };
    case "products-activated":
    case "products-scheduled":
    case "customer-products-updated":
    case "products-rescheduled":
    case "product-status-updated":
      // Also the other four product messages, so a second admin tab stays in step with every product write;
      // the shop's socket refreshes the public catalog.
      return {
        invalidate: [ADMIN_PRODUCTS_KEY, ADMIN_PRODUCT_DRAFTS_KEY, ADMIN_PRODUCT_SORT_KEY],
        againAfterMs: PRODUCT_REFRESH_AGAIN_MS,
      };
    default:
      // Premium and shipping messages: the shop's socket refreshes what they change.
      return { invalidate: [] };
  }
}

function beep(): void {
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + 0.25);
    oscillator.onended = () => void audio.close();
  } catch {
    // No audio in this browser: the toast still says it.
  }
}

function notifySystem(orderId: number, title: string, body: string): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  if (document.visibilityState !== "hidden") return;
  // The tag folds repeats of one order (two open tabs) into one notification.
  new Notification(title, { body, tag: `drop-order-${orderId}` });
}

/** The server's defaults, used until this admin's choices (Settings, Notifications) have been read. */
export const DEFAULT_ALERT_PREFERENCES: NotificationPreferences = {
  newOrderToast: true,
  sound: false,
  browserNotifications: false,
};

function alertPreferences(queryClient: QueryClient): NotificationPreferences {
  return queryClient.getQueryData(notificationPreferencesQuery.queryKey) ?? DEFAULT_ALERT_PREFERENCES;
}

function apply(queryClient: QueryClient, effects: AdminAlertEffects): void {
  for (const delay of effects.againAfterMs ?? []) {
    setTimeout(() => apply(queryClient, { invalidate: effects.invalidate }), delay);
  }
  if (effects.invalidate === "admin") {
    void queryClient.invalidateQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
  } else {
    for (const queryKey of effects.invalidate) void queryClient.invalidateQueries({ queryKey });
  }
  const preferences = alertPreferences(queryClient);
  // The admin may turn off the new-order toast only; status and payment toasts always show.
  if (effects.toast && (!effects.newOrder || preferences.newOrderToast)) toast(effects.toast);
  if (effects.newOrder) {
    if (preferences.sound) beep();
    if (preferences.browserNotifications) {
      notifySystem(effects.newOrder.orderId, effects.newOrder.title, effects.newOrder.body);
    }
  }
}

function parse(value: unknown): ServerMessage | null {
  const result = serverMessageSchema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * The admin's socket while a back-office screen is open. The server knows the admin by the `admin_sid`
 * cookie sent with the upgrade; the `register` message follows the opening (its email is ignored by
 * the server). Reconnects 3 s after a drop and then refetches the back office's data, since messages sent
 * meanwhile are lost.
 */
export function useAdminLiveAlerts(email: string): void {
  const queryClient = useQueryClient();
  // Read when a message arrives, so a currency change does not reopen the socket.
  const currency = useRef<Currency>(DEFAULT_CURRENCY);
  const store = useStoreSettings();
  // This admin's alert choices, read once per session (the Notifications tab keeps them fresh), so `apply`
  // finds them in the cache.
  useQuery(notificationPreferencesQuery);
  useEffect(() => {
    if (store.data) currency.current = store.data.currency;
  }, [store.data]);

  useEffect(() => {
    return openLiveSocket({
      email,
      read: parse,
      onMessage: (message) => apply(queryClient, adminEffectsOf(message, currency.current)),
      onReconnect: () => apply(queryClient, { invalidate: "admin" }),
    });
  }, [queryClient, email]);
}
