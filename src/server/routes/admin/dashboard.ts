import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardQuerySchema, dashboardSchema } from "../../../contracts/dashboard";
import { errorBodySchema } from "../../../contracts/error";
import { getDashboard } from "../../services/admin-dashboard";

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/dashboard",
    {
      schema: {
        summary: "Sales figures for whole days in the store's time zone, against the period before",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => getDashboard(app.database, request.query, app.clock.now()),
  );
};
