import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminLoginResultSchema, adminLoginSchema } from "../../contracts/admin";
import { errorBodySchema } from "../../contracts/error";
import { createAttemptLimiter } from "../attempt-limiter";
import { signInAdmin } from "../services/admin-auth/admin-auth";

const MINUTE = 60_000;

/**
 * The door to the admin route tree (routes/admin/index.ts): the one admin route that cannot need a session.
 * Failed attempts are limited per (account, address) and per address, never per account alone: someone
 * else's failures from elsewhere cannot lock the administrator out.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitAddress = createAttemptLimiter({ max: 30, windowMs: MINUTE, clock: app.clock });
  const limitAccountAtAddress = createAttemptLimiter({ max: 5, windowMs: MINUTE, clock: app.clock });
  const pairOf = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

  app.post(
    "/api/admin/login",
    {
      onRequest: async (request) => limitAddress(request.ip),
      preHandler: async (request) => limitAccountAtAddress(pairOf(request.body.email, request.ip)),
      schema: {
        summary: "Admin sign-in: password, then the authenticator code (or a recovery code) when two-factor is on",
        body: adminLoginSchema,
        response: { 200: adminLoginResultSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await signInAdmin(app.database.db, app.adminSecrets, app.config.adminEmail, request.body, {
        ip: request.ip,
        now: app.clock.now(),
      });
      if ("adminToken" in result) {
        // Only failures count against the pair: a success wipes its slate.
        limitAccountAtAddress.forget(pairOf(request.body.email, request.ip));
        reply.setAdminCookie(result.adminToken);
      }
      return result;
    },
  );
};
