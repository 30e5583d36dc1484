import { type Amount, toCents } from "./pricing";

// The store's currency only changes how an amount is written: amounts are stored and charged as they are,
// never converted (DESIGN 11).

export const CURRENCIES = ["USD", "EUR", "GBP", "JPY"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

// One formatter per currency, built once: Intl.NumberFormat is slow to construct and fast to use.
const formatters = new Map<Currency, Intl.NumberFormat>();
function formatterFor(currency: Currency): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    // en-US everywhere so "$57.99" stays exactly the spec's; the currency's own minor unit decides the
    // decimals (JPY has none).
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** "$57.99", "€57.99", "£57.99", "¥58": the amount in the store's currency, rounded to its minor unit. */
export function formatMoney(amount: Amount, currency: Currency = DEFAULT_CURRENCY): string {
  // Through whole cents first, so "57.985" and float noise round the way the pricing rules do.
  return formatterFor(currency).format(toCents(amount) / 100);
}
