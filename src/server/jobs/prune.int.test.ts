import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { insertProduct, markImageCopied } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { mediaStoreOf } from "../db/media-store";
import { mediaOriginals, products } from "../db/schema";
import { MEDIA_PRUNE_GRACE_MS } from "../services/retention/retention";
import { PRUNE_EVERY_MS } from "./prune";

/** Waits, in real time, until `done` holds: the job runs on the app's own timers and database. */
async function until(done: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the prune job", () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it("forgets, on its schedule, a copied photo nothing names any more, bytes and all", async () => {
    const clock = manualClock();
    t = await createTestApp({ copyImages: false }, clock);
    await t.app.ready();
    const { db } = t.database;
    const source = "https://cdn.example.com/pruned.jpg";
    const product = await insertProduct(db, { images: [source] });
    const key = await markImageCopied(db, source);
    await db.delete(products).where(eq(products.id, product.id));
    const store = mediaStoreOf(db);
    expect(await store.originalInput(key)).not.toBeNull();

    // Before the grace and the schedule, nothing goes; an hour past both, the photo has gone.
    clock.advance(MEDIA_PRUNE_GRACE_MS + PRUNE_EVERY_MS + 1000);
    await until(async () => (await db.select().from(mediaOriginals)).length === 0, "the original pruned");
    expect(await store.originalInput(key)).toBeNull();
  });
});
