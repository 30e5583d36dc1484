import { type Cheerio, type CheerioAPI, load, loadBuffer } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { namesSize } from "../../domain/size-words";
import { stripHtml } from "../../domain/shopify-convert";
import { type ImageCandidate, rankImages, tagImages } from "./page-images";

/**
 * Product data from a web page (DESIGN 11, issue 23). Each field has an order of sources, best first:
 *   - title: JSON-LD/microdata name, then the page's product <h1>, then og:title and <title> (which carry the
 *     site's branding: "Amazon.com: ...", "... | Banana Republic");
 *   - price: what the shopper pays: structured data (JSON-LD, product:price meta tags, microdata), the sale
 *     price where they state a list price too, then the visible price beside the product's title (Amazon's
 *     price blocks, itemprop=price, data-price, .price), never one struck through;
 *   - photos: the main product photo first (page-images.ts);
 *   - sizes: JSON-LD and microdata sizes, a <select>, radio group or button group named for sizes.
 * The bytes are decoded by the response's charset, else the page's own <meta charset> anywhere in its <head>.
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
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

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

/** A price the page states in its data, with its currency when it says one. */
type StatedPrice = { amount: string; currency: string };

// ---------------------------------------------------------------------------------------------------------
// JSON-LD

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

function jsonLdImages(node: JsonObject): ImageCandidate[] {
  return asArray(node.image).map((image) => ({
    url: isObject(image) ? text(image.url) || text(image.contentUrl) : text(image),
  }));
}

const LIST_PRICE_TYPE = /ListPrice|StrikethroughPrice|MSRP|SRP/i;

/** The first offer's price: its price or lowPrice, else its specification's sale price over its list price. */
function jsonLdPrice(node: JsonObject): StatedPrice | null {
  for (const offer of asArray(node.offers)) {
    if (!isObject(offer)) continue;
    const currency = text(offer.priceCurrency);
    const direct = priceText(offer.price) || priceText(offer.lowPrice);
    if (direct) return { amount: direct, currency };
    const specs = asArray(offer.priceSpecification).filter(isObject);
    const spec =
      specs.find((s) => priceText(s.price) && !LIST_PRICE_TYPE.test(text(s.priceType))) ??
      specs.find((s) => priceText(s.price));
    if (spec) return { amount: priceText(spec.price), currency: text(spec.priceCurrency) || currency };
  }
  return null;
}

function jsonLdSizes(node: JsonObject): string[] {
  return asArray(node.size).map((size) => (isObject(size) ? text(size.name) : text(size)));
}

// ---------------------------------------------------------------------------------------------------------
// Meta tags and microdata

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

function metaPrice($: CheerioAPI): StatedPrice | null {
  const amount = priceText(meta($, "product:price:amount", "og:price:amount"));
  return amount ? { amount, currency: meta($, "product:price:currency", "og:price:currency") } : null;
}

type Microdata = {
  name: string;
  description: string;
  price: StatedPrice | null;
  images: string[];
  sku: string;
  sizes: string[];
};

function microdata($: CheerioAPI): Microdata | null {
  const scope = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  if (scope.length === 0) return null;
  const scopeNode = scope.get(0);
  // The product's own properties, not those of an item nested in it (its brand, a related product).
  const own = (name: string) =>
    scope
      .find(`[itemprop="${name}"]`)
      .filter((_, element) => $(element).parent().closest("[itemscope]").get(0) === scopeNode);
  const value = (element: Cheerio<Element>) => (element.attr("content") ?? element.text()).trim();
  const prop = (name: string) => value(own(name).first());
  // Offers are items of their own: the price is read through the product's own offers when it has them.
  const offers = own("offers");
  const priceElement = (offers.length > 0 ? offers : scope).find('[itemprop="price"], [itemprop="lowPrice"]').first();
  const amount = priceText(value(priceElement));
  return {
    name: prop("name"),
    description: prop("description"),
    price: amount ? { amount, currency: value(scope.find('[itemprop="priceCurrency"]').first()) } : null,
    images: own("image")
      .toArray()
      .map((element) => $(element).attr("src") ?? $(element).attr("content") ?? $(element).attr("href") ?? ""),
    sku: prop("sku") || prop("productID"),
    sizes: own("size")
      .toArray()
      .map((element) => value($(element))),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The product's heading and its visible price

/** Site furniture and overlays: a heading there is the site's or a dialog's, not the product's. */
const NOT_CONTENT = "header, nav, footer, dialog, [role=dialog], [aria-modal=true], [hidden]";

/**
 * The page's heading for the product: an <h1> outside the site's header, menus, footer and dialogs, the one
 * the page's <title> or og:title contains (they add the site's name) when there is one, else the first.
 */
function productHeading($: CheerioAPI, branded: readonly string[]): Cheerio<Element> | null {
  const headings = $("h1")
    .toArray()
    .map((element) => $(element))
    .filter((heading) => heading.closest(NOT_CONTENT).length === 0)
    .filter((heading) => {
      const words = oneLine(heading.text());
      return words !== "" && words.length <= 300;
    });
  const titles = branded.map((title) => oneLine(title).toLowerCase()).filter((title) => title !== "");
  return (
    headings.find((heading) => titles.some((title) => title.includes(oneLine(heading.text()).toLowerCase()))) ??
    headings[0] ??
    null
  );
}

/** The element that shows the product's name: its heading, else any heading whose text is the name. */
function titleElement($: CheerioAPI, title: string, heading: Cheerio<Element> | null): Cheerio<AnyNode> | null {
  const wanted = oneLine(title).toLowerCase();
  if (heading && oneLine(heading.text()).toLowerCase() === wanted) return heading;
  const named = $("h1, h2, h3, [itemprop=name]")
    .toArray()
    .find(
      (element) => $(element).closest(NOT_CONTENT).length === 0 && oneLine($(element).text()).toLowerCase() === wanted,
    );
  return named ? $(named) : heading;
}

// Amazon's price blocks, the price a shopper pays first.
const AMAZON_PRICE =
  ".priceToPay .a-offscreen, .apexPriceToPay .a-offscreen, #priceblock_dealprice, #priceblock_saleprice, #priceblock_ourprice, #price_inside_buybox, #newBuyBoxPrice, #kindle-price";
const PRICE_ELEMENT = '[itemprop=price], [data-price], [class*="price" i]';
const STRUCK = "s, del, strike";
/** Class names of prices that are not the one paid: the list price beside a sale price, a saving. */
const NOT_THE_PRICE =
  /compare|strike|(^|[\s_-])was([\s_-]|$)|old-?price|price--old|original|list-?price|msrp|saving|save/i;
/** How far up from the product's heading the price may sit: its own block, not the page around it. */
const PRICE_LEVELS = 6;
/** A block with more separate prices than this is a list of other products, not the product's own block. */
const MAX_PRICES_IN_BLOCK = 6;

/**
 * The amount one element shows, unless it is struck through or a list price or a saving ("Save $5", "$5
 * off", "Was $20"): its text without struck-through and list-price parts, and without words that merely
 * contain digits ("MzI5Ljk5", "S23").
 */
function shownPrice($: CheerioAPI, element: Element): string {
  const $element = $(element);
  if ($element.closest(STRUCK).length > 0 || NOT_THE_PRICE.test($element.attr("class") ?? "")) return "";
  const stated = $element.attr("content") ?? $element.attr("data-price");
  if (stated !== undefined && priceText(stated)) return priceText(stated);
  const shown = $element.clone();
  shown.find(STRUCK).remove();
  shown
    .find("[class]")
    .filter((_, child) => NOT_THE_PRICE.test($(child).attr("class") ?? ""))
    .remove();
  const words = oneLine(shown.text()).replace(/\p{L}+\d[\p{L}\d]*/gu, " ");
  const amount = /\d[\d.,]*/.exec(words);
  if (!amount) return "";
  const before = words.slice(0, amount.index);
  const after = words.slice(amount.index + amount[0].length);
  if (/\b(save|was|you save)\b\W*$/i.test(before) || /^\W*(off|%)/i.test(after)) return "";
  return priceText(amount[0]);
}

/**
 * The price the page shows for the product: Amazon's price blocks, else, in the nearest block around the
 * product's heading that holds any price element, the first one showing an amount that holds no other
 * (the sale price, not the container of sale and list price). A block whose price elements show no amount
 * ("No longer available") means the page states no price; one with many prices is a list of other products.
 */
function visiblePrice($: CheerioAPI, heading: Cheerio<AnyNode> | null): string {
  for (const element of $(AMAZON_PRICE).toArray()) {
    const price = shownPrice($, element);
    if (price) return price;
  }
  if (!heading) return "";
  let block = heading;
  for (let level = 0; level <= PRICE_LEVELS && block.length > 0; level += 1) {
    const found = block.find(PRICE_ELEMENT).toArray();
    if (found.length > 0) {
      const outermost = found.filter(
        (element) =>
          $(element)
            .parentsUntil(block.get(0) as Element)
            .filter(PRICE_ELEMENT).length === 0,
      );
      if (outermost.length > MAX_PRICES_IN_BLOCK) return "";
      for (const element of found) {
        const price = shownPrice($, element);
        const inner = $(element)
          .find(PRICE_ELEMENT)
          .toArray()
          .some((child) => shownPrice($, child) !== "");
        if (price && !inner) return price;
      }
      return "";
    }
    block = block.parent();
  }
  return "";
}

/** The sale price where the page states two in one currency (a list price and a sale price), else the first. */
function paidPrice(stated: readonly (StatedPrice | null)[]): string {
  const prices = stated.filter((price): price is StatedPrice => price !== null);
  const first = prices[0];
  if (!first) return "";
  const sameMoney = prices.filter(
    (price) =>
      price.currency === "" || first.currency === "" || price.currency.toUpperCase() === first.currency.toUpperCase(),
  );
  return sameMoney.reduce((low, price) => (Number(price.amount) < Number(low.amount) ? price : low), first).amount;
}

// ---------------------------------------------------------------------------------------------------------
// Sizes

const skipLabel = (label: string) => label === "" || /^(select|choose|pick)\b/i.test(label);

function selectSizes($: CheerioAPI): string[] {
  return $("select")
    .filter((_, element) => {
      const $select = $(element);
      return namesSize(
        identifierWords(
          [$select.attr("name"), $select.attr("id"), $select.attr("aria-label"), $select.attr("data-option")].join(" "),
        ),
      );
    })
    .first()
    .find("option")
    .toArray()
    .filter((option) => ($(option).attr("value") ?? $(option).text()).trim() !== "")
    .map((option) => oneLine($(option).text()))
    .filter((label) => !skipLabel(label));
}

/** An identifier as words: "buybox-sizeDimension1" reads "buybox size Dimension 1". */
const identifierWords = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[-_]+|(?<=\D)(?=\d)/g, " ");

/** What a group of controls is called: its aria-label, title, legend, labelling element or data attributes. */
function groupName($: CheerioAPI, group: Cheerio<Element>): string {
  const ids = new Set((group.attr("aria-labelledby") ?? "").split(/\s+/).filter(Boolean));
  // Matched by value, not in a selector: a page's ids may hold quotes or backslashes.
  const labelledBy =
    ids.size === 0
      ? ""
      : $("[id]")
          .filter((_, element) => ids.has(element.attribs.id))
          .text();
  return [
    group.attr("aria-label"),
    group.attr("title"),
    group.attr("data-option-name"),
    identifierWords(group.attr("data-testid") ?? ""),
    identifierWords(group.attr("data-test-id") ?? ""),
    group.children("legend").first().text(),
    labelledBy,
  ].join(" ");
}

/** The label a shopper reads for one choice: its own label text, value or title. */
function choiceLabel($: CheerioAPI, element: Element): string {
  const $element = $(element);
  if ($element.is("input")) {
    const id = $element.attr("id");
    const label = id
      ? $("label[for]")
          .filter((_, candidate) => candidate.attribs.for === id)
          .first()
      : $element.closest("label");
    // The label's visible words, without text only screen readers get ("Variant sold out").
    const shown = label.clone();
    shown.find(".visually-hidden, .sr-only, [hidden]").remove();
    // The value as written: cheerio, like a browser, reads a radio without one as "on".
    return oneLine(element.attribs.value ?? "") || oneLine(shown.text());
  }
  return (
    oneLine($element.attr("data-value") ?? "") || oneLine($element.attr("title") ?? "") || oneLine($element.text())
  );
}

/**
 * Sizes offered as radio buttons or a group of buttons: radios whose name says size, and radio groups,
 * groups and fieldsets named for sizes (aria-label, title, legend), each choice by its label.
 */
function choiceSizes($: CheerioAPI): string[] {
  const radios = $("input[type=radio]")
    .toArray()
    .filter((input) => namesSize(identifierWords($(input).attr("name") ?? "")));
  if (radios.length > 0) {
    const name = $(radios[0]).attr("name");
    return radios.filter((input) => $(input).attr("name") === name).map((input) => choiceLabel($, input));
  }
  for (const element of $("fieldset, [role=radiogroup], [role=group], [role=listbox]").toArray()) {
    const group = $(element);
    if (group.closest(NOT_CONTENT).length > 0 || !namesSize(groupName($, group))) continue;
    // The choices, by the most telling markup the group has: radios, values, ARIA options, plain buttons.
    const choices =
      ["input[type=radio]", "[data-value]", "[role=radio], [role=option]", "button"]
        .map((selector) => group.find(selector).toArray())
        .find((found) => found.length > 0) ?? [];
    const labels = choices.map((choice) => choiceLabel($, choice)).filter((label) => !skipLabel(label));
    if (labels.length > 0) return labels;
  }
  return [];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ""))];
}

// ---------------------------------------------------------------------------------------------------------

/** Plain text from a value that may hold markup or entities (JSON-LD descriptions often do). */
function plain(value: string): string {
  return stripHtml(value).replace(/\s*\n\s*/g, "\n");
}

function baseOf($: CheerioAPI, page: URL): URL {
  const href = $("base[href]").first().attr("href");
  if (!href) return page;
  try {
    return new URL(href, page);
  } catch {
    // An unusable <base> is ignored, as browsers do.
    return page;
  }
}

export function extractProductFromDocument($: CheerioAPI, pageUrl: string): PageProduct {
  const base = baseOf($, new URL(pageUrl));
  const ld = jsonLdProduct($);
  const md = microdata($);
  const variants = ld ? asArray(ld.hasVariant).filter(isObject) : [];
  const ogTitle = meta($, "og:title", "twitter:title");
  const documentTitle = $("title").first().text();
  const heading = productHeading($, [ogTitle, documentTitle]);

  const title = oneLine(
    (ld && text(ld.name)) || md?.name || (heading ? heading.text() : "") || ogTitle || documentTitle,
  );
  const description =
    (ld && text(ld.description)) ||
    meta($, "og:description", "twitter:description") ||
    md?.description ||
    meta($, "description");
  const ldPrice = ld ? (jsonLdPrice(ld) ?? variants.map(jsonLdPrice).find(Boolean) ?? null) : null;
  const price =
    paidPrice([ldPrice, metaPrice($), md?.price ?? null]) || visiblePrice($, titleElement($, plain(title), heading));
  const sizes = unique([
    ...(ld ? [...jsonLdSizes(ld), ...variants.flatMap(jsonLdSizes)] : []),
    ...(md?.sizes ?? []),
    ...selectSizes($),
    ...choiceSizes($),
  ]).filter((size) => size.length <= MAX_SIZE_LABEL);
  const tags = tagImages($, plain(title));
  const images = rankImages(
    [
      ...(ld ? jsonLdImages(ld) : []),
      ...metaAll($, "og:image:secure_url", "og:image", "og:image:url").map((url) => ({ url })),
      ...tags.main,
      ...metaAll($, "twitter:image").map((url) => ({ url })),
      ...(md?.images ?? []).map((url) => ({ url })),
      ...variants.flatMap(jsonLdImages),
      ...tags.other,
      ...tags.hidden,
    ],
    base,
    MAX_EXTRACTED_IMAGES,
  );
  const productId = (ld && (text(ld.sku) || text(ld.productID) || text(ld.productGroupID))) || md?.sku || null;

  return { title: plain(title), description: plain(description), price, sizes, images, productId };
}

/** Extraction from HTML text (tests and pasted sources). */
export function extractProduct(html: string, pageUrl: string): PageProduct {
  return extractProductFromDocument(load(html), pageUrl);
}

/**
 * Where the page's <head> ends in its bytes, so its <meta charset> is found anywhere in it, not only in the
 * first 1024 bytes HTML's prescan reads (an Amazon page declares it after 1.7 KB of inline script).
 */
function headLength(body: Buffer): number {
  const head = /<\/head\s*>|<body[\s>]/i.exec(body.toString("latin1"));
  return Math.max(1024, head ? head.index : body.length);
}

/** Extraction from fetched bytes, decoded by the response's charset, else the page's own declaration. */
export function extractProductFromBytes(body: Buffer, contentType: string, pageUrl: string): PageProduct {
  const charset = /charset=["']?([^;"'\s]+)/i.exec(contentType)?.[1];
  return extractProductFromDocument(
    loadBuffer(body, {
      encoding: { maxBytes: headLength(body), ...(charset ? { transportLayerEncodingLabel: charset } : {}) },
    }),
    pageUrl,
  );
}
