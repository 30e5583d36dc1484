/** The shop's service worker (public/sw.js, docs/decisions/033): installable, with an offline page. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Registered once the page has loaded, so it never competes with the page's own first requests. A browser
 * without service workers (or a private window refusing them) simply runs the shop without.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => {});
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
