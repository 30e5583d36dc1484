import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientMessageSchema, type ServerMessage } from "../../contracts/realtime";
import { AppError } from "../errors";
import { adminSessionHashOf } from "../plugins/admin-auth";
import { isAllowedOrigin } from "../plugins/security";
import { sessionHashOf } from "../plugins/sessions";
import type { SocketClient } from "../plugins/sockets";

type Identity = Pick<SocketClient, "userId" | "isAdmin" | "sessionHashes">;

/** The live-updates socket. Who it belongs to comes from the session cookies, never from a message. */
export const socketRoutes: FastifyPluginAsyncZod = async (app) => {
  const identities = new WeakMap<FastifyRequest, Identity>();

  app.get(
    "/ws",
    {
      websocket: true,
      schema: { summary: "Live updates (WebSocket); identity comes from the session cookies", hide: true },
      preValidation: async (request) => {
        // A plain GET gets the one error shape, not the websocket plugin's empty 404.
        if (!request.ws) throw new AppError("NOT_FOUND", SOCKET_NEEDS_UPGRADE);
        if (!isAllowedOrigin(request)) throw new AppError("FORBIDDEN", "Cross-site socket refused");
        // Only upgrades count: a plain GET /ws (answered 404) must not hold a place on its keep-alive connection.
        if (request.ws && !app.sockets.admit(request))
          throw new AppError("TOO_MANY_REQUESTS", "Too many live connections from this address");
      },
      // The sessions are looked up before the upgrade completes, so the socket is delivering from the moment
      // the browser sees it open: an event published right after that is never lost.
      preHandler: async (request) => {
        const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
        identities.set(request, {
          userId: user?.id ?? null,
          isAdmin: admin !== null,
          sessionHashes: [user && sessionHashOf(request), admin && adminSessionHashOf(request)].filter(
            (hash) => typeof hash === "string",
          ),
        });
      },
    },
    (socket, request) => {
      const identity = identities.get(request) ?? { userId: null, isAdmin: false, sessionHashes: [] };
      const client: SocketClient = { socket, ...identity, alive: true };
      socket.on("message", (data, isBinary) => {
        const parsed = isBinary ? null : safeJson(data.toString());
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) app.log.info({ userId: client.userId }, "realtime: ignored an invalid client message");
        // `register`'s email is not used: identity never comes from a message. Its `since` is when the page's
        // data was read; a change announced after that, before this socket opened, is lost to it.
        else if (message.data.type === "register" && message.data.since !== undefined) {
          if (app.sockets.broadcastSince(message.data.since)) socket.send(JSON.stringify(RESYNC));
        }
      });
      app.sockets.add(client);
    },
  );
};

const RESYNC: ServerMessage = { type: "resync" };

export const SOCKET_NEEDS_UPGRADE = "GET /ws is the live-updates socket: it answers WebSocket upgrades only";

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
