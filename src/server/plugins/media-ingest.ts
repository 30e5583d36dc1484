import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/availability";
import { type ClaimedIngest, claimIngests, ingestImage, nextIngestWake } from "../services/media-ingest";

export type MediaIngest = {
  /** Looks for due images now (a product was just saved here; tests). */
  wake(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    mediaIngest: MediaIngest;
  }
}

/** Images queued by another instance (or whose lease ran out) are found within this. */
const POLL_MS = 5_000;
/** Fetches at once per instance: a slow host holds one; decoding waits its turn for sharp anyway. */
const MAX_IN_FLIGHT = 4;
const PAST_THE_BOUNDARY_MS = 20;

/** The writes that save products: once one succeeds, this instance looks for their images at once. */
const PRODUCT_WRITES = new Set([
  "POST /api/products",
  "PUT /api/products/:id",
  "POST /api/admin/products/bulk-upload",
  "POST /api/admin/products/sample",
]);

/**
 * Copies product images in the background (issue 27, docs/decisions/043), on app.clock, the way drop-alerts
 * sends pushes: each round claims due rows with a lease (no transaction across a fetch), fetches through the
 * page import's guard and stores; closing stops claiming and waits for the fetches in flight. A copied image
 * changes what shoppers are sent, so the catalog caches of every instance are told.
 */
export const mediaIngest = fp(
  async (app) => {
    const { db } = app.database;
    const { clock } = app;
    const inFlight = new Set<Promise<void>>();
    let cancel = () => {};
    let closing = false;
    let cycleRunning: Promise<void> | null = null;
    let again = false;

    function reportFailure(error: unknown, what: string) {
      if (!closing && !isDatabaseUnavailable(error)) app.log.error({ err: error }, `media ingest: ${what}`);
    }

    async function copy(claimed: ClaimedIngest): Promise<void> {
      const { outcome, reason } = await ingestImage(db, claimed, {
        clock,
        allowPrivate: app.config.importAllowPrivate,
        resolve: app.resolveHost,
      });
      if (outcome === "copied") await app.events.publish({ control: "catalog-changed" });
      else app.log.info({ image: claimed.url, outcome, reason }, "media ingest: an image was not copied");
    }

    async function pump(): Promise<void> {
      while (!closing && inFlight.size < MAX_IN_FLIGHT) {
        const claimed = await claimIngests(db, clock.now(), MAX_IN_FLIGHT - inFlight.size);
        if (claimed.length === 0) return;
        for (const one of claimed) {
          const copying: Promise<void> = copy(one)
            .catch((error: unknown) => reportFailure(error, "a copy failed"))
            .finally(() => {
              inFlight.delete(copying);
              wake();
            });
          inFlight.add(copying);
        }
      }
    }

    async function cycle(): Promise<void> {
      again = false;
      try {
        await pump();
      } catch (error) {
        reportFailure(error, "a round failed");
      }
      if (closing) return;
      try {
        const now = clock.now();
        const poll = new Date(now.getTime() + POLL_MS);
        const next = inFlight.size >= MAX_IN_FLIGHT ? poll : await nextIngestWake(db, now, poll);
        if (closing) return;
        cancel();
        cancel = clock.schedule(wake, Math.max(0, next.getTime() - clock.now().getTime()) + PAST_THE_BOUNDARY_MS);
      } catch (error) {
        reportFailure(error, "could not schedule the next round");
        cancel();
        cancel = clock.schedule(wake, POLL_MS);
      }
    }

    function wake() {
      if (closing || !app.config.copyImages) return;
      if (cycleRunning) {
        again = true;
        return;
      }
      cycleRunning = cycle().finally(() => {
        cycleRunning = null;
        if (again) wake();
      });
    }

    app.decorate("mediaIngest", { wake } satisfies MediaIngest);
    app.addHook("onResponse", async (request, reply) => {
      if (reply.statusCode < 300 && PRODUCT_WRITES.has(`${request.method} ${request.routeOptions.url}`)) wake();
    });
    app.addHook("onReady", async () => wake());
    app.addHook("preClose", async () => {
      closing = true;
      cancel();
      await cycleRunning;
      await Promise.allSettled([...inFlight]);
    });
  },
  {
    name: "media-ingest",
    dependencies: ["live-events"],
    decorators: { fastify: ["clock", "database", "config", "resolveHost"] },
  },
);
