import { request } from "undici";
import webpush from "web-push";
import type { PushPayload } from "../../contracts/push";
import type { Database } from "../db/client";
import { pushDeliveries } from "../db/schema";
import { classifyPushEndpoint } from "../net/push-endpoint";
import {
  type DeliveryToSend,
  dropPayloads,
  forgetSubscription,
  readDeliveries,
  recordDrops,
} from "../services/push/drop-alerts";
import { paymentReminderPayloads } from "../services/push/payment-reminders";
import type { LeasedJob } from "./runner";

/** Sends at once per instance: enough that a slow or dead endpoint holds one slot, never the batch. */
export const MAX_IN_FLIGHT = 16;
/** A push service that has not answered by then is treated as failing (retried); well inside the lease. */
const SEND_TIMEOUT_MS = 30_000;
/** A drop is news for a few hours; a push service holding it longer (the phone off) should drop it. */
const TTL_SECONDS = 6 * 60 * 60;
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** One Topic per drop moment, so a push service still holding an earlier send of it replaces it (RFC 8030 5.4). */
export function dropTopic(dropAt: Date): string {
  return `drop-${Math.floor(dropAt.getTime() / 1000).toString(36)}`;
}

function retryAfterMs(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : undefined;
}

type Ready = { delivery: DeliveryToSend | null; payload: PushPayload | null; now: Date };

/** What a push service keeps trying to deliver, and replaces by topic (RFC 8030 5.4). */
function deliveryOptions(delivery: DeliveryToSend, now: Date): { TTL: number; topic: string } {
  if (delivery.orderId === null) return { TTL: TTL_SECONDS, topic: dropTopic(delivery.dropAt) };
  // A reminder is worth nothing after its deadline.
  const untilDeadline = Math.floor((delivery.dropAt.getTime() - now.getTime()) / 1000);
  return { TTL: Math.max(60, untilDeadline), topic: `order-${delivery.orderId}` };
}

export type DropAlertsDeps = {
  database: Database;
  publicUrl: string;
  allowLoopbackHttp: boolean;
  /** The VAPID Authorization headers for a push service (one token per service, reused: vapidTokens). */
  vapidHeaders(endpoint: string): Record<string, string>;
  log: { info(details: object, message: string): void };
};

/**
 * Drop alerts (docs/decisions/030): each round records the drops it sees, then sends each delivery once across
 * instances. A product going live wakes it (the go-live notices at the moment, "Publish now" as it commits). A push service's 404/410 forgets the subscription; 429, 5xx and no answer are retried (at least
 * what Retry-After asks) for ten minutes after the drop; any other answer, or a delivery that cannot even be
 * built (a subscription's keys that are not a key), is given up with the reason. The same queue carries the
 * payment reminders the payment-deadlines job records (services/push/payment-reminders.ts).
 */
export function dropAlertsJob({
  database,
  publicUrl,
  allowLoopbackHttp,
  vapidHeaders,
  log,
}: DropAlertsDeps): LeasedJob<Ready> {
  const { db } = database;
  return {
    kind: "leased",
    name: "drop-alerts",
    queue: {
      table: pushDeliveries,
      columns: pushDeliveries,
      doneStatus: "sent",
    },
    maxInFlight: MAX_IN_FLIGHT,
    // Claiming and reading payloads a row at a time cost more round trips than the sends themselves.
    claimAhead: MAX_IN_FLIGHT,
    leaseMs: 2 * 60_000,
    runTimeoutMs: SEND_TIMEOUT_MS,
    backoff: { firstMs: 5_000, maxMs: 2 * 60_000, windowMs: 10 * 60_000 },
    beforeRound: (now) => recordDrops(db, now),
    async load(claimed, now) {
      const deliveries = await readDeliveries(
        db,
        claimed.map((row) => row.id),
      );
      const drops = await dropPayloads(
        db,
        deliveries.map((delivery) => ({ productIds: delivery?.productIds ?? [] })),
        now,
        publicUrl,
      );
      const reminders = await paymentReminderPayloads(db, deliveries, now);
      return deliveries.map((delivery, i) => ({ delivery, payload: drops[i] ?? reminders[i], now }));
    },
    async run({ delivery, payload, now }) {
      // Its subscription was deleted since the claim, and the row with it.
      if (!delivery) return { removed: true };
      // Every product of it was drafted or deleted since, or its order paid or cancelled: nothing to say.
      if (!payload) return { done: true };
      // Kept under other rules (a database copied from a test shop into production) is checked again.
      if (classifyPushEndpoint(delivery.endpoint, { allowLoopbackHttp }) !== "accepted") {
        await forgetSubscription(db, delivery.subscriptionId);
        return { removed: true };
      }
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
          JSON.stringify(payload),
          {
            headers: vapidHeaders(delivery.endpoint),
            ...deliveryOptions(delivery, now),
            urgency: "high",
            contentEncoding: "aes128gcm",
          },
        );
      } catch (error) {
        return { fail: `the push could not be built: ${error instanceof Error ? error.message : String(error)}` };
      }
      const pushService = new URL(delivery.endpoint).host;
      try {
        const answer = await request(details.endpoint, {
          method: "POST",
          headers: details.headers,
          body: details.body,
          headersTimeout: SEND_TIMEOUT_MS,
          bodyTimeout: SEND_TIMEOUT_MS,
        });
        await answer.body.dump();
        const status = answer.statusCode;
        if (status >= 200 && status < 300) return { done: true };
        if (status === 404 || status === 410) {
          await forgetSubscription(db, delivery.subscriptionId);
          return { removed: true };
        }
        const reason = `the push service answered HTTP ${status}`;
        const context = { dropAt: delivery.dropAt, pushService, status };
        if (status === 429 || status >= 500)
          return { retry: reason, afterMs: retryAfterMs(answer.headers["retry-after"]), log: context };
        return { fail: reason, log: context };
      } catch (error) {
        log.info({ err: error, dropAt: delivery.dropAt }, "drop alerts: a push service could not be reached");
        return { retry: "the push service could not be reached", log: { dropAt: delivery.dropAt, pushService } };
      }
    },
  };
}
