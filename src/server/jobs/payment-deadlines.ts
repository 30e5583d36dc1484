import type { ServerMessage } from "../../contracts/realtime";
import type { Db } from "../db/client";
import { Effects } from "../effects";
import { cancelOverdueOrders, findNextDeadlineMoment, findRemindersDue } from "../services/orders/payment-deadlines";
import { recordReminderEmails } from "../services/emails/outbox";
import { recordPaymentReminders } from "../services/push/payment-reminders";
import { readStoreSettings } from "../services/settings/store-content";
import type { TimedJob } from "./runner";

/** New orders bring new moments without waking this job: it looks again at least this often. */
export const DEADLINE_LOOKUP_MS = 60_000;

export type PaymentDeadlinesDeps = {
  db: Db;
  /** This instance's sockets of one shopper: every instance reminds only its own. */
  tellShopper(userId: number, message: ServerMessage): void;
  runEffects(effects: Effects): Promise<void>;
  /** Reminders were queued for push and email: the sending jobs go now rather than at their next poll. */
  wakePush(): void;
  wakeEmails(): void;
};

/**
 * The manual path's payment deadline ("Unpaid orders are cancelled after", store settings): reminds a shopper
 * before it (on their open pages, and by push on the devices that allowed it), then cancels what is still
 * unpaid. Every instance runs it: each tells its own sockets, the push queue keeps one row per device and order,
 * and the cancelling UPDATE lets one win.
 */
export function paymentDeadlinesJob({
  db,
  tellShopper,
  runEffects,
  wakePush,
  wakeEmails,
}: PaymentDeadlinesDeps): TimedJob {
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
      const reminders = await findRemindersDue(db, from, to, deadline);
      for (const reminder of reminders)
        tellShopper(reminder.userId, { type: "paymentReminder", orderId: reminder.orderId, payBy: reminder.payBy });
      if (reminders.length > 0) {
        await recordPaymentReminders(db, reminders, to);
        await recordReminderEmails(
          db,
          reminders.map((reminder) => reminder.orderId),
        );
        wakePush();
        wakeEmails();
      }
      const effects = new Effects();
      if ((await cancelOverdueOrders(db, effects, to, deadline)) > 0) await runEffects(effects);
    },
  };
}
