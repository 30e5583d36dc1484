// The image list of a product as the admin form, the API and imports accept it: one rule, so an image the
// form shows as valid is one the server stores.

import { hasUnpairedSurrogate } from "./text-input";

export const IMAGES_REQUIRED_MESSAGE = "Please provide at least 1 valid image URL (http:// or https:// link)";
export const IMAGES_INVALID_MESSAGE = "One or more image URLs are not valid URLs";
export const IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE = "Image uploads not supported";

/** The form has four image slots; imports may bring a few more. */
export const IMAGE_SLOTS = 4;
export const MAX_IMAGES = 10;
export const MAX_URL_LENGTH = 2048;

// An Imgur page link: the photo's id straight after the host, optionally with an extension. Albums
// (/a/...) and galleries (/gallery/...) hold several photos and have no single image to point at.
const IMGUR_PAGE =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?imgur\.com\/([A-Za-z0-9]{5,10})(\.(?:jpe?g|png|gif|webp))?\/?(?:[?#].*)?$/i;

/**
 * An Imgur page link (`imgur.com/ID`) as the photo itself (`https://i.imgur.com/ID.jpg`), the form a
 * shopper's browser can show; any other text comes back unchanged.
 */
export function normalizeImageUrl(url: string): string {
  const match = IMGUR_PAGE.exec(url.trim());
  if (!match) return url;
  return `https://i.imgur.com/${match[1]}${(match[2] ?? ".jpg").toLowerCase()}`;
}

/**
 * Whether the text is an image address the shop can show: an absolute http(s) URL with a host, or a path
 * on this site (`/demo/products/...`, where the demo and sample products' images live).
 */
export function isImageAddress(text: string): boolean {
  if (text.length > MAX_URL_LENGTH || /[\s\0]/.test(text) || hasUnpairedSurrogate(text)) return false;
  if (text.startsWith("/")) return !text.startsWith("//") && !text.startsWith("/\\");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
}

export type ImageListResult = { ok: true; images: string[] } | { ok: false; message: string };

/**
 * The images to store from what was sent: empty slots and data URIs are dropped (rather than
 * store megabytes of base64), Imgur page links become their photos, duplicates go.
 * A file or blob (a local upload) is refused: images are addresses, not uploads.
 */
export function cleanImageList(entries: readonly unknown[]): ImageListResult {
  const images: string[] = [];
  let invalid = false;
  for (const entry of entries) {
    if (typeof entry !== "string") return { ok: false, message: IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE };
    const text = entry.trim();
    if (text === "" || /^data:/i.test(text)) continue;
    if (/^(?:blob|file):/i.test(text)) return { ok: false, message: IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE };
    const url = normalizeImageUrl(text);
    if (!isImageAddress(url)) invalid = true;
    else if (!images.includes(url)) images.push(url);
  }
  if (invalid) return { ok: false, message: IMAGES_INVALID_MESSAGE };
  if (images.length === 0) return { ok: false, message: IMAGES_REQUIRED_MESSAGE };
  if (images.length > MAX_IMAGES) return { ok: false, message: `At most ${MAX_IMAGES} images` };
  return { ok: true, images };
}
