import fp from "fastify-plugin";
import { request } from "undici";
import webpush from "web-push";
import { systemClock } from "../clock";
import { isDatabaseUnavailable } from "../db/availability";
import { classifyPushEndpoint } from "../net/push-endpoint";
import type { DropLivePayload } from "../../contracts/push";
import { groupedWrites } from "../grouped-writes";
import {
  type ClaimedDelivery,
  claimDeliveries,
  dropPayloads,
  forgetSubscription,
  giveUpDelivery,
  markDelivered,
  nextDropAlertWake,
  recordDrops,
  releaseDeliveries,
  retryOrGiveUp,
} from "../services/drop-alerts";
import { loadVapidKeys, vapidTokens } from "../services/vapid-keys";

export type DropAlerts = {
  /** The VAPID public key browsers subscribe with (GET /api/push/public-key). */
  publicKey: string;
  /** Looks for drops and due deliveries now (tests, and a product that just went live on this instance). */
  wake(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    dropAlerts: DropAlerts;
  }
}

/** Other instances' drops and leases that ran out are found within this, even with nothing scheduled here. */
const POLL_MS = 5_000;
/** Sends at once per instance: enough that a slow or dead endpoint holds one slot, never the batch. */
export const MAX_IN_FLIGHT = 16;
/**
 * Claimed and read ahead of the free slots, so that a freed slot starts its next send at once: claiming and
 * reading payloads a row at a time cost more round trips than the sends themselves.
 */
const CLAIM_AHEAD = MAX_IN_FLIGHT;
/** A push service that has not answered by then is treated as failing (retried); well inside CLAIM_LEASE_MS. */
const SEND_TIMEOUT_MS = 30_000;
/** A drop is news for a few hours; a push service holding it longer (the phone off) should drop it. */
const TTL_SECONDS = 6 * 60 * 60;
const PAST_THE_BOUNDARY_MS = 20;
const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** One Topic per drop moment, so a push service still holding an earlier send of it replaces it (RFC 8030 5.4). */
export function dropTopic(dropAt: Date): string {
  return `drop-${Math.floor(dropAt.getTime() / 1000).toString(36)}`;
}

function retryAfterMs(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(seconds) ? Math.min(Math.max(0, seconds), MAX_RETRY_AFTER_MS) : null;
}

type ReadyDelivery = { delivery: ClaimedDelivery; payload: DropLivePayload | null };

/**
 * Sends drop alerts (issue 25, docs/decisions/030) on app.clock: wakes at the next product's publishAt, at the
 * next retry and at least every POLL_MS; each wake records the drops it sees and claims due deliveries, sending
 * up to MAX_IN_FLIGHT at once with up to CLAIM_AHEAD more claimed and waiting. Closing stops claiming, lets the
 * waiting ones go and waits for the sends in flight, so a SIGTERM loses and repeats nothing.
 */
export const dropAlerts = fp(
  async (app) => {
    const { db } = app.database;
    const { clock } = app;
    const vapid = await loadVapidKeys(db, app.config.vapid);
    // The real time, not app.clock: push services judge a token's expiry by theirs.
    const vapidHeaders = vapidTokens(vapid, systemClock);
    const allowLoopbackHttp = app.config.nodeEnv !== "production";
    const inFlight = new Set<Promise<void>>();
    const waiting: ReadyDelivery[] = [];
    // Each send waits for its mark, so a send in flight is one whose acceptance may not be stored yet.
    const markSent = groupedWrites<number>((ids) => markDelivered(db, ids, clock.now()));
    let cancel = () => {};
    let closing = false;
    let cycleRunning: Promise<void> | null = null;
    let again = false;
    let pumping: Promise<void> | null = null;
    let pumpAgain = false;

    function reportFailure(error: unknown, what: string) {
      if (!closing && !isDatabaseUnavailable(error)) app.log.error({ err: error }, `drop alerts: ${what}`);
    }

    async function send({ delivery, payload }: ReadyDelivery): Promise<void> {
      // Every product of it was drafted or deleted since: nothing to say.
      if (!payload) return markSent(delivery.id);
      // Kept under other rules (a database copied from a test shop into production) is checked again.
      if (classifyPushEndpoint(delivery.endpoint, { allowLoopbackHttp }) !== "accepted")
        return forgetSubscription(db, delivery.subscriptionId);
      const details = webpush.generateRequestDetails(
        { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
        JSON.stringify(payload),
        {
          headers: vapidHeaders(delivery.endpoint),
          TTL: TTL_SECONDS,
          topic: dropTopic(delivery.dropAt),
          urgency: "high",
          contentEncoding: "aes128gcm",
        },
      );
      let status: number | null = null;
      let retryAfter: number | null = null;
      try {
        const answer = await request(details.endpoint, {
          method: "POST",
          headers: details.headers,
          body: details.body,
          headersTimeout: SEND_TIMEOUT_MS,
          bodyTimeout: SEND_TIMEOUT_MS,
        });
        await answer.body.dump();
        status = answer.statusCode;
        retryAfter = retryAfterMs(answer.headers["retry-after"]);
      } catch (error) {
        app.log.info({ err: error, dropAt: delivery.dropAt }, "drop alerts: a push service could not be reached");
      }
      const after = clock.now();
      if (status !== null && status >= 200 && status < 300) return markSent(delivery.id);
      if (status === 404 || status === 410) return forgetSubscription(db, delivery.subscriptionId);
      const outcome =
        status === null || status === 429 || status >= 500
          ? await retryOrGiveUp(db, delivery, after, retryAfter)
          : (await giveUpDelivery(db, delivery.id, after), "given-up" as const);
      if (outcome === "given-up")
        app.log.warn(
          {
            dropAt: delivery.dropAt,
            pushService: new URL(delivery.endpoint).host,
            status,
            attempts: delivery.attempts,
          },
          "drop alerts: a push was given up",
        );
    }

    function startWaiting() {
      while (!closing && inFlight.size < MAX_IN_FLIGHT && waiting.length > 0) {
        const ready = waiting.shift()!;
        // Its lease would run out before its send could: whoever claims it after the lease sends it.
        if (ready.delivery.leaseUntil.getTime() - clock.now().getTime() < SEND_TIMEOUT_MS) continue;
        const sending: Promise<void> = send(ready)
          .catch((error: unknown) => reportFailure(error, "a send failed"))
          .finally(() => {
            inFlight.delete(sending);
            refill();
          });
        inFlight.add(sending);
      }
    }

    async function pump(): Promise<void> {
      while (!closing) {
        startWaiting();
        const room = MAX_IN_FLIGHT + CLAIM_AHEAD - inFlight.size - waiting.length;
        if (room < CLAIM_AHEAD) return;
        const claimed = await claimDeliveries(db, clock.now(), room);
        if (claimed.length === 0) return;
        const payloads = await dropPayloads(db, claimed, clock.now(), app.config.publicUrl);
        claimed.forEach((delivery, i) => waiting.push({ delivery, payload: payloads[i] }));
      }
    }

    /**
     * One claimer at a time per instance, so the cap holds; a call while one runs makes it claim once more
     * after, since a slot may have been freed after its last claim.
     */
    function runPump(): Promise<void> {
      if (pumping) {
        pumpAgain = true;
        return pumping;
      }
      pumping = (async () => {
        do {
          pumpAgain = false;
          await pump();
        } while (pumpAgain && !closing);
      })().finally(() => {
        pumping = null;
      });
      return pumping;
    }

    /**
     * A freed slot takes the next waiting delivery and tops up the claimed ones: not a whole round. Recording the
     * drops again on every send (an INSERT ... SELECT over every subscription, all conflicting) held the batch at
     * half the bare send rate (scripts/bench/drop-alerts.ts). When the last send ends, a round looks for more and
     * sets the timer for the next retry.
     */
    function refill() {
      if (closing) return;
      // A waiting delivery takes the slot now, not after a claim that may be running.
      startWaiting();
      runPump().then(
        () => {
          if (inFlight.size === 0) wake();
        },
        (error: unknown) => reportFailure(error, "a round failed"),
      );
    }

    async function cycle(): Promise<void> {
      again = false;
      try {
        await recordDrops(db, clock.now());
        await runPump();
      } catch (error) {
        reportFailure(error, "a round failed");
      }
      if (closing) return;
      try {
        const now = clock.now();
        const poll = new Date(now.getTime() + POLL_MS);
        // With every slot taken, a send ending wakes it: a due row must not spin the timer meanwhile.
        const next = inFlight.size >= MAX_IN_FLIGHT ? poll : await nextDropAlertWake(db, now, poll);
        if (closing) return;
        cancel();
        const wait = next.getTime() - clock.now().getTime();
        cancel = clock.schedule(wake, Math.max(0, wait) + PAST_THE_BOUNDARY_MS);
      } catch (error) {
        reportFailure(error, "could not schedule the next round");
        cancel();
        cancel = clock.schedule(wake, POLL_MS);
      }
    }

    function wake() {
      if (closing) return;
      if (cycleRunning) {
        again = true;
        return;
      }
      cycleRunning = cycle().finally(() => {
        cycleRunning = null;
        // A wake during the round (the clock moved, a send ended) may have come after its reads: look again.
        if (again) wake();
      });
    }

    app.decorate("dropAlerts", { publicKey: vapid.publicKey, wake } satisfies DropAlerts);
    app.addHook("onReady", async () => wake());
    app.addHook("preClose", async () => {
      closing = true;
      cancel();
      await cycleRunning;
      await pumping?.catch(() => {});
      await Promise.allSettled([...inFlight]);
      await releaseDeliveries(
        db,
        waiting.splice(0).map((ready) => ready.delivery),
      ).catch((error: unknown) => app.log.warn({ err: error }, "drop alerts: claimed pushes wait for their leases"));
    });
  },
  { name: "drop-alerts", decorators: { fastify: ["clock", "database", "config"] } },
);
