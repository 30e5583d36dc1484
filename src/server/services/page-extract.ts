import { type CheerioAPI, load, loadBuffer } from "cheerio";
import { normalizeImageUrl } from "../../domain/image-urls";
import { stripHtml } from "../../domain/shopify-convert";

/**
 * Product data from a web page (DESIGN 11): JSON-LD Product first, then Open Graph, then microdata, then
 * the page's own title and description; images from those in the same order, then `<img>`/`<picture>`
 * tags (srcset's widest candidate, lazy-loading attributes) with icons, logos and tracking pixels left
 * out. Every image address is absolute, Imgur page links become their photos, and none repeats.
 */

export type PageProduct = {
  title: string;
  description: string;
  /** Decimal text with two places ("1299.00"), or "" when the page states no price. */
  price: string;
  sizes: string[];
  images: string[];
  /** The page's own product id (JSON-LD sku or productID, microdata sku), or null. */
  productId: string | null;
};

/** More than any form shows (four slots); the preview lists them all. */
export const MAX_EXTRACTED_IMAGES = 24;
const MAX_SIZE_LABEL = 20;

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: Json): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** A price as it appears on a page ("₹1,299", "49,99 €", 1299) as "1299.00", or "" when there is none. */
export function priceText(value: Json): string {
  const raw = text(value);
  const match = /\d[\d.,\s]*/.exec(raw);
  if (!match) return "";
  let number = match[0].replace(/\s/g, "").replace(/[.,]$/, "");
  // "49,99" and "1.299,00" use a decimal comma; "1,299" and "1,299.00" a thousands comma.
  if (/,\d{2}$/.test(number) && !/\.\d{2}$/.test(number)) number = number.replace(/\./g, "").replace(",", ".");
  else number = number.replace(/,/g, "");
  const amount = Number(number);
  return Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : "";
}

function hasType(node: JsonObject, ...types: string[]): boolean {
  return asArray(node["@type"]).some((type) => types.includes(text(type).replace(/^https?:\/\/schema\.org\//, "")));
}

/** Every object in a JSON-LD document, through arrays and @graph. */
function* jsonLdNodes(value: Json): Generator<JsonObject> {
  for (const item of asArray(value)) {
    if (!isObject(item)) continue;
    yield item;
    if (item["@graph"] !== undefined) yield* jsonLdNodes(item["@graph"]);
  }
}

function jsonLdProduct($: CheerioAPI): JsonObject | null {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    let parsed: Json;
    try {
      parsed = JSON.parse(
        $(script)
          .text()
          .replace(/^\s*<!--|-->\s*$/g, ""),
      );
    } catch {
      continue;
    }
    for (const node of jsonLdNodes(parsed)) if (hasType(node, "Product", "ProductGroup")) return node;
  }
  return null;
}

function jsonLdImages(node: JsonObject): string[] {
  return asArray(node.image).flatMap((image) =>
    isObject(image) ? [text(image.url) || text(image.contentUrl)] : [text(image)],
  );
}

function jsonLdPrice(node: JsonObject): string {
  for (const offer of asArray(node.offers)) {
    if (!isObject(offer)) continue;
    const spec = asArray(offer.priceSpecification).find(isObject);
    const price = priceText(offer.price) || priceText(offer.lowPrice) || (spec ? priceText(spec.price) : "");
    if (price) return price;
  }
  return "";
}

function jsonLdSizes(node: JsonObject): string[] {
  return asArray(node.size).map((size) => (isObject(size) ? text(size.name) : text(size)));
}

function meta($: CheerioAPI, ...keys: string[]): string {
  for (const key of keys) {
    const content = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr("content")?.trim();
    if (content) return content;
  }
  return "";
}

function metaAll($: CheerioAPI, ...keys: string[]): string[] {
  return keys.flatMap((key) =>
    $(`meta[property="${key}"], meta[name="${key}"]`)
      .toArray()
      .map((element) => $(element).attr("content")?.trim() ?? ""),
  );
}

type Microdata = { name: string; description: string; price: string; images: string[]; sku: string; sizes: string[] };

function microdata($: CheerioAPI): Microdata | null {
  const scope = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  if (scope.length === 0) return null;
  const prop = (name: string) => {
    const element = scope.find(`[itemprop="${name}"]`).first();
    return (element.attr("content") ?? element.text()).trim();
  };
  return {
    name: prop("name"),
    description: prop("description"),
    price: priceText(prop("price")) || priceText(prop("lowPrice")),
    images: scope
      .find('[itemprop="image"]')
      .toArray()
      .map((element) => $(element).attr("src") ?? $(element).attr("content") ?? $(element).attr("href") ?? ""),
    sku: prop("sku") || prop("productID"),
    sizes: scope
      .find('[itemprop="size"]')
      .toArray()
      .map((element) => ($(element).attr("content") ?? $(element).text()).trim()),
  };
}

/** The widest candidate of a srcset ("a.jpg 400w, b.jpg 800w" gives b.jpg). */
export function widestSrcsetCandidate(srcset: string): string {
  let best = { url: "", width: -1 };
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = "1x"] = candidate.trim().split(/\s+/);
    const size = parseFloat(descriptor) * (descriptor.endsWith("x") ? 1000 : 1);
    if (url && (Number.isNaN(size) ? 0 : size) > best.width) best = { url, width: Number.isNaN(size) ? 0 : size };
  }
  return best.url;
}

const NOT_A_PRODUCT_PHOTO =
  /(logo|icon|sprite|favicon|spinner|loader|loading|placeholder|blank|pixel|spacer|badge|avatar|flag|rating|star)/i;
const NOT_A_PHOTO_EXTENSION = /\.(svg|gif|ico)(\?|#|$)/i;

function tagImages($: CheerioAPI): string[] {
  const found: string[] = [];
  for (const element of $("img, picture source").toArray()) {
    const $element = $(element);
    const width = Number($element.attr("width"));
    const height = Number($element.attr("height"));
    // Tracking pixels and thumbnails of icons declare their tiny size.
    if ((width > 0 && width < 50) || (height > 0 && height < 50)) continue;
    const srcset = $element.attr("srcset") ?? $element.attr("data-srcset");
    const candidates = [
      srcset ? widestSrcsetCandidate(srcset) : "",
      $element.attr("data-zoom-image"),
      $element.attr("data-large-image"),
      $element.attr("data-src"),
      $element.attr("data-lazy-src"),
      $element.attr("data-original"),
      $element.attr("src"),
    ];
    const source = candidates.find((candidate) => candidate && !/^data:/i.test(candidate.trim()));
    if (!source) continue;
    const alt = $element.attr("alt") ?? "";
    if (NOT_A_PRODUCT_PHOTO.test(source) || NOT_A_PHOTO_EXTENSION.test(source) || /^(logo|icon)\b/i.test(alt)) continue;
    found.push(source);
  }
  return found;
}

function sizeOptions($: CheerioAPI): string[] {
  return $("select")
    .filter((_, element) => {
      const $select = $(element);
      const label = [$select.attr("name"), $select.attr("id"), $select.attr("aria-label"), $select.attr("data-option")]
        .join(" ")
        .toLowerCase();
      return label.includes("size");
    })
    .first()
    .find("option")
    .toArray()
    .filter((option) => ($(option).attr("value") ?? $(option).text()).trim() !== "")
    .map((option) => $(option).text().trim())
    .filter((label) => !/^(select|choose|pick)\b/i.test(label));
}

function absoluteImage(candidate: string, base: URL): string | null {
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

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))];
}

/** Plain text from a value that may hold markup or entities (JSON-LD descriptions often do). */
function plain(value: string): string {
  return stripHtml(value).replace(/\s*\n\s*/g, "\n");
}

export function extractProductFromDocument($: CheerioAPI, pageUrl: string): PageProduct {
  const page = new URL(pageUrl);
  let base = page;
  const baseHref = $("base[href]").first().attr("href");
  if (baseHref) {
    try {
      base = new URL(baseHref, page);
    } catch {
      // An unusable <base> is ignored, as browsers do.
    }
  }
  const ld = jsonLdProduct($);
  const md = microdata($);
  const variants = ld ? asArray(ld.hasVariant).filter(isObject) : [];

  const title =
    (ld && text(ld.name)) || meta($, "og:title", "twitter:title") || md?.name || $("title").first().text().trim();
  const description =
    (ld && text(ld.description)) ||
    meta($, "og:description", "twitter:description") ||
    md?.description ||
    meta($, "description");
  const price =
    (ld && (jsonLdPrice(ld) || variants.map(jsonLdPrice).find(Boolean))) ||
    priceText(meta($, "product:price:amount", "og:price:amount")) ||
    md?.price ||
    "";
  const sizes = unique([
    ...(ld ? [...jsonLdSizes(ld), ...variants.flatMap(jsonLdSizes)] : []),
    ...(md?.sizes ?? []),
    ...sizeOptions($),
  ]).filter((size) => size.length <= MAX_SIZE_LABEL);
  const images = unique(
    [
      ...(ld ? [...jsonLdImages(ld), ...variants.flatMap(jsonLdImages)] : []),
      ...metaAll($, "og:image:secure_url", "og:image", "og:image:url", "twitter:image"),
      ...(md?.images ?? []),
      ...tagImages($),
    ].map((candidate) => absoluteImage(candidate, base) ?? ""),
  ).slice(0, MAX_EXTRACTED_IMAGES);
  const productId = (ld && (text(ld.sku) || text(ld.productID) || text(ld.productGroupID))) || md?.sku || null;

  return { title: plain(title), description: plain(description), price, sizes, images, productId };
}

/** Extraction from HTML text (tests and pasted sources). */
export function extractProduct(html: string, pageUrl: string): PageProduct {
  return extractProductFromDocument(load(html), pageUrl);
}

/** Extraction from fetched bytes, decoded by the page's declared or sniffed character set. */
export function extractProductFromBytes(body: Buffer, contentType: string, pageUrl: string): PageProduct {
  const charset = /charset=["']?([^;"'\s]+)/i.exec(contentType)?.[1];
  return extractProductFromDocument(
    loadBuffer(body, charset ? { encoding: { transportLayerEncodingLabel: charset } } : {}),
    pageUrl,
  );
}
