import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminMessageSchema, currentAdminSchema } from "../../../contracts/admin";
import { errorBodySchema } from "../../../contracts/error";
import { requireAdmin } from "../../plugins/admin-auth";
import { toCurrentAdmin } from "../../services/admin-auth/admin-auth";

export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/user",
    {
      schema: {
        summary: "The signed-in administrator",
        response: { 200: currentAdminSchema, 401: errorBodySchema },
      },
    },
    async (request) => toCurrentAdmin(await requireAdmin(request)),
  );

  app.post(
    "/api/admin/logout",
    {
      schema: {
        summary: "Ends the admin session and closes its sockets",
        body: z.strictObject({}).nullish(),
        response: { 200: adminMessageSchema, 401: errorBodySchema },
      },
    },
    async (_request, reply) => {
      await reply.signOutAdmin();
      return { message: "Logged out" };
    },
  );
};
