import fp from "fastify-plugin";
import { CATALOG_MESSAGE_TYPES, type ServerMessageType } from "../../contracts/realtime-types";
import { databaseEventPublisher, type Envelope, envelopesOf, EVENTS_CHANNEL, type EventPublisher } from "../events";

declare module "fastify" {
  interface FastifyInstance {
    events: EventPublisher;
  }
}

const CATALOG_MESSAGES: ReadonlySet<ServerMessageType> = new Set(CATALOG_MESSAGE_TYPES);

/** Whether an event changes what GET /api/products answers. */
function changesCatalog(envelope: Envelope): boolean {
  if ("control" in envelope) return envelope.control === "catalog-changed";
  return CATALOG_MESSAGES.has(envelope.message.type);
}

/**
 * app.events, and the instance's side of it: every event goes through PostgreSQL NOTIFY on one channel
 * (src/server/events.ts); every instance LISTENs and delivers to its own sockets, so any number of
 * instances behind a load balancer act as one shop. A product change also drops this instance's catalog
 * cache and makes its go-live/expiry notices look again.
 */
export const liveEvents = fp(
  async (app) => {
    app.decorate("events", databaseEventPublisher(app.database));

    function onCatalogChange() {
      app.catalog.invalidate();
      app.jobs.wake("lifecycle-notices");
    }

    const stopListening = await app.database.listen(
      EVENTS_CHANNEL,
      (payload) => {
        try {
          for (const envelope of envelopesOf(payload)) {
            if (changesCatalog(envelope)) onCatalogChange();
            else if ("message" in envelope && envelope.message.type === "stock-updated")
              app.catalog.patchStock(envelope.message.productId, envelope.message.stockLeft);
            app.sockets.deliver(envelope);
          }
        } catch (error) {
          app.log.error({ err: error }, "realtime: undeliverable notification");
        }
      },
      () => {
        // Notifications sent while the listener was away are lost: start over from the database.
        app.log.warn("realtime: database listener reconnected; asking clients to resync");
        onCatalogChange();
        app.sockets.broadcast({ type: "resync" });
      },
    );

    app.addHook("preClose", async () => {
      // The database may already be gone (it is closed after the app); nothing is left to unsubscribe then.
      await stopListening().catch(() => {});
    });
  },
  {
    name: "live-events",
    dependencies: ["catalog-cache", "sockets", "jobs"],
    decorators: { fastify: ["database"] },
  },
);
