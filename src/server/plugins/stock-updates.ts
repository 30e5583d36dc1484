import fp from "fastify-plugin";
import { stockLeftOf } from "../../domain/stock";
import { markSoldOut, readStockUnits } from "../services/products/product-stock";

declare module "fastify" {
  interface FastifyInstance {
    stockUpdates: StockUpdates;
  }
}

export type StockUpdates = {
  /** A unit of this product was taken or given back: every socket hears its units left, soon. */
  changed(productId: number): void;
};

/** At most four `stock-updated` messages a second per product from one instance. */
export const STOCK_UPDATE_WINDOW_MS = 250;
/** Telling every socket may take at most this share of the event loop the orders also need. */
const BROADCAST_SHARE = 0.2;

/**
 * The coalescing window after an announcement: 250 ms, longer when a message to every socket takes long.
 * Each socket costs a write to the kernel (about 25 us); at a drop with 5,000 sockets four messages a
 * second took the better part of the loop from the orders they were reporting on.
 */
export const stockUpdateWindowMs = (lastBroadcastMs: number) =>
  Math.max(STOCK_UPDATE_WINDOW_MS, lastBroadcastMs / BROADCAST_SHARE);

/**
 * Tells every socket, on every instance, how many units a limited product has left (docs/decisions/018).
 * In a rush a thousand orders a second take units of one product: the first change is announced at once,
 * and the ones that follow within the window are announced together when it ends, read from the database
 * then. When the last unit went, admins hear once that the product sold out.
 */
export const stockUpdates = fp(
  async (app) => {
    const windows = new Map<number, { timer: NodeJS.Timeout; changedAgain: boolean }>();

    async function announce(productId: number) {
      const stockLeft = stockLeftOf(await readStockUnits(app.database.db, productId));
      if (!stockLeft) return;
      await app.events.publish({ audience: "everyone", message: { type: "stock-updated", productId, stockLeft } });
      if (Object.values(stockLeft).includes(0)) {
        const soldOut = await markSoldOut(app.database.db, productId);
        if (soldOut)
          await app.events.publish({
            audience: "admins",
            message: { type: "product-sold-out", productId, productName: soldOut.name },
          });
      }
    }

    function changed(productId: number) {
      const open = windows.get(productId);
      if (open) {
        open.changedAgain = true;
        return;
      }
      announce(productId).catch((error: unknown) =>
        app.log.error({ err: error, productId }, "stock: the units left were not announced"),
      );
      const timer = setTimeout(() => {
        const ended = windows.get(productId);
        windows.delete(productId);
        if (ended?.changedAgain) changed(productId);
      }, stockUpdateWindowMs(app.sockets.lastBroadcastMs()));
      timer.unref();
      windows.set(productId, { timer, changedAgain: false });
    }

    app.decorate("stockUpdates", { changed } satisfies StockUpdates);
    app.addHook("onClose", async () => {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    });
  },
  { name: "stock-updates", dependencies: ["live-events", "sockets"], decorators: { fastify: ["database"] } },
);
