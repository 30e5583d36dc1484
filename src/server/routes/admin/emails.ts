import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminEmailDetailSchema,
  adminEmailListSchema,
  adminEmailsQuerySchema,
  EMAILS_PAGE_SIZE,
  emailIdParamsSchema,
} from "../../../contracts/admin-emails";
import { errorBodySchema } from "../../../contracts/error";
import { listEmails, readEmail } from "../../services/emails/outbox";

/** The Emails page (docs/decisions/072): what the outbox sent, kept or is still to send. Reads only. */
export const adminEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/emails",
    {
      schema: {
        summary: "The email outbox, newest first, 25 a page",
        querystring: adminEmailsQuerySchema,
        response: { 200: adminEmailListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listEmails(app.database.db, { page: request.query.page, pageSize: EMAILS_PAGE_SIZE }),
  );
  app.get(
    "/api/admin/emails/:id",
    {
      schema: {
        summary: "One message as it went (or would have), with its HTML and plain text",
        params: emailIdParamsSchema,
        response: { 200: adminEmailDetailSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => readEmail(app.database.db, request.params.id),
  );
};
