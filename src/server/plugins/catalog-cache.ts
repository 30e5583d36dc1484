import fp from "fastify-plugin";
import type { Product } from "../../contracts/product";
import { findNextLifecycleBoundary, listLiveProducts } from "../services/catalog";

declare module "fastify" {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export type CatalogCache = {
  /** The serialized live product list (UTF-8 JSON): built once, served until products change or the next boundary. */
  liveProductsJson(now?: Date): Promise<Buffer>;
  /** Call after any change to products or the sort order. */
  invalidate(): void;
  /** A product's units left changed: the cached list takes them in place instead of being read again. */
  patchStock(productId: number, stockLeft: Product["stockLeft"]): void;
};

/**
 * Per-instance cache of GET /api/products. It expires by itself at the next lifecycle boundary (a
 * publishAt or expiresAt passing), so a product appears and disappears on time without any timer.
 */
export const catalogCache = fp(
  async (app) => {
    let entry: { list: Product[]; json: Buffer; validUntil: number } | null = null;
    let building: Promise<Buffer> | null = null;
    let generation = 0;

    async function build(now: Date): Promise<Buffer> {
      const startedGeneration = generation;
      const [list, boundary] = await Promise.all([
        listLiveProducts(app.database.db, now),
        findNextLifecycleBoundary(app.database.db, now),
      ]);
      // Kept as bytes: the hot path then writes them to the socket without encoding 60 KB of text each time.
      const json = Buffer.from(JSON.stringify(list));
      // A change that landed while this was being built makes the result stale: serve it once, keep nothing.
      if (startedGeneration === generation)
        entry = { list, json, validUntil: boundary?.getTime() ?? Number.POSITIVE_INFINITY };
      return json;
    }

    app.decorate("catalog", {
      async liveProductsJson(now = app.clock.now()) {
        if (entry && now.getTime() < entry.validUntil) return entry.json;
        // Concurrent misses share one database read.
        building ??= build(now).finally(() => {
          building = null;
        });
        return building;
      },
      invalidate() {
        generation += 1;
        entry = null;
      },
      patchStock(productId, stockLeft) {
        // A list being read may predate the change: it is served once and not kept.
        if (building) generation += 1;
        const product = entry?.list.find((p) => p.id === productId);
        if (!entry || !product) return;
        product.stockLeft = stockLeft;
        entry.json = Buffer.from(JSON.stringify(entry.list));
      },
    } satisfies CatalogCache);
  },
  { name: "catalog-cache", decorators: { fastify: ["database", "clock"] } },
);
