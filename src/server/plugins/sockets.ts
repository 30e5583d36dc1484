import websocket from "@fastify/websocket";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import type { ServerMessage } from "../../contracts/realtime";
import type { Envelope } from "../events";
import { findLiveSessionHashes } from "../services/shoppers/sessions";

export const MAX_FRAME_BYTES = 64 * 1024;
export const HEARTBEAT_MS = 30_000;

/** sessionHashes: the shopper and admin sessions the socket was opened with; ending either closes it. */
export type SocketClient = {
  socket: WebSocket;
  userId: number | null;
  isAdmin: boolean;
  sessionHashes: string[];
  alive: boolean;
};

export type SocketHub = {
  /**
   * Whether one more socket may open from the request's client address (request.ip, so behind TRUST_PROXY
   * the shopper's, not the proxy's). An admitted connection counts until it closes, upgraded or not.
   */
  admit(request: FastifyRequest): boolean;
  /** Starts delivering to an open socket; it leaves by itself when it closes. */
  add(client: SocketClient): void;
  /** Hands an event to this instance's sockets: its message to its audience, or closes an ended session's. */
  deliver(envelope: Envelope): void;
  /** A message for every socket of this instance alone (the events of one instance's own timer or listener). */
  broadcast(message: ServerMessage): void;
  /**
   * Whether this instance may have sent every socket a message since `time` (ms since the epoch), which a
   * socket opened later missed: it has, or it was not listening yet.
   */
  broadcastSince(time: number): boolean;
  /** How long the last message to every socket took to hand over, in ms (0 before the first). */
  lastBroadcastMs(): number;
};

declare module "fastify" {
  interface FastifyInstance {
    sockets: SocketHub;
  }
}

/**
 * This instance's open sockets and the fan-out to them. The `/ws` endpoint (routes/socket.ts) adds them;
 * events reach them through plugins/live-events.ts. A heartbeat on the app's clock drops sockets whose peer
 * went away, and closes those whose session expired or was deleted without a sign-out event (a customer
 * deleted, a session past its expiry): a socket never outlives the session it was opened with.
 */
export const sockets = fp(
  async (app) => {
    const clients = new Set<SocketClient>();
    // A message for admins or one shopper goes to their sockets alone: at a drop a thousand orders each
    // tell the admins, and walking every shopper's socket for each one cost more than the sends.
    const adminClients = new Set<SocketClient>();
    const clientsOfUser = new Map<number, Set<SocketClient>>();
    const connectionsPerAddress = new Map<string, number>();
    // Messages for everyone change what any page shows (the catalog, the store's settings); before this
    // instance listened, it cannot know.
    let lastBroadcastAt = app.clock.now().getTime();
    let lastBroadcastMs = 0;

    function broadcast(message: ServerMessage) {
      lastBroadcastAt = app.clock.now().getTime();
      // Measured on the process's own clock: this is the event loop's time, not the app's.
      const started = performance.now();
      send(message, clients);
      lastBroadcastMs = performance.now() - started;
    }

    function send(message: ServerMessage, audience: Iterable<SocketClient>) {
      // Encoded once for every socket: a broadcast to 10,000 sockets must not encode the text 10,000 times.
      const frame = Buffer.from(JSON.stringify(message));
      for (const c of audience) if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame, { binary: false });
    }

    function remove(client: SocketClient) {
      clients.delete(client);
      adminClients.delete(client);
      if (client.userId === null) return;
      const own = clientsOfUser.get(client.userId);
      own?.delete(client);
      if (own?.size === 0) clientsOfUser.delete(client.userId);
    }

    app.decorate("sockets", {
      admit(request) {
        const address = request.ip;
        const open = connectionsPerAddress.get(address) ?? 0;
        if (open >= app.config.maxSocketsPerIp) return false;
        connectionsPerAddress.set(address, open + 1);
        request.raw.socket.once("close", () => {
          const left = (connectionsPerAddress.get(address) ?? 1) - 1;
          if (left > 0) connectionsPerAddress.set(address, left);
          else connectionsPerAddress.delete(address);
        });
        return true;
      },
      add(client) {
        client.socket.on("pong", () => {
          client.alive = true;
        });
        client.socket.on("close", () => remove(client));
        if (client.socket.readyState !== client.socket.OPEN) return;
        clients.add(client);
        if (client.isAdmin) adminClients.add(client);
        if (client.userId !== null) {
          const own = clientsOfUser.get(client.userId) ?? new Set<SocketClient>();
          clientsOfUser.set(client.userId, own.add(client));
        }
      },
      deliver(envelope) {
        if ("control" in envelope) {
          if (envelope.control === "session-ended") {
            const { sessionHash } = envelope;
            for (const c of clients) if (c.sessionHashes.includes(sessionHash)) c.socket.close(4401, "Signed out");
          }
          return;
        }
        if (envelope.audience === "user") {
          const own = [...(clientsOfUser.get(envelope.userId) ?? [])].filter((c) => !c.isAdmin);
          send(envelope.message, [...adminClients, ...own]);
        } else if (envelope.audience === "admins") send(envelope.message, adminClients);
        else broadcast(envelope.message);
      },
      broadcast,
      broadcastSince(time) {
        return lastBroadcastAt >= time;
      },
      lastBroadcastMs: () => lastBroadcastMs,
    } satisfies SocketHub);

    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

    async function closeEndedSessions() {
      const signedIn = [...clients].filter((c) => c.sessionHashes.length > 0);
      if (signedIn.length === 0) return;
      const hashes = [...new Set(signedIn.flatMap((c) => c.sessionHashes))];
      try {
        const live = await findLiveSessionHashes(app.database.db, hashes, app.clock.now());
        for (const c of signedIn) if (!c.sessionHashes.every((h) => live.has(h))) c.socket.close(4401, "Session ended");
      } catch (error) {
        // The next beat tries again; the sockets keep their sessions' deliveries meanwhile.
        app.log.warn({ err: error }, "realtime: could not check the sockets' sessions");
      }
    }

    let stopHeartbeat = app.clock.schedule(function beat() {
      for (const c of clients) {
        if (!c.alive) c.socket.terminate();
        else {
          c.alive = false;
          c.socket.ping();
        }
      }
      void closeEndedSessions();
      stopHeartbeat = app.clock.schedule(beat, HEARTBEAT_MS);
    }, HEARTBEAT_MS);

    app.addHook("preClose", async () => {
      stopHeartbeat();
      for (const c of clients) c.socket.close(1001, "Server shutting down");
    });
  },
  { name: "sockets", decorators: { fastify: ["config", "database", "clock"] } },
);
