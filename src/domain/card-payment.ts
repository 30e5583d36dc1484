import type { Currency } from "./money";
import { type Amount, toCents } from "./pricing";

/** Stripe's card brands as a shopper reads them on their card. */
const BRAND_NAMES: Record<string, string> = {
  amex: "American Express",
  cartes_bancaires: "Cartes Bancaires",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** "Visa ending 4242": how the shop names a card on file everywhere it shows one. */
export function cardLabel(brand: string, last4: string): string {
  const name = BRAND_NAMES[brand] ?? (brand ? brand[0].toUpperCase() + brand.slice(1) : "Card");
  return `${name} ending ${last4}`;
}

/** The shopper's toast when the tap paid for the order. */
export const paidWithMessage = (card: string) => `Paid with ${card}`;

/** The tap's answer when the card on file was declined: the bank's reason, and what to do. */
export const paymentDeclinedMessage = (bankReason: string) =>
  `Your card was declined: ${bankReason} Your order was cancelled. Update the card on your membership, then order again.`;

/** Why the shop cancelled an order whose card was declined at the tap. */
export const CARD_DECLINED_REASON = "Card declined";

/** Currencies Stripe charges in whole units (its "zero-decimal" currencies) among the store's. */
const ZERO_DECIMAL: ReadonlySet<Currency> = new Set(["JPY"]);

/**
 * The amount Stripe charges for a total, in the currency's smallest unit: cents, or whole yen. Null when it
 * cannot be charged exactly (a yen total with cents, kept from before the store switched to JPY): the order
 * then takes the manual path rather than be charged other than it shows.
 */
export function chargeableAmount(total: Amount, currency: Currency): number | null {
  const cents = toCents(total);
  if (cents <= 0) return null;
  if (!ZERO_DECIMAL.has(currency)) return cents;
  return cents % 100 === 0 ? cents / 100 : null;
}
