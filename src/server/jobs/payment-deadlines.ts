import type { ServerMessage } from "../../contracts/realtime";
import type { Db } from "../db/client";
import { Effects } from "../effects";
import { cancelOverdueOrders, findNextDeadlineMoment, findRemindersDue } from "../services/orders/payment-deadlines";
import { readStoreSettings } from "../services/settings/store-content";
import type { TimedJob } from "./runner";

/** New orders bring new moments without waking this job: it looks again at least this often. */
export const DEADLINE_LOOKUP_MS = 60_000;

export type PaymentDeadlinesDeps = {
  db: Db;
  /** This instance's sockets of one shopper: every instance reminds only its own. */
  tellShopper(userId: number, message: ServerMessage): void;
  runEffects(effects: Effects): Promise<void>;
};

/**
 * The manual path's payment deadline ("Unpaid orders are cancelled after", store settings): reminds a shopper
 * before it, then cancels what is still unpaid. Every instance runs it; the cancelling UPDATE lets one win.
 */
export function paymentDeadlinesJob({ db, tellShopper, runEffects }: PaymentDeadlinesDeps): TimedJob {
  return {
    kind: "timed",
    name: "payment-deadlines",
    async nextAt(after) {
      const { unpaidOrderDeadlineMinutes: deadline } = await readStoreSettings(db);
      if (deadline === null) return null;
      const next = await findNextDeadlineMoment(db, after, deadline);
      const lookAgain = after.getTime() + DEADLINE_LOOKUP_MS;
      return new Date(Math.min(next?.getTime() ?? lookAgain, lookAgain));
    },
    async run(from, to) {
      const { unpaidOrderDeadlineMinutes: deadline } = await readStoreSettings(db);
      if (deadline === null) return;
      for (const reminder of await findRemindersDue(db, from, to, deadline))
        tellShopper(reminder.userId, { type: "paymentReminder", orderId: reminder.orderId, payBy: reminder.payBy });
      const effects = new Effects();
      if ((await cancelOverdueOrders(db, effects, to, deadline)) > 0) await runEffects(effects);
    },
  };
}
