import { useEffect, useState, type DetailedHTMLProps, type HTMLAttributes } from "react";
import { loadPricingTableScript, type UsablePricingTable } from "../lib/store/stripe-pricing-table";
import { Button } from "./ui/button";
import { InlineStateMessage } from "./ui/inline-state-message";
import { Spinner } from "./ui/spinner";

type PricingTableAttributes = {
  "pricing-table-id": string;
  "publishable-key": string;
  "client-reference-id"?: string;
  "customer-email"?: string;
};

// Stripe's custom element, rendered by React like any other tag (never as injected markup).
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "stripe-pricing-table": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & PricingTableAttributes;
    }
  }
}

export const LOADING_PLANS = "Loading membership plans";
/** Shown instead of the table while no usable table is configured, in the shop and in the admin's preview. */
export const PRICING_TABLE_NOT_CONFIGURED = "Pricing table is being configured. Please check back soon.";
const SCRIPT_FAILED = "The membership plans could not be loaded. Check your connection and try again.";
const TRY_AGAIN = "Try again";

/**
 * Stripe's element with Stripe's own script: the shop's premium dialog and the admin's preview of it.
 * `customer` ties the checkout to the signed-in shopper; the preview has none.
 */
export function StripePricingTable({
  table,
  customer,
  failedText = SCRIPT_FAILED,
}: {
  table: UsablePricingTable;
  customer?: { id: number; email: string };
  failedText?: string;
}) {
  const [script, setScript] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPricingTableScript().then(
      () => live && setScript("ready"),
      () => live && setScript("failed"),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (script === "failed") {
    return (
      <InlineStateMessage text={failedText}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setScript("loading");
            setAttempt((n) => n + 1);
          }}
        >
          {TRY_AGAIN}
        </Button>
      </InlineStateMessage>
    );
  }
  return (
    <div className="relative min-h-28">
      {script === "loading" ? (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label={LOADING_PLANS} />
        </div>
      ) : null}
      <stripe-pricing-table
        pricing-table-id={table.pricingTableId}
        publishable-key={table.publishableKey}
        client-reference-id={customer ? String(customer.id) : undefined}
        customer-email={customer?.email}
      />
    </div>
  );
}
