/**
 * The embedded shop alone in its own process (images.ts starts it), so the load it is measured under is made
 * elsewhere: `count` photos of `width` × `height` stored as copies are, without the variants a copy makes
 * (every request for them is a first one), beside a few live products. Listens on loopback and prints
 * `READY {"origin":..,"keys":[..]}`; runs until its parent closes its stdin.
 *
 *   npx tsx scripts/bench/images-first-minute-shop.ts <count> <width> <height>
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { checkImage, storeOriginal } from "../../src/server/services/media/media";
import { prepareDatabase } from "../../src/server/start-up";
import { insertProduct } from "../../src/testing/factories";
import { photo } from "../../src/testing/image-host";
import { testConfig } from "../../src/testing/test-app";

const [count, width, height] = process.argv.slice(2, 5).map(Number);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-images-first-minute-"));
const config = testConfig({ logLevel: "silent" });
const database = openDatabase({ kind: "pglite", dataDir });
await prepareDatabase(database, config);
const app = await buildApp({ config, database });
await app.ready();

for (let i = 0; i < 8; i += 1) await insertProduct(database.db, {});
const keys: string[] = [];
for (let i = 0; i < count; i += 1) {
  const image = await checkImage(await (await photo(width, height, 500 + i)).jpeg({ quality: 88 }).toBuffer());
  await storeOriginal(database.db, image);
  keys.push(image.key);
}
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`READY ${JSON.stringify({ origin, keys })}\n`);

process.stdin.resume();
process.stdin.once("end", () => {
  void (async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  })();
});
