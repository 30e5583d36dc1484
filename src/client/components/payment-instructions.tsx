import { Banknote } from "lucide-react";
import { cn } from "../lib/cn";
import { useStoreSettings } from "../lib/use-store-settings";

export const HOW_TO_PAY = "How to pay";

/**
 * The store's payment instructions (a store setting): orders are placed unpaid and the owner marks them
 * paid, so a shopper with an unpaid order is told how to pay. Nothing when the owner has written none.
 */
export function PaymentInstructions({ className, headingLevel = 3 }: { className?: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const text = useStoreSettings().data?.paymentInstructions?.trim();
  if (!text) return null;
  return (
    <section aria-label={HOW_TO_PAY} className={cn("rounded-2xl bg-accent-soft/60 px-4 py-3 text-sm", className)}>
      <Heading className="flex items-center gap-2 font-semibold text-ink">
        <Banknote aria-hidden="true" className="size-4 text-accent-ink" />
        {HOW_TO_PAY}
      </Heading>
      {/* Admin-written text: a React text node, so markup in it shows as typed and never runs. */}
      <p className="mt-1 leading-6 whitespace-pre-line text-ink">{text}</p>
    </section>
  );
}
