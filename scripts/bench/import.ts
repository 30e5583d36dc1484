/**
 * The CSV bulk upload at scale on a real PostgreSQL server. Generates a valid, realistic
 * product file of 10,000 rows (name, description with commas and quotes, price, category, images, sizes,
 * supplier link, SKU; some non-ASCII names), reads it as the browser does (parseCsv + readProductCsv), and
 * sends it to the running shop's POST /api/admin/products/bulk-upload with an admin session: a dry run,
 * then the commit. In the same run, taking turns, the same rows go into the products table by one bare
 * multi-row INSERT through postgres.js (jsonb_to_recordset). The table is emptied before each commit and
 * each bare insert. Prints rows/s for the dry run, the commit and the bare insert (medians of the rounds)
 * and the ratios. Targets: dry run <= 5 s and commit <= 5 s for 10,000 rows.
 *   npx tsx scripts/bench/import.ts [rows=10000] [rounds=3]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import postgres from "postgres";
import { type BulkUploadBody, type BulkUploadResult, UPLOAD_BODY_LIMIT_BYTES } from "../../src/contracts/imports";
import { type Category, DEFAULT_EXPIRATION_DAYS, SIZE_SETS } from "../../src/domain/catalog";
import { formatCsv, parseCsv } from "../../src/domain/csv";
import { PRODUCT_CSV_COLUMNS, readProductCsv } from "../../src/domain/product-csv";
import { expiryFromDays } from "../../src/domain/product-input";
import { adminAuthorization, scratchDatabase, startShop, verdict } from "./lib";

const rowCount = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 3);
const TARGET_SECONDS = 5;
const DISCOUNT = "5.00";

// ---------------------------------------------------------------------------------------------------------
// A supplier's file: every row valid, as a shop would export it.

const COLOURS = ["Coral", "Indigo", "Navy", "Ivory", "Mustard", "Emerald", "Rosé", "Teal", "Maroon", "Saffron"];
const FABRICS = ["Silk", "Cotton", "Linen", "Georgette", "Chanderi", "Ikat", "Chikankari", "Banarasi", "Khadi"];
const GARMENTS: Record<Category, readonly string[]> = {
  regular: ["Kurta", "Anarkali", "Saree", "Kurti Set", "Palazzo Set", "Dupatta"],
  plus: ["Kurta", "Saree Gown", "Kaftan", "Tunic"],
  kids: ["Lehenga", "Kurta Pyjama", "Frock", "Sharara Set"],
  men: ["Kurta", "Nehru Jacket", "Sherwani", "Linen Shirt"],
};
const DETAILS = ["zari", "mirror", "gota patti", "thread", "sequin"];
const KIDS_AGES = ["2-3Y", "3-4Y", "4-5Y", "5-6Y", "6-7Y", "7-8Y"];

type SourceRow = {
  name: string;
  description: string;
  price: string;
  category: Category;
  images: string[];
  sizes: string[];
  supplierLink: string;
  sku: string;
};

function generate(count: number): SourceRow[] {
  return Array.from({ length: count }, (_, i) => {
    const category: Category = i % 10 < 5 ? "regular" : i % 10 < 7 ? "plus" : i % 10 < 8 ? "kids" : "men";
    const garment = GARMENTS[category][i % GARMENTS[category].length];
    const fabric = FABRICS[(i * 7) % FABRICS.length];
    const sku = `IMP-${String(i + 1).padStart(6, "0")}`;
    const set = category === "kids" && i % 2 === 0 ? KIDS_AGES : SIZE_SETS[category];
    const from = i % Math.max(1, set.length - 2);
    return {
      name: `${COLOURS[(i * 3) % COLOURS.length]} ${fabric} ${garment}${i % 17 === 0 ? " – Festive Edit" : ""}`,
      description: `Hand-finished ${fabric.toLowerCase()} ${garment.toLowerCase()} with "${DETAILS[i % DETAILS.length]}" work, lined, relaxed fit. Dry clean only; colours may vary slightly.`,
      price: (19 + (i % 90) + [0, 0.5, 0.99][i % 3]).toFixed(2),
      category,
      images: Array.from({ length: 1 + (i % 4) }, (_, n) => `https://cdn.example.com/drops/${sku}-${n + 1}.jpg`),
      sizes: set.slice(from, from + 3),
      supplierLink: i % 5 < 3 ? `https://supplier.example.com/products/${sku.toLowerCase()}` : "",
      sku,
    };
  });
}

const source = generate(rowCount);
const csvText = formatCsv(
  PRODUCT_CSV_COLUMNS,
  source.map((row) => ({ ...row, images: row.images.join(","), sizes: row.sizes.join(",") })),
);

// ---------------------------------------------------------------------------------------------------------

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const rate = (seconds: number) => `${(rowCount / seconds).toFixed(0)} rows/s`;

const scratch = await scratchDatabase("bench_import");
try {
  const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
  const shop = await startShop(scratch.url);
  try {
    const { base } = shop;
    const authorization = await adminAuthorization(base);

    // The browser's part, for information: the file read into rows with their spreadsheet numbers.
    const parseStarted = performance.now();
    const file = readProductCsv(parseCsv(csvText));
    const parseSeconds = (performance.now() - parseStarted) / 1000;
    if (!file.ok) throw new Error(`the generated file does not read: ${JSON.stringify(file.message)}`);
    if (file.rows.length !== rowCount || file.skipped.length > 0)
      throw new Error(`the generated file reads as ${file.rows.length} rows, ${file.skipped.length} skipped`);
    const bodyOf = (dryRun: boolean) =>
      JSON.stringify({
        csvData: file.rows,
        rowNumbers: file.rowNumbers,
        discountAmount: DISCOUNT,
        dryRun,
      } satisfies BulkUploadBody);
    const bodies = { dryRun: bodyOf(true), commit: bodyOf(false) };
    const bodyBytes = Buffer.byteLength(bodies.commit);
    if (bodyBytes > UPLOAD_BODY_LIMIT_BYTES) throw new Error(`request body ${bodyBytes} B is over the route's limit`);
    process.stdout.write(
      `${rowCount} rows: CSV ${(csvText.length / 1024 / 1024).toFixed(1)} MB, request body ${(bodyBytes / 1024 / 1024).toFixed(1)} MB; ` +
        `read in ${(parseSeconds * 1000).toFixed(0)} ms (${rate(parseSeconds)}, the browser's part, not gated)\n`,
    );

    const stored = async () => Number((await sql`select count(*)::int as n from products`)[0].n);
    const drafts = async () => Number((await sql`select count(*)::int as n from products where status = 'draft'`)[0].n);

    async function upload(body: string): Promise<{ seconds: number; result: BulkUploadResult }> {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/products/bulk-upload`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization },
        body,
      });
      const result = (await res.json()) as BulkUploadResult;
      const seconds = (performance.now() - started) / 1000;
      if (!res.ok) throw new Error(`bulk-upload answered ${res.status}: ${JSON.stringify(result).slice(0, 500)}`);
      if (result.results.successful !== rowCount || result.results.failed !== 0)
        throw new Error(
          `bulk-upload: ${result.message}; first errors: ${result.results.errors.slice(0, 5).join("; ")}`,
        );
      return { seconds, result };
    }

    /** The same rows straight into the table: what the upload's INSERT would cost with no route around it. */
    async function bareInsert(): Promise<number> {
      const now = new Date();
      const started = performance.now();
      const rows = sql.json(
        source.map((row) => ({
          name: row.name,
          description: row.description,
          price: row.price,
          discount_amount: DISCOUNT,
          images: row.images,
          category: row.category,
          sizes: row.sizes,
          supplier_link: row.supplierLink,
          sku: row.sku,
          expires_at: expiryFromDays(now, DEFAULT_EXPIRATION_DAYS).toISOString(),
          created_at: now.toISOString(),
        })),
      );
      await sql`insert into products (name, description, price, discount_amount, images, category, sizes,
          supplier_link, sku, status, expires_at, created_at)
        select r.name, r.description, r.price, r.discount_amount, array(select jsonb_array_elements_text(r.images)),
          r.category::product_category, array(select jsonb_array_elements_text(r.sizes)), r.supplier_link, r.sku,
          'draft', r.expires_at, r.created_at
        from jsonb_to_recordset(${rows}) as r(name text, description text, price numeric,
          discount_amount numeric, images jsonb, category text, sizes jsonb, supplier_link text, sku text,
          expires_at timestamptz, created_at timestamptz)`;
      return (performance.now() - started) / 1000;
    }

    // One warm-up of each side, then rounds taking turns so a slow patch of the machine falls on all three.
    const times = { dryRun: [] as number[], commit: [] as number[], bare: [] as number[] };
    for (let round = -1; round < rounds; round++) {
      await sql`truncate products cascade`;
      const dryRun = await upload(bodies.dryRun);
      if (!dryRun.result.dryRun || dryRun.result.created.length !== rowCount || (await stored()) !== 0)
        throw new Error("the dry run wrote products or did not preview every row");

      const commit = await upload(bodies.commit);
      if (commit.result.productIds.length !== rowCount || (await drafts()) !== rowCount)
        throw new Error(`the commit stored ${await drafts()} drafts of ${rowCount}`);

      await sql`truncate products cascade`;
      const bare = await bareInsert();
      if ((await stored()) !== rowCount) throw new Error(`the bare insert stored ${await stored()} of ${rowCount}`);
      if (round < 0) continue;
      times.dryRun.push(dryRun.seconds);
      times.commit.push(commit.seconds);
      times.bare.push(bare);
    }

    const [dryRun, commit, bare] = [median(times.dryRun), median(times.commit), median(times.bare)];
    const each = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(", ");
    process.stdout.write(
      `dry run:     ${dryRun.toFixed(2)} s median (${each(times.dryRun)}), ${rate(dryRun)}, ${(dryRun / bare).toFixed(1)}x the bare insert's time\n` +
        `commit:      ${commit.toFixed(2)} s median (${each(times.commit)}), ${rate(commit)}, ${(commit / bare).toFixed(1)}x the bare insert's time\n` +
        `bare INSERT: ${bare.toFixed(2)} s median (${each(times.bare)}), ${rate(bare)}\n`,
    );
    const ok = [
      verdict(
        `${rowCount}-row dry run`,
        dryRun <= TARGET_SECONDS,
        `${dryRun.toFixed(2)} s, ${rate(dryRun)} (target <= ${TARGET_SECONDS} s)`,
      ),
      verdict(
        `${rowCount}-row commit`,
        commit <= TARGET_SECONDS,
        `${commit.toFixed(2)} s, ${rate(commit)} (target <= ${TARGET_SECONDS} s)`,
      ),
    ].every(Boolean);
    process.exitCode = ok ? 0 : 1;
  } finally {
    shop.kill();
    await sql.end();
  }
} finally {
  await scratch.drop();
}
