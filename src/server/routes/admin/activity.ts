import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { activityPageSchema, activityQuerySchema } from "../../../contracts/activity";
import { errorBodySchema } from "../../../contracts/error";
import { listActivity } from "../../services/activity/activity-log";

export const adminActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/activity",
    {
      schema: {
        summary: "The activity log, newest first, 50 a page",
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listActivity(app.database.db, request.query),
  );
};
