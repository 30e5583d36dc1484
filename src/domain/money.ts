import { type Amount, toCents } from "./pricing";

// The store's currency only changes how an amount is written: amounts are stored and charged as they are,
// never converted.

/** USD, EUR, GBP and JPY, then Singapore's, where the shop ships from, and India's (docs/decisions/056). */
export const CURRENCIES = ["USD", "EUR", "GBP", "JPY", "SGD", "INR"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Symbols written by us rather than by Intl: en-US writes Singapore dollars "SGD 57.99", and other locales
 * write them "$57.99", which a shopper would read as US dollars. "S$" is how Singapore writes its own.
 */
const OWN_SYMBOLS: Partial<Record<Currency, string>> = { SGD: "S$" };

// Formatters per currency and number of decimals, built once: Intl.NumberFormat is slow to construct and
// fast to use.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: Currency, decimals: number): Intl.NumberFormat {
  const key = `${currency}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-US everywhere, so an amount reads "$57.99" whatever the browser's language.
    formatter = new Intl.NumberFormat("en-US", {
      ...(OWN_SYMBOLS[currency] ? { style: "decimal" } : { style: "currency", currency }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * "$57.99", "€57.99", "£57.99", "¥1,200", "S$57.99", "₹57.99": the amount in the store's currency. Amounts are stored with
 * cents whatever the currency, so a yen amount with cents (a price set before the store switched to JPY)
 * keeps them: rounding them away would show a price other than the one charged, and lines that no longer
 * add up to their total.
 */
export function formatMoney(amount: Amount, currency: Currency = DEFAULT_CURRENCY): string {
  // Through whole cents first, so "57.985" and float noise round the way the pricing rules do.
  const cents = toCents(amount);
  const decimals = currency === "JPY" && cents % 100 === 0 ? 0 : 2;
  const symbol = OWN_SYMBOLS[currency];
  if (!symbol) return formatterFor(currency, decimals).format(cents / 100);
  return `${cents < 0 ? "-" : ""}${symbol}${formatterFor(currency, decimals).format(Math.abs(cents) / 100)}`;
}
