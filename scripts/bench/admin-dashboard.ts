/**
 * The sales dashboard over a year of 100,000 orders on a real PostgreSQL server (issue 15: p95 <= 100 ms).
 * Seeds 2,000 customers, 300 products and 100,000 orders spread over 2025 with mixed statuses, then asks the
 * running shop for GET /api/admin/dashboard?from=2025-01-01&to=2025-12-31 one request at a time (the admin's
 * screen asks once per range change), after a warm-up. Also times a 30-day range. Prints p50/p95/max.
 *   npx tsx scripts/bench/admin-dashboard.ts [requests=200]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { dashboardSchema } from "../../src/contracts/dashboard";
import { openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start-up";
import { DEFAULT_SERVER_DATABASE_URL } from "../../src/testing/server-process";
import { withDatabaseName } from "../../src/testing/test-env";
import { startProcess, verdict } from "./lib";

const requests = Number(process.argv[2] ?? 200);
const ORDERS = 100_000;
const TARGET_P95_MS = 100;
const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
const name = `bench_dashboard_${randomBytes(4).toString("hex")}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const url = withDatabaseName(serverUrl, name);
const ADMIN = { email: "admin@example.com", password: "bench-admin-password" };

try {
  const database = openDatabase({ kind: "postgres", url });
  await prepareDatabase(database, { demoData: false, adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  await database.close();

  // Seeded in SQL: a hundred thousand rows through the ORM would take longer than the measurement.
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql.unsafe(`
    insert into users (full_name, email, is_premium)
      select 'Customer ' || i, 'customer' || i || '@bench.example', i % 5 = 0 from generate_series(1, 2000) i;
    insert into products (name, price, status, expires_at, publish_at)
      select 'Product ' || i, (20 + i % 80)::numeric(10, 2),
        (array['draft', 'scheduled', 'active', 'active']::product_status[])[1 + i % 4],
        now() + ((i % 30) - 10) * interval '1 day', now() + ((i % 7) - 3) * interval '1 day'
      from generate_series(1, 300) i;
    insert into orders (user_id, product_id, size, status, shipping_country, shipping_cost, total_price,
        shipping_address, shipping_postal_code, product_name, product_price, product_discounted_price,
        product_category, created_at)
      select u.id, p.id, 'M',
        (array['processing', 'processed', 'shipped', 'delivered', 'delivered', 'cancelled']::order_status[])[1 + i % 6],
        'SG', 8.99, (28.99 + i % 70)::numeric(10, 2), '12 Orchard Road', '238801', p.name, 20 + i % 70,
        20 + i % 70, 'regular',
        timestamptz '2025-01-01 00:00:00+08' + ((i - 1)::float8 / ${ORDERS}) * interval '365 days'
      from generate_series(1, ${ORDERS}) i
      join users u on u.id = (select min(id) from users) + i % 2000
      join products p on p.id = (select min(id) from products) + i % 300;
    vacuum analyze;
  `);
  await sql.end();

  const shop = await startProcess("scripts/bench/serve-shop.ts", [], {
    DATABASE_URL: url,
    DEMO_DATA: "0",
    NODE_ENV: "production",
    APP_SECRET: "bench-only-app-secret-not-for-real-use",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  });
  const base = `http://127.0.0.1:${shop.line}`;
  try {
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const { adminToken } = (await login.json()) as { adminToken: string };
    const headers = { authorization: `Bearer ${adminToken}` };

    const time = async (from: string, to: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/dashboard?from=${from}&to=${to}`, { headers });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, body: dashboardSchema.parse(body) };
    };
    const measure = async (from: string, to: string) => {
      for (let i = 0; i < 20; i++) await time(from, to);
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof time>>["body"] | null = null;
      for (let i = 0; i < requests; i++) {
        const { ms, body } = await time(from, to);
        times.push(ms);
        last = body;
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
      return { p50: at(0.5), p95: at(0.95), max: times[times.length - 1], last };
    };

    const year = await measure("2025-01-01", "2025-12-31");
    const month = await measure("2025-06-01", "2025-06-30");
    const line = (label: string, r: typeof year) =>
      `${label}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms over ${requests} requests\n`;
    process.stdout.write(line("one year", year));
    process.stdout.write(line("30 days", month));
    const ok = [
      verdict(
        "one-year range counts every order",
        year.last?.cards.ordersCount === ORDERS,
        String(year.last?.cards.ordersCount),
      ),
      verdict("one-year p95", year.p95 <= TARGET_P95_MS, `${year.p95.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`),
      verdict("30-day p95", month.p95 <= TARGET_P95_MS, `${month.p95.toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`),
    ].every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    shop.child.kill();
  }
} finally {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
