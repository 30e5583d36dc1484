import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN_SECURITY, requireAdmin } from "../../plugins/admin-auth";
import { adminActivityRoutes } from "./activity";
import { adminEmailRoutes } from "./emails";
import { adminDashboardRoutes } from "./dashboard";
import { adminCustomerRoutes } from "./customers";
import { adminBulkUploadRoutes } from "./bulk-upload";
import { adminMediaRoutes } from "./media";
import { adminPageImportRoutes } from "./page-import";
import { adminOrderRoutes } from "./orders";
import { adminPasswordRoutes } from "./password";
import { adminProductRoutes } from "./products";
import { adminSessionRoutes } from "./session";
import { adminSettingsRoutes } from "./settings";
import { adminTwoFactorRoutes } from "./two-factor";

/**
 * The admin route tree: every admin API route is registered in here, behind the one onRequest
 * hook below, so a route cannot be added unprotected. That includes the admin paths outside
 * /api/admin (POST/PUT/DELETE /api/products..., /api/extract-*, GET /api/shipping-rates) as they land.
 * Only the login, which cannot need a session, stays outside (routes/admin-auth.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRoute", (route) => {
    // Marked here rather than by each route: the OpenAPI document and the sweep test see every one.
    route.schema = { ...route.schema, security: ADMIN_SECURITY };
    route.config = { ...route.config, adminTree: true };
  });
  app.addHook("onRequest", async (request) => {
    await requireAdmin(request);
  });

  await app.register(adminSessionRoutes);
  await app.register(adminTwoFactorRoutes);
  await app.register(adminPasswordRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminEmailRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminBulkUploadRoutes);
  await app.register(adminPageImportRoutes);
  await app.register(adminMediaRoutes);
};
