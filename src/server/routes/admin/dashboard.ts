import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardQuerySchema, dashboardSchema, setupChecklistSchema } from "../../../contracts/dashboard";
import { errorBodySchema } from "../../../contracts/error";
import { requireAdmin } from "../../plugins/admin-auth";
import { getDashboard } from "../../services/dashboard/admin-dashboard";
import { readSetupChecklist } from "../../services/dashboard/setup-checklist";

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

  app.get(
    "/api/admin/setup-checklist",
    {
      schema: {
        summary: "What a new shop still needs before it can sell (the dashboard's getting-started list)",
        response: { 200: setupChecklistSchema, 401: errorBodySchema },
      },
    },
    async (request) => readSetupChecklist(app.database.db, (await requireAdmin(request)).id, app.config.oidc !== null),
  );
};
