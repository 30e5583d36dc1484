import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contracts/error";
import { bulkUploadBodySchema, bulkUploadResultSchema, UPLOAD_BODY_LIMIT_BYTES } from "../../../contracts/imports";
import { requireAdmin } from "../../plugins/admin-auth";
import { bulkUploadProducts } from "../../services/imports/bulk-upload";

/** The CSV bulk upload; the file is parsed in the browser, which sends its rows. */
export const adminBulkUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/products/bulk-upload",
    {
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: {
        summary:
          "Validates CSV rows with the product rules and saves the valid ones as drafts (dryRun: report only); a row already in the shop is skipped or updates that product, as duplicateChoices say",
        body: bulkUploadBodySchema,
        response: {
          200: bulkUploadResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { csvData, discountAmount, dryRun, rowNumbers, duplicateChoices, onDuplicate } = request.body;
      return bulkUploadProducts(
        app.database.db,
        request.effects,
        {
          rows: csvData,
          rowNumbers,
          discountAmount: discountAmount ?? "0.00",
          dryRun: dryRun ?? false,
          duplicateChoices: new Map(duplicateChoices?.map(({ row, choice }) => [row, choice])),
          onDuplicate,
        },
        { adminId: admin.id, ip: request.ip, now: app.clock.now() },
      );
    },
  );
};
