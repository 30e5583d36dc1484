import type { z } from "zod";
import { extractUrlBodySchema, type ExtractProductDataResult } from "../../../../contracts/imports";
import { normalizeImportUrl } from "../../../../domain/import-url";
import { SIZE_SETS, type Category } from "../../../../domain/catalog";
import { SIZE_LABEL_MAX } from "../../../../domain/product-input";
import { shopSizeLabel } from "../../../../domain/size-words";
import type { ImportPatch } from "./import-patch";
import { slotsOf } from "./image-slots";

// The Import from Website dialog's rules, pure so they are tested without a browser: its address
// history (back, forward), whether extracted data is complete enough to use, and what it fills in.

export type PageHistory = { entries: string[]; index: number };

export const EMPTY_HISTORY: PageHistory = { entries: [], index: -1 };

export function currentPage(history: PageHistory): string | null {
  return history.entries[history.index] ?? null;
}

/** Going to an address drops the forward entries, as a browser does; the same address again is not a new entry. */
export function visit(history: PageHistory, url: string): PageHistory {
  if (currentPage(history) === url) return history;
  const entries = [...history.entries.slice(0, history.index + 1), url];
  return { entries, index: entries.length - 1 };
}

export function canGoBack(history: PageHistory): boolean {
  return history.index > 0;
}

export function canGoForward(history: PageHistory): boolean {
  return history.index < history.entries.length - 1;
}

export function goBack(history: PageHistory): PageHistory {
  return canGoBack(history) ? { ...history, index: history.index - 1 } : history;
}

export function goForward(history: PageHistory): PageHistory {
  return canGoForward(history) ? { ...history, index: history.index + 1 } : history;
}

/** "Use Product Data" needs a title, a price and at least one image. */
export function isCompleteProductData(data: Pick<ExtractProductDataResult, "title" | "price" | "images">): boolean {
  return data.title.trim() !== "" && data.price.trim() !== "" && data.images.length > 0;
}

/**
 * The page's sizes as the form ticks them: each as the category's set writes it (XXL is 2XL), in the set's
 * order, then those the set lacks (XXS, 4XL for regular) as the page writes them, kept as the product's own
 * sizes (the form lists them after the set); none dropped without a word.
 */
export function importedSizes(found: readonly string[], category: Category): string[] {
  const offered = SIZE_SETS[category];
  const labels = found.map(shopSizeLabel).filter((size) => size !== "" && size.length <= SIZE_LABEL_MAX);
  const known = offered.filter((size) => labels.some((label) => label.toUpperCase() === size.toUpperCase()));
  const others = labels.filter((label) => !offered.some((size) => size.toUpperCase() === label.toUpperCase()));
  return [...known, ...others.filter((label, index) => others.indexOf(label) === index)];
}

/**
 * What extracted data fills in the form: name, description, price, the first four images, the page as the
 * supplier link, and the page's sizes (importedSizes).
 */
export function productPatchOf(data: ExtractProductDataResult, url: string, category: Category): ImportPatch {
  const sizes = importedSizes(data.sizes, category);
  return {
    name: data.title.trim(),
    description: data.description.trim(),
    price: data.price.trim(),
    images: slotsOf(data.images),
    supplierLink: url,
    ...(sizes.length > 0 ? { sizes } : {}),
  };
}

/** Whether the page prices the product in another currency than the store's (its amount is not converted). */
export function isOtherCurrency(data: Pick<ExtractProductDataResult, "currency">, storeCurrency: string | null) {
  return data.currency !== "" && storeCurrency !== null && data.currency.toUpperCase() !== storeCurrency;
}

/**
 * The import dialogs' address field (Import from Website's address bar, Extract images): the request's own
 * schema, and an address the page importer can read ("shop.example/item" gains https://).
 */
export const pageUrlFormSchema = extractUrlBodySchema.superRefine(({ url }, ctx) => {
  const read = normalizeImportUrl(url);
  if (!read.ok) ctx.addIssue({ code: "custom", path: ["url"], message: read.message });
});
export type PageUrlValues = z.input<typeof pageUrlFormSchema>;
