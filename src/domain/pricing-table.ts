// The admin pastes Stripe's pricing-table embed code. Only two values of it are ever used: the page
// renders <stripe-pricing-table> itself from them, so no admin-supplied markup reaches a shopper.

export type PricingTableEmbed = { pricingTableId: string; publishableKey: string };

const PRICING_TABLE_ID = /^prctbl_[A-Za-z0-9]{8,64}$/;
const PUBLISHABLE_KEY = /^pk_(live|test)_[A-Za-z0-9]{8,255}$/;

/** The fixed script every pricing table loads; an embed that points elsewhere is refused. */
export const STRIPE_PRICING_TABLE_SCRIPT = "https://js.stripe.com/v3/pricing-table.js";

/** Why an embed code is refused; the admin's Membership tab shows these. */
export const PRICING_TABLE_PROBLEMS = {
  noElement: "The code must contain Stripe's <stripe-pricing-table> element",
  otherScript: `The code may load only Stripe's pricing-table script (${STRIPE_PRICING_TABLE_SCRIPT})`,
  badId: 'The pricing-table-id must be a Stripe pricing table id such as "prctbl_..."',
  badKey: 'The publishable-key must be a Stripe publishable key ("pk_live_..." or "pk_test_...")',
} as const;

function attribute(code: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(code);
  return match ? (match[1] ?? match[2]).trim() : null;
}

/**
 * Pulls pricing-table-id and publishable-key out of an embed snippet, or says why it cannot: either is
 * missing or malformed, or the snippet has a script other than Stripe's pricing-table script (inline ones
 * included).
 */
export function checkPricingTableEmbed(
  code: string | null | undefined,
): { ok: true; embed: PricingTableEmbed } | { ok: false; problem: string } {
  if (!code || !/<stripe-pricing-table\b/i.test(code)) return { ok: false, problem: PRICING_TABLE_PROBLEMS.noElement };
  for (const script of code.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(script[0]);
    if (!src || (src[1] ?? src[2]).trim() !== STRIPE_PRICING_TABLE_SCRIPT) {
      return { ok: false, problem: PRICING_TABLE_PROBLEMS.otherScript };
    }
  }
  const pricingTableId = attribute(code, "pricing-table-id");
  const publishableKey = attribute(code, "publishable-key");
  if (!pricingTableId || !PRICING_TABLE_ID.test(pricingTableId))
    return { ok: false, problem: PRICING_TABLE_PROBLEMS.badId };
  if (!publishableKey || !PUBLISHABLE_KEY.test(publishableKey)) {
    return { ok: false, problem: PRICING_TABLE_PROBLEMS.badKey };
  }
  return { ok: true, embed: { pricingTableId, publishableKey } };
}

/** The two values of a valid embed snippet, or null (see checkPricingTableEmbed). */
export function parsePricingTableEmbed(code: string | null | undefined): PricingTableEmbed | null {
  const checked = checkPricingTableEmbed(code);
  return checked.ok ? checked.embed : null;
}
