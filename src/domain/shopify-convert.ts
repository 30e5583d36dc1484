import { DEFAULT_CATEGORY } from "./catalog";
import { type ParsedCsv, type CsvRow, csvRowError } from "./csv";
import { CSV_FILE_ISSUE, type ProductCsvRow, type ToastMessage, missingColumnsMessage, toastText } from "./product-csv";

/**
 * The Shopify CSV converter (admin spec 5, DESIGN 11): a Shopify product export in, rows of our product
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

export type ShopifyConversion = { products: ProductCsvRow[]; errors: string[] };

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
 * decoded, spaces collapsed, blank lines dropped. (Descriptions render as text anyway, DESIGN 8.)
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
  image: string | undefined;
  sku: string | undefined;
  optionNames: (string | undefined)[];
  optionValues: (string | undefined)[];
};

function columnsOf(headers: readonly string[]): Columns | { missing: string[] } {
  const find = (name: string) => headers.find((header) => header.toLowerCase() === name.toLowerCase());
  const handle = find("Handle");
  const title = find("Title");
  const price = find("Variant Price");
  const missing = [...(handle ? [] : ["Handle"]), ...(title ? [] : ["Title"]), ...(price ? [] : ["Variant Price"])];
  if (!handle || !title || !price) return { missing };
  return {
    handle,
    title,
    // "Body (HTML)" today, "Body HTML" in older exports.
    body: headers.find((header) => /^body\b/i.test(header)),
    price,
    image: find("Image Src"),
    sku: find("Variant SKU"),
    optionNames: [1, 2, 3].map((n) => find(`Option${n} Name`)),
    optionValues: [1, 2, 3].map((n) => find(`Option${n} Value`)),
  };
}

function addUnique(list: string[], value: string, key: (value: string) => string = (v) => v): void {
  if (value !== "" && !list.some((existing) => key(existing) === key(value))) list.push(value);
}

/**
 * Which option holds the size: the one named Size (Option1, 2 or 3 Name), else Option1. Names appear
 * on a product's first row only, so the first row that names any option decides.
 */
function sizeOptionIndex(rows: readonly CsvRow[], columns: Columns): number {
  const named = rows.find((row) => columns.optionNames.some((column) => column && row.values[column]?.trim()));
  if (!named) return 0;
  const index = columns.optionNames.findIndex(
    (column) => column !== undefined && /^sizes?$/i.test(named.values[column]?.trim() ?? ""),
  );
  return index < 0 ? 0 : index;
}

type RowProblem = { rowNumber: number; text: string };

function convertProduct(handle: string, rows: readonly CsvRow[], columns: Columns, errors: RowProblem[]) {
  const cell = (row: CsvRow, column: string | undefined) => (column ? (row.values[column] ?? "").trim() : "");
  const first = rows[0];
  const titleRow = rows.find((row) => cell(row, columns.title) !== "");
  if (!titleRow) {
    errors.push({
      rowNumber: first.rowNumber,
      text: csvRowError(first.rowNumber, "Title", `product "${handle}" has no title; skipped`),
    });
    return null;
  }
  const priceRow = rows.find((row) => cell(row, columns.price) !== "");
  const price = priceRow ? priceOf(cell(priceRow, columns.price)) : null;
  if (price === null) {
    const row = priceRow ?? first;
    const raw = cell(row, columns.price);
    errors.push({
      rowNumber: row.rowNumber,
      text: csvRowError(
        row.rowNumber,
        "Variant Price",
        `product "${handle}" needs a price above 0${raw ? ` (found "${raw}")` : ""}; skipped`,
      ),
    });
    return null;
  }

  const title = cell(titleRow, columns.title);
  const bodyRow = rows.find((row) => cell(row, columns.body) !== "");
  const description = (bodyRow && stripHtml(cell(bodyRow, columns.body))) || title;
  const sizeColumn = columns.optionValues[sizeOptionIndex(rows, columns)];
  const sizes: string[] = [];
  const images: string[] = [];
  for (const row of rows) {
    const size = cell(row, sizeColumn);
    if (size.toLowerCase() !== DEFAULT_TITLE) addUnique(sizes, size, (s) => s.toLowerCase());
    addUnique(images, cell(row, columns.image));
  }
  const skuRow = rows.find((row) => cleanShopifySku(cell(row, columns.sku)) !== "");
  return {
    name: title,
    description,
    price,
    category: DEFAULT_CATEGORY,
    images: images.join(","),
    sizes: sizes.join(","),
    supplierLink: "",
    sku: skuRow ? cleanShopifySku(cell(skuRow, columns.sku)) : "",
  } satisfies ProductCsvRow;
}

/**
 * Converts a parsed Shopify export. Rows are grouped by Handle in the order products first appear; a
 * product needs a handle, a title and a price above 0 (from its first variant); sizes and images of all
 * its rows merge without duplicates; "Default Title" (Shopify's variant-less product) is no size. Every
 * problem is collected with its row number and column, in file order, and the other products still convert.
 */
export function convertShopifyCsv(parsed: ParsedCsv): ShopifyConversion {
  if (parsed.malformed || parsed.headers.length === 0) return { products: [], errors: [toastText(CSV_FILE_ISSUE)] };
  const columns = columnsOf(parsed.headers);
  if ("missing" in columns) return { products: [], errors: [toastText(missingColumnsMessage(columns.missing))] };

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
  for (const [handle, rows] of groups) {
    const product = convertProduct(handle, rows, columns, errors);
    if (product) products.push(product);
  }
  // In file order, whichever check found them.
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { products, errors: errors.map((error) => error.text) };
}
