/** The page colour behind the shop (index.html's theme-color, styles.css's surface): the splash screen's too. */
export const APP_BACKGROUND_COLOR = "#fbf7f1";

export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";

/**
 * What a phone needs to install the shop: the store's own name, opening on Discover in its own
 * window, with icons drawn from the favicon's mark (scripts/make-icons.ts), one of them maskable.
 */
export function webAppManifest(storeName: string) {
  return {
    id: "/",
    name: storeName,
    short_name: storeName,
    description: "Curated fashion in time-limited drops.",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_BACKGROUND_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
