/**
 * Orders under load on a real PostgreSQL server: premium shoppers placing single-tap orders concurrently.
 * Prints acknowledged orders per second and p50/p99 latency, then checks every acknowledged order is
 * stored exactly once. In the same run, taking turns with the shop, a bare postgres.js loop inserts the
 * same rows with the same concurrency; target: the shop reaches at least 35% of its rate.
 *   npx tsx scripts/bench/orders.ts [seconds=10] [connections=32]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import { randomBytes, randomUUID } from "node:crypto";
import autocannon from "autocannon";
import postgres from "postgres";
import { openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start-up";
import { orders } from "../../src/server/db/schema";
import { DEFAULT_SERVER_DATABASE_URL } from "../../src/testing/server-process";
import { withDatabaseName } from "../../src/testing/test-env";
import { createOrderableProduct, createShoppers, startProcess, verdict } from "./lib";
import { CONFIRM_REPEAT_HEADER } from "../../src/contracts/headers";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);
const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
const name = `bench_orders_${randomBytes(4).toString("hex")}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const url = withDatabaseName(serverUrl, name);

try {
  const database = openDatabase({ kind: "postgres", url });
  await prepareDatabase(database, {
    demoData: false,
    adminEmail: "admin@example.com",
    adminPassword: "bench-admin-password",
  });
  const { db } = database;
  const { orderBody: body } = await createOrderableProduct(url, "Bench kurta");
  const shoppers = await createShoppers(url, 200);
  const cookies = shoppers.map((s) => s.cookie);

  const shop = await startProcess("scripts/bench/serve-shop.ts", [], {
    DATABASE_URL: url,
    DEMO_DATA: "0",
    NODE_ENV: "production",
    ...throwawayVapidEnv(),
    // Production requires one (config.ts); a benchmark's throwaway shop needs no real one.
    APP_SECRET: "bench-only-app-secret-not-for-real-use",
    LOG_LEVEL: "warn",
  });
  const acknowledged: number[] = [];
  let next = 0;
  const placeOrders = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${shop.line}`,
      connections,
      duration,
      requests: [
        {
          method: "POST",
          path: "/api/orders",
          setupRequest: (request) => ({
            ...request,
            headers: {
              "content-type": "application/json",
              cookie: cookies[next++ % cookies.length],
              "idempotency-key": randomUUID(),
              // Every shopper orders the same product and size over and over: confirmed repeats, as a member
              // who answered "Order another?" sends them.
              [CONFIRM_REPEAT_HEADER]: "1",
            },
            body,
          }),
          onResponse: (status, responseBody) => {
            if (status === 201) acknowledged.push(JSON.parse(responseBody).id);
          },
        },
      ],
    });

  // The same rows straight into PostgreSQL: the ceiling for this machine and this schema.
  const sql = postgres(url, { max: connections, onnotice: () => {} });
  let bareCount = 0;
  const insertBare = async (duration: number) => {
    const [template] = await db.select().from(orders).limit(1);
    const { id: _id, createdAt: _createdAt, ...row } = template;
    const deadline = Date.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, worker) => {
        while (Date.now() < deadline) {
          const values = {
            ...row,
            userId: shoppers[(bareCount + worker) % shoppers.length].id,
            idempotencyKey: randomUUID(),
          };
          await sql`insert into orders ${sql(toColumns(values))}`;
          bareCount += 1;
        }
      }),
    );
  };

  // Shop and bare loop take turns, so a slow patch of this shared machine falls on both alike.
  const phases = 2;
  const results: Awaited<ReturnType<typeof placeOrders>>[] = [];
  for (let phase = 0; phase < phases; phase++) {
    results.push(await placeOrders(seconds / phases));
    await insertBare(seconds / phases);
  }
  shop.child.kill();
  await sql.end();
  const result = {
    latency: {
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };

  const stored = await db.select({ id: orders.id, key: orders.idempotencyKey }).from(orders);
  const storedIds = new Set(stored.map((o) => o.id));
  const missing = acknowledged.filter((id) => !storedIds.has(id)).length;
  const duplicates =
    acknowledged.length - new Set(acknowledged).size + (stored.length - new Set(stored.map((o) => o.key)).size);
  const shopRate = acknowledged.length / seconds;
  await database.close();
  const bareRate = bareCount / seconds;

  process.stdout.write(
    `shop: ${acknowledged.length} orders acknowledged, ${shopRate.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (worst phase), ${result.non2xx} non-2xx, ${result.errors} errors\n`,
  );
  process.stdout.write(`bare postgres.js inserts: ${bareRate.toFixed(0)}/s with ${connections} connections\n`);
  const ok = [
    verdict(
      "orders vs bare inserts",
      shopRate / bareRate >= 0.35,
      `${((shopRate / bareRate) * 100).toFixed(0)}% (target >= 35%)`,
    ),
    verdict("acknowledged but missing", missing === 0, String(missing)),
    verdict("duplicates", duplicates === 0, String(duplicates)),
    verdict("failed requests", result.non2xx + result.errors === 0, String(result.non2xx + result.errors)),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

/** Drizzle field names to column names, for the bare insert. */
function toColumns(values: Record<string, unknown>): Record<string, unknown> {
  const columns = orders as unknown as Record<string, { name?: string }>;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [columns[key]?.name ?? key, value]));
}
