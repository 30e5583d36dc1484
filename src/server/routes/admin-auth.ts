import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminLoginResultSchema, adminLoginSchema, currentAdminSchema } from "../../contracts/admin";
import { errorBodySchema } from "../../contracts/error";
import { ADMIN_SECURITY, requireAdmin } from "../plugins/admin-auth";
import { createAttemptLimiter } from "../attempt-limiter";
import { signInAdmin, toCurrentAdmin } from "../services/admin-auth";

const MINUTE = 60_000;

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitIp = createAttemptLimiter({ max: 30, windowMs: MINUTE });
  const limitAccount = createAttemptLimiter({ max: 5, windowMs: MINUTE });

  app.post(
    "/api/admin/login",
    {
      onRequest: async (request) => limitIp(`ip:${request.ip}`),
      preHandler: async (request) => limitAccount(request.body.email.toLowerCase()),
      schema: {
        summary: "Admin sign-in: password, then the authenticator code when two-factor is on",
        body: adminLoginSchema,
        response: { 200: adminLoginResultSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signInAdmin(app.database.db, app.config.adminEmail, request.body);
      if ("adminToken" in result) {
        limitAccount.forget(request.body.email.toLowerCase());
        reply.setAdminCookie(result.adminToken);
      }
      return result;
    },
  );

  app.get(
    "/api/admin/user",
    {
      onRequest: requireAdmin,
      schema: {
        summary: "The signed-in administrator",
        security: ADMIN_SECURITY,
        response: { 200: currentAdminSchema, 401: errorBodySchema },
      },
    },
    async (request) => toCurrentAdmin(await requireAdmin(request)),
  );

  app.post(
    "/api/admin/logout",
    {
      onRequest: requireAdmin,
      schema: {
        security: ADMIN_SECURITY,
        summary: "Ends the admin session and closes its sockets",
        body: z.strictObject({}).nullish(),
        response: { 200: z.object({ message: z.string() }), 401: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const sessionHash = await reply.signOutAdmin();
      if (sessionHash) await app.events.publish({ control: "session-ended", sessionHash });
      return { message: "Logged out" };
    },
  );
};
