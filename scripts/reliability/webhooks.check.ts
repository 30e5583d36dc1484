/**
 * Webhooks out of order. Signed Stripe events for many customers go to a real shop
 * process over loopback HTTP: a fifth of them twice, all shuffled, several at once (some duplicates at the very
 * same moment), with a few signatures older than Stripe's tolerance among them. Afterwards:
 * - every customer's premium state equals applying the events one by one in `created` order (the rule in
 *   docs/decisions/007-stripe-event-order.md, ties included), computed here independently of the shop's code;
 * - processed_stripe_events holds exactly one row per delivered event id;
 * - every stale signature was refused with 400 and left no trace.
 *
 * Short mode: 1,000 events for 100 customers on a scratch PostgreSQL database, where deliveries truly run at
 * once. Long mode: 10,000 events for 1,000 customers with more deliveries in flight, on PostgreSQL and then on
 * the embedded PGlite. RELIABILITY_SEED replays a run (the seed is printed first).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start-up";
import { freePort, type ServerProcess, startServerProcess } from "../../src/testing/server-process";
import { type StripeTestEvent, stripeEventPayload, stripeSignature } from "../../src/testing/stripe-webhook";
import { type ScratchDatabase, scratchDatabase } from "../bench/lib";

const LONG = process.env.RELIABILITY_MODE === "long";
const CUSTOMERS = LONG ? 1_000 : 100;
const EVENTS = LONG ? 10_000 : 1_000;
const DUPLICATE_SHARE = 0.2;
const IN_FLIGHT = LONG ? 16 : 8;
const STALE = LONG ? 100 : 20;
/** Stripe's default tolerance (stripe.webhooks.DEFAULT_TOLERANCE), in seconds. */
const TOLERANCE = 300;
const SECRET = "whsec_reliability_webhooks_check";
const seed = Number(process.env.RELIABILITY_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: a small seeded generator, so a failing run can be replayed with RELIABILITY_SEED. */
function generator(start: number) {
  let a = start >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const shuffle = <T>(items: T[]): T[] => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  };
  return { next, int, pick, shuffle };
}

type Customer = { index: number; customerId: string; email: string; userId: number };

/**
 * What the event means for premium, written out from the documented rules (not imported from the shop): a
 * grant, a revocation or nothing; and whether it ties the Stripe customer to the shop's user.
 */
function meaningOf(event: StripeTestEvent): { decision: boolean | null; links: boolean } {
  const o = event.object;
  const subscriptionCheckout = o.object === "checkout.session" && o.mode === "subscription";
  switch (event.type) {
    case "checkout.session.completed":
      return {
        decision:
          subscriptionCheckout && (o.payment_status === "paid" || o.payment_status === "no_payment_required")
            ? true
            : null,
        links: subscriptionCheckout,
      };
    case "checkout.session.async_payment_succeeded":
      return { decision: subscriptionCheckout ? true : null, links: subscriptionCheckout };
    case "checkout.session.async_payment_failed":
      return { decision: subscriptionCheckout ? false : null, links: subscriptionCheckout };
    case "customer.subscription.updated":
      return { decision: o.status === "active" || o.status === "trialing", links: false };
    case "customer.subscription.deleted":
      return { decision: false, links: false };
    default:
      return { decision: null, links: false };
  }
}

type Decision = { created: number; decision: boolean; id: string };

/** The order premium follows: created; at the same second a revocation before a grant; then the id. */
function inOrder(a: Decision, b: Decision): number {
  if (a.created !== b.created) return a.created - b.created;
  if (a.decision !== b.decision) return a.decision ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The premium state each customer's user ends with when the events are applied one by one in that order, and
 * how many same-second grant/revocation conflicts the tie rule had to settle.
 */
function expectedPremium(events: readonly StripeTestEvent[], customers: readonly Customer[]) {
  const byCustomer = new Map<string, StripeTestEvent[]>();
  for (const e of events) {
    const id = String(e.object.customer);
    if (!byCustomer.has(id)) byCustomer.set(id, []);
    byCustomer.get(id)!.push(e);
  }
  let conflicts = 0;
  const expected = new Map<number, boolean>();
  const linkedCustomers: Customer[] = [];
  for (const c of customers) {
    const own = byCustomer.get(c.customerId) ?? [];
    const linked = own.some((e) => meaningOf(e).links);
    if (linked) linkedCustomers.push(c);
    const decisions = own
      .flatMap((e): Decision[] => {
        const { decision } = meaningOf(e);
        return decision === null ? [] : [{ created: e.created, decision, id: e.id }];
      })
      .sort(inOrder);
    decisions.forEach((d, i) => {
      const previous = decisions[i - 1];
      if (previous && previous.created === d.created && previous.decision !== d.decision) conflicts += 1;
    });
    // Applied one by one, the last decision is the state; before the tie, it concerns nobody in the shop.
    expected.set(c.userId, linked && (decisions.at(-1)?.decision ?? false));
  }
  return { expected, conflicts, linkedCustomers };
}

const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "paused",
] as const;

/** One customer's events: `count` of them within a few seconds of each other, so ties at one second are common. */
function eventsFor(c: Customer, count: number, base: number, random: ReturnType<typeof generator>, linked: boolean) {
  const events: StripeTestEvent[] = [];
  let n = 0;
  const id = () => `evt_rel_${c.index}_${++n}_${random.int(1e9).toString(36)}`;
  const created = () => base + random.int(Math.max(4, Math.ceil(count * 1.5)));
  const checkout = (type: string, mode = "subscription", paymentStatus = "paid"): StripeTestEvent => {
    // Most checkouts carry the user id (the pricing table's client-reference-id), some only the email, as typed.
    const byEmail = random.next() < 0.3;
    return {
      id: id(),
      type,
      created: created(),
      object: {
        object: "checkout.session",
        mode,
        status: "complete",
        payment_status: paymentStatus,
        customer: c.customerId,
        client_reference_id: byEmail ? null : String(c.userId),
        customer_details: { email: byEmail && random.next() < 0.5 ? c.email.toUpperCase() : c.email },
      },
    };
  };
  if (linked) events.push(checkout("checkout.session.completed", "subscription", random.pick(["paid", "unpaid"])));
  while (events.length < count) {
    const roll = random.next();
    if (roll < 0.18) {
      const mode = random.next() < 0.15 ? "payment" : "subscription";
      if (!linked && mode === "subscription") continue;
      events.push(checkout("checkout.session.completed", mode, random.pick(["paid", "unpaid", "no_payment_required"])));
    } else if (roll < 0.26) {
      if (!linked) continue;
      events.push(
        checkout(
          random.next() < 0.6 ? "checkout.session.async_payment_succeeded" : "checkout.session.async_payment_failed",
        ),
      );
    } else if (roll < 0.8) {
      events.push({
        id: id(),
        type: "customer.subscription.updated",
        created: created(),
        object: { object: "subscription", customer: c.customerId, status: random.pick(SUBSCRIPTION_STATUSES) },
      });
    } else if (roll < 0.93) {
      events.push({
        id: id(),
        type: "customer.subscription.deleted",
        created: created(),
        object: { object: "subscription", customer: c.customerId, status: "canceled" },
      });
    } else {
      // An event the shop does not act on still gets its processed row.
      events.push({
        id: id(),
        type: "invoice.paid",
        created: created(),
        object: { object: "invoice", customer: c.customerId, status: "paid" },
      });
    }
  }
  return events;
}

type Delivery = { event: StripeTestEvent; payload: string; stale: boolean };
type Outcome = { status: number; body: string };

async function deliver(base: string, d: Delivery): Promise<Outcome> {
  const now = Math.floor(Date.now() / 1000);
  // Stripe signs each attempt when it sends it; a stale one was signed longer ago than the tolerance allows.
  const signedAt = d.stale ? now - TOLERANCE - 1 - (d.event.created % 3_000) : now;
  const res = await fetch(`${base}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripeSignature(d.payload, SECRET, signedAt) },
    body: d.payload,
  });
  return { status: res.status, body: await res.text() };
}

/**
 * Where the shop keeps its data. Users are written and results read with the shop stopped: the embedded
 * database belongs to one process at a time, and both kinds are handled the same way.
 */
type Target = {
  label: string;
  open(): Promise<Database>;
  env: Record<string, string>;
  dispose(): Promise<void>;
};

async function postgresTarget(): Promise<Target> {
  const scratch: ScratchDatabase = await scratchDatabase("reliability_webhooks");
  return {
    label: "PostgreSQL",
    open: async () => openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 }),
    env: { DATABASE_URL: scratch.url },
    dispose: () => scratch.drop(),
  };
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "reliability-webhooks-"));
  return {
    label: "PGlite",
    async open() {
      const database = openDatabase({ kind: "pglite", dataDir });
      await prepareDatabase(database, {
        demoData: false,
        adminEmail: "admin@reliability.example",
        adminPassword: undefined,
      });
      return database;
    },
    env: { DATA_DIR: dataDir },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

let broken = false;
function promise(label: string, ok: boolean, detail: string) {
  process.stdout.write(`${ok ? "PASS" : "FAIL"}  ${label}: ${detail}\n`);
  if (!ok) broken = true;
}
const figure = (label: string, value: string | number) => process.stdout.write(`FIGURE ${label}: ${value}\n`);

async function run(target: Target) {
  const random = generator(seed);
  let shop: ServerProcess | null = null;
  try {
    // The users exist before Stripe knows them, as shoppers sign in before they buy.
    const before = await target.open();
    const customers: Customer[] = [];
    try {
      for (let index = 0; index < CUSTOMERS; index++) {
        const email = `webhook-${index}@reliability.example`;
        const [row] = await before.rows<{ id: number }>(
          sql`insert into users (full_name, email) values (${`Webhook ${index}`}, ${email}) returning id`,
        );
        customers.push({ index, customerId: `cus_rel_${index}`, email, userId: row!.id });
      }
    } finally {
      await before.close();
    }
    const running = await startServerProcess(await freePort(), {
      ...target.env,
      STRIPE_WEBHOOK_SECRET: SECRET,
      DEMO_DATA: "0",
    });
    shop = running;

    const base = Math.floor(Date.now() / 1000) - 86_400;
    const perCustomer = Math.floor(EVENTS / CUSTOMERS);
    const events = customers.flatMap((c, i) =>
      eventsFor(
        c,
        perCustomer + (i < EVENTS % CUSTOMERS ? 1 : 0),
        base + i * 100,
        random,
        // A few customers never reach a subscription checkout: Stripe's verdict about them concerns nobody here.
        random.next() >= 0.05,
      ),
    );
    const { expected, conflicts, linkedCustomers } = expectedPremium(events, customers);

    const deliveries: Delivery[] = events.map((event) => ({ event, payload: stripeEventPayload(event), stale: false }));
    const twice = random.shuffle([...deliveries]).slice(0, Math.round(events.length * DUPLICATE_SHARE));
    // Stale: events that would change the verdict if applied (the latest created of all), but signed too long ago.
    const staleDeliveries: Delivery[] = Array.from({ length: STALE }, (_, i) => {
      const c = random.pick(linkedCustomers);
      const event: StripeTestEvent = {
        id: `evt_rel_stale_${i}`,
        type: expected.get(c.userId) ? "customer.subscription.deleted" : "customer.subscription.updated",
        created: base + 10_000_000 + i,
        object: { object: "subscription", customer: c.customerId, status: "active" },
      };
      return { event, payload: stripeEventPayload(event), stale: true };
    });
    const queue = random.shuffle([...deliveries, ...twice.slice(twice.length / 2), ...staleDeliveries]);
    // Half of the second deliveries go right beside the first, so both are in flight at the same moment.
    const together = twice.slice(0, twice.length / 2);
    for (const d of together) queue.splice(queue.indexOf(d) + 1, 0, d);

    const outcomes: { d: Delivery; outcome: Outcome }[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < queue.length) {
          const d = queue[next++]!;
          outcomes.push({ d, outcome: await deliver(running.base, d) });
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await running.stop();
    shop = null;

    // Answers: 200 for every fresh delivery, exactly one of them per event not a duplicate; 400 for stale ones.
    const firstApplied = new Map<string, number>();
    const wrongAnswers: string[] = [];
    let staleRefused = 0;
    for (const { d, outcome } of outcomes) {
      if (d.stale) {
        if (outcome.status === 400) staleRefused += 1;
        else wrongAnswers.push(`stale ${d.event.id}: ${outcome.status} ${outcome.body}`);
        continue;
      }
      if (outcome.status !== 200) {
        wrongAnswers.push(`${d.event.id} (${d.event.type}): ${outcome.status} ${outcome.body}`);
        continue;
      }
      const body = JSON.parse(outcome.body) as { duplicate: boolean };
      if (!body.duplicate) firstApplied.set(d.event.id, (firstApplied.get(d.event.id) ?? 0) + 1);
    }
    const appliedOnceEach = events.every((e) => firstApplied.get(e.id) === 1);

    const after = await target.open();
    const [processedRows, premiumRows] = await Promise.all([
      after.rows<{ event_id: string }>(sql`select event_id from processed_stripe_events`),
      after.rows<{ id: number; is_premium: boolean }>(sql`select id, is_premium from users`),
    ]).finally(() => after.close());
    const processed = processedRows.map((r) => r.event_id);
    const processedSet = new Set(processed);
    const missing = events.filter((e) => !processedSet.has(e.id)).length;
    const staleStored = staleDeliveries.filter((d) => processedSet.has(d.event.id)).length;
    const actual = new Map(premiumRows.map((r) => [r.id, r.is_premium]));
    const mismatches = customers.filter((c) => actual.get(c.userId) !== expected.get(c.userId));

    const tag = (label: string) => `webhooks (${target.label}) ${label}`;
    figure(tag("events sent"), `${events.length} for ${customers.length} customers`);
    figure(
      tag("duplicates delivered"),
      `${twice.length} (${together.length} at the same moment as the first delivery), ${queue.length} deliveries in all`,
    );
    figure(tag("processed rows"), `${processed.length} (${processedSet.size} distinct ids)`);
    figure(tag("mismatching customers"), mismatches.length);
    figure(tag("stale refused"), `${staleRefused} of ${STALE}`);
    figure(tag("same-second grant/revocation conflicts settled by the tie rule"), conflicts);
    figure(tag("premium members at the end"), [...expected.values()].filter(Boolean).length);
    figure(tag("deliveries per second"), (queue.length / seconds).toFixed(0));

    promise(tag("answers"), wrongAnswers.length === 0, `${wrongAnswers.length} unexpected`);
    for (const w of wrongAnswers.slice(0, 10)) process.stdout.write(`      ${w}\n`);
    promise(
      tag("each event applied by exactly one delivery"),
      appliedOnceEach,
      `${firstApplied.size} of ${events.length}`,
    );
    promise(
      tag("one processed row per event id"),
      processed.length === events.length && processedSet.size === events.length && missing === 0 && staleStored === 0,
      `${processed.length} rows, ${missing} missing, ${staleStored} stale stored`,
    );
    promise(tag("premium as in created order"), mismatches.length === 0, `${mismatches.length} customers differ`);
    for (const c of mismatches.slice(0, 5)) {
      process.stdout.write(
        `      user ${c.userId} (${c.customerId}): expected ${expected.get(c.userId)}, got ${actual.get(c.userId)}; events by created:\n`,
      );
      const own = events
        .filter((e) => e.object.customer === c.customerId)
        .sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1));
      for (const e of own) {
        const o = e.object;
        process.stdout.write(
          `        ${e.created} ${e.id} ${e.type} ${o.mode ?? ""} ${o.payment_status ?? o.status ?? ""} -> ${meaningOf(e).decision}\n`,
        );
      }
    }
    promise(tag("stale signatures refused"), staleRefused === STALE, `${staleRefused} of ${STALE}`);
  } finally {
    await shop?.stop();
    await target.dispose();
  }
}

process.stdout.write(
  `webhooks: seed ${seed} (RELIABILITY_SEED=${seed} replays this run), ${LONG ? "long" : "short"} mode\n`,
);
for (const makeTarget of LONG ? [postgresTarget, pgliteTarget] : [postgresTarget]) await run(await makeTarget());
process.exit(broken ? 1 : 0);
