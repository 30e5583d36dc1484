import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientMessageSchema } from "../../contracts/realtime";
import { AppError } from "../errors";
import { adminSessionHashOf } from "../plugins/admin-auth";
import { isAllowedOrigin } from "../plugins/security";
import { sessionHashOf } from "../plugins/sessions";
import type { SocketClient } from "../plugins/sockets";

/** The live-updates socket. Who it belongs to comes from the session cookies, never from a message. */
export const socketRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const client: SocketClient = { socket, userId: null, isAdmin: false, sessionHashes: [], alive: true };
      // Listening first: a message that arrives while the session is looked up is not lost.
      socket.on("message", (data, isBinary) => {
        const parsed = isBinary ? null : safeJson(data.toString());
        const message = clientMessageSchema.safeParse(parsed);
        if (!message.success) app.log.info({ userId: client.userId }, "realtime: ignored an invalid client message");
        // `register` carries an email, but identity never comes from a message: nothing to do.
      });
      const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
      client.userId = user?.id ?? null;
      client.isAdmin = admin !== null;
      client.sessionHashes = [user && sessionHashOf(request), admin && adminSessionHashOf(request)].filter(
        (hash) => typeof hash === "string",
      );
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
