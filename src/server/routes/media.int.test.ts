import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_WIDTHS } from "../../domain/media";
import { insertProduct } from "../../testing/factories";
import { type ImageHost, PHOTO_SIZE, startImageHost } from "../../testing/image-host";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { testConfig } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { buildApp } from "../app";
import { manualClock } from "../clock";
import type { Database } from "../db/client";
import { mediaStoreOf } from "../db/media-store";
import { mediaOriginals, mediaSources } from "../db/schema";
import { MEDIA_BUSY, MEDIA_RETRY_AFTER_SECONDS, STANDARD_FORMATS, withSharp } from "../services/media/media";
import { MEDIA_WAIT_MS } from "./media";

type Clock = ReturnType<typeof manualClock>;
const MADE = "media: made a variant";
/** What a browser without AVIF or WebP asks: JPEG, which is not made when an image is copied. */
const ONLY_JPEG = "image/jpeg,*/*;q=0.8";

/** Waits, in real time, until `done` holds: an image travels over a real socket and through sharp. */
async function until(done: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Holds the process's sharp line (a job of the test's own, in the same line as every encode) until released. */
function holdSharp(): () => Promise<void> {
  let release = () => {};
  const held = withSharp(() => new Promise<void>((resolve) => (release = resolve)));
  return async () => {
    release();
    await held;
  };
}

describe("GET /media while a variant is being made", () => {
  let database: Database;
  let host: ImageHost;
  let clock: Clock;
  let logLines: string[];
  const apps: FastifyInstance[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    host = await startImageHost();
    clock = manualClock();
    logLines = [];
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await host.close();
    await database.close();
  });

  async function instance() {
    const app = await buildApp({
      config: testConfig({ importAllowPrivate: true, copyImages: true, logLevel: "info" }),
      database,
      clock,
      logStream: { write: (line) => void logLines.push(line) },
    });
    checkAnswersAgainstDocument(app);
    await app.ready();
    apps.push(app);
    return app;
  }

  const made = () => logLines.filter((line) => (JSON.parse(line) as { msg: string }).msg === MADE).length;

  /** Copies the loopback host's 1600 × 1200 JPEG through the ingest worker; answers its key. */
  async function copyPhoto(app: FastifyInstance): Promise<string> {
    const url = host.url("/photo.jpg");
    await insertProduct(database.db, { images: [url] });
    app.jobs.wake("image-copies");
    const source = async () => (await database.db.select().from(mediaSources).where(eq(mediaSources.url, url)))[0];
    await until(async () => (await source())?.status === "copied", "the copy");
    return (await source()).mediaKey!;
  }

  it("has the srcset's widths in AVIF and WebP made when the image is copied, before shoppers are sent it", async () => {
    const app = await instance();
    const key = await copyPhoto(app);
    const store = mediaStoreOf(database.db);
    for (const width of MEDIA_WIDTHS)
      for (const format of STANDARD_FORMATS) {
        const kept = await store.readVariant(key, width, format);
        expect(kept, `${width} ${format}`).not.toBeNull();
        expect((await sharp(kept!).metadata()).width).toBe(width);
      }
    // Shoppers read them: nothing is made on a request.
    for (const accept of ["image/avif,image/webp,*/*", "image/webp,*/*"])
      for (const width of MEDIA_WIDTHS) {
        const res = await app.inject({ url: `/media/${key}/${width}`, headers: { accept } });
        expect(res.statusCode).toBe(200);
      }
    expect(made()).toBe(0);
  });

  it("makes a new variant once for 40 requests at once, and answers other requests meanwhile", async () => {
    const app = await instance();
    const key = await copyPhoto(app);
    const release = holdSharp();
    let answered = 0;
    const requests = Array.from({ length: 40 }, () =>
      app.inject({ url: `/media/${key}/1280`, headers: { accept: ONLY_JPEG } }).then((res) => {
        answered += 1;
        return res;
      }),
    );
    const products = await app.inject({ url: "/api/products" });
    const health = await app.inject({ url: "/api/health" });
    expect([products.statusCode, health.statusCode]).toEqual([200, 200]);
    expect(answered).toBe(0);

    await release();
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((res) => res.rawPayload.toString("base64"))).size).toBe(1);
    expect(await sharp(answers[0].rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1280 });
    expect(made()).toBe(1);
  });

  it("answers 503 with Retry-After to requests that waited too long, and keeps making the variant", async () => {
    const app = await instance();
    const key = await copyPhoto(app);
    const release = holdSharp();
    const requests = Array.from({ length: 40 }, () =>
      app.inject({ url: `/media/${key}/640`, headers: { accept: ONLY_JPEG } }),
    );
    expect((await app.inject({ url: "/api/products" })).statusCode).toBe(200);
    clock.advance(MEDIA_WAIT_MS);
    const answers: LightMyRequestResponse[] = await Promise.all(requests);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(MEDIA_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ code: "UNAVAILABLE", message: MEDIA_BUSY });
    }

    await release();
    await until(async () => made() === 1, "the variant to be made");
    const again = await app.inject({ url: `/media/${key}/640`, headers: { accept: ONLY_JPEG } });
    expect(again.statusCode).toBe(200);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 640 });
    expect(made()).toBe(1);
  });

  it("reads a variant another instance made instead of making it again", async () => {
    const [a, b] = [await instance(), await instance()];
    const key = await copyPhoto(a);
    const first = await a.inject({ url: `/media/${key}/320`, headers: { accept: ONLY_JPEG } });
    expect(made()).toBe(1);
    const second = await b.inject({ url: `/media/${key}/320`, headers: { accept: ONLY_JPEG } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(made()).toBe(1);
  });

  it("keeps the embedded database's photo bytes in files, and PostgreSQL's in the database", async () => {
    const app = await instance();
    const key = await copyPhoto(app);
    const [row] = await database.db.select().from(mediaOriginals).where(eq(mediaOriginals.key, key));
    expect(row).toMatchObject({ format: "jpeg", ...PHOTO_SIZE });
    const input = await mediaStoreOf(database.db).originalInput(key);
    if (database.kind === "pglite") {
      expect(row.bytes).toBeNull();
      expect(typeof input === "string" && existsSync(input)).toBe(true);
    } else {
      expect(row.bytes?.length).toBe(row.byteSize);
      expect(Buffer.isBuffer(input)).toBe(true);
    }
    expect(await sharp(input!).metadata()).toMatchObject(PHOTO_SIZE);
  });
});
