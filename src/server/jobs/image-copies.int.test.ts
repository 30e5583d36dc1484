import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mediaKeyOf } from "../../domain/media";
import { insertProduct } from "../../testing/factories";
import { adminSignIn } from "../../testing/sign-in";
import { type ImageHost, PHOTO_SIZE, startImageHost } from "../../testing/image-host";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { testConfig } from "../../testing/test-app";
import { createTestDatabase } from "../../testing/test-database";
import { buildApp } from "../app";
import { manualClock } from "../clock";
import type { Database } from "../db/client";
import { mediaStoreOf } from "../db/media-store";
import { mediaOriginals, mediaSources, products } from "../db/schema";
import { IMAGE_COPIES_QUEUE, IMAGE_COPY_LEASE_MS } from "./image-copies";
import { queueStatements } from "./queue";
import { UNSUPPORTED_IMAGE } from "../services/media/media";

type Clock = ReturnType<typeof manualClock>;

async function startInstance(database: Database, clock: Clock, copyImages = true) {
  const app = await buildApp({ config: testConfig({ importAllowPrivate: true, copyImages }), database, clock });
  checkAnswersAgainstDocument(app);
  await app.ready();
  return app;
}

/** Waits, in real time, until `done` holds: an image travels over a real socket and through sharp. */
async function until(done: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("copying product images from a loopback host", () => {
  let database: Database;
  let host: ImageHost;
  let clock: Clock;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    host = await startImageHost();
  });
  afterAll(async () => {
    await host?.close();
    await database?.close();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database.db.delete(products);
    await database.db.delete(mediaSources);
    await database.db.delete(mediaOriginals);
  });

  async function instance(copyImages = true) {
    const app = await startInstance(database, clock, copyImages);
    apps.push(app);
    return app;
  }

  const sourceOf = async (url: string) =>
    (await database.db.select().from(mediaSources).where(eq(mediaSources.url, url)))[0];
  const settled = (url: string) => async () => (await sourceOf(url))?.status !== "pending";

  it("queues only the images on other sites when a product is saved, and copies each once", async () => {
    clock = manualClock();
    const app = await instance();
    const jpeg = host.url("/photo.jpg");
    const images = [
      jpeg,
      "/demo/products/coral-ikat-cotton-kurta-1.svg",
      host.url("/photo.png"),
      host.url("/photo.webp"),
    ];
    await insertProduct(database.db, { images });
    // Another product naming the same photo does not queue it twice.
    await insertProduct(database.db, { images: [jpeg] });
    const queued = await database.db.select({ url: mediaSources.url }).from(mediaSources);
    expect(queued.map((row) => row.url).sort()).toEqual([jpeg, host.url("/photo.png"), host.url("/photo.webp")].sort());

    app.jobs.wake("image-copies");
    for (const url of [jpeg, host.url("/photo.png"), host.url("/photo.webp")]) await until(settled(url), url);
    const rows = await database.db.select().from(mediaSources);
    expect(rows.map((row) => [row.status, row.reason])).toEqual(rows.map(() => ["copied", null]));
    expect(host.hits("/photo.jpg")).toBe(1);
    const [original] = await database.db
      .select()
      .from(mediaOriginals)
      .where(eq(mediaOriginals.key, (await sourceOf(jpeg)).mediaKey!));
    expect(original).toMatchObject({ format: "jpeg", ...PHOTO_SIZE });
  });

  it("goes by the bytes: a PNG called HTML is copied, an SVG called JPEG is refused", async () => {
    clock = manualClock();
    const app = await instance();
    await insertProduct(database.db, { images: [host.url("/lying.html"), host.url("/svg-said-jpeg.jpg")] });
    app.jobs.wake("image-copies");
    await until(settled(host.url("/lying.html")), "the PNG");
    await until(settled(host.url("/svg-said-jpeg.jpg")), "the SVG");
    expect(await sourceOf(host.url("/lying.html"))).toMatchObject({ status: "copied" });
    expect(await sourceOf(host.url("/svg-said-jpeg.jpg"))).toMatchObject({
      status: "failed",
      reason: UNSUPPORTED_IMAGE,
    });
  });

  it("fails, with the reason, an SVG, a page, a bomb, a file over 10 MB and a missing file, each tried once", async () => {
    clock = manualClock();
    const app = await instance();
    const cases: Array<[string, RegExp]> = [
      ["/image.svg", /not a JPEG, PNG, WebP, AVIF or GIF/],
      ["/not-an-image.jpg", /not a JPEG, PNG, WebP, AVIF or GIF/],
      ["/bomb.png", /10000 × 10000 pixels, more than 40 megapixels/],
      ["/huge.jpg", /The image is larger than 10 MB/],
      ["/missing.jpg", /The site answered HTTP 404/],
    ];
    await insertProduct(database.db, { images: cases.map(([path]) => host.url(path)) });
    app.jobs.wake("image-copies");
    for (const [path, reason] of cases) {
      await until(settled(host.url(path)), path);
      expect(await sourceOf(host.url(path)), path).toMatchObject({ status: "failed", attempts: 1 });
      expect((await sourceOf(host.url(path))).reason, path).toMatch(reason);
    }
    expect(await database.db.select().from(mediaOriginals)).toEqual([]);
  });

  it("retries a failing host after a backoff, follows a redirect, and copies again a failed image saved again", async () => {
    clock = manualClock();
    const app = await instance();
    const flaky = host.url("/small.jpg");
    host.failNext("/small.jpg", 1);
    await insertProduct(database.db, { images: [flaky, host.url("/redirect.jpg")] });
    app.jobs.wake("image-copies");
    await until(async () => (await sourceOf(flaky)).reason !== null, "the first failure");
    const first = await sourceOf(flaky);
    expect(first).toMatchObject({ status: "pending", attempts: 1, reason: "The site answered HTTP 500" });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(clock.now().getTime());
    await until(settled(host.url("/redirect.jpg")), "the redirect");
    expect(await sourceOf(host.url("/redirect.jpg"))).toMatchObject({ status: "copied" });

    clock.advance(first.nextAttemptAt.getTime() - clock.now().getTime());
    await until(settled(flaky), "the retry");
    expect(await sourceOf(flaky)).toMatchObject({ status: "copied", attempts: 2, reason: null });
    expect(host.hits("/small.jpg")).toBe(2);

    // A failed image is tried afresh when a product naming it is saved again.
    await insertProduct(database.db, { images: [host.url("/image.svg")] });
    app.jobs.wake("image-copies");
    await until(settled(host.url("/image.svg")), "the SVG");
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.images, [host.url("/image.svg")]));
    await database.db.update(products).set({ images: product.images }).where(eq(products.id, product.id));
    expect(await sourceOf(host.url("/image.svg"))).toMatchObject({ status: "pending", attempts: 0, reason: null });
  });

  it("gives a host that does not answer 10 s, then tries it again", async () => {
    clock = manualClock();
    const app = await instance();
    const slow = host.url("/slow.jpg");
    await insertProduct(database.db, { images: [slow] });
    app.jobs.wake("image-copies");
    await until(async () => host.hits("/slow.jpg") === 1, "the request");
    clock.advance(10_000);
    await until(async () => (await sourceOf(slow)).reason !== null, "the timeout");
    expect(await sourceOf(slow)).toMatchObject({
      status: "pending",
      reason: "The site did not answer within 10 seconds",
    });
  });

  it("copies each image once with two instances on one database", async () => {
    clock = manualClock();
    const [a, b] = [await instance(), await instance()];
    const urls = ["/photo.jpg", "/photo.png", "/photo.webp", "/small.jpg", "/lying.html"].map((p) => host.url(p));
    const before = urls.map((url) => host.hits(new URL(url).pathname));
    await insertProduct(database.db, { images: urls });
    a.jobs.wake("image-copies");
    b.jobs.wake("image-copies");
    for (const url of urls) await until(settled(url), url);
    expect(urls.map((url, i) => host.hits(new URL(url).pathname) - before[i])).toEqual([1, 1, 1, 1, 1]);
  });

  it("survives an instance dying mid-copy: its lease runs out and another instance copies the image", async () => {
    clock = manualClock();
    await insertProduct(database.db, { images: [host.url("/photo.webp")] });
    // An instance claimed it and was killed before it finished.
    const url = host.url("/photo.webp");
    const [claimed] = await queueStatements(database, IMAGE_COPIES_QUEUE).claim(clock.now(), 1, IMAGE_COPY_LEASE_MS);
    expect(claimed.id).toBe((await sourceOf(url))?.id);
    const app = await instance();
    app.jobs.wake("image-copies");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sourceOf(url)).toMatchObject({ status: "pending", attempts: 1 });
    clock.advance(IMAGE_COPY_LEASE_MS);
    await until(settled(url), "the copy after the lease");
    expect(await sourceOf(url)).toMatchObject({ status: "copied", attempts: 2 });
  });

  it("keeps the admin's addresses and sends shoppers the copy once it is made", async () => {
    clock = manualClock();
    // This instance does not copy: until the other one has, shoppers get the address the admin gave.
    const shop = await instance(false);
    const admin = { authorization: `Bearer ${(await adminSignIn(shop)).token}` };
    const photoUrl = host.url("/photo.jpg");
    const ownPath = "/demo/products/coral-ikat-cotton-kurta-1.svg";
    const form = {
      name: "Indigo Dabu Kurta",
      description: "Hand block printed cotton.",
      price: "59.00",
      images: [photoUrl, ownPath],
      category: "regular",
      sizes: ["S", "M"],
      status: "active",
      expirationDays: 7,
    };
    const created = await shop.inject({ method: "POST", url: "/api/products", headers: admin, payload: form });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const shopperImages = async () => (await shop.inject({ url: `/api/products/${id}` })).json().images as string[];
    const listImages = async () =>
      ((await shop.inject({ url: "/api/products" })).json() as Array<{ id: number; images: string[] }>).find(
        (product) => product.id === id,
      )?.images;
    const copies = async () =>
      (await shop.inject({ url: `/api/admin/products/${id}/image-copies`, headers: admin })).json();

    expect(await shopperImages()).toEqual([photoUrl, ownPath]);
    expect(await listImages()).toEqual([photoUrl, ownPath]);
    expect(await copies()).toEqual([{ url: photoUrl, status: "pending", reason: null }]);
    expect((await shop.inject({ url: `/api/admin/products/${id}/image-copies` })).statusCode).toBe(401);

    const copier = await instance();
    copier.jobs.wake("image-copies");
    await until(settled(photoUrl), "the copy");
    expect(await copies()).toEqual([{ url: photoUrl, status: "copied", reason: null }]);
    const key = (await sourceOf(photoUrl)).mediaKey!;
    expect(await shopperImages()).toEqual([`/media/${key}`, ownPath]);
    // The cached list heard of the copy (catalog-changed) from the other instance.
    await until(async () => (await listImages())?.[0] === `/media/${key}`, "the list to show the copy");

    // The admin reads and saves the addresses it gave, never the copies.
    const adminView = await shop.inject({ url: `/api/products/${id}`, headers: admin });
    expect(adminView.json().images).toEqual([photoUrl, ownPath]);
    const saved = await shop.inject({
      method: "PUT",
      url: `/api/products/${id}`,
      headers: admin,
      payload: { ...form, images: adminView.json().images },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row.images).toEqual([photoUrl, ownPath]);
    expect(await copies()).toEqual([{ url: photoUrl, status: "copied", reason: null }]);
  });

  describe("GET /media", () => {
    let app: FastifyInstance;
    let key: string;
    let smallKey: string;

    async function copied() {
      clock = manualClock();
      app = await instance();
      await insertProduct(database.db, { images: [host.url("/photo.jpg"), host.url("/small.jpg")] });
      app.jobs.wake("image-copies");
      await until(settled(host.url("/photo.jpg")), "the photo");
      await until(settled(host.url("/small.jpg")), "the small photo");
      key = (await sourceOf(host.url("/photo.jpg"))).mediaKey!;
      smallKey = (await sourceOf(host.url("/small.jpg"))).mediaKey!;
    }

    it("serves each width in the format the browser takes, cached for a year, one ETag per format", async () => {
      await copied();
      const cases: Array<[string, string, string]> = [
        ["image/avif,image/webp,image/*,*/*;q=0.8", "image/avif", "heif"],
        ["image/webp,*/*", "image/webp", "webp"],
        ["image/avif;q=0,image/webp", "image/webp", "webp"],
        ["*/*", "image/jpeg", "jpeg"],
      ];
      const etags = new Set<string>();
      for (const [accept, type, format] of cases) {
        const res = await app.inject({ url: `/media/${key}/640`, headers: { accept } });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers["content-type"]).toBe(type);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.headers.vary).toMatch(/Accept/);
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width]).toEqual([format, 640]);
        etags.add(String(res.headers.etag));
      }
      expect(etags.size).toBe(3);
      const again = await app.inject({
        url: `/media/${key}/640`,
        headers: { accept: "image/webp", "if-none-match": [...etags][1] },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");

      for (const width of [320, 960, 1280]) {
        const res = await app.inject({ url: `/media/${key}/${width}`, headers: { accept: "image/webp" } });
        expect((await sharp(res.rawPayload).metadata()).width).toBe(width);
      }
      const plain = await app.inject({ url: mediaUrlOf(key) });
      expect((await sharp(plain.rawPayload).metadata()).width).toBe(640);
    });

    it("never upscales, and keeps each variant for every instance", async () => {
      await copied();
      const wide = await app.inject({ url: `/media/${smallKey}/1280`, headers: { accept: "image/webp" } });
      const mid = await app.inject({ url: `/media/${smallKey}/960`, headers: { accept: "image/webp" } });
      expect((await sharp(wide.rawPayload).metadata()).width).toBe(500);
      expect(wide.headers.etag).toBe(mid.headers.etag);
      const store = mediaStoreOf(database.db);
      expect(await store.readVariant(smallKey, 500, "webp")).toEqual(wide.rawPayload);
      expect(await store.readVariant(smallKey, 960, "webp")).toBeNull();
      // Another instance answers it from the store, the same bytes.
      const other = await instance();
      const there = await other.inject({ url: `/media/${smallKey}/1280`, headers: { accept: "image/webp" } });
      expect(there.rawPayload.equals(wide.rawPayload)).toBe(true);
    });

    it("answers 404 for unknown media and 400 for a width not in the set", async () => {
      await copied();
      expect((await app.inject({ url: `/media/${"0".repeat(32)}/640` })).statusCode).toBe(404);
      expect((await app.inject({ url: "/media/not-a-key" })).statusCode).toBe(404);
      for (const width of ["500", "abc", "6400", "0640x"]) {
        const res = await app.inject({ url: `/media/${key}/${width}` });
        expect(res.statusCode, width).toBe(400);
        expect(res.json()).toMatchObject({
          code: "BAD_REQUEST",
          message: expect.stringMatching(/320, 640, 960, 1280/),
        });
      }
    });
  });
});

function mediaUrlOf(key: string): string {
  expect(mediaKeyOf(`/media/${key}`)).toBe(key);
  return `/media/${key}`;
}
