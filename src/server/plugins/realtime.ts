import websocket from "@fastify/websocket";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import { clientMessageSchema, type ServerMessage } from "../../contracts/realtime";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { countLifecycleChanges, findNextLifecycleBoundary } from "../services/catalog";
import { isAllowedOrigin } from "./security";
import { adminSessionHashOf } from "./admin-auth";
import { sessionHashOf } from "./sessions";

const CHANNEL = "shop_events";
export const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Product messages change what GET /api/products answers, on every instance. */
const CATALOG_MESSAGES = new Set([
  "products-scheduled",
  "products-activated",
  "customer-products-updated",
  "product-status-updated",
  "products-rescheduled",
]);

/** What travels over NOTIFY: who should get a message (ids, not rows), or a control signal. */
export type Envelope =
  | { audience: "everyone" | "admins"; message: ServerMessage }
  | { audience: "user"; userId: number; message: ServerMessage }
  | { control: "session-ended"; sessionHash: string }
  | { control: "catalog-changed" };

/** What services need to announce a change; app.events in the running shop. */
export type EventPublisher = { publish(envelope: Envelope): Promise<void> };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Publishes through the database, so every instance (this one included) delivers the event. Events
 * published in the same tick travel together as one JSON array: under load (every order announces itself)
 * that spares the database a NOTIFY, and every listener a wake-up, per event.
 */
export function databaseEventPublisher(database: Pick<Database, "notify">): EventPublisher {
  let batch: { texts: string[]; sent: Promise<void> } | null = null;
  return {
    publish(envelope) {
      const text = JSON.stringify(envelope);
      // Refused alone, before it can sink the events batched with it.
      if (Buffer.byteLength(text) + 2 > MAX_PAYLOAD_BYTES) {
        return Promise.reject(
          new Error(`an event of ${Buffer.byteLength(text)} bytes is too big for NOTIFY; send ids, not rows`),
        );
      }
      if (!batch) {
        const texts: string[] = [];
        const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          batch = null;
          for (const payload of payloadsOf(texts)) await database.notify(CHANNEL, payload);
        });
        batch = { texts, sent };
      }
      batch.texts.push(text);
      return batch.sent;
    },
  };
}

/** JSON arrays of the envelopes, each under the payload limit. */
function payloadsOf(texts: string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const text of texts) {
    const bytes = Buffer.byteLength(text) + 1;
    if (size + bytes > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(text);
    size += bytes;
  }
  if (current.length > 0) payloads.push(`[${current.join(",")}]`);
  return payloads;
}

/** sessionHashes: the shopper and admin sessions the socket was opened with; ending either closes it. */
type Client = { socket: WebSocket; userId: number | null; isAdmin: boolean; sessionHashes: string[]; alive: boolean };

declare module "fastify" {
  interface FastifyInstance {
    events: EventPublisher & { connectedSockets(): number };
  }
}

/**
 * Live updates. Every event goes through PostgreSQL NOTIFY on one channel; every instance LISTENs and
 * delivers to its own sockets, so any number of instances behind a load balancer act as one shop.
 * Each instance also keeps a timer for the next publish/expiry moment, only to push the change and
 * drop its catalog cache: the catalog itself is correct without it.
 */
export const realtime = fp(async (app) => {
  const clients = new Set<Client>();
  const { db } = app.database;

  function send(message: ServerMessage, wants: (c: Client) => boolean) {
    // Encoded once for every socket: a broadcast to 10,000 sockets must not encode the text 10,000 times.
    const frame = Buffer.from(JSON.stringify(message));
    for (const c of clients)
      if (c.socket.readyState === c.socket.OPEN && wants(c)) c.socket.send(frame, { binary: false });
  }

  function deliver(envelope: Envelope) {
    if ("control" in envelope) {
      if (envelope.control === "session-ended") {
        for (const c of clients) if (c.sessionHashes.includes(envelope.sessionHash)) c.socket.close(4401, "Signed out");
      } else {
        app.catalog.invalidate();
        void scheduleLifecycleTimer();
      }
      return;
    }
    if (CATALOG_MESSAGES.has(envelope.message.type)) {
      app.catalog.invalidate();
      void scheduleLifecycleTimer();
    }
    if (envelope.audience === "user") {
      const { userId } = envelope;
      send(envelope.message, (c) => c.isAdmin || c.userId === userId);
    } else if (envelope.audience === "admins") send(envelope.message, (c) => c.isAdmin);
    else send(envelope.message, () => true);
  }

  app.decorate("events", { ...databaseEventPublisher(app.database), connectedSockets: () => clients.size });

  const stopListening = await app.database.listen(
    CHANNEL,
    (payload) => {
      try {
        const parsed = JSON.parse(payload) as Envelope | Envelope[];
        for (const envelope of Array.isArray(parsed) ? parsed : [parsed]) deliver(envelope);
      } catch (error) {
        app.log.error({ err: error }, "realtime: undeliverable notification");
      }
    },
    () => {
      // Notifications sent while the listener was away are lost: start over from the database.
      app.log.warn("realtime: database listener reconnected; asking clients to resync");
      app.catalog.invalidate();
      void scheduleLifecycleTimer();
      send({ type: "resync" }, () => true);
    },
  );

  // --- lifecycle boundaries -------------------------------------------------------------------
  let timer: NodeJS.Timeout | undefined;
  let lastBoundaryCheck = new Date();
  let closing = false;

  async function scheduleLifecycleTimer() {
    if (closing) return;
    try {
      const next = await findNextLifecycleBoundary(db, new Date());
      clearTimeout(timer);
      if (!next || closing) return;
      // A few ms past the boundary, so the moment has certainly passed when the timer runs.
      timer = setTimeout(
        () => void onLifecycleBoundary(),
        Math.min(Math.max(0, next.getTime() - Date.now()) + 20, LONGEST_TIMER_MS),
      );
      timer.unref();
    } catch (error) {
      if (!closing) app.log.error({ err: error }, "realtime: could not schedule the lifecycle timer");
    }
  }

  async function onLifecycleBoundary() {
    const now = new Date();
    try {
      const { activated, expired } = await countLifecycleChanges(db, lastBoundaryCheck, now);
      lastBoundaryCheck = now;
      app.catalog.invalidate();
      // Every instance has its own timer, so each tells only its own sockets.
      if (activated > 0) send({ type: "products-activated", activatedCount: activated }, () => true);
      if (expired > 0) send({ type: "customer-products-updated", reason: "expired" }, () => true);
    } catch (error) {
      if (!closing) app.log.error({ err: error }, "realtime: lifecycle boundary failed");
    }
    await scheduleLifecycleTimer();
  }

  // --- sockets --------------------------------------------------------------------------------
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

  app.get(
    "/ws",
    {
      websocket: true,
      schema: { summary: "Live updates (WebSocket); identity comes from the session cookies", hide: true },
      preValidation: async (request) => {
        if (!isAllowedOrigin(request)) throw new AppError("FORBIDDEN", "Cross-site socket refused");
      },
    },
    async (socket, request) => {
      const client: Client = { socket, userId: null, isAdmin: false, sessionHashes: [], alive: true };
      // Listeners first: a message that arrives while the session is looked up is not lost.
      socket.on("message", (data, isBinary) => {
        const parsed = isBinary ? null : safeJson(data.toString());
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) app.log.info({ userId: client.userId }, "realtime: ignored an invalid client message");
        // `register` carries an email, but identity never comes from a message: nothing to do.
      });
      socket.on("pong", () => {
        client.alive = true;
      });
      socket.on("close", () => clients.delete(client));
      const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
      client.userId = user?.id ?? null;
      client.isAdmin = admin !== null;
      client.sessionHashes = [user && sessionHashOf(request), admin && adminSessionHashOf(request)].filter(
        (hash) => typeof hash === "string",
      );
      if (socket.readyState === socket.OPEN) clients.add(client);
    },
  );

  const heartbeat = setInterval(() => {
    for (const c of clients) {
      if (!c.alive) c.socket.terminate();
      else {
        c.alive = false;
        c.socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  await scheduleLifecycleTimer();

  app.addHook("preClose", async () => {
    closing = true;
    clearTimeout(timer);
    clearInterval(heartbeat);
    for (const c of clients) c.socket.close(1001, "Server shutting down");
    // The database may already be gone (it is closed after the app); nothing is left to unsubscribe then.
    await stopListening().catch(() => {});
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
