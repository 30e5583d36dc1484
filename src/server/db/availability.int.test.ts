import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertProduct, makeOrderReady } from "../../testing/factories";
import { devSignIn } from "../../testing/sign-in";
import { type ProxyCut, startTcpProxy, type TcpProxy } from "../../testing/tcp-proxy";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { testConfig } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { testDatabaseTarget } from "../../testing/test-env";
import { buildApp } from "../app";
import { DATABASE_UNAVAILABLE } from "../errors";
import { isDatabaseUnavailable } from "./availability";
import { type Database, openDatabase } from "./client";
import { shippingRates } from "./schema";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";

// Short, so the suite does not wait long; the shop's own are in DEFAULT_AVAILABILITY_TIMINGS.
const TIMINGS = { suspectAfterMs: 100, probeTimeoutMs: 200, probeIntervalMs: 50 };
const UNAVAILABLE = { code: "UNAVAILABLE", message: DATABASE_UNAVAILABLE };
// Long enough for any answer on a busy machine, far below what postgres.js would wait on its own.
const WAIT = { timeout: 8_000, interval: 50 };

// Only a database server can be out of reach; the embedded one lives in the process.
describe.runIf(testDatabaseTarget().kind === "postgres")("the shop while PostgreSQL cannot be reached", () => {
  let direct: Database & { url?: string };
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let productId: number;
  let cookie: string;
  let orderBody: Record<string, unknown>;
  const reachability: boolean[] = [];

  beforeAll(async () => {
    direct = await createTestDatabase();
    const url = new URL(direct.url ?? "");
    proxy = await startTcpProxy(Number(url.port || 5432), url.hostname);
    url.host = `127.0.0.1:${proxy.port}`;
    database = openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }, TIMINGS);
    database.watchAvailability((reachable) => reachability.push(reachable));
    app = await buildApp({ config: testConfig({ logLevel: "error" }), database });
    checkAnswersAgainstDocument(app);
    productId = (await insertProduct(direct.db, { sizes: [], price: "49.00", discountAmount: "0.00" })).id;
    await direct.db.insert(shippingRates).values({ countryCode: "SG", countryName: "Singapore", rate: "8.99" });
    orderBody = { productId, shippingCountry: "SG", shippingCost: 8.99, totalPrice: 57.99 };
    cookie = await devSignIn(app, "outage@example.com");
    await makeOrderReady(direct.db, "outage@example.com");
  });

  afterEach(async () => {
    // Whatever a test did, the next one starts with the database back and the shop answering.
    await proxy.restore();
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), WAIT);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.close();
    await direct.close();
  });

  const health = () => app.inject({ method: "GET", url: "/api/health" });
  const product = () => app.inject({ method: "GET", url: `/api/products/${productId}` });
  const order = () =>
    app.inject({
      method: "POST",
      url: "/api/orders",
      // The same product and size each time: the shopper confirms each repeat.
      headers: { cookie, [IDEMPOTENCY_KEY_HEADER]: randomUUID(), [CONFIRM_REPEAT_HEADER]: "1" },
      payload: orderBody,
    });

  it.each<[ProxyCut, string]>([
    ["refuse", "its connections are reset and new ones refused"],
    ["hang", "nothing comes back any more (a partition)"],
  ])("answers 503 with a clear message when %s: %s, and recovers without a restart", async (how) => {
    expect((await order()).statusCode).toBe(201);
    await proxy.cut(how);

    // Several at once: the first finds the connections gone or silent, the others queue behind it.
    const answers = await Promise.all([product(), order(), health(), product(), order(), health()]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(UNAVAILABLE);
    }
    // Known to be out of reach now: answered without asking the database again.
    expect((await product()).json()).toEqual(UNAVAILABLE);

    await proxy.restore();
    await vi.waitFor(async () => expect((await health()).json()).toEqual({ status: "ok", database: "postgres" }), WAIT);
    expect((await product()).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(201);
    expect(reachability.slice(-2)).toEqual([false, true]);
  });

  it("fails a transaction that a partition caught halfway instead of holding it, and refuses new ones", async () => {
    const caught = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut("hang");
      await tx.execute(sql`select 2`);
    });
    await expect(caught).rejects.toSatisfy(isDatabaseUnavailable);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 3`))).rejects.toSatisfy(
      isDatabaseUnavailable,
    );

    // Both connections of the pool open again: the failed transaction's ROLLBACK did not wedge its own.
    await proxy.restore();
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), WAIT);
    const burst = await Promise.all([1, 2, 3, 4].map((n) => database.rows<{ n: number }>(sql`select ${n}::int as n`)));
    expect(burst.map(([row]) => row.n)).toEqual([1, 2, 3, 4]);
  });

  it("leaves a slow query alone: the database still answers, so it is not an outage", async () => {
    const before = reachability.length;
    const [slept] = await database.rows<{ done: boolean }>(sql`select pg_sleep(0.6) is not null as done`);
    expect(slept.done).toBe(true);
    expect(reachability.length).toBe(before);
  });

  it("hears the other instances' news again after an outage (the catalog cache is dropped on a change)", async () => {
    const listed = async () => {
      const r = await app.inject({ method: "GET", url: "/api/products" });
      if (!Array.isArray(r.json())) console.log("LISTED", r.statusCode, r.body);
      return (r.json() as { name: string }[]).map((p) => p.name);
    };
    expect(await listed()).not.toContain("Back after the outage");

    // Long enough for the listener to fail several reconnection attempts: postgres.js's own back-off
    // (real time, not the shop's clock) would by then wait many seconds before the next one.
    await proxy.cut("refuse");
    expect((await product()).statusCode).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await proxy.restore();
    await vi.waitFor(async () => expect((await health()).statusCode).toBe(200), WAIT);

    // Another instance adds a product and announces it; this one must hear it to drop its cached list.
    await insertProduct(direct.db, { name: "Back after the outage" });
    await vi.waitFor(async () => {
      await direct.notify("shop_events", JSON.stringify([{ control: "catalog-changed" }]));
      expect(await listed()).toContain("Back after the outage");
    }, WAIT);
  });
});
