import { type Cheerio, type CheerioAPI, load, loadBuffer } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { SIZE_LABEL_MAX } from "../../../domain/product-input";
import { looksLikeSize, namesSize } from "../../../domain/size-words";
import { embeddedProduct } from "./page-embedded";
import { parseLooseJson } from "./loose-json";
import { stripHtml } from "../../../domain/shopify-convert";
import { type ImageCandidate, rankImages, tagImages } from "./page-images";

/**
 * Product data from a web page. Each field has an order of sources, best first:
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
  /** The price's currency as an ISO code ("INR"), from the page's data or its symbol (₹, Rs., €), or "". */
  currency: string;
  sizes: string[];
  images: string[];
  /** The page's own product id (JSON-LD sku or productID, microdata sku), or null. */
  productId: string | null;
};

/** More than any form shows (four slots); the preview lists them all. */
export const MAX_EXTRACTED_IMAGES = 24;

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
  // "1.299" and "12.500.000" group thousands with dots (no decimals follow).
  if (/^\d{1,3}(\.\d{3})+$/.test(number)) number = number.replace(/\./g, "");
  // "49,99" and "1.299,00" use a decimal comma; "1,299" and "1,299.00" a thousands comma.
  if (/,\d{2}$/.test(number) && !/\.\d{2}$/.test(number)) number = number.replace(/\./g, "").replace(",", ".");
  else number = number.replace(/,/g, "");
  const amount = Number(number);
  return Number.isFinite(amount) && amount > 0 ? amount.toFixed(2) : "";
}

/** A price the page states in its data, with its currency when it says one. */
type StatedPrice = { amount: string; currency: string };

/** Currency signs as pages print them, most specific first; a bare "$" or "kr" names no one currency. */
const CURRENCY_SIGNS: readonly [RegExp, string][] = [
  [/S\$|\bSGD\b/i, "SGD"],
  [/US\$|\bUSD\b/i, "USD"],
  [/A\$|AU\$|\bAUD\b/i, "AUD"],
  [/C\$|CA\$|\bCAD\b/i, "CAD"],
  [/HK\$|\bHKD\b/i, "HKD"],
  [/R\$|\bBRL\b/i, "BRL"],
  [/₹|\bRs\.?(?=\s*\d)|\bINR\b/i, "INR"],
  [/€|\bEUR\b/i, "EUR"],
  [/£|\bGBP\b/i, "GBP"],
  [/¥|円|\bJPY\b/i, "JPY"],
  [/zł|\bPLN\b/i, "PLN"],
  [/\bRM(?=\s*\d)|\bMYR\b/i, "MYR"],
  [/₩|\bKRW\b/i, "KRW"],
  [/₱|\bPHP\b/, "PHP"],
  [/₺|\bTRY\b/, "TRY"],
  [/\bAED\b/i, "AED"],
  [/\bCHF\b/i, "CHF"],
];

/** The currency a shown price is written in ("₹1,299", "Rs. 209", "29,90 €"), or "" when its sign names none. */
export function currencyOfText(shown: string): string {
  return CURRENCY_SIGNS.find(([sign]) => sign.test(shown))?.[1] ?? "";
}

// ---------------------------------------------------------------------------------------------------------
// JSON-LD

function hasType(node: JsonObject, ...types: string[]): boolean {
  return asArray(node["@type"]).some((type) => types.includes(text(type).replace(/^https?:\/\/schema\.org\//, "")));
}

const PRODUCT_TYPES = ["Product", "ProductGroup", "IndividualProduct", "ProductModel"];
/** Where a JSON-LD document nests the thing it is about: a graph, a page's main entity, an offer's item, an action's object. */
const NESTING_KEYS = ["@graph", "mainEntity", "mainEntityOfPage", "itemOffered", "object", "offers", "about"];

/**
 * The first Product in a JSON-LD document, breadth first through arrays and the keys things nest under; a
 * Product reached through an Offer (`itemOffered`, a BuyAction's `object`) gets that offer as its own when it
 * states none.
 */
function productIn(document: Json): JsonObject | null {
  const queue: { node: Json; offer: JsonObject | null }[] = [{ node: document, offer: null }];
  for (let seen = 0; queue.length > 0 && seen < 5_000; seen += 1) {
    const { node, offer } = queue.shift() as (typeof queue)[number];
    if (Array.isArray(node)) {
      queue.push(...node.map((item) => ({ node: item, offer })));
      continue;
    }
    if (!isObject(node)) continue;
    if (hasType(node, ...PRODUCT_TYPES)) return node.offers === undefined && offer ? { ...node, offers: offer } : node;
    const isOffer = hasType(node, "Offer", "AggregateOffer", "BuyAction");
    for (const key of NESTING_KEYS)
      if (node[key] !== undefined) queue.push({ node: node[key], offer: isOffer && key !== "offers" ? node : offer });
  }
  return null;
}

function jsonLdProduct($: CheerioAPI): JsonObject | null {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    const product = productIn(parseLooseJson($(script).text()));
    if (product) return product;
  }
  return null;
}

function jsonLdImages(node: JsonObject): ImageCandidate[] {
  return asArray(node.image).map((image) => ({
    url: isObject(image) ? text(image.url) || text(image.contentUrl) : text(image),
  }));
}

const LIST_PRICE_TYPE = /ListPrice|StrikethroughPrice|MSRP|SRP/i;

/** Each offer's price: its price or lowPrice, else its specification's sale price over its list price. */
function jsonLdPrices(node: JsonObject): StatedPrice[] {
  return asArray(node.offers).flatMap((offer): StatedPrice[] => {
    if (!isObject(offer)) return [];
    // An AggregateOffer may list its offers; its own lowPrice is the cheapest of them.
    if (offer.price === undefined && Array.isArray(offer.offers)) return jsonLdPrices(offer);
    const currency = text(offer.priceCurrency);
    const direct = priceText(offer.price) || priceText(offer.lowPrice);
    if (direct) return [{ amount: direct, currency }];
    const specs = asArray(offer.priceSpecification).filter(isObject);
    const spec =
      specs.find((s) => priceText(s.price) && !LIST_PRICE_TYPE.test(text(s.priceType))) ??
      specs.find((s) => priceText(s.price));
    return spec ? [{ amount: priceText(spec.price), currency: text(spec.priceCurrency) || currency }] : [];
  });
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
function productHeading($: CheerioAPI, branded: readonly string[], brands: readonly string[]): Cheerio<Element> | null {
  const brandNames = new Set(brands.map((brand) => oneLine(brand).toLowerCase()).filter(Boolean));
  const headings = $("h1")
    .toArray()
    .map((element) => $(element))
    .filter((heading) => heading.closest(NOT_CONTENT).length === 0)
    .filter((heading) => {
      const words = oneLine(heading.text());
      return words !== "" && words.length <= 300;
    });
  // A brand line above the name (`<h1>Brand</h1><h1 class="pdp-name">Name</h1>`) is not the name.
  const isBrand = (heading: Cheerio<Element>) =>
    brandNames.has(oneLine(heading.text()).toLowerCase()) ||
    /brand|vendor|designer/i.test(`${heading.attr("class") ?? ""} ${heading.attr("itemprop") ?? ""}`) ||
    heading.closest("[itemprop=brand]").length > 0;
  const named = headings.length > 1 ? headings.filter((heading) => !isBrand(heading)) : headings;
  const titles = branded.map((title) => oneLine(title).toLowerCase()).filter((title) => title !== "");
  const inTitle = named.filter((heading) =>
    titles.some((title) => title.includes(oneLine(heading.text()).toLowerCase())),
  );
  // "Buy Roadster Men Cotton Shirt online" holds the brand line and the name: the longer is the name.
  const longest = inTitle.reduce<Cheerio<Element> | null>(
    (best, heading) => (best && oneLine(best.text()).length >= oneLine(heading.text()).length ? best : heading),
    null,
  );
  return longest ?? named[0] ?? null;
}

/**
 * A name without the site's branding: "Buy X online - Site" is X; "X | Site" and "X - Site" are X when
 * Site is the site's name (og:site_name, the address's name) or the brand's.
 */
export function withoutBranding(name: string, siteNames: readonly string[]): string {
  const squash = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const sites = siteNames.map(squash).filter((site) => site.length >= 2);
  let result = oneLine(name);
  const bought = /^buy\s+(.+?)\s+online\b/i.exec(result);
  if (bought) result = bought[1];
  for (;;) {
    const suffix = /\s+[|\-–—:]\s+([^|\-–—]{1,60})$/u.exec(result);
    if (!suffix) break;
    const site = squash(suffix[1]);
    if (!sites.some((known) => site === known || site.includes(known) || (site.length >= 4 && known.includes(site))))
      break;
    result = result.slice(0, suffix.index).trim();
  }
  return result;
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
function visiblePrice($: CheerioAPI, heading: Cheerio<AnyNode> | null): StatedPrice | null {
  const stated = (element: Element) => {
    const amount = shownPrice($, element);
    return amount ? { amount, currency: currencyOfText(oneLine($(element).text())) } : null;
  };
  for (const element of $(AMAZON_PRICE).toArray()) {
    const price = stated(element);
    if (price) return price;
  }
  if (!heading) return null;
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
      if (outermost.length > MAX_PRICES_IN_BLOCK) return null;
      for (const element of found) {
        const price = stated(element);
        const inner = $(element)
          .find(PRICE_ELEMENT)
          .toArray()
          .some((child) => shownPrice($, child) !== "");
        if (price && !inner) return price;
      }
      return null;
    }
    block = block.parent();
  }
  return null;
}

/** The sale price where the page states two in one currency (a list price and a sale price), else the first. */
function paidPrice(prices: readonly StatedPrice[]): StatedPrice | null {
  const first = prices[0];
  if (!first) return null;
  const sameMoney = prices.filter(
    (price) =>
      price.currency === "" || first.currency === "" || price.currency.toUpperCase() === first.currency.toUpperCase(),
  );
  return sameMoney.reduce((low, price) => (Number(price.amount) < Number(low.amount) ? price : low), first);
}

/**
 * The price a shopper pays for the product as the page opens: Shopify's selected (else first) variant; else,
 * where the structured prices agree, theirs; where they disagree (a tester, a sample or another variant
 * beside the default), the one the buy box shows; else the sale price of the structured ones; else the buy
 * box's; else a script state's.
 */
function pagePrice(
  selectedVariant: StatedPrice | null,
  structured: readonly (StatedPrice | null)[],
  shown: () => StatedPrice | null,
  state: StatedPrice | null,
): StatedPrice | null {
  if (selectedVariant) return selectedVariant;
  const prices = structured.filter((price): price is StatedPrice => price !== null);
  const currency = prices.find((price) => price.currency !== "")?.currency ?? "";
  const withCurrency = (price: StatedPrice | null) =>
    price && price.currency === "" && currency !== "" ? { ...price, currency } : price;
  if (new Set(prices.map((price) => price.amount)).size > 1) {
    const visible = shown();
    const agreeing = visible && prices.find((price) => price.amount === visible.amount);
    if (agreeing) return withCurrency(agreeing);
  }
  return withCurrency(paidPrice(prices)) ?? shown() ?? state;
}

// ---------------------------------------------------------------------------------------------------------
// Sizes

const skipLabel = (label: string) => label === "" || /^(select|choose|pick)\b/i.test(label);

/** The elements whose id is one of `ids` (space-separated), matched by value: ids may hold quotes. */
function byIds($: CheerioAPI, ids: string | undefined): string {
  const wanted = new Set((ids ?? "").split(/\s+/).filter(Boolean));
  return wanted.size === 0
    ? ""
    : $("[id]")
        .filter((_, element) => wanted.has(element.attribs.id))
        .text();
}

/** The data attributes a theme names an option in (data-option-name, data-name, data-option...). */
const dataNames = (element: Cheerio<Element>) =>
  Object.entries(element.get(0)?.attribs ?? {})
    .filter(([attribute]) => /^data-(option|name|title|label|attribute|variant)/i.test(attribute))
    .map(([, value]) => identifierWords(value))
    .join(" ");

/** What a <select> is called: its name, id, ARIA label, data attributes, its <label>, its first (prompt) option. */
function selectName($: CheerioAPI, select: Cheerio<Element>): string {
  const id = select.attr("id");
  const label = id
    ? $("label[for]")
        .filter((_, candidate) => candidate.attribs.for === id)
        .text()
    : "";
  return [
    identifierWords([select.attr("name"), id, select.attr("aria-label")].join(" ")),
    dataNames(select),
    byIds($, select.attr("aria-labelledby")),
    label,
    select.closest("label").clone().children("select").remove().end().text(),
    select.prev("label, legend, span, p, div").first().text(),
    dataNames(select.closest("[data-option-name], [data-option], [data-name]") as Cheerio<Element>),
    select.find("option").first().text(),
  ].join(" ");
}

/** The choices of a <select>: the options with a value, without the prompt ("Select a size"). */
function selectOptions($: CheerioAPI, select: Cheerio<Element>): string[] {
  return select
    .find("option")
    .toArray()
    .filter((option) => ($(option).attr("value") ?? $(option).text()).trim() !== "")
    .map((option) => withoutPrice(oneLine($(option).text())))
    .filter((label) => !skipLabel(label));
}

/**
 * Sizes in a <select> named for sizes in any language (its name, label, data attributes or prompt), else in
 * an unnamed one whose every choice reads as a size (XS, 38, 2-3Y) and which is no quantity picker.
 */
function selectSizes($: CheerioAPI): string[] {
  const selects = $("select")
    .toArray()
    .map((element) => $(element))
    .filter((select) => select.closest(NOT_CONTENT).length === 0);
  const named = selects.find((select) => namesSize(selectName($, select)));
  if (named) return selectOptions($, named);
  const unnamed = selects.find((select) => {
    if (/qty|quantity|amount|count|sort|country|currency|lang/i.test(selectName($, select))) return false;
    const options = selectOptions($, select);
    return options.length > 1 && options.every((option) => looksLikeSize(option) && !/^\d+$/.test(option));
  });
  return unnamed ? selectOptions($, unnamed) : [];
}

/** A choice's label without the price some shops print in it ("XL – ₹1,299", "M (+$2.00)"). */
function withoutPrice(label: string): string {
  return oneLine(
    label
      .replace(/\(?\s*[+]?\s*(?:[₹€£¥$]|Rs\.?|S\$|US\$|INR|EUR|USD|GBP|SGD)\s*\d[\d.,]*\s*\)?/gi, "")
      .replace(/\(?\s*\d[\d.,]*\s*(?:€|zł|kr|₹|円)\s*\)?/gi, "")
      .replace(/\s+[–—-]\s*$/, ""),
  );
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
    dataNames(group),
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
  const shown = $element.clone();
  shown.find('[class*="price" i], .visually-hidden, .sr-only').remove();
  return (
    oneLine($element.attr("data-value") ?? "") ||
    oneLine($element.attr("data-title") ?? "") ||
    oneLine($element.attr("data-option-value") ?? "") ||
    oneLine($element.attr("title") ?? "") ||
    withoutPrice(oneLine(shown.text()))
  );
}

/**
 * Sizes offered as radio buttons or a group of buttons: radios whose name says size, and radio groups,
 * groups and fieldsets named for sizes (aria-label, title, legend), each choice by its label.
 */
function choiceSizes($: CheerioAPI): string[] {
  // Radios by group: named for sizes themselves, or named option1/option2 inside a fieldset, group or
  // element whose legend, label or data attribute names the option.
  const byName = new Map<string, Element[]>();
  for (const input of $("input[type=radio]").toArray()) {
    const name = input.attribs.name ?? "";
    byName.set(name, [...(byName.get(name) ?? []), input]);
  }
  for (const [name, radios] of byName) {
    const first = $(radios[0]);
    const container = first.closest(
      "fieldset, [role=radiogroup], [role=group], [data-option-name], [data-option], [data-name]",
    ) as Cheerio<Element>;
    const named =
      namesSize(identifierWords(name)) ||
      (container.length > 0 && namesSize(groupName($, container))) ||
      namesSize(dataNames(first));
    if (named && first.closest(NOT_CONTENT).length === 0) {
      const labels = radios.map((input) => choiceLabel($, input)).filter((label) => !skipLabel(label));
      if (labels.length > 0) return labels;
    }
  }
  const groups = $(
    "fieldset, [role=radiogroup], [role=group], [role=listbox], [data-option-name], [data-option], [data-name], ul, ol",
  ).toArray();
  for (const element of groups) {
    const group = $(element);
    if (group.closest(NOT_CONTENT).length > 0) continue;
    // A list is a group of sizes when its class or id says so ("size-list", "sizes"), not a size chart's.
    const listName = group.is("ul, ol")
      ? identifierWords(`${group.attr("class") ?? ""} ${group.attr("id") ?? ""}`).replace(
          /size[\s-]*(chart|guide)\w*/gi,
          "",
        )
      : "";
    if (!namesSize(`${groupName($, group)} ${listName}`)) continue;
    // The choices, by the most telling markup the group has: radios, values, ARIA options, buttons, items.
    const choices =
      ["input[type=radio]", "[data-value]", "[data-title]", "[role=radio], [role=option]", "button", "li"]
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

/** The site's own names, which a branded title ends with: og:site_name, application-name, the address's. */
function siteNamesOf($: CheerioAPI, page: URL, brand: string): string[] {
  const labels = page.hostname.replace(/^www\d*\./, "").split(".");
  return [meta($, "og:site_name", "application-name", "apple-mobile-web-app-title"), labels[0] ?? "", brand];
}

function brandOf(node: JsonObject | null): string {
  if (!node) return "";
  const brand = asArray(node.brand)[0];
  return isObject(brand) ? text(brand.name) : text(brand);
}

export function extractProductFromDocument($: CheerioAPI, pageUrl: string): PageProduct {
  const page = new URL(pageUrl);
  const base = baseOf($, page);
  const ld = jsonLdProduct($);
  const md = microdata($);
  const embedded = embeddedProduct($, pageUrl);
  const variants = ld ? asArray(ld.hasVariant).filter(isObject) : [];
  const ogTitle = meta($, "og:title", "twitter:title");
  const documentTitle = $("title").first().text();
  const brand = brandOf(ld) || meta($, "product:brand", "og:brand");
  const heading = productHeading($, [ogTitle, documentTitle], [brand]);

  const title = withoutBranding(
    (ld && text(ld.name)) || md?.name || embedded?.title || (heading ? heading.text() : "") || ogTitle || documentTitle,
    siteNamesOf($, page, brand),
  );
  const description =
    (ld && text(ld.description)) ||
    meta($, "og:description", "twitter:description") ||
    md?.description ||
    embedded?.description ||
    meta($, "description");
  const ldPrices = ld ? [...jsonLdPrices(ld), ...variants.flatMap(jsonLdPrices)] : [];
  const priced = pagePrice(
    embedded?.kind === "shopify" ? embedded.price : null,
    [ldPrices[0] ?? null, metaPrice($), md?.price ?? null, ...ldPrices.slice(1)],
    () => visiblePrice($, titleElement($, plain(title), heading)),
    embedded?.price ?? null,
  );
  const currency = (priced?.currency || meta($, "product:price:currency", "og:price:currency")).toUpperCase();
  const sizes = unique([
    ...(ld ? [...jsonLdSizes(ld), ...variants.flatMap(jsonLdSizes)] : []),
    ...(md?.sizes ?? []),
    ...(embedded?.sizes ?? []),
    ...selectSizes($),
    ...choiceSizes($),
  ]).filter((size) => size.length <= SIZE_LABEL_MAX);
  const tags = tagImages($, plain(title));
  const images = rankImages(
    [
      ...(ld ? jsonLdImages(ld) : []),
      ...metaAll($, "og:image:secure_url", "og:image", "og:image:url").map((url) => ({ url })),
      ...tags.main,
      ...metaAll($, "twitter:image").map((url) => ({ url })),
      ...(md?.images ?? []).map((url) => ({ url })),
      ...(embedded?.images ?? []).map((url) => ({ url })),
      ...variants.flatMap(jsonLdImages),
      ...tags.other,
      ...tags.hidden,
    ],
    base,
    MAX_EXTRACTED_IMAGES,
  );
  const productId = (ld && (text(ld.sku) || text(ld.productID) || text(ld.productGroupID))) || md?.sku || null;

  return {
    title: plain(title),
    description: plain(description),
    price: priced?.amount ?? "",
    currency,
    sizes,
    images,
    productId,
  };
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
