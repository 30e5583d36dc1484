import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../contracts/error";
import { pricingTableSchema, webhookResultSchema } from "../../contracts/premium";
import { applyStripeEvent, readPricingTable, verifyStripeEvent } from "../services/premium";

export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/settings/stripe-pricing-table",
    { schema: { summary: "The membership pricing table to render", response: { 200: pricingTableSchema } } },
    async () => readPricingTable(app.database.db),
  );

  // Stripe signs the exact bytes it sent, so this route (and only this one) keeps the body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 512 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      "/api/stripe/webhook",
      {
        schema: {
          summary: "Stripe webhook: verified by signature, each event applied once",
          response: { 200: webhookResultSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const event = verifyStripeEvent(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
          app.config.stripeWebhookSecret,
        );
        const { duplicate } = await applyStripeEvent(app.database.db, app.events, event);
        return { received: true as const, duplicate };
      },
    );
  });
};
