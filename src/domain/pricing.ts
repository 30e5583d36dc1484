// All money arithmetic happens in integer cents: 0.1 + 0.2 style float drift must never reach a
// stored order or a price comparison. Inputs accept strings because Postgres decimal(10,2) columns
// arrive as strings through the driver. Every input is rounded to whole cents before any arithmetic;
// stored amounts already have 2 decimals, so that rounding only ever touches malformed sub-cent input.

export type Amount = number | string;

export const DEFAULT_SHIPPING_FEE = 1.9;
export const SHIPPING_FALLBACK_COUNTRY = "SG";
export const PRICE_TOLERANCE = 0.005;

// Plain decimals only: no exponents, hex, "Infinity" or blank strings (Number("") is 0, which
// would silently turn a missing price into a free item).
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The amount as a number, or NaN when it is not a readable finite amount. */
export function parseAmount(amount: Amount): number {
  if (typeof amount === "number") return Number.isFinite(amount) ? amount : Number.NaN;
  const text = amount.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
}

// Moves the decimal point through the number's shortest text form, so 1.005 becomes exactly 100.5
// cents rather than the 100.49999999999999 that 1.005 * 100 yields.
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

export function toCents(amount: Amount): number {
  const value = parseAmount(amount);
  if (Number.isNaN(value)) throw new RangeError(`Not a money amount: ${JSON.stringify(amount)}`);
  const shifted = shiftDecimal(value, 2);
  // Half away from zero, the usual rule for money; "+ 0" turns -0 into 0.
  return Math.sign(shifted) * Math.round(Math.abs(shifted)) + 0;
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Price after the flat discount, never below zero; a missing or negative discount counts as none. */
export function finalPrice(price: Amount, discountAmount?: Amount | null): number {
  const discount = discountAmount === undefined || discountAmount === null ? 0 : Math.max(0, toCents(discountAmount));
  return fromCents(Math.max(0, toCents(price) - discount));
}

/** What the shopper saves, shown as "Save $X"; capped at the price because the final price floors at zero. */
export function saveAmount(price: Amount, discountAmount?: Amount | null): number {
  return fromCents(toCents(price) - toCents(finalPrice(price, discountAmount)));
}

export function orderTotal(finalPriceAmount: Amount, shipping: Amount): number {
  return fromCents(toCents(finalPriceAmount) + toCents(shipping));
}

export type ShippingRate = { countryCode: string; rate: Amount; enabled: boolean };

function normalizeCountry(code: string): string {
  return code.trim().toUpperCase();
}

function enabledRateFor(rates: readonly ShippingRate[], country: string): ShippingRate | undefined {
  const wanted = normalizeCountry(country);
  return rates.find((r) => r.enabled && normalizeCountry(r.countryCode) === wanted);
}

/**
 * Shipping for the user's country: its rate when enabled, else the SG rate, else 1.90. One rule for
 * every order path. The SG fallback is used only when the SG rate is enabled: a
 * disabled rate means the shop does not quote it, and the admin screen saves only enabled rates anyway.
 */
export function shippingCostFor(rates: readonly ShippingRate[], country: string | null | undefined): number {
  const own = country ? enabledRateFor(rates, country) : undefined;
  const chosen = own ?? enabledRateFor(rates, SHIPPING_FALLBACK_COUNTRY);
  return chosen ? fromCents(toCents(chosen.rate)) : DEFAULT_SHIPPING_FEE;
}

/**
 * Whether the client's total still matches the server's, within half a cent. Compared in tenths of a
 * cent shifted through text so the boundary is exact; an unreadable amount never matches.
 */
export function pricesMatch(a: Amount, b: Amount): boolean {
  const x = parseAmount(a);
  const y = parseAmount(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return false;
  return Math.abs(shiftDecimal(x, 3) - shiftDecimal(y, 3)) <= shiftDecimal(PRICE_TOLERANCE, 3);
}
