import { ApiError, apiRequest, getJson } from "../api/api";
import { DROP_ALERT_STRINGS } from "./drop-alerts-strings";
import { SERVICE_WORKER_PATH } from "./service-worker";

/** What turning alerts on came to: subscribed, refused by the shopper (or earlier), or not possible here. */
export type PushOutcome = "subscribed" | "refused" | "unsupported";

/** The VAPID key (unpadded base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Loaded on the first Remind me tap and run from it: the browser's permission is asked only here, in the
 * tap's own turn, never on load. A permission the shopper refused before is not asked again (the browser
 * would refuse without asking anyway); the caller explains it. Then this browser is subscribed with the
 * shop's VAPID key (an existing subscription is kept) and the subscription is given to the shop. A subscription
 * the shop keeps for another account (someone else signed in on this browser before) is never taken over: the
 * browser drops it and subscribes afresh, which also ends that account's alerts here.
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!("Notification" in window) || !("serviceWorker" in navigator) || !("PushManager" in window)) {
    return "unsupported";
  }
  if (Notification.permission === "denied") return "refused";
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") return "refused";
  // The page registers the worker when it is idle after load; a tap can come first.
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await getJson<{ publicKey: string }>("/api/push/public-key");
  const subscribe = () =>
    registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) })
      .catch((error: unknown) => {
        // The browser's own words ("Registration failed - push service error") mean nothing to a shopper.
        if (error instanceof DOMException && error.name === "NotAllowedError") return null;
        throw new Error(DROP_ALERT_STRINGS.browserFailed, { cause: error });
      });
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe());
  if (!subscription) return "refused";
  try {
    await apiRequest("POST", "/api/push/subscriptions", subscription.toJSON());
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "CONFLICT")) throw error;
    await subscription.unsubscribe();
    const fresh = await subscribe();
    if (!fresh) return "refused";
    await apiRequest("POST", "/api/push/subscriptions", fresh.toJSON());
  }
  return "subscribed";
}
