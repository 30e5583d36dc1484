import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import {
  DEMO_MEMBERSHIP_PATH,
  pricingTableSchema,
  stripeWebhookHeadersSchema,
  webhookResultSchema,
} from "../../contracts/premium";
import { currentUserSchema } from "../../contracts/user";
import { devSignInReaches } from "../dev-sign-in";
import { AppError } from "../errors";
import { SHOPPER_SECURITY, requireUser } from "../plugins/sessions";
import { applyStripeEvent, grantDemoMembership, readPricingTable, verifyStripeEvent } from "../services/premium";
import { findUserById, toCurrentUser } from "../services/users";

export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/settings/stripe-pricing-table",
    { schema: { summary: "The membership pricing table to render", response: { 200: pricingTableSchema } } },
    async () => readPricingTable(app.database.db),
  );

  app.post(
    DEMO_MEMBERSHIP_PATH,
    {
      schema: {
        summary: "Demo membership for the signed-in shopper, where dev sign-in is allowed (404 elsewhere)",
        security: SHOPPER_SECURITY,
        description: "Applies a paid membership checkout for the shopper through the Stripe webhook's own path.",
        body: z.strictObject({}).nullish(),
        response: { 200: currentUserSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!devSignInReaches(app.config, request))
        throw new AppError("NOT_FOUND", `Not found: POST ${DEMO_MEMBERSHIP_PATH}`);
      const user = await requireUser(request);
      await grantDemoMembership(app.database.db, app.events, user, app.clock.now());
      const updated = await findUserById(app.database.db, user.id);
      if (!updated) throw new AppError("UNAUTHORIZED", "Your account no longer exists");
      return toCurrentUser(updated);
    },
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
          headers: stripeWebhookHeadersSchema,
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
