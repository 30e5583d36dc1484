import { CATEGORY_LABELS, type Category, DEFAULT_CATEGORY } from "./catalog";
import { type ParsedCsv, type CsvRow, csvRowError } from "./csv";
import { isImageAddress, MAX_IMAGES } from "./image-urls";
import { MAX_SIZES, PRODUCT_DESCRIPTION_MAX, SIZE_LABEL_MAX } from "./product-input";
import { FREE_SIZE, isPlainSizeName, looksLikeSize, namesNotSize, namesSize, tidySizeLabel } from "./size-words";
import { CSV_FILE_ISSUE, type ProductCsvRow, type ToastMessage, missingColumnsMessage, toastText } from "./product-csv";

/**
 * The Shopify CSV converter: a Shopify product export in, rows of our product
 * CSV out. Shopify writes one row per variant (and extra rows for extra images), grouped by Handle; only
 * the first row of a product carries its Title, Body and option names.
 */

export const SHOPIFY_NO_FILE: ToastMessage = {
  title: "No file selected",
  description: "Please select a Shopify CSV file first",
};
export const SHOPIFY_NO_PRODUCTS = "No products found";
export const SHOPIFY_READ_FAILED = "Error reading file";
export const CONVERTED_PRODUCTS_FILE_NAME = "converted-products.csv";
/** The converter card lists this many errors, then "...and k more errors". */
export const SHOPIFY_ERRORS_SHOWN = 10;

export function conversionSuccess(count: number): ToastMessage {
  return { title: "Conversion successful", description: `Converted ${count} products.` };
}

/** The first `limit` errors and, when there are more, the line that counts the rest. */
export function summarizeErrors(
  errors: readonly string[],
  limit = SHOPIFY_ERRORS_SHOWN,
): { shown: string[]; more: string | null } {
  const rest = errors.length - limit;
  return { shown: errors.slice(0, limit), more: rest > 0 ? `...and ${rest} more errors` : null };
}

/** The converted products, each with its report (same order), and every product or row left out. */
export type ShopifyConversion = { products: ProductCsvRow[]; reports: ProductReport[]; errors: string[] };

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201C",
  rdquo: "\u201D",
  hellip: "\u2026",
  bull: "\u2022",
  middot: "\u00B7",
  copy: "\u00A9",
  reg: "\u00AE",
  trade: "\u2122",
  deg: "\u00B0",
  times: "\u00D7",
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  }
  // An unknown named entity is markup, not text: it goes.
  return NAMED_ENTITIES[body.toLowerCase()] ?? (entity.endsWith(";") ? "" : entity);
}

/**
 * HTML as plain text: scripts and styles dropped, block ends as line breaks, tags removed, entities
 * decoded, spaces collapsed, blank lines dropped. (Descriptions render as text anyway.)
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|ul|ol|table|blockquote)\s*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    // Decoded last, so an escaped "&lt;b&gt;" stays the text it was written as.
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, decodeEntity);
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * A description the shop can hold: within PRODUCT_DESCRIPTION_MAX, cut after the last sentence or line that
 * fits (else the last word), never mid-word.
 */
export function shortenDescription(text: string): string {
  if (text.length <= PRODUCT_DESCRIPTION_MAX) return text;
  const room = text.slice(0, PRODUCT_DESCRIPTION_MAX);
  const sentence = Math.max(
    room.lastIndexOf("\n"),
    ...[". ", "! ", "? ", "。"].map((end) => room.lastIndexOf(end) + 1),
  );
  if (sentence > PRODUCT_DESCRIPTION_MAX / 2) return room.slice(0, sentence).trim();
  const word = room.lastIndexOf(" ");
  return (word > 0 ? room.slice(0, word) : room).trim();
}

/** SKUs copied through Excel arrive as `'00123` or `00123,`: the apostrophe and comma are not the SKU. */
export function cleanShopifySku(sku: string): string {
  return sku.trim().replace(/^'+/, "").replace(/,+$/, "").trim();
}

/** A price cell as decimal text with two places, or null unless it is a number above zero. */
function priceOf(cell: string): string | null {
  const text = cell.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return cents > 0 ? (cents / 100).toFixed(2) : null;
}

const DEFAULT_TITLE = "default title";

type Columns = {
  handle: string;
  title: string;
  body: string | undefined;
  price: string;
  compareAtPrice: string | undefined;
  images: (string | undefined)[];
  sku: string | undefined;
  inventory: string | undefined;
  optionNames: (string | undefined)[];
  optionValues: (string | undefined)[];
  /** Where a category can be read, in the order they are asked. */
  categoryHints: { column: string; kind: "text" | "tags" | "gender" | "age" }[];
};

function columnsOf(headers: readonly string[]): Columns | { missing: string[] } {
  const find = (name: string) => headers.find((header) => header.toLowerCase() === name.toLowerCase());
  const handle = find("Handle");
  const title = find("Title");
  const price = find("Variant Price");
  const missing = [...(handle ? [] : ["Handle"]), ...(title ? [] : ["Title"]), ...(price ? [] : ["Variant Price"])];
  if (!handle || !title || !price) return { missing };
  const hint = (name: string, kind: Columns["categoryHints"][number]["kind"]) => {
    const column = find(name);
    return column ? [{ column, kind }] : [];
  };
  return {
    handle,
    title,
    // "Body (HTML)" today, "Body HTML" in older exports.
    body: headers.find((header) => /^body\b/i.test(header)),
    price,
    compareAtPrice: find("Variant Compare At Price"),
    // A product's photos, then the variants' own (some exports only fill those).
    images: [find("Image Src"), find("Variant Image")],
    sku: find("Variant SKU"),
    inventory: find("Variant Inventory Qty"),
    optionNames: [1, 2, 3].map((n) => find(`Option${n} Name`)),
    optionValues: [1, 2, 3].map((n) => find(`Option${n} Value`)),
    categoryHints: [
      ...hint("Type", "text"),
      ...hint("Product Category", "text"),
      ...hint("Tags", "tags"),
      ...hint("Google Shopping / Gender", "gender"),
      ...hint("Google Shopping / Age Group", "age"),
    ],
  };
}

function addUnique(list: string[], value: string, key: (value: string) => string = (v) => v): void {
  if (value !== "" && !list.some((existing) => key(existing) === key(value))) list.push(value);
}

// ---------------------------------------------------------------------------------------------------------
// The conversion report: what the converter assumed for a product, in words the owner reads before importing.

/** One converted product and what was assumed to convert it (nothing, for most). */
export type ProductReport = { handle: string; name: string; notes: string[] };

const quoted = (texts: readonly string[]) => texts.map((text) => `"${text}"`).join(", ");

export const CONVERSION_NOTES = {
  sizeOption: (option: string) => `Sizes from the option "${option}"`,
  sizeOptionByValues: (option: string) => `Sizes from the option "${option}", whose values all look like sizes`,
  freeSize: (options: readonly string[]) =>
    `No size option${options.length ? ` (${quoted(options)} ${options.length === 1 ? "holds" : "hold"} no sizes)` : ""}: one size, "${FREE_SIZE}"`,
  noSizeLeft: `No size is left: one size, "${FREE_SIZE}"`,
  sizesTooLong: (labels: readonly string[]) =>
    `${labels.length === 1 ? "Size" : "Sizes"} ${quoted(labels)} longer than ${SIZE_LABEL_MAX} characters left out`,
  tooManySizes: (dropped: number) => `${dropped} sizes beyond the ${MAX_SIZES} a product holds left out`,
  imagesDropped: (total: number) => `${total} images: the first ${MAX_IMAGES} kept, ${total - MAX_IMAGES} left out`,
  imagesUnusable: (count: number) =>
    `${count} image ${count === 1 ? "address is" : "addresses are"} not a web address, left out`,
  discount: (compareAt: string, price: string, discount: string) =>
    `Compare-at price ${compareAt} is above the price ${price}: price ${compareAt} with a ${discount} discount`,
  descriptionShortened: (length: number) =>
    `Description of ${length} characters shortened to the ${PRODUCT_DESCRIPTION_MAX} the shop holds, at a sentence's end`,
  stockKept: "Stock per size from Variant Inventory Qty",
  category: (category: Category, column: string, value: string) =>
    `Category "${CATEGORY_LABELS[category]}" from ${column} "${value}"`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Sizes: from the option that holds them, never a colour's or a material's.

type SizeChoice = { sizes: string[]; notes: string[]; column?: string };

/**
 * Which option holds the sizes: the one named Size ("Size", "Size (Inch)", "Taille"; plain "Size" first),
 * else one whose values all look like sizes and whose name is not a colour, material or quantity. -1: none.
 */
function sizeOptionIndex(names: readonly string[], values: readonly string[][]): number {
  const usable = (index: number) =>
    values[index].length > 0 && !values[index].every((value) => value.toLowerCase() === DEFAULT_TITLE);
  const plain = names.findIndex((name, index) => usable(index) && isPlainSizeName(name));
  if (plain >= 0) return plain;
  const sized = names.findIndex((name, index) => usable(index) && namesSize(name));
  if (sized >= 0) return sized;
  return names.findIndex(
    (name, index) => usable(index) && !namesNotSize(name) && values[index].every((value) => looksLikeSize(value)),
  );
}

function chooseSizes(rows: readonly CsvRow[], columns: Columns, cell: (row: CsvRow, column?: string) => string) {
  const values = columns.optionValues.map((column) => {
    const found: string[] = [];
    for (const row of rows) addUnique(found, cell(row, column), (v) => v.toLowerCase());
    return found;
  });
  // Names appear on a product's first row only, so the first row that names any option decides.
  const named = rows.find((row) => columns.optionNames.some((column) => cell(row, column) !== ""));
  const names = columns.optionNames.map((column) => (named ? cell(named, column) : ""));
  const nameOf = (index: number) => names[index] || `Option${index + 1}`;
  const index = sizeOptionIndex(names, values);
  const choice: SizeChoice = { sizes: [], notes: [] };
  if (index < 0) {
    // The options a product does have (not Shopify's "Title: Default Title"), named so the owner sees why.
    const others = values
      .map((found, i) => (found.some((v) => v.toLowerCase() !== DEFAULT_TITLE) ? nameOf(i) : ""))
      .filter((name) => name !== "");
    return { sizes: [FREE_SIZE], notes: [CONVERSION_NOTES.freeSize(others)] };
  }
  const option = nameOf(index);
  choice.column = columns.optionValues[index];
  if (!isPlainSizeName(option))
    choice.notes.push(
      namesSize(option) ? CONVERSION_NOTES.sizeOption(option) : CONVERSION_NOTES.sizeOptionByValues(option),
    );
  const tooLong: string[] = [];
  for (const value of values[index].map(tidySizeLabel)) {
    if (value.length > SIZE_LABEL_MAX) tooLong.push(value);
    else addUnique(choice.sizes, value, (v) => v.toUpperCase());
  }
  if (tooLong.length > 0) choice.notes.push(CONVERSION_NOTES.sizesTooLong(tooLong));
  if (choice.sizes.length > MAX_SIZES) {
    choice.notes.push(CONVERSION_NOTES.tooManySizes(choice.sizes.length - MAX_SIZES));
    choice.sizes = choice.sizes.slice(0, MAX_SIZES);
  }
  if (choice.sizes.length === 0) {
    choice.sizes = [FREE_SIZE];
    choice.notes.push(CONVERSION_NOTES.noSizeLeft);
  }
  return choice;
}

// ---------------------------------------------------------------------------------------------------------
// Category: from Type, Product Category, Tags (and Google Shopping's gender and age group), else regular.

const KIDS = String.raw`kids?|kid'?s|kids'|children'?s?|child|boys?|boy'?s|girls?|girl'?s|baby|babies|toddlers?|infants?|newborns?|kidswear|juniors?`;
const MEN = String.raw`men|men'?s|mens|menswear|male|gents?|gentlemen`;
const WOMEN = String.raw`women|women'?s|womens|ladies|female|woman`;
// "Plus" alone is a plus-size tag, but in a Type it is as likely "Kurta Plus Dupatta".
const PLUS_IN_TEXT = String.raw`plus[\s-]?sizes?|curvy`;
const PLUS_TAG = String.raw`plus|plus[\s-]?sizes?|curvy|curve`;
const word = (alternatives: string) => new RegExp(String.raw`(?:^|[^\p{L}])(?:${alternatives})(?![\p{L}])`, "iu");
const whole = (alternatives: string) =>
  new RegExp(String.raw`^(?:${alternatives})(?:[\s-]?(?:wear|clothing|fashion))?$`, "iu");
const IN_TEXT = { kids: word(KIDS), men: word(MEN), women: word(WOMEN), plus: word(PLUS_IN_TEXT) };
const AS_TAG = { kids: whole(KIDS), men: whole(MEN), women: whole(WOMEN), plus: whole(PLUS_TAG) };

/** The category a text names, if any: kids before men's (when it does not name women too) before plus. */
function categoryNamed(text: string, words: typeof IN_TEXT): Category | null {
  const normal = text.replace(/[’‘]/g, "'");
  if (words.kids.test(normal)) return "kids";
  if (words.men.test(normal) && !words.women.test(normal)) return "men";
  if (words.plus.test(normal)) return "plus";
  return null;
}

/** The category one hint names, and the words that named it (a tag, not the whole Tags cell). */
function categoryOfHint(kind: Columns["categoryHints"][number]["kind"], value: string): [Category, string] | null {
  if (kind === "text") {
    const category = categoryNamed(value, IN_TEXT);
    return category ? [category, value] : null;
  }
  if (kind === "tags") {
    for (const tag of value.split(",").map((text) => text.trim())) {
      const category = categoryNamed(tag, AS_TAG);
      if (category) return [category, tag];
    }
    return null;
  }
  if (kind === "gender") return /^male$/i.test(value) ? ["men", value] : null;
  return /^(kids|toddler|infant|newborn)$/i.test(value) ? ["kids", value] : null;
}

function guessCategory(row: CsvRow, columns: Columns, cell: (row: CsvRow, column?: string) => string) {
  for (const { column, kind } of columns.categoryHints) {
    const value = cell(row, column);
    const found = value === "" ? null : categoryOfHint(kind, value);
    if (found) return { category: found[0], note: CONVERSION_NOTES.category(found[0], column, found[1]) };
  }
  return { category: DEFAULT_CATEGORY, note: null };
}

// ---------------------------------------------------------------------------------------------------------

type RowProblem = { rowNumber: number; text: string };

/**
 * Units per size from the variants' Variant Inventory Qty ("S:3,M:5"), summed over a size's colours; "" when
 * the export states none (the product is unlimited) or the product is one Free Size without a size option.
 */
function stockOf(
  rows: readonly CsvRow[],
  columns: Columns,
  sizes: SizeChoice,
  cell: (row: CsvRow, column?: string) => string,
) {
  if (!columns.inventory || !sizes.column) return "";
  const units = new Map<string, number>();
  for (const row of rows) {
    const quantity = cell(row, columns.inventory);
    if (!/^-?\d+$/.test(quantity)) continue;
    const label = tidySizeLabel(cell(row, sizes.column));
    const size = sizes.sizes.find((kept) => kept.toUpperCase() === label.toUpperCase());
    if (size) units.set(size, (units.get(size) ?? 0) + Math.max(0, Number(quantity)));
  }
  return sizes.sizes
    .filter((size) => units.has(size))
    .map((size) => `${size}:${units.get(size)}`)
    .join(",");
}

/** How the converter writes stock: each size's Variant Inventory Qty, or none (every size unlimited). */
export type ShopifyStockChoice = "per-size" | "unlimited";

function convertProduct(
  handle: string,
  rows: readonly CsvRow[],
  columns: Columns,
  errors: RowProblem[],
  stockChoice: ShopifyStockChoice,
) {
  const cell = (row: CsvRow, column?: string) => (column ? (row.values[column] ?? "").trim() : "");
  const first = rows[0];
  const skip = (row: CsvRow, column: string, why: string) => {
    errors.push({
      rowNumber: row.rowNumber,
      text: csvRowError(row.rowNumber, column, `product "${handle}" ${why}; skipped`),
    });
    return null;
  };
  const titleRow = rows.find((row) => cell(row, columns.title) !== "");
  if (!titleRow) return skip(first, "Title", "has no title");
  const priceRow = rows.find((row) => cell(row, columns.price) !== "");
  const price = priceRow ? priceOf(cell(priceRow, columns.price)) : null;
  if (price === null || !priceRow) {
    const raw = priceRow ? cell(priceRow, columns.price) : "";
    return skip(priceRow ?? first, "Variant Price", `needs a price above 0${raw ? ` (found "${raw}")` : ""}`);
  }
  const notes: string[] = [];
  const found: string[] = [];
  for (const column of columns.images) for (const row of rows) addUnique(found, cell(row, column));
  const images = found.filter((image) => isImageAddress(image));
  if (images.length < found.length) notes.push(CONVERSION_NOTES.imagesUnusable(found.length - images.length));
  if (images.length === 0) return skip(first, "Image Src", "has no image");
  if (images.length > MAX_IMAGES) notes.push(CONVERSION_NOTES.imagesDropped(images.length));

  const title = cell(titleRow, columns.title);
  const bodyRow = rows.find((row) => cell(row, columns.body) !== "");
  const fullDescription = (bodyRow && stripHtml(cell(bodyRow, columns.body))) || title;
  const description = shortenDescription(fullDescription);
  if (description !== fullDescription) notes.push(CONVERSION_NOTES.descriptionShortened(fullDescription.length));
  const sizes = chooseSizes(rows, columns, cell);
  notes.unshift(...sizes.notes);

  // A compare-at price above the price is the price before a discount: the shop shows both the same way.
  const compareAt = priceOf(cell(priceRow, columns.compareAtPrice));
  let listPrice = price;
  let discount = "";
  if (compareAt !== null && Number(compareAt) > Number(price)) {
    listPrice = compareAt;
    discount = ((Math.round(Number(compareAt) * 100) - Math.round(Number(price) * 100)) / 100).toFixed(2);
    notes.push(CONVERSION_NOTES.discount(compareAt, price, discount));
  }
  const { category, note } = guessCategory(titleRow, columns, cell);
  if (note) notes.push(note);

  const stock = stockChoice === "per-size" ? stockOf(rows, columns, sizes, cell) : "";
  if (stock) notes.push(CONVERSION_NOTES.stockKept);
  const skuRow = rows.find((row) => cleanShopifySku(cell(row, columns.sku)) !== "");
  const product = {
    name: title,
    description,
    price: listPrice,
    discountAmount: discount,
    category,
    images: images.slice(0, MAX_IMAGES).join(","),
    sizes: sizes.sizes.join(","),
    supplierLink: "",
    sku: skuRow ? cleanShopifySku(cell(skuRow, columns.sku)) : "",
    ...(stock ? { stock } : {}),
  } satisfies ProductCsvRow;
  return { product, report: { handle, name: title, notes } satisfies ProductReport };
}

/**
 * Converts a parsed Shopify export. Rows are grouped by Handle in the order products first appear; a
 * product needs a handle, a title, a price above 0 (from its first variant) and an image. Sizes come from
 * the option that holds them, else the product is one "Free Size"; images of all its rows merge without
 * duplicates, at most 10; a compare-at price above the price becomes the price with the difference as a
 * discount; the category is read from Type, Product Category or Tags. What was assumed is in each
 * product's report; every refused product is an error with its row number and column, in file order,
 * and the other products still convert.
 */
export function convertShopifyCsv(parsed: ParsedCsv, stockChoice: ShopifyStockChoice = "per-size"): ShopifyConversion {
  if (parsed.malformed || parsed.headers.length === 0)
    return { products: [], reports: [], errors: [toastText(CSV_FILE_ISSUE)] };
  const columns = columnsOf(parsed.headers);
  if ("missing" in columns)
    return { products: [], reports: [], errors: [toastText(missingColumnsMessage(columns.missing))] };

  const errors: RowProblem[] = parsed.skipped.map((row) => ({ rowNumber: row.rowNumber, text: row.reason }));
  const groups = new Map<string, CsvRow[]>();
  for (const row of parsed.rows) {
    const handle = (row.values[columns.handle] ?? "").trim();
    if (handle === "") {
      errors.push({
        rowNumber: row.rowNumber,
        text: csvRowError(row.rowNumber, "Handle", "a row without a handle belongs to no product; skipped"),
      });
      continue;
    }
    const group = groups.get(handle);
    if (group) group.push(row);
    else groups.set(handle, [row]);
  }

  const products: ProductCsvRow[] = [];
  const reports: ProductReport[] = [];
  for (const [handle, rows] of groups) {
    const converted = convertProduct(handle, rows, columns, errors, stockChoice);
    if (!converted) continue;
    products.push(converted.product);
    reports.push(converted.report);
  }
  // In file order, whichever check found them.
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { products, reports, errors: errors.map((error) => error.text) };
}
