/**
 * The back office's orders at scale on a real PostgreSQL server: 100,000 orders from 5,000
 * customers over a year. Every figure is printed beside a reference measured in the same run, taking turns
 * with it (the machine may be busy; the ratio is what compares between runs):
 *   - GET /api/admin/order-groups on filtered pages: the screen's work queues (a status, unpaid), a status
 *     with a week's range, a week's range alone and with a payment, searches (a name, an email, a product, an
 *     order number, a product with a status). Reference: a bare SQL query computing the same page from the
 *     orders (the groups' aggregate, the filters, the page, its orders), which also checks the shop's answer.
 *   - the same for the unfiltered first page (what the screen opens on) and for whole-year broad filters;
 *   - the orders screen's first page in Debian's Chromium: navigation start to the first frame painted with
 *     the table's rows, in fresh signed-in browser contexts (nothing cached);
 *   - the full CSV export read as it streams (rows/s, every order exactly once), beside a bare cursor over the
 *     same rows; then the same export from a shop whose heap is capped at 96 MB (constant memory).
 * Targets: filtered pages p95 <= 50 ms; first page in Chromium median <= 1,500 ms; export >= 20,000 rows/s.
 *   npx tsx scripts/bench/admin-orders.ts [rounds=20] [loads=5]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import { type Browser, chromium } from "@playwright/test";
import postgres from "postgres";
import { pageRange, showingText } from "../../src/client/admin/components/data-table-rules";
import { ORDERS as ORDER_STRINGS } from "../../src/client/admin/orders/order-strings";
import { PAGES } from "../../src/client/admin/strings";
import type { OrderGroupPage } from "../../src/contracts/admin-orders";
import { ADMIN_ORDER_GROUPS_PER_PAGE } from "../../src/domain/order-groups";
import { DEFAULT_STORE_TIME_ZONE } from "../../src/domain/store-time-zone";
import { buildClientIfStale } from "../build-client";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium";
import { firstRowsPainted, harnessScript, PageErrors, signedInAdminPage } from "./admin-browser";
import { adminAuthorization, type BenchShop, quantile, scratchDatabase, startShop, verdict } from "./lib";

const rounds = Number(process.argv[2] ?? 20);
const loads = Number(process.argv[3] ?? 5);
const CUSTOMERS = 5_000;
const ORDERS = 100_000;
const PAGE_TARGET_MS = 50;
const FIRST_PAGE_TARGET_MS = 1_500;
const EXPORT_TARGET_ROWS_PER_S = 20_000;
/**
 * Enough for the shop to start (it peaks near 65 MB) and serve; too little for 100,000 orders held at once
 * (GET /api/admin/orders, which answers them all in one array, runs out of memory at this cap).
 */
const CAPPED_HEAP_MB = 96;
const TZ = DEFAULT_STORE_TIME_ZONE;

/** YYYY-MM-DD of the store's (Singapore's) day `daysAgo` days before now. */
function sgDay(daysAgo: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const p95 = (xs: number[]) => quantile(xs, 0.95);
const median = (xs: number[]) => quantile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;

type Filters = { status?: string; payment?: string; from?: string; to?: string; q?: string; page?: number };
const queryString = (f: Filters) => new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();
const describe = (f: Filters) => queryString(f) || "(none)";

type Read = { rows: number; distinct: number; bytes: number; seconds: number };

/** GET /api/admin/orders/export.csv read as it streams, counting its rows and their distinct order ids. */
async function readExport(base: string, authorization: string): Promise<Read> {
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/orders/export.csv`, { headers: { authorization } });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  const seen = new Set<number>();
  let rows = 0;
  let bytes = 0;
  let rest = "";
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    const lines = (rest + decoder.decode(read.value, { stream: true })).split("\r\n");
    rest = lines.pop() ?? "";
    // Bench rows hold no quoted line breaks, so a line is a row; the first is the header.
    for (const row of lines) {
      const id = Number(row.slice(0, row.indexOf(",")));
      if (Number.isInteger(id) && id > 0) {
        seen.add(id);
        rows += 1;
      }
    }
  }
  return { rows, distinct: seen.size, bytes, seconds: (performance.now() - started) / 1000 };
}

buildClientIfStale();
const scratch = await scratchDatabase("bench_admin_orders");
const sql = postgres(scratch.url, { max: 4, onnotice: () => {} });
let shop: BenchShop | null = null;
let browser: Browser | null = null;
try {
  // A year of a drop shop: old orders delivered and paid (a few cancelled), recent ones still moving. Order
  // ids run oldest first, as in a real shop.
  await sql`insert into users (full_name, email, address, postal_code, country, phone)
    select 'Customer ' || i, 'customer' || i || '@bench.example', i || ' Orchard Road', '238801', 'SG', '+65 9123 4567'
    from generate_series(1, ${CUSTOMERS}) i`;
  await sql`insert into orders (user_id, status, is_paid, shipping_country, shipping_cost, total_price,
      shipping_address, shipping_apartment, shipping_postal_code, shipping_phone, product_name, product_sku, size,
      product_price, product_discount_amount, product_discounted_price, product_images, product_category, created_at)
    select u.id,
      (case when age < 2 then 'processing' when age < 5 then 'processed' when age < 12 then 'shipped'
            when r < 0.05 then 'cancelled' else 'delivered' end)::order_status,
      case when age < 12 then r < 0.5 else r >= 0.05 end,
      'SG', 8.99, 56.49, u.id || ' Orchard Road', '#05-12', '238801', '+65 9123 4567',
      'Drop ' || (i % 400) || ' kurta', 'SKU-' || (i % 400), 'M', 60.00, 12.50, 47.50,
      '{https://cdn.example.com/kurta.jpg}', 'regular', now() - age * interval '1 day'
    from (select i, random() * 365 as age, random() as r, 1 + (i * 7919) % ${CUSTOMERS} as uid
          from generate_series(1, ${ORDERS}) i) o
    join users u on u.email = 'customer' || o.uid || '@bench.example'
    order by o.age desc`;
  await sql`vacuum analyze`;
  const [{ id: someOrderId }] = await sql<{ id: number }[]>`select id from orders order by id offset 54321 limit 1`;

  shop = await startShop(scratch.url);
  const { base } = shop;
  const authorization = await adminAuthorization(shop.base);

  // What an admin narrows to: the work queues, a week with a status, a week, searches. Gated.
  const filtered: Filters[] = [
    { status: "processing" },
    { payment: "unpaid" },
    { status: "shipped", page: 2 },
    { status: "delivered", from: sgDay(20), to: sgDay(14) },
    { status: "processing", from: sgDay(6), to: sgDay(0) },
    { from: sgDay(6), to: sgDay(0) },
    { from: sgDay(6), to: sgDay(0), payment: "paid", page: 2 },
    { q: "Customer 1234" },
    { q: "customer42@bench.example" },
    { q: "Drop 17 kurta" },
    { q: `#${someOrderId}` },
    { q: "Drop 17 kurta", status: "delivered", page: 2 },
  ];
  // What the screen opens on. Gated with the same target, reported on its own line.
  const unfiltered: Filters = {};
  // Whole-year pages of the broadest filters (nearly every group matches). Reported.
  const broad: Filters[] = [{ status: "delivered" }, { payment: "paid" }, { page: 500 }];

  /** The same page straight from PostgreSQL: the groups' aggregate, the filters, the page, its orders. */
  async function barePage(f: Filters) {
    const day = sql`(o.created_at at time zone ${TZ})::date`;
    const range = [
      f.from ? sql`and o.created_at >= (${f.from}::date::timestamp at time zone ${TZ})` : sql``,
      f.to ? sql`and o.created_at < ((${f.to}::date + 1)::timestamp at time zone ${TZ})` : sql``,
    ];
    const pattern = `%${f.q ?? ""}%`;
    const orderNumber = /^#?(\d+)$/.exec(f.q ?? "")?.[1];
    const groups = await sql<{ user_id: number; day: string; n: number; total: string; total_groups: number }[]>`
      with g as (
        select o.user_id, ${day} as day, max(o.created_at) as latest, count(*)::int as n,
          count(*) filter (where o.status = 'processing') as np, count(*) filter (where o.status = 'processed') as npd,
          count(*) filter (where o.status = 'shipped') as ns, count(*) filter (where o.status = 'delivered') as nd,
          count(*) filter (where o.status = 'cancelled') as nc,
          count(*) filter (where o.is_paid and o.status <> 'cancelled') as npaid,
          coalesce(sum(o.total_price) filter (where o.status <> 'cancelled'), 0) as total,
          bool_or(u.full_name ilike ${pattern} or u.email ilike ${pattern} or o.product_name ilike ${pattern}
            ${orderNumber ? sql`or o.id = ${Number(orderNumber)}` : sql``}) as hit
        from orders o join users u on u.id = o.user_id
        where true ${range[0]} ${range[1]}
        group by 1, 2
      ), s as (
        select g.*, case when np > 0 then 'processing' when npd = n then 'processed' when ns = n then 'shipped'
          when nd = n then 'delivered' when nc = n then 'cancelled' when nc > 0 then 'partially processed'
          when nd > 0 then 'delivered' when ns > 0 then 'shipped' else 'processed' end as group_status,
          case when n = nc then 'cancelled' when npaid = n - nc then 'paid' when npaid = 0 then 'unpaid'
          else 'partially paid' end as payment_status
        from g
      )
      select user_id, day::text as day, n, total::numeric(14, 2)::text as total, count(*) over ()::int as total_groups
      from s
      where hit ${f.status ? sql`and group_status = ${f.status}` : sql``}
        ${f.payment ? sql`and payment_status = ${f.payment}` : sql``}
      order by latest desc, user_id desc
      limit ${ADMIN_ORDER_GROUPS_PER_PAGE} offset ${((f.page ?? 1) - 1) * ADMIN_ORDER_GROUPS_PER_PAGE}`;
    if (groups.length > 0)
      await sql`select o.*, u.full_name, u.email from orders o join users u on u.id = o.user_id
        where (o.user_id, ${day}) in (select * from unnest(
          ${sql.array(groups.map((g) => g.user_id))}::int[], ${sql.array(groups.map((g) => g.day))}::date[]))
        order by o.created_at desc, o.id desc`;
    return groups;
  }

  async function shopPage(f: Filters): Promise<OrderGroupPage> {
    const res = await fetch(`${base}/api/admin/order-groups?${queryString(f)}`, { headers: { authorization } });
    if (!res.ok) throw new Error(`order-groups ${describe(f)}: ${res.status} ${await res.text()}`);
    return (await res.json()) as OrderGroupPage;
  }
  async function timed(run: () => Promise<unknown>): Promise<number> {
    const started = performance.now();
    await run();
    return performance.now() - started;
  }

  // Once each: the shop's page must be the bare query's page (keys, counts, totals, the number of groups).
  for (const f of [...filtered, unfiltered, ...broad]) {
    const [mine, bare] = [await shopPage(f), await barePage(f)];
    const summary = (rows: { key: string; n: number; total: string }[], total: number) =>
      `${total}: ${rows.map((g) => `${g.key} ${g.n} ${g.total}`).join(", ")}`;
    const got = summary(
      mine.groups.map((g) => ({ key: g.key, n: g.itemCount, total: g.totalAmount })),
      mine.total,
    );
    const want = summary(
      bare.map((g) => ({ key: `${g.user_id}:${g.day}`, n: g.n, total: g.total })),
      bare[0]?.total_groups ?? 0,
    );
    if (got !== want)
      throw new Error(`order-groups ${describe(f)} differs from bare SQL:\n  shop ${got}\n  bare ${want}`);
    if (mine.groups.some((g) => g.orders.length !== g.itemCount))
      throw new Error(`order-groups ${describe(f)}: a group's orders do not match its count`);
    if (f !== unfiltered && !broad.includes(f) && mine.total === 0)
      throw new Error(`order-groups ${describe(f)} matches nothing: not a realistic filtered page`);
  }

  // Warm-up, then the shop and the bare query take turns so a busy patch of the machine hits both.
  type Samples = { shop: number[]; bare: number[] };
  const samples = {
    filtered: { shop: [], bare: [] },
    unfiltered: { shop: [], bare: [] },
    broad: { shop: [], bare: [] },
  };
  const sample = async (f: Filters, into: Samples) => {
    into.shop.push(await timed(() => shopPage(f)));
    into.bare.push(await timed(() => barePage(f)));
  };
  for (const f of [...filtered, unfiltered, ...broad]) await sample(f, { shop: [], bare: [] });
  for (let round = 0; round < rounds; round++) {
    for (const f of filtered) await sample(f, samples.filtered);
    for (let i = 0; i < 3; i++) await sample(unfiltered, samples.unfiltered);
    if (round % 4 === 0) for (const f of broad) await sample(f, samples.broad);
  }
  const line = (label: string, s: Samples) =>
    process.stdout.write(
      `${label} (${s.shop.length} requests): shop p50 ${ms(median(s.shop))}, p95 ${ms(p95(s.shop))}; ` +
        `bare SQL p50 ${ms(median(s.bare))}, p95 ${ms(p95(s.bare))}; shop/bare p95 ${(p95(s.shop) / p95(s.bare)).toFixed(2)}x\n`,
    );
  line("order-groups, filtered pages", samples.filtered);
  line("order-groups, unfiltered first page", samples.unfiltered);
  line("order-groups, whole-year broad pages (delivered, paid, page 500; not gated)", samples.broad);
  for (const f of filtered) {
    const each: Samples = { shop: [], bare: [] };
    for (let i = 0; i < 3; i++) await sample(f, each);
    process.stdout.write(
      `  ${describe(f).padEnd(58)} shop median ${ms(median(each.shop))}, bare ${ms(median(each.bare))}\n`,
    );
  }

  // The orders screen's first page in Chromium, in fresh signed-in contexts, after one warm-up load.
  browser = await chromium.launch({ executablePath: ensureChromium(() => {}), args: CHROMIUM_ARGS });
  const harness = harnessScript({ table: ORDER_STRINGS.tableCaption, pager: ORDER_STRINGS.pagination, rowName: "td" });
  const pageErrors = new PageErrors();
  const firstPage = { inPage: [] as number[], wall: [] as number[], bare: [] as number[] };
  const expectedTotal = (await shopPage(unfiltered)).total;
  for (let i = -1; i < loads; i++) {
    const page = await signedInAdminPage(browser, { base: shop.base, label: "orders", harness, errors: pageErrors });
    const started = performance.now();
    await page.goto(`${base}/admin/orders`);
    const table = page.getByRole("table", { name: ORDER_STRINGS.tableCaption });
    await table.getByRole("row").nth(ADMIN_ORDER_GROUPS_PER_PAGE).waitFor({ state: "visible" });
    const wall = performance.now() - started;
    const inPage = await firstRowsPainted(page);
    await page
      .getByText(showingText(pageRange(1, ADMIN_ORDER_GROUPS_PER_PAGE, expectedTotal), ORDER_STRINGS.rows))
      .waitFor();
    await page.getByRole("heading", { level: 1, name: PAGES.orders.title }).waitFor();
    pageErrors.check();
    await page.context().close();
    const bare = await timed(() => barePage(unfiltered));
    if (i < 0) continue;
    firstPage.inPage.push(inPage);
    firstPage.wall.push(wall);
    firstPage.bare.push(bare);
  }
  process.stdout.write(
    `orders screen first page in Chromium (${loads} fresh loads): in page median ${ms(median(firstPage.inPage))} ` +
      `(${firstPage.inPage.map((x) => x.toFixed(0)).join(" ")}), Playwright wall clock median ${ms(median(firstPage.wall))}; ` +
      `bare SQL of that page median ${ms(median(firstPage.bare))}; ratio ${(median(firstPage.inPage) / median(firstPage.bare)).toFixed(1)}x\n`,
  );

  // The full export, read as it streams, taking turns with a bare cursor over the same rows; ids checked.
  const exports: Read[] = [];
  const bareRates: number[] = [];
  for (let i = 0; i < 2; i++) {
    exports.push(await readExport(base, authorization));
    const bareStarted = performance.now();
    let bareRows = 0;
    await sql`select o.*, u.full_name, u.email from orders o join users u on u.id = o.user_id
      order by o.created_at desc, o.id desc`.cursor(2000, (batch) => {
      bareRows += batch.length;
    });
    bareRates.push(bareRows / ((performance.now() - bareStarted) / 1000));
  }
  const exportRate = Math.max(...exports.map((e) => e.rows / e.seconds));
  const bareRate = Math.max(...bareRates);
  const [exported] = exports;
  process.stdout.write(
    `export (best of ${exports.length}): ${exported.rows} rows (${(exported.bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${exportRate.toFixed(0)} rows/s (${exports.map((e) => (e.rows / e.seconds).toFixed(0)).join(", ")}); ` +
      `bare cursor ${bareRate.toFixed(0)} rows/s; shop/bare ${(exportRate / bareRate).toFixed(2)}x\n`,
  );

  // Constant memory: the same export from a shop whose JavaScript heap is capped below what the orders would
  // take as rows at once.
  let cappedRead: Read | null = null;
  const capped = await startShop(scratch.url, { NODE_OPTIONS: `--max-old-space-size=${CAPPED_HEAP_MB}` }).catch(
    (error: unknown) => void process.stdout.write(`the capped shop did not start: ${String(error)}\n`),
  );
  if (capped)
    try {
      cappedRead = await readExport(capped.base, await adminAuthorization(capped.base)).catch(() => null);
    } finally {
      capped.kill();
    }
  process.stdout.write(
    `export from a shop capped at ${CAPPED_HEAP_MB} MB of heap: ${cappedRead ? `${cappedRead.rows} rows in ${cappedRead.seconds.toFixed(2)} s` : "failed"}\n`,
  );

  const ok = [
    verdict(
      "order-groups filtered p95",
      p95(samples.filtered.shop) <= PAGE_TARGET_MS,
      `${ms(p95(samples.filtered.shop))} (target <= ${PAGE_TARGET_MS} ms)`,
    ),
    verdict(
      "order-groups unfiltered first page p95",
      p95(samples.unfiltered.shop) <= PAGE_TARGET_MS,
      `${ms(p95(samples.unfiltered.shop))} (target <= ${PAGE_TARGET_MS} ms)`,
    ),
    verdict(
      "orders screen first page in Chromium",
      median(firstPage.inPage) <= FIRST_PAGE_TARGET_MS,
      `median ${ms(median(firstPage.inPage))} (target <= ${FIRST_PAGE_TARGET_MS} ms)`,
    ),
    verdict(
      "export rate",
      exportRate >= EXPORT_TARGET_ROWS_PER_S,
      `${exportRate.toFixed(0)} rows/s (target >= ${EXPORT_TARGET_ROWS_PER_S})`,
    ),
    verdict(
      "export rows",
      exports.every((e) => e.rows === ORDERS && e.distinct === ORDERS),
      exports.map((e) => `${e.rows} rows, ${e.distinct} distinct of ${ORDERS}`).join("; "),
    ),
    verdict(
      `export in ${CAPPED_HEAP_MB} MB of heap`,
      cappedRead?.rows === ORDERS && cappedRead.distinct === ORDERS,
      cappedRead ? `${cappedRead.rows} rows, ${cappedRead.distinct} distinct` : "the export failed",
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser?.close();
  shop?.kill();
  await sql.end();
  await scratch.drop();
}
