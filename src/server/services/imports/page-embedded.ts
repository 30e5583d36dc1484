import type { CheerioAPI } from "cheerio";
import { looksLikeSize, namesSize } from "../../../domain/size-words";
import { objectLiteralAt, parseLooseJson } from "./loose-json";

/**
 * Product data a page carries for its own scripts rather than as schema.org markup:
 *   - Shopify's product JSON: `<script type="application/json" data-product-json>` (or an id ending
 *     ProductJson), and `var meta = {"product": ...}` behind `ShopifyAnalytics.meta`; prices in cents;
 *   - a script-rendered page's state: `window.__STATE__ = {...}`, `window.__INITIAL_STATE__`, Next.js's
 *     `__NEXT_DATA__`, any other JSON script; the first object in it shaped like a product (a name, a
 *     price and photos).
 * The price is the selected variant's: the page address's `?variant=`, else Shopify's selected variant,
 * else the first one (the default a shopper sees), never the cheapest.
 */

type Json = unknown;
type JsonObject = Record<string, Json>;

export type EmbeddedProduct = {
  /** Shopify's own product JSON names the selected variant; a state blob is only a guess at the product. */
  kind: "shopify" | "state";
  title: string;
  description: string;
  price: { amount: string; currency: string } | null;
  sizes: string[];
  images: string[];
};

const isObject = (value: Json): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: Json): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (value: Json): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** Shopify writes prices as integer cents (2990 is 29.90); a decimal string is already money. */
function centsPrice(value: Json): string {
  if (typeof value === "number") return value > 0 ? (value / 100).toFixed(2) : "";
  const raw = text(value);
  if (/^\d+$/.test(raw)) return Number(raw) > 0 ? (Number(raw) / 100).toFixed(2) : "";
  const amount = Number(raw.replace(/,/g, ""));
  return Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : "";
}

function selectedVariant(variants: JsonObject[], pageUrl: string, selected: Json): JsonObject | undefined {
  const wanted = new URL(pageUrl).searchParams.get("variant");
  return (
    (wanted ? variants.find((variant) => text(variant.id) === wanted) : undefined) ??
    (isObject(selected) ? variants.find((variant) => text(variant.id) === text(selected.id)) : undefined) ??
    variants[0]
  );
}

/** The values of the option named for sizes: `options` as names (values in variants' option1-3) or as {name, values}. */
function shopifySizes(product: JsonObject, variants: JsonObject[]): string[] {
  const options = asArray(product.options);
  const index = options.findIndex((option) => namesSize(isObject(option) ? text(option.name) : text(option)));
  if (index >= 0) {
    const option = options[index];
    if (isObject(option) && Array.isArray(option.values)) return option.values.map(text);
    return variants.map((variant) => text(variant[`option${index + 1}`]));
  }
  // ShopifyAnalytics' variants name their options only in public_title ("S / Red"): a position whose
  // values all read as sizes.
  const titles = variants.map((variant) => text(variant.public_title).split(" / "));
  for (let position = 0; position < (titles[0]?.length ?? 0); position += 1) {
    const values = titles.map((parts) => parts[position] ?? "");
    if (values.length > 1 && values.every(looksLikeSize)) return values;
  }
  return [];
}

function shopifyProduct(product: JsonObject, pageUrl: string): EmbeddedProduct | null {
  const variants = asArray(product.variants).filter(isObject);
  if (variants.length === 0) return null;
  const variant = selectedVariant(variants, pageUrl, product.selected_or_first_available_variant);
  const amount = centsPrice(variant?.price ?? product.price);
  return {
    kind: "shopify",
    title: text(product.title),
    description: text(product.description),
    price: amount ? { amount, currency: "" } : null,
    sizes: shopifySizes(product, variants),
    images: [product.featured_image, ...asArray(product.images)]
      .map((image) => (isObject(image) ? text(image.src) : text(image)))
      .filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Script state: the first object shaped like a product.

/** The price fields a state object uses, the one paid first (a bare `price` may be the list price). */
const PRICE_KEYS = ["sellingPrice", "salePrice", "finalPrice", "offerPrice", "currentPrice", "price"];
const NAME_KEYS = ["name", "title", "productName"];
const IMAGE_KEYS = ["images", "image", "imageUrl", "imageUrls", "media", "photos"];

function statePrice(node: JsonObject): { amount: string; currency: string } | null {
  for (const key of PRICE_KEYS) {
    const value = node[key];
    const inner = isObject(value) ? (value.value ?? value.amount ?? value.current ?? value.price) : value;
    const raw = text(inner);
    const amount = Number(raw.replace(/,/g, ""));
    if (raw !== "" && Number.isFinite(amount) && amount > 0) {
      const currency = text(isObject(value) ? (value.currency ?? value.currencyCode) : undefined);
      return { amount: amount.toFixed(2), currency: currency || text(node.currency ?? node.currencyCode) };
    }
  }
  return null;
}

function stateImages(node: JsonObject): string[] {
  for (const key of IMAGE_KEYS) {
    const found = asArray(node[key])
      .map((image) => (isObject(image) ? text(image.url ?? image.src ?? image.large ?? image.original) : text(image)))
      .filter((url) => /^(https?:)?\/\/|^\//.test(url));
    if (found.length > 0) return found;
  }
  return [];
}

function stateSizes(node: JsonObject): string[] {
  const sized = Object.entries(node).find(([key]) => namesSize(key.replace(/([a-z])([A-Z])/g, "$1 $2")));
  return asArray(sized?.[1])
    .map((size) => (isObject(size) ? text(size.label ?? size.name ?? size.value ?? size.size) : text(size)))
    .filter(Boolean);
}

/** Breadth first, so the page's product comes before the related products nested inside it. */
function stateProduct(root: Json): EmbeddedProduct | null {
  const queue: Json[] = [root];
  for (let seen = 0; queue.length > 0 && seen < 20_000; seen += 1) {
    const node = queue.shift();
    if (Array.isArray(node)) queue.push(...node);
    if (!isObject(node)) continue;
    const name = NAME_KEYS.map((key) => text(node[key])).find(Boolean);
    const price = statePrice(node);
    const images = stateImages(node);
    if (name && price && images.length > 0)
      return {
        kind: "state",
        title: name,
        description: text(node.description),
        price,
        sizes: stateSizes(node),
        images,
      };
    queue.push(...Object.values(node));
  }
  return null;
}

const ASSIGNED_STATE = /(?:window\.__[A-Za-z_]+__|var\s+meta)\s*=\s*\{/g;

export function embeddedProduct($: CheerioAPI, pageUrl: string): EmbeddedProduct | null {
  for (const script of $(
    "script[data-product-json], script[id$=ProductJson i], script[id*=product-json i]",
  ).toArray()) {
    const parsed = parseLooseJson($(script).text());
    const product = isObject(parsed) && isObject(parsed.product) ? parsed.product : parsed;
    const found = isObject(product) ? shopifyProduct(product, pageUrl) : null;
    if (found) return found;
  }
  const scripts = $("script:not([src])")
    .toArray()
    .map((script) => $(script).text());
  for (const source of scripts) {
    for (const match of source.matchAll(ASSIGNED_STATE)) {
      const literal = objectLiteralAt(source, match.index + match[0].length - 1);
      const parsed = literal === null ? undefined : parseLooseJson(literal);
      if (!isObject(parsed)) continue;
      if (match[0].startsWith("var") && isObject(parsed.product)) {
        const found = shopifyProduct(parsed.product, pageUrl);
        if (found) return found;
      } else {
        const found = stateProduct(parsed);
        if (found) return found;
      }
    }
  }
  for (const script of $('script[type="application/json"]').toArray()) {
    const found = stateProduct(parseLooseJson($(script).text()));
    if (found) return found;
  }
  return null;
}
