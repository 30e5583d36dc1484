// The shop's service worker (docs/decisions/033): it makes the shop installable, shows an offline
// page when the network is gone, and keeps the build's files. It caches only what is the same for everyone and
// never changes under its name: the offline page, the icons and the hashed build files in /assets/. Pages are
// always asked of the network (each is made with what is live now; a new build takes over on the next
// navigation), and /api, /ws and anything private are never touched: their requests do not even pass here.

const CACHE = "drop-static-v1";
const OFFLINE_PAGE = "/offline.html";
const PRECACHED = [OFFLINE_PAGE, "/favicon.svg", "/icons/icon-192.png"];
/** Enough for a few builds of the shop's and the back office's chunks; the oldest go first. */
const MAX_CACHED = 120;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED))
      // A new worker takes over at once: it serves only immutable files and the offline page, so no open tab
      // can be broken by the switch.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(() => offlinePage()));
    return;
  }
  if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/icons/")) {
    event.respondWith(cacheFirst(request));
  }
});

async function offlinePage() {
  return (await caches.match(OFFLINE_PAGE)) ?? new Response("You are offline", { status: 503 });
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  const kept = new Set(PRECACHED.map((path) => new URL(path, self.location.origin).href));
  const removable = keys.filter((key) => !kept.has(key.url));
  for (const key of removable.slice(0, Math.max(0, keys.length - MAX_CACHED))) await cache.delete(key);
}

// The shop's pushes (src/contracts/push.ts) are JSON {type, title, body, url, image?, tag?}: a drop alert
// ("drop-live", docs/decisions/030) with the product's name and image, or an unpaid order's reminder
// ("payment-reminder"). A tap opens the shop at its url.
const PUSH_TYPES = ["drop-live", "payment-reminder"];
const DEFAULT_ALERT = { title: "New drop", body: "New products are live", url: "/", image: null, tag: "drop:/" };

self.addEventListener("push", (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      image: alert.image ?? undefined,
      icon: "/icons/icon-192.png",
      // One notification per url (or order): a repeated push (a send that repeats after a crash) replaces the first.
      tag: alert.tag,
      data: { url: alert.url },
    }),
  );
});

/** The payload as the shop sends it; anything else still shows a notification (a push must show one). */
function readAlert(data) {
  let payload = null;
  try {
    payload = data ? data.json() : null;
  } catch {
    payload = null;
  }
  if (!payload || !PUSH_TYPES.includes(payload.type)) return DEFAULT_ALERT;
  const url = shopUrl(payload.url);
  return {
    title: typeof payload.title === "string" ? payload.title : DEFAULT_ALERT.title,
    body: typeof payload.body === "string" ? payload.body : DEFAULT_ALERT.body,
    url,
    image: typeof payload.image === "string" ? payload.image : null,
    tag: typeof payload.tag === "string" ? payload.tag : `drop:${url}`,
  };
}

/** Only a path of this shop is opened: a payload cannot send the shopper to another site. */
function shopUrl(url) {
  if (typeof url !== "string") return "/";
  const resolved = new URL(url, self.location.origin);
  return resolved.origin === self.location.origin ? resolved.pathname + resolved.search : "/";
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(shopUrl(event.notification.data && event.notification.data.url), self.location.origin);
  event.waitUntil(openShopAt(target.href));
});

/**
 * Focuses a tab already at that address, else opens a new one: a tab elsewhere in the shop (an order half
 * placed, the back office) is left as it is.
 */
async function openShopAt(href) {
  const tabs = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = tabs.find((tab) => tab.url === href);
  return same ? same.focus() : self.clients.openWindow(href);
}
