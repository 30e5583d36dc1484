import type { z } from "zod";
import { extractUrlBodySchema, type ExtractProductDataResult } from "../../../../contracts/imports";
import { normalizeImportUrl } from "../../../../domain/import-url";
import { SIZE_SETS, type Category } from "../../../../domain/catalog";
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

/** "Use Product Data" needs a title, a price and at least one image (admin spec 5). */
export function isCompleteProductData(data: Pick<ExtractProductDataResult, "title" | "price" | "images">): boolean {
  return data.title.trim() !== "" && data.price.trim() !== "" && data.images.length > 0;
}

/**
 * What extracted data fills in the form: name, description, price, the first four images, the page as the
 * supplier link, and the sizes the form's category offers (matched without regard to case).
 */
export function productPatchOf(data: ExtractProductDataResult, url: string, category: Category): ImportPatch {
  const offered = SIZE_SETS[category];
  const sizes = offered.filter((size) => data.sizes.some((found) => found.trim().toUpperCase() === size.toUpperCase()));
  return {
    name: data.title.trim(),
    description: data.description.trim(),
    price: data.price.trim(),
    images: slotsOf(data.images),
    supplierLink: url,
    ...(sizes.length > 0 ? { sizes } : {}),
  };
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
