/**
 * The back office's product list at scale in Debian's Chromium. Two scratch databases on
 * a real PostgreSQL server, one with 5,000 products (drafts, scheduled, active, expiring soon, expired; four
 * categories) and one with 50 made the same way, each behind its own shop; the two take turns throughout.
 * Prints, for both sizes side by side:
 *   - first page: navigation start to the first frame painted with the table's rows, measured in the page
 *     (median of fresh signed-in browser contexts, so nothing is cached); also Playwright's wall clock;
 *   - search keystroke: the name search box's `input` event to the next frame painted with the changed
 *     table (typing words letter by letter, then deleting them), median and p95;
 *   - status filter: the same for each choice of the Status select.
 * Targets for 5,000 products: first page median <= 1,500 ms; keystroke and status-filter medians <= 100 ms.
 *   npx tsx scripts/bench/admin-products.ts [products=5000] [loads=5] [rounds=3]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; scratch databases are created)
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type Page, chromium } from "@playwright/test";
import postgres from "postgres";
import { PRODUCTS } from "../../src/client/admin/products/product-strings";
import { STATUS_FILTER_LABELS, STATUS_FILTERS } from "../../src/client/admin/products/product-list-rules";
import { pageRange, showingText } from "../../src/client/admin/components/data-table-rules";
import { PAGES } from "../../src/client/admin/strings";
import { ADMIN_PRODUCTS_PER_PAGE, type Category, SIZE_SETS } from "../../src/domain/catalog";
import { buildClientIfStale } from "../build-client";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium";
import { type BenchWindow, firstRowsPainted, harnessScript, PageErrors, signedInAdminPage } from "./admin-browser";
import { quantile, root, type ScratchDatabase, scratchDatabase, startShop, verdict } from "./lib";

const size = Number(process.argv[2] ?? 5_000);
const loads = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const SMALL = 50;
const FIRST_PAGE_TARGET_MS = 1_500;
const UPDATE_TARGET_MS = 100;
/** Typed letter by letter, then deleted; words of the seeded names, so most keystrokes change the table. */
const SEARCH_WORDS = ["silk kurta", "indigo", "lehenga", "navy linen"];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// ---------------------------------------------------------------------------------------------------------
// The catalog: what a drop shop's back office holds after a few months.

const COLOURS = ["Coral", "Indigo", "Navy", "Ivory", "Mustard", "Emerald", "Rose", "Teal", "Maroon", "Saffron"];
const FABRICS = ["Silk", "Cotton", "Linen", "Georgette", "Chanderi", "Ikat", "Chikankari", "Banarasi", "Khadi"];
const GARMENTS: Record<Category, readonly string[]> = {
  regular: ["Kurta", "Anarkali", "Saree", "Kurti Set", "Palazzo Set", "Dupatta"],
  plus: ["Kurta", "Saree Gown", "Kaftan", "Tunic"],
  kids: ["Lehenga", "Kurta Pyjama", "Frock", "Sharara Set"],
  men: ["Kurta", "Nehru Jacket", "Sherwani", "Linen Shirt"],
};
const IMAGES = readdirSync(path.join(root, "public/demo/products"))
  .filter((file) => file.endsWith(".svg"))
  .map((file) => `/demo/products/${file}`);

type Seeded = {
  name: string;
  description: string;
  price: string;
  discount_amount: string;
  images: string[];
  category: Category;
  sizes: string[];
  sku: string;
  status: "draft" | "scheduled" | "active" | "expired";
  publish_at: string | null;
  expires_at: string;
  created_at: string;
};

/** A deterministic stream of numbers in [0, 1) (mulberry32), so both sizes are drawn the same way. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` products: 20% drafts, 15% scheduled, 35% active, 10% expiring within a day, 20% expired (half
 * stored as the legacy `expired`). No product changes state within hours of now, so the labels hold still
 * while the benchmark runs.
 */
function catalog(count: number, now: number): Seeded[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const r = next();
    const category: Category = r < 0.5 ? "regular" : r < 0.65 ? "plus" : r < 0.8 ? "kids" : "men";
    const name = `${pick(COLOURS)} ${pick(FABRICS)} ${pick(GARMENTS[category])}`;
    const cents = 1500 + Math.floor(next() * 100) * 100 + pick([0, 50, 99]);
    const set = SIZE_SETS[category];
    const from = Math.floor(next() * (set.length - 1));
    const slot = i % 20;
    const at = (ms: number) => new Date(now + ms).toISOString();
    const window: Pick<Seeded, "status" | "publish_at" | "expires_at"> =
      slot < 4
        ? { status: "draft", publish_at: null, expires_at: at(7 * DAY) }
        : slot < 7
          ? { status: "scheduled", publish_at: at((1 + next() * 9) * DAY), expires_at: at((12 + next() * 7) * DAY) }
          : slot < 14
            ? { status: "active", publish_at: at(-(1 + next() * 5) * DAY), expires_at: at((2 + next() * 12) * DAY) }
            : slot < 16
              ? { status: "active", publish_at: at(-6 * DAY), expires_at: at((3 + next() * 18) * HOUR) }
              : {
                  status: slot % 2 === 0 ? "expired" : "active",
                  publish_at: at(-40 * DAY),
                  expires_at: at(-(1 + next() * 30) * DAY),
                };
    return {
      name,
      description: `${name}, cut and finished by our partner workshop. Hand wash cold; dry in shade.`,
      price: (cents / 100).toFixed(2),
      discount_amount: next() < 0.3 ? "5.00" : "0.00",
      images: [pick(IMAGES), pick(IMAGES)],
      category,
      sizes: set.slice(from, from + 2 + Math.floor(next() * (set.length - from - 1))),
      sku: `DRP-${String(i + 1).padStart(5, "0")}`,
      ...window,
      created_at: at(-next() * 60 * DAY),
    };
  });
}

async function seed(scratch: ScratchDatabase, products: Seeded[]): Promise<void> {
  const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  await sql`insert into products (name, description, price, discount_amount, images, category, sizes, sku,
      status, publish_at, expires_at, created_at)
    select r.name, r.description, r.price, r.discount_amount, array(select jsonb_array_elements_text(r.images)),
      r.category::product_category, array(select jsonb_array_elements_text(r.sizes)), r.sku,
      r.status::product_status, r.publish_at, r.expires_at, r.created_at
    from jsonb_to_recordset(${sql.json(products)}) as r(name text, description text, price numeric,
      discount_amount numeric, images jsonb, category text, sizes jsonb, sku text, status text,
      publish_at timestamptz, expires_at timestamptz, created_at timestamptz)`;
  await sql`analyze`;
  await sql.end();
}

// ---------------------------------------------------------------------------------------------------------

type Shop = { label: string; count: number; base: string; names: string[]; kill(): void };

const harness = harnessScript({ table: PRODUCTS.tableCaption, pager: PRODUCTS.pagination, rowName: "th" });
/** A page's errors, console errors and failed calls; any one fails the run (checked after each load and word). */
const pageErrors = new PageErrors();
const signedInPage = (browser: Browser, shop: Shop) =>
  signedInAdminPage(browser, { base: shop.base, label: shop.label, harness, errors: pageErrors });
const checkPageErrors = () => pageErrors.check();

/** Opens /admin/products in a fresh context; ms from navigation start to the painted rows, in page and wall. */
async function loadOnce(browser: Browser, shop: Shop): Promise<{ inPage: number; wall: number; page: Page }> {
  const page = await signedInPage(browser, shop);
  const started = performance.now();
  await page.goto(`${shop.base}/admin/products`);
  const rows = page.getByRole("table", { name: PRODUCTS.tableCaption }).getByRole("row");
  await rows.nth(Math.min(ADMIN_PRODUCTS_PER_PAGE, shop.count)).waitFor({ state: "visible" });
  const wall = performance.now() - started;
  const inPage = await firstRowsPainted(page);
  const showing = showingText(pageRange(1, ADMIN_PRODUCTS_PER_PAGE, shop.count), PRODUCTS.rows);
  await page.getByText(showing).waitFor({ state: "visible" });
  await page.getByRole("heading", { level: 1, name: PAGES.products.title }).waitFor({ state: "visible" });
  checkPageErrors();
  return { inPage, wall, page };
}

/** One change on the page; ms from its input event to the painted table, or null when the table stays the same. */
async function timeChange(page: Page, act: () => Promise<void>, changes: boolean): Promise<number | null> {
  if (!changes) {
    await act();
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.settle());
    return null;
  }
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.arm());
  await act();
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.result());
}

/** How many products a search shows, by the list's rule (trimmed, case-insensitive, part of the name). */
function matches(shop: Shop, search: string): number {
  const term = search.trim().toLowerCase();
  return shop.names.filter((name) => name.toLowerCase().includes(term)).length;
}

async function typeWord(page: Page, shop: Shop, word: string, into: number[]): Promise<void> {
  const box = page.getByRole("searchbox", { name: PRODUCTS.search });
  await box.focus();
  let value = "";
  const step = async (key: string, next: string) => {
    const took = await timeChange(page, () => page.keyboard.press(key), matches(shop, value) !== matches(shop, next));
    if (took !== null) into.push(took);
    value = next;
  };
  for (const letter of word) await step(letter === " " ? "Space" : letter, value + letter);
  while (value !== "") await step("Backspace", value.slice(0, -1));
  checkPageErrors();
}

async function cycleStatus(page: Page, into: number[]): Promise<void> {
  const select = page.getByRole("combobox", { name: PRODUCTS.status });
  // Every choice shows other products than the one before (each status is seeded), ending back at all.
  for (const status of [...STATUS_FILTERS.slice(1), STATUS_FILTERS[0]]) {
    const choose = async () => {
      await select.selectOption({ label: STATUS_FILTER_LABELS[status] });
    };
    const took = await timeChange(page, choose, true);
    if (took !== null) into.push(took);
  }
  checkPageErrors();
}

const median = (xs: number[]) => quantile(xs, 0.5);
const p95 = (xs: number[]) => quantile(xs, 0.95);
const ms = (x: number) => `${x.toFixed(0)} ms`;

buildClientIfStale();
const now = Date.now();
const shops: Shop[] = [];
const scratches: ScratchDatabase[] = [];
let browser: Browser | null = null;
try {
  for (const [label, count] of [
    [`${size} products`, size],
    [`${SMALL} products`, SMALL],
  ] as const) {
    const products = catalog(count, now);
    const scratch = await scratchDatabase(`bench_admin_products_${count}`);
    scratches.push(scratch);
    await seed(scratch, products);
    const shop = await startShop(scratch.url);
    const tally = (values: string[]) =>
      [...new Set(values)].map((v) => `${values.filter((x) => x === v).length} ${v}`).join(", ");
    process.stdout.write(
      `${label} stored as ${tally(products.map((p) => p.status))}; ${tally(products.map((p) => p.category))}\n`,
    );
    shops.push({
      label,
      count,
      base: shop.base,
      names: products.map((p) => p.name),
      kill: shop.kill,
    });
  }
  browser = await chromium.launch({ executablePath: ensureChromium(() => {}), args: CHROMIUM_ARGS });

  type Figures = { inPage: number[]; wall: number[]; search: number[]; status: number[] };
  const figures = new Map<Shop, Figures>(shops.map((s) => [s, { inPage: [], wall: [], search: [], status: [] }]));
  // One warm-up load each (the server's first queries, the disk cache), then fresh contexts taking turns.
  for (const shop of shops) await (await loadOnce(browser, shop)).page.context().close();
  for (let i = 0; i < loads; i++) {
    for (const shop of shops) {
      const { inPage, wall, page } = await loadOnce(browser, shop);
      figures.get(shop)!.inPage.push(inPage);
      figures.get(shop)!.wall.push(wall);
      await page.context().close();
    }
  }

  const pages = new Map<Shop, Page>();
  for (const shop of shops) pages.set(shop, (await loadOnce(browser, shop)).page);
  for (let round = 0; round < rounds; round++) {
    for (const word of SEARCH_WORDS)
      for (const shop of shops) await typeWord(pages.get(shop)!, shop, word, figures.get(shop)!.search);
    for (const shop of shops) await cycleStatus(pages.get(shop)!, figures.get(shop)!.status);
  }

  const column = (text: string) => text.padStart(22);
  process.stdout.write(`${"".padEnd(34)}${shops.map((s) => column(s.label)).join("")}\n`);
  const line = (label: string, cell: (f: Figures) => string) =>
    process.stdout.write(`${label.padEnd(34)}${shops.map((s) => column(cell(figures.get(s)!))).join("")}\n`);
  line(`first page, in page (median of ${loads})`, (f) => ms(median(f.inPage)));
  line("first page, in page (each)", (f) => f.inPage.map((x) => x.toFixed(0)).join(" "));
  line("first page, Playwright wall clock", (f) => ms(median(f.wall)));
  line("search keystroke median", (f) => ms(median(f.search)));
  line("search keystroke p95", (f) => `${ms(p95(f.search))} (n=${f.search.length})`);
  line("status filter median", (f) => ms(median(f.status)));
  line("status filter p95", (f) => `${ms(p95(f.status))} (n=${f.status.length})`);

  const big = figures.get(shops[0])!;
  const small = figures.get(shops[1])!;
  const ratio = (a: number[], b: number[]) => `${(median(a) / median(b)).toFixed(2)}x the ${SMALL}-product figure`;
  const ok = [
    verdict(
      `${size}-product first page`,
      median(big.inPage) <= FIRST_PAGE_TARGET_MS,
      `median ${ms(median(big.inPage))}, ${ratio(big.inPage, small.inPage)} (target <= ${FIRST_PAGE_TARGET_MS} ms)`,
    ),
    verdict(
      `${size}-product search keystroke`,
      median(big.search) <= UPDATE_TARGET_MS,
      `median ${ms(median(big.search))}, p95 ${ms(p95(big.search))}, ${ratio(big.search, small.search)} (target median <= ${UPDATE_TARGET_MS} ms)`,
    ),
    verdict(
      `${size}-product status filter`,
      median(big.status) <= UPDATE_TARGET_MS,
      `median ${ms(median(big.status))}, p95 ${ms(p95(big.status))}, ${ratio(big.status, small.status)} (target median <= ${UPDATE_TARGET_MS} ms)`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser?.close();
  for (const shop of shops) shop.kill();
  for (const scratch of scratches) await scratch.drop();
}
