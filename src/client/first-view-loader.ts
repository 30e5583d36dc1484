/**
 * A second entry of the build (vite.config.ts), only on a product page the server rendered: it starts the
 * app once the page's photo has been painted. The photo, which is what the shopper waits for, then never
 * shares a phone's connection with the app's code (about 100 KB), and the page's largest paint does not wait
 * for it. The server (src/server/plugins/client-app.ts) loads it as a deferred classic script, so it imports
 * nothing, and names on its element the app's entry, the modules the page will import and the attribute that
 * holds taps back until the page has hydrated.
 */

const data = document.currentScript?.dataset ?? {};
let started = false;

function startApp(): void {
  if (started || !data.entry) return;
  started = true;
  for (const href of new Set((data.modules ?? "").split(" ").filter(Boolean))) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement("script");
  script.type = "module";
  script.crossOrigin = "";
  script.src = data.entry;
  // Without the app the page still shows everything, and its links work as plain links.
  script.addEventListener("error", () => {
    if (data.gate) document.getElementById("root")?.removeAttribute(data.gate);
  });
  document.head.append(script);
}

/** Calls `then` once the photo is on screen: as Chromium reports the page's largest paint, else after its frame. */
function whenPainted(photo: HTMLImageElement, then: () => void): void {
  if (PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")) {
    // Reported once the frame was presented, which can be well after the frame's callbacks have run.
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === photo)) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  } else {
    photo.decode().then(
      () => requestAnimationFrame(() => setTimeout(then)),
      () => {},
    );
  }
}

const photo = document.querySelector<HTMLImageElement>("#root img[fetchpriority=high]");
if (photo) {
  whenPainted(photo, startApp);
  // A photo that cannot be shown needs the app at once (it swaps in a placeholder).
  photo.decode().catch(startApp);
  // A photo that is slow to arrive, or not the largest paint after all, must not keep the page from working.
  setTimeout(startApp, 3000);
} else {
  startApp();
}
