/**
 * The payment deadline of the manual path (decision 071): past it, the shop cancels an unpaid order and its
 * unit returns; a reminder goes out before. Times are whole minutes after the order was placed.
 */

/** Why the shop cancelled an order nobody paid in time. */
export const NOT_PAID_IN_TIME = "Not paid in time";

/** When an order must be paid by. */
export const payByOf = (placedAt: Date, deadlineMinutes: number) =>
  new Date(placedAt.getTime() + deadlineMinutes * 60_000);

/** How long before the deadline the shopper is reminded: half the deadline, at most 30 minutes (none for 1 minute). */
export const reminderLeadMinutes = (deadlineMinutes: number) => Math.min(30, Math.floor(deadlineMinutes / 2));

/** The reminder's title, on the shopper's screen (socket) and lock screen (push). */
export const PAYMENT_REMINDER_TITLE = "Payment due soon";
/** The push's line: sent when `leadMinutes` are left, and read on a lock screen, so it says how long rather than when. */
export const paymentReminderPushBody = (orderId: number, leadMinutes: number) =>
  `Pay for order #${orderId} within ${leadMinutes === 1 ? "1 minute" : `${leadMinutes} minutes`}, or it is cancelled and its item released.`;
