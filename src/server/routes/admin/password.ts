import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessageSchema, changePasswordSchema } from "../../../contracts/admin";
import { errorBodySchema } from "../../../contracts/error";
import { createAttemptLimiter } from "../../attempt-limiter";
import { adminSessionHashOf, requireAdmin } from "../../plugins/admin-auth";
import { changeAdminPassword } from "../../services/admin-auth/admin-auth";

const MINUTE = 60_000;

export const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitAttempts = createAttemptLimiter({ max: 5, windowMs: MINUTE, clock: app.clock });

  app.post(
    "/api/admin/change-password",
    {
      schema: {
        summary: "Changes the password (two-factor on; current password and code); ends every other admin session",
        body: changePasswordSchema,
        response: { 200: adminMessageSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const key = `${admin.id}|${request.ip}`;
      limitAttempts(key);
      await changeAdminPassword(
        app.database.db,
        request.effects,
        app.adminSecrets,
        admin,
        request.body,
        adminSessionHashOf(request)!,
        { ip: request.ip, now: app.clock.now() },
      );
      limitAttempts.forget(key);
      return { message: "Password changed" };
    },
  );
};
