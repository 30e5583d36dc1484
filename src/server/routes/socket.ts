import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientMessageSchema } from "../../contracts/realtime";
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
        if (!isAllowedOrigin(request)) throw new AppError("FORBIDDEN", "Cross-site socket refused");
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
        // `register` carries an email, but identity never comes from a message: nothing to do.
      });
      app.sockets.add(client);
    },
  );
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
