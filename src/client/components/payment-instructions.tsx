import { payByOf } from "../../domain/payment-deadline";
import { Banknote } from "lucide-react";
import { cn } from "../lib/ui/cn";
import { useStoreSettings } from "../lib/store/use-store-settings";

export const HOW_TO_PAY = "How to pay";

/**
 * The store's payment instructions (a store setting): orders are placed unpaid and the owner marks them
 * paid, so a shopper with an unpaid order is told how to pay. Nothing when the owner has written none.
 */
export function PaymentInstructions({
  className,
  headingLevel = 3,
  placedAt,
}: {
  className?: string;
  headingLevel?: 3 | 4;
  /** The order's placing time (ISO): with a payment deadline set, by when to pay is said too. */
  placedAt?: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const settings = useStoreSettings().data;
  const text = settings?.paymentInstructions?.trim();
  const deadline = settings?.unpaidOrderDeadlineMinutes ?? null;
  const payBy = placedAt && deadline !== null ? payByOf(new Date(placedAt), deadline) : null;
  if (!text && !payBy) return null;
  return (
    <section aria-label={HOW_TO_PAY} className={cn("rounded-2xl bg-accent-soft/60 px-4 py-3 text-sm", className)}>
      <Heading className="flex items-center gap-2 font-semibold text-ink">
        <Banknote aria-hidden="true" className="size-4 text-accent-ink" />
        {HOW_TO_PAY}
      </Heading>
      {payBy && <p className="mt-1 font-semibold text-ink">{payByText(payBy)}</p>}
      {/* Admin-written text: a React text node, so markup in it shows as typed and never runs. */}
      {text && <p className="mt-1 leading-6 whitespace-pre-line text-ink">{text}</p>}
    </section>
  );
}

const payByFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
/** "Pay by Nov 29, 2:30 PM, or the order is cancelled." in the shopper's own time. */
export const payByText = (payBy: Date) => `Pay by ${payByFormat.format(payBy)}, or the order is cancelled.`;
