/** The shop's service worker (public/sw.js, docs/decisions/033): installable, with an offline page. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Registered once the page has loaded and the browser is idle: installing the worker fetches and starts it,
 * which on a phone delayed the first taps when it ran with the page's own start (Lighthouse's blocking time on
 * Discover went from about 85 ms to 160-200 ms). A browser without service workers (or a private window
 * refusing them) simply runs the shop without.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {});
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register, { timeout: IDLE_WAIT_MS }) : register();
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** However busy the page stays, the worker is registered within this long after load. */
const IDLE_WAIT_MS = 10_000;
