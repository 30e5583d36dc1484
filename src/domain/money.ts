import { type Amount, toCents } from "./pricing";

// The store's currency only changes how an amount is written: amounts are stored and charged as they are,
// never converted (DESIGN 11).

export const CURRENCIES = ["USD", "EUR", "GBP", "JPY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

// Formatters per currency and number of decimals, built once: Intl.NumberFormat is slow to construct and
// fast to use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: Currency, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-US everywhere so "$57.99" stays exactly the spec's.
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$57.99", "€57.99", "£57.99", "¥1,200": the amount in the store's currency. Amounts are stored with
 * cents whatever the currency, so a yen amount with cents (a price set before the store switched to JPY)
 * keeps them: rounding them away would show a price other than the one charged, and lines that no longer
 * add up to their total.
 */
export function formatMoney(amount: Amount, currency: Currency = DEFAULT_CURRENCY): string {
  // Through whole cents first, so "57.985" and float noise round the way the pricing rules do.
  const cents = toCents(amount);
  const decimals = currency === "JPY" && cents % 100 === 0 ? 0 : 2;
  return formatterFor(currency, decimals).format(cents / 100);
}
