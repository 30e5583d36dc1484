import websocket from "@fastify/websocket";
import fp from "fastify-plugin";
import type { WebSocket } from "ws";
import type { ServerMessage } from "../../contracts/realtime";
import type { Envelope } from "../events";

export const MAX_FRAME_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;

/** sessionHashes: the shopper and admin sessions the socket was opened with; ending either closes it. */
export type SocketClient = {
  socket: WebSocket;
  userId: number | null;
  isAdmin: boolean;
  sessionHashes: string[];
  alive: boolean;
};

export type SocketHub = {
  /** Starts delivering to an open socket; it leaves by itself when it closes. */
  add(client: SocketClient): void;
  /** Hands an event to this instance's sockets: its message to its audience, or closes an ended session's. */
  deliver(envelope: Envelope): void;
  /** A message for every socket of this instance alone (the events of one instance's own timer or listener). */
  broadcast(message: ServerMessage): void;
};

declare module "fastify" {
  interface FastifyInstance {
    sockets: SocketHub;
  }
}

/**
 * This instance's open sockets and the fan-out to them. The `/ws` endpoint (routes/socket.ts) adds them;
 * events reach them through plugins/live-events.ts. A heartbeat drops sockets whose peer went away.
 */
export const sockets = fp(
  async (app) => {
    const clients = new Set<SocketClient>();

    function send(message: ServerMessage, wants: (c: SocketClient) => boolean) {
      // Encoded once for every socket: a broadcast to 10,000 sockets must not encode the text 10,000 times.
      const frame = Buffer.from(JSON.stringify(message));
      for (const c of clients)
        if (c.socket.readyState === c.socket.OPEN && wants(c)) c.socket.send(frame, { binary: false });
    }

    app.decorate("sockets", {
      add(client) {
        client.socket.on("pong", () => {
          client.alive = true;
        });
        client.socket.on("close", () => clients.delete(client));
        if (client.socket.readyState === client.socket.OPEN) clients.add(client);
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
          const { userId } = envelope;
          send(envelope.message, (c) => c.isAdmin || c.userId === userId);
        } else if (envelope.audience === "admins") send(envelope.message, (c) => c.isAdmin);
        else send(envelope.message, () => true);
      },
      broadcast(message) {
        send(message, () => true);
      },
    } satisfies SocketHub);

    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });

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

    app.addHook("preClose", async () => {
      clearInterval(heartbeat);
      for (const c of clients) c.socket.close(1001, "Server shutting down");
    });
  },
  { name: "sockets" },
);
