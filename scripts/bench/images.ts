/**
 * Product images (docs/decisions/043): what a phone (390 px wide, DPR 3, a browser taking AVIF)
 * downloads for Discover and a product page when the shop hot-links the suppliers' photos versus when it sends
 * its own copies; /media's throughput for a kept variant against @fastify/static sending the same bytes from
 * disk (same run, same process, same load generator); and the time to make a 640-px AVIF and WebP from a
 * 12-megapixel JPEG. Then the drop's first minute (docs/decisions/070): 200 first requests, sent within a
 * second and all waiting together, for variants not made yet of 10 photos while `GET /api/products` is read at a steady rate, whose p99 must stay
 * within 3x of its p99 at that rate with no image load (the shop in its own process,
 * images-first-minute-shop.ts); and the resident memory of an embedded shop (its own
 * process, images-copy-memory.ts) before and after copying 100 photos of 2-10 MB. Photos are made here
 * (noise over gradients: JPEG work like a real photo) and served by a loopback image host; the shop runs on
 * in-memory PGlite. --small: fewer and smaller photos, shorter runs (to check the script runs).
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
import { VARIANT_TYPES, makeVariant } from "../../src/server/services/media/media";
import { prepareDatabase } from "../../src/server/start-up";
import { insertProduct } from "../../src/testing/factories";
import { photo, startImageHost } from "../../src/testing/image-host";
import { testConfig } from "../../src/testing/test-app";
import { quantile, startProcess, verdict } from "./lib";

const small = process.argv.includes("--small");
const PHOTOS = small ? 2 : 8;
const SECONDS = small ? 2 : 10;
const CONNECTIONS = 16;
const PHONE = { width: 390, dpr: 3 };
const ACCEPT = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
/** 12 megapixels, a phone camera's 4:3. */
const PHOTO = { width: 4000, height: 3000 };
/** The drop's first minute: first requests at once for variants of this many photos not made yet. */
const BURST = { requests: small ? 40 : 200, photos: small ? 3 : 10, seconds: small ? 2 : 10, arrivalMs: 1000 };
/** GET /api/products a second, during the burst and alone (the reference). */
const READS_PER_SECOND = 20;
/** The embedded shop's memory: this many photos of 2-10 MB copied. */
const MEMORY_PHOTOS = small ? 4 : 100;
/** A JPEG of this noise at quality 95 weighs about half a megabyte per megapixel. */
const MB_PER_MEGAPIXEL = 0.5;

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
  app.jobs.wake("image-copies");
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
  ok = (await firstMinute()) && ok;
  ok = (await copyMemory(host)) && ok;
  await host.close();
  process.exitCode = ok ? 0 : 1;
}

/** Reads `url` READS_PER_SECOND times a second until stop() is called; answers each read's milliseconds. */
function steadyReads(url: string) {
  const latencies: number[] = [];
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const begin = performance.now();
    const read: Promise<void> = fetch(url)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) failures += 1;
        latencies.push(performance.now() - begin);
      })
      .catch(() => void (failures += 1))
      .finally(() => inFlight.delete(read));
    inFlight.add(read);
  }, 1000 / READS_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { latencies, failures };
    },
  };
}

/**
 * The drop's first minute: BURST.requests first requests within BURST.arrivalMs over BURST.photos photos copied but with no
 * variant made (every width × format spread over them), while GET /api/products is read at a steady rate. The
 * shop runs in a process of its own (images-first-minute-shop.ts): this one's requests are not its work.
 */
async function firstMinute(): Promise<boolean> {
  const side = small ? { width: 1600, height: 1200 } : PHOTO;
  const shop = await startProcess(
    "scripts/bench/images-first-minute-shop.ts",
    [String(BURST.photos), String(side.width), String(side.height)],
    {},
    { stdin: "pipe" },
  );
  try {
    return await burstAgainst(JSON.parse(shop.line) as { origin: string; keys: string[] });
  } finally {
    shop.child.stdin!.end();
    if (shop.child.exitCode === null) await new Promise((resolve) => shop.child.once("exit", resolve));
  }
}

async function burstAgainst({ origin, keys }: { origin: string; keys: string[] }): Promise<boolean> {
  const productsUrl = `${origin}/api/products`;
  await fetch(productsUrl).then((res) => res.arrayBuffer());
  const alone = steadyReads(productsUrl);
  await new Promise((resolve) => setTimeout(resolve, BURST.seconds * 1000));
  const reference = await alone.stop();

  const formats = Object.values(VARIANT_TYPES);
  const during = steadyReads(productsUrl);
  const begin = performance.now();
  // Shoppers opening a drop's product come within its first second, not in one instant; each stays in
  // flight until its variant is made or it is asked to come back, so all of them are still waiting together.
  let inFlight = 0;
  let mostInFlight = 0;
  const statuses = await Promise.all(
    Array.from({ length: BURST.requests }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, (i * BURST.arrivalMs) / BURST.requests));
      const key = keys[i % keys.length];
      const width = MEDIA_WIDTHS[Math.floor(i / keys.length) % MEDIA_WIDTHS.length];
      const accept = formats[Math.floor(i / (keys.length * MEDIA_WIDTHS.length)) % formats.length];
      mostInFlight = Math.max(mostInFlight, (inFlight += 1));
      const res = await fetch(`${origin}/media/${key}/${width}`, { headers: { accept } });
      await res.arrayBuffer();
      inFlight -= 1;
      return res.status;
    }),
  );
  const burstMs = performance.now() - begin;
  const loaded = await during.stop();
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const [p99Alone, p99Loaded] = [quantile(reference.latencies, 0.99), quantile(loaded.latencies, 0.99)];
  return verdict(
    `GET /api/products at ${READS_PER_SECOND}/s during ${BURST.requests} first requests for variants of ${BURST.photos} photos`,
    p99Loaded <= 3 * p99Alone &&
      loaded.failures + reference.failures === 0 &&
      count(200) + count(503) === statuses.length,
    `p99 ${p99Loaded.toFixed(1)} ms vs ${p99Alone.toFixed(1)} ms alone (goal <= 3x), ${loaded.latencies.length} reads; ` +
      `images: ${mostInFlight} in flight at once, ${count(200)} answered, ${count(503)} asked to come back (503), ${statuses.length - count(200) - count(503)} other, all in ${(burstMs / 1000).toFixed(1)} s`,
  );
}

/** The resident memory of an embedded shop, alone in its process, before and after copying MEMORY_PHOTOS photos of 2-10 MB. */
async function copyMemory(host: Awaited<ReturnType<typeof startImageHost>>): Promise<boolean> {
  let bytes = 0;
  for (let i = 0; i < MEMORY_PHOTOS; i += 1) {
    const megabytes = 2 + (8 * i) / Math.max(1, MEMORY_PHOTOS - 1);
    const height = Math.round(Math.sqrt(((megabytes / MB_PER_MEGAPIXEL) * 1e6 * 3) / 4));
    const jpeg = await (await photo(Math.round((height * 4) / 3), height, 900 + i)).jpeg({ quality: 95 }).toBuffer();
    host.serve(`/memory-${i}.jpg`, jpeg, "image/jpeg");
    bytes += jpeg.length;
  }
  const { child, line } = await startProcess("scripts/bench/images-copy-memory.ts", [
    host.origin,
    String(MEMORY_PHOTOS),
  ]);
  if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
  const { before, after, copied, failed } = JSON.parse(line) as Record<
    "before" | "after" | "copied" | "failed",
    number
  >;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  return verdict(
    `Embedded shop's memory after copying ${MEMORY_PHOTOS} photos (${mb(bytes)})`,
    after - before <= 256 * 1024 * 1024 && failed === 0,
    `RSS ${mb(before)} -> ${mb(after)} (+${mb(after - before)}, goal <= +256 MB), ${copied} copied, ${failed} failed`,
  );
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
