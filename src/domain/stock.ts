// Limited drops (docs/decisions/018): units offered per size, and what shoppers and the owner read of them.
// A product without stock, or a size without an entry, is unlimited: a shop that sets nothing sells without
// limits.

/** Units offered per size: `{"S": 3, "M": 0}`. */
export type Stock = Record<string, number>;
/** What the database keeps per limited size. */
export type StockUnits = Record<string, { offered: number; sold: number }>;

/** More than any drop offers; keeps a typo's extra zeros out. */
export const MAX_UNITS = 100_000;
/** "Only 2 left" shows below this many. */
export const FEW_LEFT_BELOW = 3;

export const SOLD_OUT_LABEL = "Sold out";
/** Why an order of this size cannot be placed: the server's refusal and the product page say the same. */
export const soldOutInSize = (size: string | null) => (size ? `Sold out in size ${size}` : SOLD_OUT_LABEL);
/** A product's per-member limit as shoppers read it before ordering: "1 per member". */
export const perMemberLabel = (limit: number) => `${limit} per member`;
/** Order Now once a member holds as many orders of the product as its limit allows. */
export const limitReachedLabel = (limit: number) => `Limit reached (${perMemberLabel(limit)})`;

/**
 * Whether a member's orders use up a product's per-member limit: every order of it not cancelled counts, in
 * whichever size (the rule `take_stock_unit` applies, drizzle/0010).
 */
export function memberLimitReached(
  limit: number | null,
  productId: number,
  orders: readonly { productId: number | null; status: string }[],
): boolean {
  if (limit === null) return false;
  return orders.filter((order) => order.productId === productId && order.status !== "cancelled").length >= limit;
}

export const onlyLeftLabel = (left: number) => `Only ${left} left`;

/** Units left per limited size, or null when every size is unlimited. */
export function stockLeftOf(units: StockUnits | null | undefined): Stock | null {
  if (!units) return null;
  const entries = Object.entries(units);
  if (entries.length === 0) return null;
  return Object.fromEntries(entries.map(([size, { offered, sold }]) => [size, Math.max(0, offered - sold)]));
}

/** Units offered per limited size, or null when every size is unlimited. */
export function stockOfferedOf(units: StockUnits | null | undefined): Stock | null {
  if (!units || Object.keys(units).length === 0) return null;
  return Object.fromEntries(Object.entries(units).map(([size, { offered }]) => [size, offered]));
}

/** Units left in one size; null when that size is unlimited. */
export function sizeLeft(stockLeft: Stock | null, size: string | null): number | null {
  if (!stockLeft) return null;
  const key = size ?? "";
  return Object.hasOwn(stockLeft, key) ? stockLeft[key] : null;
}

/**
 * Nothing left to order: every size the product offers is limited and has none left (a product without
 * sizes is limited under "").
 */
export function isSoldOut(sizes: readonly string[], stockLeft: Stock | null): boolean {
  if (!stockLeft) return false;
  const offered = sizes.length > 0 ? sizes : [""];
  return offered.every((size) => Object.hasOwn(stockLeft, size) && stockLeft[size] === 0);
}

/** Why a stock does not fit the product's sizes, or null. */
export function stockProblem(stock: Stock, sizes: readonly string[]): string | null {
  const known = new Set(sizes.length > 0 ? sizes : [""]);
  const unknown = Object.keys(stock).filter((size) => !known.has(size));
  if (unknown.length > 0)
    return `Stock names ${unknown.map((s) => (s === "" ? "no size" : s)).join(", ")}, which the product does not offer`;
  for (const [size, units] of Object.entries(stock)) {
    if (!Number.isInteger(units) || units < 0 || units > MAX_UNITS)
      return `Stock for ${size || "the product"} must be a whole number from 0 to ${MAX_UNITS}`;
  }
  return null;
}

/** The CSV's `stock` cell: "S:3,M:5" (blank: unlimited). */
export function parseStockText(text: string): { ok: true; stock: Stock | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, stock: null };
  // Sizes are the shop's words, any words: "constructor" or "__proto__" is a size like M, so they are kept as
  // entries (own properties) and never looked up on an object, where they would find Object's own.
  const entries: [string, number][] = [];
  const named = new Set<string>();
  for (const part of trimmed.split(",")) {
    const match = /^\s*([^:]+?)\s*:\s*(\d+)\s*$/.exec(part);
    if (!match) return { ok: false, message: `Stock "${part.trim()}" is not SIZE:UNITS (e.g. S:3,M:5)` };
    const [, size, units] = match;
    if (named.has(size)) return { ok: false, message: `Stock names size ${size} twice` };
    named.add(size);
    entries.push([size, Number(units)]);
  }
  return { ok: true, stock: Object.fromEntries(entries) };
}

export function formatStockText(stock: Stock | null): string {
  return stock
    ? Object.entries(stock)
        .map(([size, units]) => `${size}:${units}`)
        .join(",")
    : "";
}
