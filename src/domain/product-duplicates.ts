import { toCents } from "./pricing";

/**
 * When an imported product is one the shop already has (docs/decisions/028): by SKU when the row and the
 * product both have one, else by the same name (trimmed, without regard to case) and the same price. Two
 * different SKUs are two products even under one name and price. Shared by the CSV upload and the page import.
 */

export type ProductIdentity = { name: string; price: string; sku: string | null };
export type DuplicateMatch = "sku" | "name-and-price";
export const DUPLICATE_MATCHES = ["sku", "name-and-price"] as const satisfies readonly DuplicateMatch[];

export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

function skuOf(sku: string | null): string | null {
  const trimmed = sku?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}

function namePriceKey(item: ProductIdentity): string | null {
  let cents: number;
  try {
    cents = toCents(item.price);
  } catch {
    return null;
  }
  return `${cents}\u0000${nameKey(item.name)}`;
}

/** How `row` matches `product` under the rule above, or null. */
export function duplicateMatch(row: ProductIdentity, product: ProductIdentity): DuplicateMatch | null {
  const rowSku = skuOf(row.sku);
  const productSku = skuOf(product.sku);
  if (rowSku !== null && productSku !== null) return rowSku === productSku ? "sku" : null;
  const key = namePriceKey(row);
  return key !== null && key === namePriceKey(product) ? "name-and-price" : null;
}

/**
 * Finds, among the items added so far, the first one a row duplicates: a SKU match before a name-and-price
 * one, then the earliest added. Lookups are by key, so thousands of rows against thousands of products
 * stay linear.
 */
export class DuplicateFinder<T extends ProductIdentity> {
  private readonly bySku = new Map<string, T>();
  private readonly byNamePrice = new Map<string, T>();
  private readonly byNamePriceWithoutSku = new Map<string, T>();

  constructor(items: Iterable<T> = []) {
    for (const item of items) this.add(item);
  }

  add(item: T): void {
    const sku = skuOf(item.sku);
    if (sku !== null && !this.bySku.has(sku)) this.bySku.set(sku, item);
    const key = namePriceKey(item);
    if (key === null) return;
    if (!this.byNamePrice.has(key)) this.byNamePrice.set(key, item);
    if (sku === null && !this.byNamePriceWithoutSku.has(key)) this.byNamePriceWithoutSku.set(key, item);
  }

  find(row: ProductIdentity): { item: T; match: DuplicateMatch } | null {
    const sku = skuOf(row.sku);
    const bySku = sku === null ? undefined : this.bySku.get(sku);
    if (bySku) return { item: bySku, match: "sku" };
    const key = namePriceKey(row);
    if (key === null) return null;
    // A row with a SKU only matches, by name and price, a product that has none.
    const byName = (sku === null ? this.byNamePrice : this.byNamePriceWithoutSku).get(key);
    return byName ? { item: byName, match: "name-and-price" } : null;
  }
}

/**
 * A sample product's name ("Create Sample Products", docs/decisions/057): its demo name marked "(sample)",
 * numbered past every name in `taken` (name keys), so a sample never takes the name of a product the shop has.
 */
export function sampleName(name: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = `${name} (sample${n === 1 ? "" : ` ${n}`})`;
    if (!taken.has(nameKey(candidate))) return candidate;
  }
}
