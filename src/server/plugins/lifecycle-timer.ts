import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/availability";
import { countLifecycleChanges, findNextLifecycleBoundary } from "../services/catalog";

export type LifecycleTimer = {
  /** Looks again for the next boundary; call after any product change. */
  reschedule(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    lifecycleTimer: LifecycleTimer;
  }
}

// A few ms past the boundary, so the moment has certainly passed when a real timer runs.
const PAST_THE_BOUNDARY_MS = 20;

/**
 * Each instance waits, on app.clock, for the next publish/expiry moment, only to tell its own sockets and
 * drop its catalog cache: the catalog itself is correct without it (src/domain/product-lifecycle.ts).
 * The wait runs from the last moment checked, not from now, so a boundary that passes while the next one
 * is being looked up (or while a test moves the clock) is still announced, once.
 */
export const lifecycleTimer = fp(
  async (app) => {
    const { db } = app.database;
    const { clock } = app;
    let cancel = () => {};
    let checkedUntil = clock.now();
    let closing = false;

    async function reschedule() {
      if (closing) return;
      try {
        const next = await findNextLifecycleBoundary(db, checkedUntil);
        cancel();
        if (!next || closing) return;
        // The clock is read after the lookup: it may have moved meanwhile.
        const wait = next.getTime() - clock.now().getTime();
        cancel = clock.schedule(() => void onBoundary(), wait <= 0 ? 0 : wait + PAST_THE_BOUNDARY_MS);
      } catch (error) {
        // An unreachable database is logged once (routes/health.ts); its return reschedules, below.
        if (!closing && !isDatabaseUnavailable(error))
          app.log.error({ err: error }, "realtime: could not schedule the lifecycle timer");
      }
    }

    async function onBoundary() {
      // Claimed before the query, so overlapping runs count disjoint windows and announce a change once.
      const from = checkedUntil;
      const to = clock.now();
      checkedUntil = to;
      try {
        const { activated, expired } = await countLifecycleChanges(db, from, to);
        app.catalog.invalidate();
        // Every instance has its own timer, so each tells only its own sockets.
        if (activated > 0) app.sockets.broadcast({ type: "products-activated", activatedCount: activated });
        if (expired > 0) app.sockets.broadcast({ type: "customer-products-updated", reason: "expired" });
      } catch (error) {
        if (!closing) app.log.error({ err: error }, "realtime: lifecycle boundary failed");
      }
      await reschedule();
    }

    app.decorate("lifecycleTimer", { reschedule: () => void reschedule() } satisfies LifecycleTimer);
    await reschedule();
    // A lookup that failed while the database was out of reach left no timer; the listener's resync may
    // come back before the database answers queries again, so its return is the moment to look again.
    const stopWatching = app.database.watchAvailability((reachable) => {
      if (reachable) void reschedule();
    });

    app.addHook("preClose", async () => {
      closing = true;
      stopWatching();
      cancel();
    });
  },
  {
    name: "lifecycle-timer",
    dependencies: ["catalog-cache", "sockets"],
    decorators: { fastify: ["clock", "database"] },
  },
);
