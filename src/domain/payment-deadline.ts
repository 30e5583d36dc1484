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
