/**
 * The drop moment on a real PostgreSQL server: 5,000 sockets open on the shop (1,000 of them
 * signed-in premium members with complete addresses), 100 live products in the catalog, and a product with 3
 * sizes x 50 units scheduled (POST /api/products, as the owner's form) to go live at a whole second. The
 * shop's own lifecycle timer announces it (`products-activated`); every socket client re-reads
 * GET /api/products when the message arrives, as the real client does (only that read: not next-release or
 * an open product page), and every member sends POST /api/orders (order-flow.ts's `orderPayload` for the
 * product as its page read it, a random size, its own Idempotency-Key) at a random moment in the first
 * second after the message arrived. Each socket client keeps its own keep-alive connections (a browser's 6),
 * opened when it loaded the page. The clients run in 2 processes of their own (drop-clients.ts), so the
 * shop's process is measured alone; the shop is scripts/bench/serve-shop.ts.
 * Each round measures, on the same sockets: an unlimited product going live the same way with no orders
 * (the catalog's reference), the same members ordering it, spread over one second (printed, not judged),
 * another unlimited product going live with every member tapping as in the drop (the orders' reference:
 * the same rush, unlimited; decision 036), then the drop. 2 rounds by default, samples taken together, so one slow patch of a shared
 * machine weighs less; `--rounds=N` changes that.
 * Prints socket delivery p50/p99 of `products-activated` (from the publication second), catalog p99 during
 * the rush vs its reference, order p50/p99 vs its reference (and split at 250 ms after the message: the
 * taps that met the catalog re-reads), accepted orders (must equal the units, 150 a round), SOLD_OUT answers
 * (the rest: 850), 5xx, oversold units (orders stored vs units offered, and product_stock.sold vs orders),
 * duplicates (an accepted order stored twice, a key or a member twice on one drop, an accepted id not
 * stored), the units left afterwards (0, in the database and in every socket's last `stock-updated`), and
 * lost messages or requests (a socket missing `products-activated` or closed, a catalog read after it that
 * lacks the new product, a request never answered).
 * Targets: order p99 <= 5x its reference, catalog p99 <= 3x its reference, no error of any kind; exits 1
 * on a miss. The scratch database is dropped and the child processes ended even when it fails or is
 * interrupted.
 * --charge: the same with every member's card on file charged at the tap (decision 071), through the real
 * `stripe` SDK against the loopback fake of Stripe's API (src/testing/stripe-api.ts) answering each call in
 * 150-400 ms. Each order's time is then taken without the fake's waits for it (Stripe's latency is not the
 * shop's), and it must also end with every accepted order paid (150 a round), no order charged twice and no
 * charge without its order.
 * --email: the same with the shop sending its emails (decision 072) to a loopback SMTP server
 * (src/testing/smtp-server.ts): every order's confirmation goes while the rush runs. The outbox must be empty
 * within 60 s of the last drop's moment, every message sent once (no Message-ID twice, none failed), and the
 * order and catalog targets above still met.
 *   npx tsx scripts/bench/drop.ts [--small] [--rounds=2] [--charge] [--email]
 *   (--small: 500 sockets, 100 members, 3 sizes x 5 units; under a minute)
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import type { ChildProcess } from "node:child_process";
import postgres from "postgres";
import { orderPayload } from "../../src/client/shop/product/order-flow";
import { type SmtpServer, startSmtpServer } from "../../src/testing/smtp-server";
import { startStripeApi, type StripeApi } from "../../src/testing/stripe-api";
import type { Product } from "../../src/contracts/product";
import type { CurrentUser, ShippingRate } from "../../src/contracts/user";
import type { ClientReport, PhaseResult } from "./drop-clients";
import { adminAuthorization, createShoppers, quantile, scratchDatabase, startProcess, startShop, verdict } from "./lib";

const small = process.argv.includes("--small");
const charge = process.argv.includes("--charge");
const email = process.argv.includes("--email");
/** The outbox must be empty this long after the last drop's moment (issue 36). */
const OUTBOX_DRAINED_MS = 60_000;
/** What the fake Stripe takes to answer each call under --charge. */
const STRIPE_LATENCY_MS = [150, 400] as const;
/** Rounds of (catalog reference, order reference, drop); their samples are taken together. */
const ROUNDS = Number(process.argv.find((a) => a.startsWith("--rounds="))?.slice("--rounds=".length) ?? 2);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error("--rounds= takes a whole number from 1");
const SOCKETS = small ? 500 : 5000;
const MEMBERS = small ? 100 : 1000;
const UNITS_PER_SIZE = small ? 5 : 50;
const SIZES = ["S", "M", "L"];
const UNITS = UNITS_PER_SIZE * SIZES.length;
const CLIENT_PROCESSES = 2;
const LIVE_PRODUCTS = 100;
/** How long a phase may run after its moment before what did not come is counted as missing. */
const PHASE_TIMEOUT_MS = 30_000;
/** After the drop's last answer: room for the last coalesced `stock-updated` (250 ms window) to arrive. */
const SETTLE_MS = 1500;
/** From scheduling a product to its whole second: the owner's save, and arming the clients. */
const LEAD_MS = small ? 2500 : 4000;
const ORDER_TARGET = 5;
const CATALOG_TARGET = 3;
/** The rush's orders are also shown split at this many ms after the message (the catalog re-reads' burst). */
const EARLY_MS = 250;

const children: ChildProcess[] = [];
const killChildren = () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
};
// A crash or Ctrl-C must not leave the shop or its clients running (and they also end when our pipes to
// them close: drop-clients.ts, serve-shop.ts with exitWithParent).
let dropScratch = async () => {};
process.on("exit", killChildren);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    killChildren();
    void dropScratch()
      .catch(() => {})
      .finally(() => process.exit(130));
  });

type ClientProcess = {
  child: ChildProcess;
  members: number;
  send(command: object): void;
  /** The next line starting with `prefix` (its rest), or null after `timeoutMs`. */
  next(prefix: string, timeoutMs: number): Promise<string | null>;
};

/** Splits `count` into CLIENT_PROCESSES near-equal parts. */
const shares = (count: number) =>
  Array.from(
    { length: CLIENT_PROCESSES },
    (_, p) => Math.floor(count / CLIENT_PROCESSES) + (p < count % CLIENT_PROCESSES ? 1 : 0),
  );

async function startClients(port: string, cookies: string[]): Promise<ClientProcess[]> {
  const memberShares = shares(cookies.length);
  const socketShares = shares(SOCKETS);
  return Promise.all(
    memberShares.map(async (memberCount, p) => {
      const from = memberShares.slice(0, p).reduce((a, b) => a + b, 0);
      const { child } = await startProcess("scripts/bench/drop-clients.ts", [], {}, { stdin: "pipe" });
      children.push(child);
      const lines: string[] = [];
      const waiting: (() => void)[] = [];
      let buffer = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split("\n");
        buffer = parts.pop() ?? "";
        lines.push(...parts);
        for (const wake of waiting.splice(0)) wake();
      });
      const client: ClientProcess = {
        child,
        members: memberCount,
        send: (command) => child.stdin!.write(`${JSON.stringify(command)}\n`),
        async next(prefix, timeoutMs) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const at = lines.findIndex((l) => l.startsWith(prefix));
            if (at >= 0) return lines.splice(at, 1)[0].slice(prefix.length).trim();
            const left = deadline - Date.now();
            if (left <= 0 || child.exitCode !== null) return null;
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, left);
              waiting.push(() => {
                clearTimeout(timer);
                resolve();
              });
            });
          }
        },
      };
      const members = cookies.slice(from, from + memberCount);
      client.send({ type: "setup", port, anonymous: socketShares[p] - members.length, members });
      if ((await client.next("OPEN", 5 * 60_000)) === null)
        throw new Error(`client process ${p} did not open its sockets`);
      return client;
    }),
  );
}

/** A whole second at least `leadMs` from now: the moment a product goes live. */
const nextSecond = (leadMs: number) => new Date(Math.ceil((Date.now() + leadMs) / 1000) * 1000);

/** Waits for every client process's DONE of the phase, or the phase's time to run out. */
const phaseDone = (clients: ClientProcess[], phase: string, untilMs: number) =>
  Promise.all(clients.map((c) => c.next(`DONE ${phase}`, Math.max(0, untilMs - Date.now()))));

const scratch = await scratchDatabase("bench_drop");
dropScratch = () => scratch.drop();
const sql = postgres(scratch.url, { max: 2, onnotice: () => {} });
let stripeApi: StripeApi | null = null;
let smtp: SmtpServer | null = null;
try {
  // A catalog of the usual size: what every GET /api/products carries.
  await sql`insert into products (name, price, discount_amount, images, sizes, status, publish_at, expires_at)
    select 'Live kurta ' || i, 60.00, 12.50, '{https://cdn.example.com/kurta.jpg}', '{S,M,L}', 'active',
      now() - interval '1 day', now() + interval '7 days'
    from generate_series(1, ${LIVE_PRODUCTS}) i`;
  const members = await createShoppers(scratch.url, MEMBERS);
  let stripeEnv: Record<string, string> = {};
  if (charge) {
    stripeApi = await startStripeApi();
    stripeApi.slow(...STRIPE_LATENCY_MS);
    // Each member's membership is a Stripe customer with a Visa that pays.
    const customers = members.map((member, i) => ({
      customer_id: stripeApi!.addCustomer([{ behaviour: "succeeds" }]),
      user_id: member.id,
      is_premium: true,
      verdict_created: 1,
      verdict_event_id: `evt_bench_${i}`,
    }));
    await sql`insert into stripe_customers ${sql(customers)}`;
    // The fake Stripe API is a test switch, which a shop in production refuses (config.ts).
    stripeEnv = { NODE_ENV: "test", STRIPE_SECRET_KEY: stripeApi.secretKey, STRIPE_API_URL: stripeApi.url };
  }

  if (email) smtp = await startSmtpServer();
  const shop = await startShop(
    scratch.url,
    {
      // Every benchmark socket comes from 127.0.0.1: above the per-address cap a real shop keeps.
      MAX_SOCKETS_PER_IP: String(SOCKETS + 100),
      ...stripeEnv,
      ...(smtp ? { SMTP_URL: smtp.url } : {}),
    },
    { exitWithParent: true },
  );
  children.push(shop.child);
  const { base } = shop;
  const authorization = await adminAuthorization(base);
  const rates = (await (await fetch(`${base}/api/shipping-rates/enabled`)).json()) as ShippingRate[];
  // Every member lives in Singapore (createShoppers): one member's answer is every member's.
  const user = (await (
    await fetch(`${base}/api/user`, { headers: { cookie: members[0].cookie } })
  ).json()) as CurrentUser;

  const openedAt = performance.now();
  const clients = await startClients(
    new URL(base).port,
    members.map((m) => m.cookie),
  );
  process.stdout.write(
    `${SOCKETS} sockets open (${MEMBERS} signed-in members) in ${((performance.now() - openedAt) / 1000).toFixed(1)} s\n`,
  );

  /** POST /api/products as the owner's form does: a scheduled product going live at `publishAt`. */
  const schedule = async (name: string, publishAt: Date, stock: Record<string, number> | null) => {
    const response = await fetch(`${base}/api/products`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({
        name,
        price: "60.00",
        discountAmount: "12.50",
        images: ["https://cdn.example.com/drop.jpg"],
        category: "regular",
        sizes: SIZES,
        status: "scheduled",
        publishAt: publishAt.toISOString(),
        expirationDays: 7,
        stock,
      }),
    });
    if (!response.ok) throw new Error(`POST /api/products: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as { id: number };
    // What the product page the members hold open read before the release (the public answer).
    const product = (await (await fetch(`${base}/api/products/${id}`)).json()) as Product;
    return product;
  };
  /** Each member's order of the product, as the client builds it, in a random size; split per process. */
  const orderBodies = (product: Product) => {
    const sizes = members.map(() => SIZES[Math.floor(Math.random() * SIZES.length)]);
    const bodies = sizes.map((size) => JSON.stringify(orderPayload(product, user, size, rates)));
    let from = 0;
    const perProcess = clients.map((c) => bodies.slice(from, (from += c.members)));
    return { perProcess, tapsIn: (size: string) => sizes.filter((s) => s === size).length };
  };
  /**
   * Arms every client for `product` going live at `at` (with `bodies`, its members tap), then waits for the
   * phase. Arming must reach the clients before the moment, or its message would count as unexpected.
   */
  const goLive = async (phase: string, product: Product, at: Date, bodies?: string[][]) => {
    clients.forEach((c, p) =>
      c.send({ type: "arm", phase, productId: product.id, at: at.getTime(), bodies: bodies?.[p] }),
    );
    const margin = at.getTime() - Date.now();
    if (margin < 300) process.stdout.write(`warning: the clients were armed only ${margin} ms before the go-live\n`);
    await phaseDone(clients, phase, at.getTime() + PHASE_TIMEOUT_MS);
  };

  const emptyPhase: PhaseResult = { delivery: [], reads: [], orders: [], missed: 0, extra: 0 };
  const drops: { id: number; expectedAccepted: number }[] = [];
  let lastDropMoment = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    // 1. Reference for the catalog: an unlimited product goes live the same way; every socket re-reads, nobody orders.
    const referenceAt = nextSecond(LEAD_MS);
    const reference = await schedule(`Reference tee ${round}`, referenceAt, null);
    await goLive(`catalog-${round}`, reference, referenceAt);

    // 2. The orders alone, for the record: the same members order that unlimited product, spread over one second.
    const referenceBodies = orderBodies(reference).perProcess;
    clients.forEach((c, p) => c.send({ type: "orders", phase: `orders-${round}`, bodies: referenceBodies[p] }));
    await phaseDone(clients, `orders-${round}`, Date.now() + PHASE_TIMEOUT_MS);

    // 3. Reference for the orders: the same rush for an unlimited product (it goes live, everyone re-reads,
    // every member taps in the first second), so the ratio is what limited stock costs (decision 036).
    const unlimitedAt = nextSecond(LEAD_MS);
    const unlimited = await schedule(`Unlimited tee ${round}`, unlimitedAt, null);
    await goLive(`unlimited-${round}`, unlimited, unlimitedAt, orderBodies(unlimited).perProcess);

    // 4. The drop: 3 sizes x UNITS_PER_SIZE go live at a whole second; everyone re-reads, every member taps.
    const dropAt = nextSecond(LEAD_MS);
    lastDropMoment = dropAt.getTime();
    const drop = await schedule(
      `Drop jacket ${round}`,
      dropAt,
      Object.fromEntries(SIZES.map((s) => [s, UNITS_PER_SIZE])),
    );
    const dropOrders = orderBodies(drop);
    // Random sizes: a size tapped fewer times than it has units keeps some (never seen at these numbers).
    drops.push({
      id: drop.id,
      expectedAccepted: SIZES.reduce((sum, size) => sum + Math.min(dropOrders.tapsIn(size), UNITS_PER_SIZE), 0),
    });
    await goLive(`drop-${round}`, drop, dropAt, dropOrders.perProcess);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }

  // Under --email: how long after the last drop's moment the outbox is empty.
  const outbox = smtp ? await drainOutbox(lastDropMoment) : null;

  for (const c of clients) c.send({ type: "report" });
  const reports = await Promise.all(
    clients.map(async (c) => JSON.parse((await c.next("RESULT", 60_000)) ?? "null") as ClientReport | null),
  );
  killChildren();
  if (reports.includes(null)) throw new Error("a client process did not report");
  const all = reports as ClientReport[];
  /** One kind of phase, every round's (or one round's) samples together. */
  const phase = (kind: string, rounds = Array.from({ length: ROUNDS }, (_, i) => i + 1)): PhaseResult => {
    const parts = rounds.flatMap((round) => all.map((r) => r.phases[`${kind}-${round}`] ?? emptyPhase));
    return {
      delivery: parts.flatMap((p) => p.delivery),
      reads: parts.flatMap((p) => p.reads),
      orders: parts.flatMap((p) => p.orders),
      missed: parts.reduce((sum, p) => sum + p.missed, 0),
      extra: parts.reduce((sum, p) => sum + p.extra, 0),
    };
  };
  const [catalogRef, ordersAlone, ordersRef, rush] = ["catalog", "orders", "unlimited", "drop"].map((kind) =>
    phase(kind),
  );
  const expectedAccepted = drops.reduce((sum, d) => sum + d.expectedAccepted, 0);
  const dropIds = drops.map((d) => d.id);

  // What the database holds afterwards.
  const stock = await sql<{ productId: number; size: string; offered: number; sold: number }[]>`
    select product_id as "productId", size, offered, sold from product_stock
    where product_id in ${sql(dropIds)} order by product_id, size`;
  const stored = await sql<{ id: number; productId: number; size: string; userId: number; key: string | null }[]>`
    select id, product_id as "productId", size, user_id as "userId", idempotency_key as key from orders
    where product_id in ${sql(dropIds)} and status <> 'cancelled'`;
  const storedIn = (productId: number, size: string) =>
    stored.filter((o) => o.productId === productId && o.size === size).length;
  const oversold = stock.reduce((sum, s) => sum + Math.max(0, storedIn(s.productId, s.size) - s.offered), 0);
  const counterDrift = stock.filter((s) => s.sold !== storedIn(s.productId, s.size)).length;
  const left = stock.reduce((sum, s) => sum + s.offered - s.sold, 0);

  const p = (samples: number[], q: number) => Math.round(quantile(samples, q));
  const readMs = (r: PhaseResult) => r.reads.map((x) => x.ms);
  // Under --charge, without what the fake Stripe made each order wait.
  const orderMs = (r: PhaseResult) =>
    r.orders.map((x) => x.ms - (x.id === null ? 0 : (stripeApi?.waitedFor(x.id) ?? 0)));
  const accepted = rush.orders.filter((o) => o.status === 201);
  const perRound = drops.map((d, i) => {
    const answers = phase("drop", [i + 1]).orders;
    return {
      ...d,
      accepted: answers.filter((o) => o.status === 201).length,
      soldOut: answers.filter((o) => o.status === 409 && o.code === "SOLD_OUT").length,
    };
  });
  const otherRefusals = rush.orders.filter((o) => o.status !== 201 && !(o.status === 409 && o.code === "SOLD_OUT"));
  const everyRequest = [catalogRef, ordersAlone, ordersRef, rush].flatMap((r) => [...r.reads, ...r.orders]);
  const serverErrors = everyRequest.filter((r) => r.status >= 500).length;
  const noAnswer = everyRequest.filter((r) => r.status === 0).length;
  const referenceRefused = [...ordersAlone.orders, ...ordersRef.orders].filter((o) => o.status !== 201).length;
  const acceptedIds = accepted.map((o) => o.id);
  const storedIds = new Set(stored.map((o) => o.id));
  const missing = acceptedIds.filter((id) => id === null || !storedIds.has(id)).length;
  const duplicates =
    acceptedIds.length -
    new Set(acceptedIds).size +
    (stored.length - new Set(stored.map((o) => o.key)).size) +
    (stored.length - new Set(stored.map((o) => `${o.productId}:${o.userId}`)).size);
  const unlisted = [...catalogRef.reads, ...ordersRef.reads, ...rush.reads].filter(
    (r) => r.status === 200 && !r.listed,
  ).length;
  // Each socket's last `stock-updated` of each drop must say what the database holds at the end (0 left).
  const leftText = (entries: [string, number][]) =>
    entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([size, n]) => `${size}:${n}`)
      .join(",");
  let told = 0;
  for (const id of dropIds) {
    const finalLeft = leftText(stock.filter((s) => s.productId === id).map((s) => [s.size, s.offered - s.sold]));
    for (const last of all.flatMap((r) => r.lastStock[id] ?? []))
      if (last !== null && leftText(Object.entries(last)) === finalLeft) told += 1;
  }
  const stockText = dropIds
    .map((id) =>
      stock
        .filter((s) => s.productId === id)
        .map((s) => `${s.size} ${s.sold}/${s.offered}`)
        .join(" "),
    )
    .join("; ");
  const closed = all.reduce((sum, r) => sum + r.closed, 0);
  const lateTaps = rush.orders.filter((o) => o.sentAfter > 1000).length;
  const errors = all.flatMap((r) => r.errors);
  const missed = rush.missed + catalogRef.missed + ordersRef.missed;
  const extra = rush.extra + catalogRef.extra + ordersRef.extra;
  const sockets = SOCKETS * ROUNDS;

  const line = (text: string) => process.stdout.write(`${text}\n`);
  const p50p99 = (samples: number[]) => `p50 ${p(samples, 0.5)} ms, p99 ${p(samples, 0.99)} ms`;
  const rounds = ROUNDS === 1 ? "" : ` (${ROUNDS} rounds together)`;
  line(
    `products-activated delivery after the publication second${rounds}: ${p50p99(rush.delivery)} ` +
      `(${rush.delivery.length}/${sockets} deliveries; the references' go-live ${p50p99(catalogRef.delivery)})`,
  );
  line(
    `GET /api/products: p99 ${p(readMs(rush), 0.99)} ms during the rush vs ${p(readMs(catalogRef), 0.99)} ms with no orders ` +
      `(${rush.reads.length} and ${catalogRef.reads.length} reads; p50 ${p(readMs(rush), 0.5)} vs ${p(readMs(catalogRef), 0.5)} ms)`,
  );
  line(
    `POST /api/orders: ${p50p99(orderMs(rush))} during the rush vs ${p50p99(orderMs(ordersRef))} in the same rush ` +
      `for an unlimited product (${ordersRef.orders.length} orders; ${lateTaps} taps sent later than 1 s after the message); ` +
      `the same orders alone, with no go-live and no re-reads: ${p50p99(orderMs(ordersAlone))}`,
  );
  // Where the rush's order time goes: the taps that met the catalog's re-reads, and those after them.
  const early = rush.orders.filter((o) => o.sentAfter < EARLY_MS).map((o) => o.ms);
  const late = rush.orders.filter((o) => o.sentAfter >= EARLY_MS).map((o) => o.ms);
  line(
    `  rush orders sent in the first ${EARLY_MS} ms: ${early.length}, p99 ${p(early, 0.99)} ms; later: ${late.length}, ` +
      `p99 ${p(late, 0.99)} ms; accepted ones p99 ${p(
        accepted.map((o) => o.ms),
        0.99,
      )} ms; slowest catalog read ${p(readMs(rush), 1)} ms`,
  );
  if (ROUNDS > 1)
    line(
      `  per round, order p99 rush/reference: ${drops
        .map((_, i) => `${p(orderMs(phase("drop", [i + 1])), 0.99)}/${p(orderMs(phase("unlimited", [i + 1])), 0.99)}`)
        .join(", ")} ms; catalog p99 rush/reference: ${drops
        .map((_, i) => `${p(readMs(phase("drop", [i + 1])), 0.99)}/${p(readMs(phase("catalog", [i + 1])), 0.99)}`)
        .join(", ")} ms`,
    );
  const others = [...new Set(otherRefusals.map((o) => `${o.status} ${o.code ?? ""}`.trim()))];
  line(
    `drop of ${SIZES.length} sizes x ${UNITS_PER_SIZE}, ${MEMBERS} members tapping, per round: ${perRound.map((r) => r.accepted).join(", ")} accepted, ` +
      `${perRound.map((r) => r.soldOut).join(", ")} SOLD_OUT, ${otherRefusals.length} other answers${others.length ? ` (${others.join(", ")})` : ""}, ` +
      `${serverErrors} 5xx, ${noAnswer} unanswered; sold/offered in the database: ${stockText}`,
  );
  line(
    `sockets: ${missed} go-live messages missed, ${extra} unexpected, ${closed} closed; ${told}/${sockets} ended on the ` +
      `final units left in their last stock-updated; ${unlisted} catalog reads after the message without the new product; ` +
      `${referenceRefused} reference orders refused`,
  );
  if (errors.length > 0) line(`client errors: ${errors.slice(0, 5).join("; ")}`);

  // Under --charge: every accepted order of a drop paid, none charged twice, no charge without its order.
  const charging = stripeApi ? await chargeFigures(stripeApi, dropIds) : null;
  if (outbox)
    line(
      `email outbox (SMTP on loopback): ${outbox.sent} sent, ${outbox.received} received, ${outbox.failed} failed, ` +
        `${outbox.duplicateIds} Message-IDs twice; ${outbox.pending} pending; empty ${outbox.drainedMs === null ? "never" : `${(outbox.drainedMs / 1000).toFixed(1)} s`} after the last drop's moment`,
    );
  if (charging)
    line(
      `card charges (Stripe answering in ${STRIPE_LATENCY_MS.join("-")} ms): ${charging.paid.join(", ")} drop orders paid, ` +
        `${charging.charges} charges in all, ${charging.double} orders charged twice, ${charging.orphans} charges without their order; ` +
        `order p99 with Stripe's wait: ${p(
          rush.orders.map((o) => o.ms),
          0.99,
        )} ms (rush), ${p(
          ordersRef.orders.map((o) => o.ms),
          0.99,
        )} ms (reference)`,
    );

  const ratio = (a: number, b: number) => a / Math.max(b, 1);
  const orderRatio = ratio(quantile(orderMs(rush), 0.99), quantile(orderMs(ordersRef), 0.99));
  const catalogRatio = ratio(quantile(readMs(rush), 0.99), quantile(readMs(catalogRef), 0.99));
  const ok = [
    verdict(
      "order p99 vs reference",
      orderRatio <= ORDER_TARGET,
      `${orderRatio.toFixed(2)}x (target <= ${ORDER_TARGET}x)`,
    ),
    verdict(
      "catalog p99 vs reference",
      catalogRatio <= CATALOG_TARGET,
      `${catalogRatio.toFixed(2)}x (target <= ${CATALOG_TARGET}x)`,
    ),
    verdict(
      "accepted orders",
      perRound.every((r) => r.accepted === r.expectedAccepted),
      `${perRound.map((r) => r.accepted).join(", ")} (must be ${perRound.map((r) => r.expectedAccepted).join(", ")}: every unit)`,
    ),
    verdict(
      "SOLD_OUT answers",
      perRound.every((r) => r.soldOut === MEMBERS - r.expectedAccepted) && otherRefusals.length === 0,
      `${perRound.map((r) => r.soldOut).join(", ")} (must be ${perRound.map((r) => MEMBERS - r.expectedAccepted).join(", ")}), ${otherRefusals.length} other answers`,
    ),
    verdict("5xx", serverErrors === 0, `${serverErrors} (and ${noAnswer} requests unanswered)`),
    verdict(
      "oversold units",
      oversold === 0 && counterDrift === 0,
      `${oversold} (sold counter off in ${counterDrift} sizes)`,
    ),
    verdict("duplicates", duplicates === 0 && missing === 0, `${duplicates} (accepted but not stored: ${missing})`),
    ...(outbox
      ? [
          verdict(
            "email outbox emptied",
            outbox.drainedMs !== null && outbox.drainedMs <= OUTBOX_DRAINED_MS,
            `${outbox.drainedMs === null ? "never" : `${(outbox.drainedMs / 1000).toFixed(1)} s`} after the last drop's moment (target <= ${OUTBOX_DRAINED_MS / 1000} s)`,
          ),
          verdict(
            "emails sent once",
            outbox.failed === 0 && outbox.duplicateIds === 0 && outbox.sent === outbox.received,
            `${outbox.sent} sent by the shop, ${outbox.received} received, ${outbox.failed} failed, ${outbox.duplicateIds} Message-IDs twice`,
          ),
        ]
      : []),
    ...(charging
      ? [
          verdict(
            "paid orders",
            charging.paid.every((paid, i) => paid === perRound[i].expectedAccepted),
            `${charging.paid.join(", ")} (must be ${perRound.map((r) => r.expectedAccepted).join(", ")}: every accepted order)`,
          ),
          verdict(
            "double charges and charges without an order",
            charging.double + charging.orphans === 0,
            `${charging.double} and ${charging.orphans}`,
          ),
        ]
      : []),
    verdict(
      "units left afterwards",
      left === UNITS * ROUNDS - expectedAccepted && told === sockets,
      `${left} in the database; ${told}/${sockets} sockets told so`,
    ),
    verdict(
      "lost or failed requests and messages",
      noAnswer + missed + extra + closed + unlisted + referenceRefused + errors.length === 0,
      `${noAnswer} unanswered, ${missed} messages missed, ${extra} unexpected, ${closed} sockets closed, ` +
        `${unlisted} stale catalog reads, ${referenceRefused} reference orders refused, ${errors.length} client errors`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  killChildren();
  await sql.end();
  await scratch.drop();
  await stripeApi?.close();
  await smtp?.close();
}

/** Waits until the outbox has nothing pending (or two minutes pass); what the SMTP server got and the shop kept. */
async function drainOutbox(since: number) {
  const deadline = Date.now() + 2 * OUTBOX_DRAINED_MS;
  let drainedMs: number | null = null;
  for (;;) {
    const [{ pending }] = await sql<{ pending: number }[]>`
      select count(*)::int as pending from email_outbox where status = 'pending'`;
    if (pending === 0) {
      drainedMs = Date.now() - since;
      break;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [counts] = await sql<{ sent: number; failed: number; pending: number }[]>`
    select count(*) filter (where outcome = 'sent')::int as sent, count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'pending')::int as pending
    from email_outbox`;
  const received = smtp!.received();
  return {
    drainedMs,
    ...counts,
    received: received.length,
    duplicateIds: received.length - new Set(received.map((m) => m.messageId)).size,
  };
}

/**
 * What the card charges came to: each drop's paid orders, and against the fake's own record, orders charged
 * more than once and charges whose order is not kept (a charge's order cancelled and refunded counts as kept).
 */
async function chargeFigures(stripe: StripeApi, dropIds: number[]) {
  const paidRows = await sql<{ productId: number; paid: number }[]>`
    select product_id as "productId", count(*)::int as paid from orders
    where product_id in ${sql(dropIds)} and is_paid and payment_method = 'card' group by product_id`;
  const charges = stripe.charges();
  const perOrder = new Map<string, number>();
  for (const intent of charges) perOrder.set(intent.metadata.orderId, (perOrder.get(intent.metadata.orderId) ?? 0) + 1);
  const refunded = new Set(stripe.refunds().map((r) => r.payment_intent));
  const kept = await sql<{ id: number; paymentIntentId: string | null; status: string }[]>`
    select id, payment_intent_id as "paymentIntentId", status from orders
    where id in ${sql(charges.map((intent) => Number(intent.metadata.orderId)))}`;
  const keptById = new Map(kept.map((order) => [String(order.id), order]));
  const orphans = charges.filter((intent) => {
    const order = keptById.get(intent.metadata.orderId);
    if (!order || order.paymentIntentId !== intent.id) return true;
    return order.status === "cancelled" && !refunded.has(intent.id);
  }).length;
  return {
    paid: dropIds.map((id) => paidRows.find((row) => row.productId === id)?.paid ?? 0),
    charges: charges.length,
    double: [...perOrder.values()].filter((n) => n > 1).length,
    orphans,
  };
}
