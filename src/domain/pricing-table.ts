// The admin pastes Stripe's pricing-table embed code. Only two values of it are ever used: the page
// renders <stripe-pricing-table> itself from them, so no admin-supplied markup reaches a shopper.

export type PricingTableEmbed = { pricingTableId: string; publishableKey: string };

const PRICING_TABLE_ID = /^prctbl_[A-Za-z0-9]{8,64}$/;
const PUBLISHABLE_KEY = /^pk_(live|test)_[A-Za-z0-9]{8,255}$/;

/** The fixed script every pricing table loads; an embed that points elsewhere is refused. */
export const STRIPE_PRICING_TABLE_SCRIPT = "https://js.stripe.com/v3/pricing-table.js";

function attribute(code: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i").exec(code);
  return match ? (match[1] ?? match[2]).trim() : null;
}

/**
 * Pulls pricing-table-id and publishable-key out of an embed snippet. Returns null when either is
 * missing or malformed, or when the snippet loads any script other than Stripe's pricing-table script.
 */
export function parsePricingTableEmbed(code: string | null | undefined): PricingTableEmbed | null {
  if (!code || !/<stripe-pricing-table\b/i.test(code)) return null;
  const scripts = [...code.matchAll(/<script\b[^>]*\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) =>
    (m[1] ?? m[2]).trim(),
  );
  if (scripts.some((src) => src !== STRIPE_PRICING_TABLE_SCRIPT)) return null;
  const pricingTableId = attribute(code, "pricing-table-id");
  const publishableKey = attribute(code, "publishable-key");
  if (!pricingTableId || !PRICING_TABLE_ID.test(pricingTableId)) return null;
  if (!publishableKey || !PUBLISHABLE_KEY.test(publishableKey)) return null;
  return { pricingTableId, publishableKey };
}
