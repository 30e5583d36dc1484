import type { DropAlertMode, DropAlerts, Reminders } from "../../../contracts/push";
import { apiRequest } from "../api/api";
import { DROP_ALERTS_KEY, REMINDERS_KEY } from "../api/query-keys";
import { pathQuery } from "../api/shop-queries";

// The shop's drop-alert reads and writes: only Remind me and the profile's Drop alerts use them, and only for a
// signed-in shopper. Their keys are query-keys.ts's; src/testing/shop-queries.int.test.ts holds each read to
// its contract schema, as the other shop reads.

const [REMINDERS_PATH] = REMINDERS_KEY;
const [DROP_ALERTS_PATH] = DROP_ALERTS_KEY;

/** The products the shopper asked to be reminded of. */
export const remindersQuery = pathQuery<Reminders>()(REMINDERS_KEY);

/** Which drops the shopper hears about. */
export const dropAlertsQuery = pathQuery<DropAlerts>()(DROP_ALERTS_KEY);

/** Asks for each product (one moment's products on the coming-soon panel); the last answer lists them all. */
export async function addReminders(productIds: readonly number[]): Promise<Reminders> {
  let answer: Reminders = { productIds: [] };
  for (const productId of productIds) answer = await apiRequest<Reminders>("POST", REMINDERS_PATH, { productId });
  return answer;
}

export async function removeReminders(productIds: readonly number[]): Promise<Reminders> {
  let answer: Reminders = { productIds: [] };
  for (const productId of productIds) answer = await apiRequest<Reminders>("DELETE", `${REMINDERS_PATH}/${productId}`);
  return answer;
}

export function saveDropAlerts(mode: DropAlertMode) {
  return apiRequest<DropAlerts>("PUT", DROP_ALERTS_PATH, { mode });
}
