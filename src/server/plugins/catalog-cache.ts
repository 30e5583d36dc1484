import fp from "fastify-plugin";
import type { Product } from "../../contracts/product";
import { type ContentEncoding, encodeBody } from "../http-encoding";
import { findNextLifecycleBoundary, listLiveProducts } from "../services/products/catalog";

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
    /** The one read in flight, and the version of the products it began in. */
    let building: { generation: number; entry: Promise<Entry> } | null = null;
    let generation = 0;
    /** For each list being read, the units left announced meanwhile; that read may predate them. */
    const stockDuringBuilds = new Set<Map<number, Product["stockLeft"]>>();

    async function build(now: Date): Promise<Entry> {
      const startedGeneration = generation;
      const stockDuringBuild = new Map<number, Product["stockLeft"]>();
      stockDuringBuilds.add(stockDuringBuild);
      let list: Product[];
      let boundary: Date | null;
      try {
        [list, boundary] = await Promise.all([
          listLiveProducts(app.database.db, now),
          findNextLifecycleBoundary(app.database.db, now),
        ]);
      } finally {
        stockDuringBuilds.delete(stockDuringBuild);
      }
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
        const at = now.getTime();
        for (;;) {
          if (entry && at < entry.validUntil) return bodyOf(entry, encoding);
          // Concurrent misses share one database read, but never one begun before the last change: at a drop
          // the pages asking after the go-live must not get the list read a moment before it.
          let started = false;
          if (building?.generation !== generation) {
            started = true;
            const flight = { generation, entry: build(now) };
            building = flight;
            const done = () => {
              if (building === flight) building = null;
            };
            flight.entry.then(done, done);
          }
          const built = await building.entry;
          // Read before a boundary this request comes after (a go-live passed meanwhile): read again, together.
          if (started || at < built.validUntil) return bodyOf(built, encoding);
        }
      },
      invalidate() {
        generation += 1;
        entry = null;
      },
      patchStock(productId, stockLeft) {
        for (const stockDuringBuild of stockDuringBuilds) stockDuringBuild.set(productId, stockLeft);
        const product = entry?.list.find((p) => p.id === productId);
        if (!entry || !product) return;
        product.stockLeft = stockLeft;
        entry.bodies = {};
      },
    } satisfies CatalogCache);
  },
  { name: "catalog-cache", decorators: { fastify: ["database", "clock"] } },
);
