/**
 * Product images (issue 27, docs/decisions/043): what a phone (390 px wide, DPR 3, a browser taking AVIF)
 * downloads for Discover and a product page when the shop hot-links the suppliers' photos versus when it sends
 * its own copies; /media's throughput for a kept variant against @fastify/static sending the same bytes from
 * disk (same run, same process, same load generator); and the time to make a 640-px AVIF and WebP from a
 * 12-megapixel JPEG. Photos are made here (noise over gradients: JPEG work like a real photo) and served by a
 * loopback image host; the shop runs on in-memory PGlite.
 *
 *   npx tsx scripts/bench/images.ts [--small]
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import autocannon from "autocannon";
import Fastify from "fastify";
import { MEDIA_WIDTHS, type MediaWidth, mediaAtWidth } from "../../src/domain/media";
import { buildApp } from "../../src/server/app";
import { openDatabase } from "../../src/server/db/client";
import { mediaSources } from "../../src/server/db/schema";
import { makeVariant } from "../../src/server/services/media";
import { prepareDatabase } from "../../src/server/start-up";
import { insertProduct } from "../../src/testing/factories";
import { photo, startImageHost } from "../../src/testing/image-host";
import { testConfig } from "../../src/testing/test-app";
import { verdict } from "./lib";

const small = process.argv.includes("--small");
const PHOTOS = small ? 2 : 8;
const SECONDS = small ? 2 : 10;
const CONNECTIONS = 16;
const PHONE = { width: 390, dpr: 3 };
const ACCEPT = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
/** 12 megapixels, a phone camera's 4:3. */
const PHOTO = { width: 4000, height: 3000 };

/** The width a browser picks from our srcset for an image shown `cssWidth` px wide. */
function pickWidth(cssWidth: number): MediaWidth {
  const needed = cssWidth * PHONE.dpr;
  return MEDIA_WIDTHS.find((width) => width >= needed) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  let ok = true;
  const host = await startImageHost();
  const started = Date.now();
  for (let i = 0; i < PHOTOS; i += 1)
    host.serve(
      `/bench-${i}.jpg`,
      await (await photo(PHOTO.width, PHOTO.height, i + 1)).jpeg({ quality: 88 }).toBuffer(),
      "image/jpeg",
    );
  process.stdout.write(`made ${PHOTOS} JPEGs of ${PHOTO.width} × ${PHOTO.height} in ${Date.now() - started} ms\n`);

  // Encode times on one 12-MP JPEG (one job at a time, as the shop runs them).
  const original = await (await photo(PHOTO.width, PHOTO.height, 99)).jpeg({ quality: 88 }).toBuffer();
  for (const format of ["avif", "webp"] as const) {
    const begin = performance.now();
    const bytes = await makeVariant(original, 640, format);
    const ms = performance.now() - begin;
    ok =
      verdict(
        `640 px ${format.toUpperCase()} from a 12-MP JPEG`,
        ms < 2_000,
        `${ms.toFixed(0)} ms, ${kb(bytes.length)} (goal < 2 s)`,
      ) && ok;
  }

  const config = testConfig({ importAllowPrivate: true, copyImages: true, logLevel: "silent" });
  const database = openDatabase({ kind: "pglite", dataDir: null });
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database });
  await app.ready();
  const urls = Array.from({ length: PHOTOS }, (_, i) => host.url(`/bench-${i}.jpg`));
  for (const url of urls) await insertProduct(database.db, { images: [url] });
  app.mediaIngest.wake();
  const deadline = Date.now() + 120_000;
  for (;;) {
    const rows = await database.db.select().from(mediaSources);
    if (rows.every((row) => row.status !== "pending")) break;
    if (Date.now() > deadline) throw new Error("the photos were not copied within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const copies = new Map(
    (await database.db.select().from(mediaSources)).map((row) => [row.url, `/media/${row.mediaKey}`] as const),
  );

  const originalBytes = async (url: string) => (await fetch(url)).arrayBuffer().then((b) => b.byteLength);
  const copyBytes = async (url: string, cssWidth: number) => {
    const res = await app.inject({
      url: mediaAtWidth(copies.get(url)!, pickWidth(cssWidth)),
      headers: { accept: ACCEPT },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} for ${url}`);
    return res.rawPayload.length;
  };
  // Discover: two columns on a phone, the first screens' photos; a product page: its first photo, full width.
  let discoverOriginal = 0;
  let discoverCopies = 0;
  for (const url of urls) {
    discoverOriginal += await originalBytes(url);
    discoverCopies += await copyBytes(url, PHONE.width / 2);
  }
  const pageOriginal = await originalBytes(urls[0]);
  const pageCopy = await copyBytes(urls[0], PHONE.width);
  ok =
    verdict(
      `Discover, ${PHOTOS} photos, phone ${PHONE.width} px DPR ${PHONE.dpr}`,
      discoverCopies * 10 <= discoverOriginal,
      `${kb(discoverCopies)} our copies vs ${kb(discoverOriginal)} originals (${((discoverCopies / discoverOriginal) * 100).toFixed(1)}%, goal <= 10%)`,
    ) && ok;
  ok =
    verdict(
      "Product page, first photo",
      pageCopy * 4 <= pageOriginal,
      `${kb(pageCopy)} our copy (${pickWidth(PHONE.width)} px) vs ${kb(pageOriginal)} original (goal <= 25%)`,
    ) && ok;

  // Throughput: a kept variant from /media against the same bytes from disk through @fastify/static.
  const variantPath = mediaAtWidth(copies.get(urls[0])!, 640);
  const variant = (await app.inject({ url: variantPath, headers: { accept: "image/webp" } })).rawPayload;
  const dir = mkdtempSync(path.join(tmpdir(), "bench-images-"));
  writeFileSync(path.join(dir, "photo.webp"), variant);
  const reference = Fastify();
  await reference.register(fastifyStatic, { root: dir, maxAge: "365d", immutable: true });
  const staticUrl = await reference.listen({ port: 0, host: "127.0.0.1" });
  const mediaOrigin = await app.listen({ port: 0, host: "127.0.0.1" });
  // autocannon sends no Accept: both answer the JPEG/WebP bytes; /media negotiates JPEG, so ask its WebP.
  // Both warmed first (JIT, the variant in memory), so neither pays for being measured first.
  await loadWith(`${mediaOrigin}${variantPath}`, "image/webp", 1);
  await loadWith(`${staticUrl}/photo.webp`, "image/webp", 1);
  const media = await loadWith(`${mediaOrigin}${variantPath}`, "image/webp");
  const disk = await loadWith(`${staticUrl}/photo.webp`, "image/webp");
  ok =
    verdict(
      "/media throughput vs @fastify/static, same bytes",
      media.rps >= 0.7 * disk.rps && media.errors + media.non2xx === 0,
      `${media.rps.toFixed(0)} vs ${disk.rps.toFixed(0)} req/s (${((media.rps / disk.rps) * 100).toFixed(0)}%, goal >= 70%), p99 ${media.p99} vs ${disk.p99} ms`,
    ) && ok;

  await reference.close();
  await app.close();
  await database.close();
  await host.close();
  process.exitCode = ok ? 0 : 1;
}

/** lib.ts's load, with the Accept header /media negotiates on. */
async function loadWith(url: string, accept: string, seconds = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { accept } });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

await main();
