/**
 * The embedded shop alone in its own process (images.ts starts it): copies `count` photos named
 * `<origin>/memory-<i>.jpg` into a fresh DATA_DIR, as a shop on PGlite does, and prints its resident memory
 * before and after as `READY {"before":..,"after":..,"copied":..,"failed":..}` (bytes).
 *
 *   npx tsx scripts/bench/images-copy-memory.ts <image host origin> <count>
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { mediaSources } from "../../src/server/db/schema";
import { prepareDatabase } from "../../src/server/start-up";
import { insertProduct } from "../../src/testing/factories";
import { testConfig } from "../../src/testing/test-app";

const [origin, count] = [process.argv[2], Number(process.argv[3])];
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-images-memory-"));
const config = testConfig({ importAllowPrivate: true, copyImages: true, logLevel: "silent" });
const database = openDatabase({ kind: "pglite", dataDir });
await prepareDatabase(database, config);
const app = await buildApp({ config, database });
await app.ready();
const before = process.memoryUsage().rss;

for (let i = 0; i < count; i += 1) await insertProduct(database.db, { images: [`${origin}/memory-${i}.jpg`] });
app.jobs.wake("image-copies");
const deadline = Date.now() + 30 * 60_000;
for (;;) {
  const rows = await database.db.select({ status: mediaSources.status }).from(mediaSources);
  if (rows.every((row) => row.status !== "pending")) {
    const after = process.memoryUsage().rss;
    const copied = rows.filter((row) => row.status === "copied").length;
    process.stdout.write(`READY ${JSON.stringify({ before, after, copied, failed: rows.length - copied })}\n`);
    break;
  }
  if (Date.now() > deadline) throw new Error("the photos were not copied within 30 minutes");
  await new Promise((resolve) => setTimeout(resolve, 250));
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
