import type { CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { normalizeImageUrl } from "../../../domain/image-urls";

/**
 * The photos of a product page, main photo first. Candidates come in the order the
 * extractor asks for them (structured data, Open Graph, the page's main <img>, other <img> tags); each is
 * made absolute against the page's address or <base>, tiny images (by their width/height attributes or the
 * size hints in their address: Amazon's `._AC_SR38,50_`, Shopify's `_100x100`, `?width=40`, a `400x39`
 * banner) are dropped, and copies of one photo at several sizes become one entry, at the largest size the
 * page offers, in the place of its first copy.
 */

/** A photo address and the width the page says it has (srcset descriptor, data-a-dynamic-image), if any. */
export type ImageCandidate = { url: string; width?: number };

/** Smaller than this on either side (by attribute or address hint) is an icon, a sprite or a thumbnail. */
const TINY = 100;

const NOT_A_PRODUCT_PHOTO =
  /(logo|icon|sprite|favicon|spinner|loader|loading|placeholder|blank|pixel|spacer|badge|avatar|flag|rating|star|transparent)/i;
const NOT_A_PHOTO_EXTENSION = /\.(svg|gif|ico)(\?|#|$)/i;

/** The widest candidate of a srcset ("a.jpg 400w, b.jpg 800w" gives b.jpg at 800; "2x" beats "1x"). */
export function widestSrcsetCandidate(srcset: string): ImageCandidate | null {
  let best: { url: string; size: number; width?: number } | null = null;
  // A comma inside a URL (w_400,h_600 transformations) is not followed by a space; between candidates it is.
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = "1x"] = candidate.trim().split(/\s+/);
    const value = parseFloat(descriptor);
    const isWidth = /w$/i.test(descriptor) && !Number.isNaN(value);
    const size = Number.isNaN(value) ? 0 : value;
    if (url && (!best || size > best.size)) best = { url, size, ...(isWidth ? { width: value } : {}) };
  }
  return best ? { url: best.url, ...(best.width !== undefined ? { width: best.width } : {}) } : null;
}

/** The largest entry of Amazon's data-a-dynamic-image ({"url": [width, height], ...}). */
function largestDynamicImage(json: string): ImageCandidate | null {
  try {
    const sizes = JSON.parse(json) as Record<string, unknown>;
    let best: ImageCandidate | null = null;
    for (const [url, size] of Object.entries(sizes)) {
      const width = Array.isArray(size) ? Math.max(...size.map(Number).filter(Number.isFinite)) : 0;
      if (!best || width > (best.width ?? 0)) best = { url, width };
    }
    return best;
  } catch {
    return null;
  }
}

type Dimensions = { width?: number; height?: number };

const SIZE_PARAMS: Record<string, keyof Dimensions> = {
  width: "width",
  w: "width",
  wid: "width",
  sw: "width",
  max: "width",
  maxwidth: "width",
  height: "height",
  h: "height",
  hei: "height",
  sh: "height",
  maxheight: "height",
};
/** Query parameters that change only how a photo is delivered, not which photo it is. */
const DELIVERY_PARAMS = new Set([...Object.keys(SIZE_PARAMS), "quality", "q", "fit", "fm", "format", "auto", "dpr"]);

// Amazon's modifiers between the image id and its extension: ._AC_SX679_.jpg, ._AC_SR38,50_.jpg
const AMAZON_MODIFIERS = /\._[A-Z0-9_,+-]+_(?=\.[a-z0-9]+$)/i;
// Shopify's size suffix: name_450x450.jpg, name_x800.jpg, name_grande.jpg
const SHOPIFY_SIZE = /_(\d+x\d*|x\d+|pico|icon|thumb|small|compact|medium|large|grande|master)(?=\.[a-z0-9]+$)/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The size an image address says it has: Amazon's modifiers, Shopify's suffix, WxH in the name, parameters. */
export function sizeHints(address: string): Dimensions {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return {};
  }
  const hints: Dimensions = {};
  const note = (key: keyof Dimensions, value: number) => {
    if (Number.isFinite(value) && value > 0) hints[key] = Math.max(hints[key] ?? 0, value);
  };
  const file = safeDecode(url.pathname.split("/").pop() ?? "");
  const amazon = AMAZON_MODIFIERS.exec(file)?.[0] ?? "";
  for (const [, kind, first, second] of amazon.matchAll(/(SX|SY|SL|SS|SR|US|UX|UY|UL|AC_U[SXYL])(\d+)(?:,(\d+))?/g)) {
    const a = Number(first);
    if (kind === "SY" || kind === "UY") note("height", a);
    else if (kind === "SX" || kind === "UX") note("width", a);
    else {
      note("width", a);
      note("height", second ? Number(second) : a);
    }
  }
  const named = /(?:^|[^0-9])(\d{2,4})x(\d{2,4})(?:[^0-9]|$)/i.exec(file);
  if (named) {
    note("width", Number(named[1]));
    note("height", Number(named[2]));
  }
  const shopify = /_(\d+)?x(\d+)?(?=\.[a-z0-9]+$)/i.exec(file);
  if (shopify) {
    if (shopify[1]) note("width", Number(shopify[1]));
    if (shopify[2]) note("height", Number(shopify[2]));
  }
  for (const [name, value] of url.searchParams) {
    const key = SIZE_PARAMS[name.toLowerCase()];
    if (key && /^\d+$/.test(value)) note(key, Number(value));
  }
  // Cloudinary-style path transformations: /w_400,h_600/
  for (const [, key, value] of url.pathname.matchAll(/(?:^|[/,])([wh])_(\d+)(?=[,/])/g))
    note(key === "w" ? "width" : "height", Number(value));
  return hints;
}

function isTiny({ width, height }: Dimensions): boolean {
  return (width !== undefined && width < TINY) || (height !== undefined && height < TINY);
}

/** One photo, whatever size it is asked for in: the address without its size hints, scheme or delivery knobs. */
export function photoIdentity(address: string): string {
  try {
    const url = new URL(address);
    const path = url.pathname.replace(AMAZON_MODIFIERS, "").replace(SHOPIFY_SIZE, "");
    const query = [...url.searchParams]
      .filter(([name]) => !DELIVERY_PARAMS.has(name.toLowerCase()))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join("&");
    return `${url.host.toLowerCase()}${path.replace(/\/w_\d+,h_\d+(?=\/)/, "")}?${query}`;
  } catch {
    return address;
  }
}

/** How large an address's photo is known to be; an address with no size hint is the original, the largest. */
function sizeOf(candidate: ImageCandidate): number {
  const hints = sizeHints(candidate.url);
  const known = Math.max(candidate.width ?? 0, hints.width ?? 0, hints.height ?? 0);
  return known === 0 ? Number.POSITIVE_INFINITY : known;
}

function absolute(candidate: string, base: URL): string | null {
  const trimmed = candidate.trim();
  if (trimmed === "" || /^(data|javascript|blob):/i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return normalizeImageUrl(url.href);
  } catch {
    return null;
  }
}

/**
 * The page's photos from the candidates, in their order: absolute, no tiny ones, one entry per photo at the
 * largest size offered (https over http), at most `limit`.
 */
export function rankImages(candidates: readonly ImageCandidate[], base: URL, limit: number): string[] {
  const photos = new Map<string, ImageCandidate>();
  for (const candidate of candidates) {
    const url = absolute(candidate.url, base);
    if (!url) continue;
    const found = { url, width: candidate.width };
    if (isTiny({ ...sizeHints(url), ...(found.width !== undefined ? { width: found.width } : {}) })) continue;
    const key = photoIdentity(url);
    const known = photos.get(key);
    const better =
      !known ||
      sizeOf(found) > sizeOf(known) ||
      (sizeOf(found) === sizeOf(known) && /^http:/.test(known.url) && /^https:/.test(url));
    if (better) photos.set(key, found);
  }
  return [...photos.values()].slice(0, limit).map((photo) => photo.url);
}

/** Site furniture: images there are logos, menus and promotions, not the product. */
const CHROME =
  "header, nav, footer, [role=banner], [role=navigation], [role=contentinfo], [role=menu], [role=menubar], noscript";
/** Not shown until someone opens it (a flyout menu, a closed dialog, a later slide): never the main photo. */
const HIDDEN = '[hidden], [style*="display:none" i], [style*="display: none" i]';
const LOGO_OR_ICON = /\b(logo|icon)\b/i;

/** The photo one <img> or <source> shows, at the best size it offers (hi-res attributes first). */
function bestSource($: CheerioAPI, element: Element): ImageCandidate | null {
  const $element = $(element);
  const attr = (name: string) => {
    const value = $element.attr(name)?.trim();
    return value && !/^data:/i.test(value) ? value : undefined;
  };
  const oldHires = attr("data-old-hires");
  if (oldHires) return { url: oldHires };
  const dynamic = attr("data-a-dynamic-image");
  const fromDynamic = dynamic ? largestDynamicImage(dynamic) : null;
  if (fromDynamic) return fromDynamic;
  for (const name of ["data-zoom-image", "data-zoom", "data-large-image", "data-full-image"]) {
    const value = attr(name);
    if (value) return { url: value };
  }
  const srcset = attr("srcset") ?? attr("data-srcset");
  const fromSrcset = srcset ? widestSrcsetCandidate(srcset) : null;
  if (fromSrcset) return fromSrcset;
  for (const name of ["data-src", "data-lazy-src", "data-original", "src"]) {
    const value = attr(name);
    if (value) return { url: value };
  }
  return null;
}

const MAIN_PHOTO_HINT = /\b(hero|main|primary|landing|zoom|featured)/i;

/**
 * The <img> and <picture> photos outside the site's header, menus and footer: those the page marks as the
 * product's main photo (a hi-res attribute, itemprop=image, an alt text naming the product, or an id or
 * class saying hero, main, primary, landing or zoom), the other shown ones, and the hidden ones, each in
 * document order. Logos and icons (by address, alt text or class) are left out.
 */
export function tagImages(
  $: CheerioAPI,
  productTitle: string,
): { main: ImageCandidate[]; other: ImageCandidate[]; hidden: ImageCandidate[] } {
  const main: ImageCandidate[] = [];
  const other: ImageCandidate[] = [];
  const hidden: ImageCandidate[] = [];
  const title = productTitle.trim().toLowerCase();
  for (const element of $("img, picture source").toArray()) {
    const $element = $(element);
    if ($element.closest(CHROME).length > 0) continue;
    const width = Number($element.attr("width"));
    const height = Number($element.attr("height"));
    if ((width > 0 && width < TINY) || (height > 0 && height < TINY)) continue;
    const source = bestSource($, element);
    if (!source) continue;
    const alt = ($element.attr("alt") ?? "").trim();
    if (NOT_A_PRODUCT_PHOTO.test(source.url) || NOT_A_PHOTO_EXTENSION.test(source.url)) continue;
    if (LOGO_OR_ICON.test(alt) || LOGO_OR_ICON.test(($element.attr("class") ?? "").replace(/[-_]/g, " "))) continue;
    if ($element.closest(HIDDEN).length > 0) {
      hidden.push(source);
      continue;
    }
    const marked =
      // data-a-dynamic-image is not among these: Amazon gives it to every carousel thumbnail too.
      $element.is("[data-old-hires], [data-zoom-image], [itemprop=image]") ||
      (title !== "" && alt.toLowerCase().includes(title)) ||
      MAIN_PHOTO_HINT.test(
        `${$element.attr("id") ?? ""} ${$element.attr("class") ?? ""} ${$element.attr("data-testid") ?? ""}`,
      );
    (marked ? main : other).push(source);
  }
  return { main, other, hidden };
}
