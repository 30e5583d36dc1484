import type { PricingTable } from "../../../contracts/premium";
import { STRIPE_PRICING_TABLE_SCRIPT } from "../../../domain/pricing-table";

/** The pricing table is rendered 100 ms after the premium dialog opens. */
export const PRICING_TABLE_DELAY_MS = 100;
export const PRICING_TABLE_ELEMENT = "stripe-pricing-table";

export type UsablePricingTable = { pricingTableId: string; publishableKey: string };

/**
 * The two ids when both are present and look like Stripe's; null means "being configured". The server
 * already refuses malformed embed codes, so this only guards against an answer that lost a value.
 */
export function usablePricingTable(table: PricingTable | null | undefined): UsablePricingTable | null {
  const id = table?.pricingTableId?.trim();
  const key = table?.publishableKey?.trim();
  if (!id || !key || !id.startsWith("prctbl_") || !/^pk_(live|test)_/.test(key)) return null;
  return { pricingTableId: id, publishableKey: key };
}

let loading: Promise<void> | null = null;

/**
 * Adds Stripe's fixed pricing-table script to the page once (a plain `<script src>`, never inline code)
 * and settles when it has loaded. A failure is reported to the caller only: the element is removed so a
 * later attempt adds a fresh one, and nothing is logged (offline, blocked by an extension, ...).
 */
export function loadPricingTableScript(): Promise<void> {
  if (customElements.get(PRICING_TABLE_ELEMENT)) return Promise.resolve();
  if (loading) return loading;
  const attempt = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_PRICING_TABLE_SCRIPT;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        script.remove();
        if (loading === attempt) loading = null;
        reject(new Error("The pricing table script could not be loaded"));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading = attempt;
  return attempt;
}
