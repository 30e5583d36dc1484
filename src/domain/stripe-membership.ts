/**
 * How Stripe's events decide premium (docs/decisions/007-stripe-event-order.md). Stripe delivers events in any
 * order and more than once, so each event is reduced to a verdict with its `created` second, and a customer's
 * state is the verdict that comes last in one fixed order, whatever order the deliveries came in.
 */

/** A verdict about one Stripe customer: premium or not, as of `created` (Unix seconds), from event `eventId`. */
export type StripeVerdict = { isPremium: boolean; created: number; eventId: string };

/**
 * Whether `next` comes after `last`: the later `created` second; at the same second a grant comes after a
 * revocation (the burst of a successful payment shares its second with the status it leaves, and a customer
 * is not to lose what they just paid for over a second's rounding); at the same second and verdict, the greater
 * event id (any fixed choice would do: both leave the same state).
 */
export function comesAfter(next: StripeVerdict, last: StripeVerdict | null): boolean {
  if (!last) return true;
  if (next.created !== last.created) return next.created > last.created;
  if (next.isPremium !== last.isPremium) return next.isPremium;
  return next.eventId > last.eventId;
}

/** Subscription statuses in which the member has paid (or is in a trial) and keeps premium. */
export function subscriptionGrantsPremium(status: string): boolean {
  return status === "active" || status === "trialing";
}

/** A Checkout Session is a membership purchase only in subscription mode (the pricing table's kind). */
export function isMembershipCheckout(session: { mode?: string | null }): boolean {
  return session.mode === "subscription";
}

/**
 * `checkout.session.completed` grants premium only once the money is there: `paid`, or nothing to pay (a free
 * trial, a full discount). `unpaid` means a delayed method (a bank debit) still running; its
 * `async_payment_succeeded` or `async_payment_failed` event decides later.
 */
export function completedCheckoutGrantsPremium(session: { paymentStatus?: string | null }): boolean {
  return session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required";
}
