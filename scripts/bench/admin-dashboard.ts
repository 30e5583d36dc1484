/**
 * The sales dashboard over a year of 100,000 orders on a real PostgreSQL server (target: p95 <= 100 ms).
 * Seeds 2,000 customers, 300 products and 100,000 orders spread over 2025 with mixed statuses, then asks the
 * running shop for GET /api/admin/dashboard?from=2025-01-01&to=2025-12-31 one request at a time (the admin's
 * screen asks once per range change), after a warm-up, taking turns with a bare reference: the same five
 * reads sent straight to PostgreSQL at once. Also times a 30-day range. Prints p50/p95/max of both and the
 * shop/bare ratio of the p95s (the machine may be busy; the ratio is what compares between runs).
 *   npx tsx scripts/bench/admin-dashboard.ts [requests=200]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import postgres from "postgres";
import { dashboardSchema } from "../../src/contracts/dashboard";
import { DEFAULT_STORE_TIME_ZONE } from "../../src/domain/store-time-zone";
import { adminAuthorization, quantile, scratchDatabase, startShop, verdict } from "./lib";

const requests = Number(process.argv[2] ?? 200);
const ORDERS = 100_000;
const TARGET_P95_MS = 100;
// The seed's instants are Singapore's (+08), the store's default zone.
const TZ = DEFAULT_STORE_TIME_ZONE;
const scratch = await scratchDatabase("bench_dashboard");
try {
  // Seeded in SQL: a hundred thousand rows through the ORM would take longer than the measurement.
  const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
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
  `);
  // Its own statement: several statements in one string run as one transaction, which VACUUM refuses.
  await sql`vacuum analyze`;
  await sql.end();

  const shop = await startShop(scratch.url);
  // The reference: the same figures straight from PostgreSQL, the dashboard's five reads at once as the
  // service sends them, on a pool as large as the shop's.
  const bare = postgres(scratch.url, { max: 4, onnotice: () => {} });
  try {
    const headers = { authorization: await adminAuthorization(shop.base) };
    const shopOnce = async (from: string, to: string) => {
      const started = performance.now();
      const res = await fetch(`${shop.base}/api/admin/dashboard?from=${from}&to=${to}`, { headers });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, body: dashboardSchema.parse(body) };
    };
    const bareOnce = async (from: string, to: string) => {
      const started = performance.now();
      const start = bare`(${from}::date::timestamp at time zone ${TZ})`;
      const end = bare`((${to}::date + 1)::timestamp at time zone ${TZ})`;
      const previousStart = bare`((${from}::date - (${to}::date - ${from}::date + 1))::timestamp at time zone ${TZ})`;
      await Promise.all([
        bare`select count(*) filter (where created_at >= ${start}), count(*) filter (where created_at >= ${start}
            and status = 'delivered'), count(*) filter (where created_at >= ${start} and status = 'cancelled'),
            sum(total_price) filter (where created_at >= ${start} and status <> 'cancelled'),
            count(*) filter (where created_at < ${start}), count(*) filter (where created_at < ${start}
            and status = 'delivered'), count(*) filter (where created_at < ${start} and status = 'cancelled'),
            sum(total_price) filter (where created_at < ${start} and status <> 'cancelled')
          from orders where created_at >= ${previousStart} and created_at < ${end}`,
        bare`select (created_at at time zone ${TZ})::date, count(*), sum(total_price) filter (where status <> 'cancelled')
          from orders where created_at >= ${start} and created_at < ${end} group by 1`,
        bare`select product_id, max(product_name), count(*), sum(total_price) filter (where status <> 'cancelled')
          from orders where created_at >= ${start} and created_at < ${end}
          group by product_id order by 3 desc, 4 desc limit 5`,
        bare`select count(*) filter (where status = 'draft'), count(*) filter (where status <> 'draft'
          and expires_at > now()) from products`,
        bare`select count(*), count(*) filter (where is_premium) from users`,
      ]);
      return performance.now() - started;
    };

    /** Warm-up, then the shop and the bare reads take turns so a busy patch of the machine hits both. */
    const measure = async (from: string, to: string) => {
      for (let i = 0; i < 20; i++) {
        await shopOnce(from, to);
        await bareOnce(from, to);
      }
      const shopTimes: number[] = [];
      const bareTimes: number[] = [];
      let last: Awaited<ReturnType<typeof shopOnce>>["body"] | null = null;
      for (let i = 0; i < requests; i++) {
        const { ms, body } = await shopOnce(from, to);
        shopTimes.push(ms);
        last = body;
        bareTimes.push(await bareOnce(from, to));
      }
      return { shop: shopTimes, bare: bareTimes, last };
    };

    const year = await measure("2025-01-01", "2025-12-31");
    const month = await measure("2025-06-01", "2025-06-30");
    const line = (label: string, r: typeof year) =>
      `${label} (${requests} requests each): shop p50 ${quantile(r.shop, 0.5).toFixed(1)} ms, p95 ${quantile(r.shop, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...r.shop).toFixed(1)} ms; bare SQL p50 ${quantile(r.bare, 0.5).toFixed(1)} ms, ` +
      `p95 ${quantile(r.bare, 0.95).toFixed(1)} ms; shop/bare p95 ${(quantile(r.shop, 0.95) / quantile(r.bare, 0.95)).toFixed(2)}x\n`;
    process.stdout.write(line("one year", year));
    process.stdout.write(line("30 days", month));
    const p95Of = (r: typeof year) => quantile(r.shop, 0.95);
    const ok = [
      verdict(
        "one-year range counts every order",
        year.last?.cards.ordersCount === ORDERS,
        String(year.last?.cards.ordersCount),
      ),
      verdict(
        "one-year p95",
        p95Of(year) <= TARGET_P95_MS,
        `${p95Of(year).toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`,
      ),
      verdict(
        "30-day p95",
        p95Of(month) <= TARGET_P95_MS,
        `${p95Of(month).toFixed(1)} ms (target <= ${TARGET_P95_MS} ms)`,
      ),
    ].every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    shop.kill();
    await bare.end();
  }
} finally {
  await scratch.drop();
}
