import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, markImageCopied } from "../../../testing/factories";
import { createTestDatabase } from "../../../testing/test-database";
import type { Database } from "../../db/client";
import {
  mediaOriginals,
  mediaSources,
  mediaVariants,
  orders,
  products,
  pushDeliveries,
  pushSubscriptions,
  users,
} from "../../db/schema";
import { DELIVERY_RETENTION_MS, MEDIA_PRUNE_GRACE_MS, pruneDeliveries, pruneUnreferencedMedia } from "./retention";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("retention", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("prunes deliveries sent or given up before the retention, never a pending one or one of a recent drop", async () => {
    const { db } = database;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [user] = await db.insert(users).values({ fullName: "Kept", email: "kept@example.com" }).returning();
    const [subscription] = await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: "https://fcm.googleapis.com/fcm/send/kept", p256dh: "k", auth: "a" })
      .returning();
    const old = ago(DELIVERY_RETENTION_MS + DAY);
    const rows = {
      sentLongAgo: { dropAt: old, status: "sent" as const, finishedAt: old },
      failedLongAgo: { dropAt: ago(DELIVERY_RETENTION_MS + 2 * DAY), status: "failed" as const, finishedAt: old },
      sentYesterday: { dropAt: ago(DAY), status: "sent" as const, finishedAt: ago(DAY) },
      stillPending: { dropAt: ago(DELIVERY_RETENTION_MS + 3 * DAY) },
      // Marked long ago for a drop recordDrops still looks back at (only a clock moved by hand does this).
      recentDrop: { dropAt: ago(MINUTE), status: "sent" as const, finishedAt: old },
    };
    const ids = new Map<string, number>();
    for (const [name, times] of Object.entries(rows)) {
      const [row] = await db
        .insert(pushDeliveries)
        .values({
          subscriptionId: subscription.id,
          productIds: [1],
          createdAt: times.dropAt,
          nextAttemptAt: times.dropAt,
          ...times,
        })
        .returning({ id: pushDeliveries.id });
      ids.set(name, row.id);
    }

    expect(await pruneDeliveries(db, now)).toBe(2);
    const left = await db.select({ id: pushDeliveries.id }).from(pushDeliveries);
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      ["sentYesterday", "stillPending", "recentDrop"].map((name) => ids.get(name)),
    );
    expect(await pruneDeliveries(db, now)).toBe(0);
  });

  it("prunes photos no product or order names, with their variants, and keeps the rest", async () => {
    const { db } = database;
    const url = (name: string) => `https://cdn.example.com/retention/${name}.jpg`;
    await insertProduct(db, { images: [url("on-product")] });
    const ordered = await insertProduct(db, { images: [url("ordered")] });
    const dropped = await insertProduct(db, { images: [url("dropped")] });
    const leased = await insertProduct(db, { images: [url("leased")] });
    const keys = {
      onProduct: await markImageCopied(db, url("on-product")),
      ordered: await markImageCopied(db, url("ordered")),
      dropped: await markImageCopied(db, url("dropped")),
      leased: await markImageCopied(db, url("leased")),
    };
    await db.insert(mediaVariants).values({ key: keys.dropped, width: 320, format: "webp", bytes: Buffer.from("v") });
    const [buyer] = await db.insert(users).values({ fullName: "Buyer", email: "buyer@example.com" }).returning();
    await db.insert(orders).values({
      userId: buyer.id,
      productId: ordered.id,
      shippingCountry: "SG",
      shippingCost: "8.99",
      totalPrice: "57.99",
      shippingAddress: "12 Orchard Road",
      shippingPostalCode: "238801",
      productName: ordered.name,
      productPrice: "49.00",
      productDiscountedPrice: "49.00",
      productImages: ordered.images,
      productCategory: "regular",
    });
    // The order keeps its snapshot: the product's photo may change or the product go.
    await db.delete(products).where(eq(products.id, ordered.id));
    await db.delete(products).where(eq(products.id, dropped.id));
    await db.delete(products).where(eq(products.id, leased.id));
    const later = new Date(Date.now() + MEDIA_PRUNE_GRACE_MS + MINUTE);
    await db
      .update(mediaSources)
      .set({ leaseUntil: new Date(later.getTime() + MINUTE) })
      .where(eq(mediaSources.url, url("leased")));

    // Within the grace a copy without its address may be one being recorded: it stays, its address goes.
    expect(await pruneUnreferencedMedia(db, new Date())).toEqual({ sources: 1, originalKeys: [] });
    expect(await pruneUnreferencedMedia(db, later)).toEqual({ sources: 0, originalKeys: [keys.dropped] });

    const sources = await db.select({ url: mediaSources.url }).from(mediaSources);
    expect(sources.map((row) => row.url).sort()).toEqual([url("leased"), url("on-product"), url("ordered")]);
    const originals = await db.select({ key: mediaOriginals.key }).from(mediaOriginals);
    expect(originals.map((row) => row.key).sort()).toEqual([keys.leased, keys.onProduct, keys.ordered].sort());
    expect(await db.select().from(mediaVariants)).toEqual([]);
  });
});
