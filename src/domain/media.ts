// The shop's own copies of product images (docs/decisions/043): the URLs both sides build and read.
// Pure: the server serves and names them, the shop and back office write srcset over them.

/** The widths /media serves; a request for any other is a 400, and none is ever larger than its original. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** What `/media/<key>` without a width serves: enough for a phone at DPR 3 showing half its width. */
export const DEFAULT_MEDIA_WIDTH: MediaWidth = 640;
export const MEDIA_PREFIX = "/media/";

/** A key is the first 32 hex digits of the original's SHA-256. */
const MEDIA_URL = /^\/media\/([0-9a-f]{32})$/;

export function isMediaWidth(width: number): width is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

/** How wide the product page shows its photos: its <img> and the server's preload of the first one agree. */
export const PRODUCT_PAGE_IMAGE_SIZES = "(min-width: 768px) 50vw, 100vw";

/** The shop's own URL of a copied image. */
export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The key of a `/media/<key>` URL, or null for any other address. */
export function mediaKeyOf(url: string): string | null {
  return MEDIA_URL.exec(url)?.[1] ?? null;
}

/**
 * Whether an image address is on another site and so is copied: absolute http(s) URLs. A path on this site
 * (the demo's `/demo/products/...`, a `/media/...` copy) is the shop's own and stays as it is.
 */
export function isForeignImage(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The `srcset` of an image: every width for a /media copy; none (null) for any other address. */
export function mediaSrcSet(url: string): string | null {
  if (mediaKeyOf(url) === null) return null;
  return MEDIA_WIDTHS.map((width) => `${url}/${width} ${width}w`).join(", ");
}

/** The address of one width of a /media copy (any other address is itself). */
export function mediaAtWidth(url: string, width: MediaWidth): string {
  return mediaKeyOf(url) === null ? url : `${url}/${width}`;
}
