import fp from "fastify-plugin";
import type { Product } from "../../contracts/product";
import { type ContentEncoding, encodeBody } from "../http-encoding";
import { findNextLifecycleBoundary, listLiveProducts } from "../services/catalog";

declare module "fastify" {
  interface FastifyInstance {
    catalog: CatalogCache;
  }
}

export type CatalogCache = {
  /**
   * The live product list as UTF-8 JSON packed in `encoding`: built once, served until products change or the
   * next boundary.
   */
  liveProductsBody(encoding: ContentEncoding, now?: Date): Promise<Buffer>;
  /** Call after any change to products or the sort order. */
  invalidate(): void;
  /** A product's units left changed: the cached list takes them in place instead of being read again. */
  patchStock(productId: number, stockLeft: Product["stockLeft"]): void;
};

type Entry = { list: Product[]; validUntil: number; bodies: Partial<Record<ContentEncoding, Buffer>> };

/** Each packing is made once per version of the list, by the first reader that asks for it. */
function bodyOf(entry: Entry, encoding: ContentEncoding): Buffer {
  const json = (entry.bodies.identity ??= Buffer.from(JSON.stringify(entry.list)));
  return (entry.bodies[encoding] ??= encodeBody(json, encoding));
}

/**
 * Per-instance cache of GET /api/products. It expires by itself at the next lifecycle boundary (a
 * publishAt or expiresAt passing), so a product appears and disappears on time without any timer.
 * At a drop every open page reads it again at once while members order: the list is read from the
 * database once, packed once per encoding, and the orders' units left are written into it (even into a
 * list still being read), so an order never makes it be read again (docs/decisions/018).
 */
export const catalogCache = fp(
  async (app) => {
    let entry: Entry | null = null;
    let building: Promise<Entry> | null = null;
    let generation = 0;
    /** Units left announced while a list was being read; that read may predate them. */
    let stockDuringBuild = new Map<number, Product["stockLeft"]>();

    async function build(now: Date): Promise<Entry> {
      const startedGeneration = generation;
      stockDuringBuild = new Map();
      const [list, boundary] = await Promise.all([
        listLiveProducts(app.database.db, now),
        findNextLifecycleBoundary(app.database.db, now),
      ]);
      // The same figures a cached list takes in place: an announcement older than this read is followed by
      // another, since the orders in between were announced too.
      for (const product of list) {
        if (stockDuringBuild.has(product.id)) product.stockLeft = stockDuringBuild.get(product.id)!;
      }
      const built: Entry = { list, validUntil: boundary?.getTime() ?? Number.POSITIVE_INFINITY, bodies: {} };
      // A change to the products that landed while this was being read makes it stale: serve it once, keep nothing.
      if (startedGeneration === generation) entry = built;
      return built;
    }

    app.decorate("catalog", {
      async liveProductsBody(encoding, now = app.clock.now()) {
        if (entry && now.getTime() < entry.validUntil) return bodyOf(entry, encoding);
        // Concurrent misses share one database read.
        building ??= build(now).finally(() => {
          building = null;
        });
        return bodyOf(await building, encoding);
      },
      invalidate() {
        generation += 1;
        entry = null;
      },
      patchStock(productId, stockLeft) {
        if (building) stockDuringBuild.set(productId, stockLeft);
        const product = entry?.list.find((p) => p.id === productId);
        if (!entry || !product) return;
        product.stockLeft = stockLeft;
        entry.bodies = {};
      },
    } satisfies CatalogCache);
  },
  { name: "catalog-cache", decorators: { fastify: ["database", "clock"] } },
);
