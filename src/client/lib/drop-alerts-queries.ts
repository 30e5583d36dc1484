import { queryOptions } from "@tanstack/react-query";
import type { DropAlertMode } from "../../contracts/push";
import { apiRequest, getJson } from "./api";

// The shop's drop-alert reads (issue 25). Only drop-alerts/ uses them, and only for a signed-in shopper.

type Reminders = { productIds: number[] };

export const REMINDERS_PATH = "/api/reminders";
export const DROP_ALERTS_PATH = "/api/user/drop-alerts";

/** The products the shopper asked to be reminded of. */
export const remindersQuery = queryOptions({
  queryKey: [REMINDERS_PATH],
  queryFn: ({ signal }) => getJson<Reminders>(REMINDERS_PATH, { signal }),
});

/** Which drops the shopper hears about. */
export const dropAlertsQuery = queryOptions({
  queryKey: [DROP_ALERTS_PATH],
  queryFn: ({ signal }) => getJson<{ mode: DropAlertMode }>(DROP_ALERTS_PATH, { signal }),
});

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
  return apiRequest<{ mode: DropAlertMode }>("PUT", DROP_ALERTS_PATH, { mode });
}
