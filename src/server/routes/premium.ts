import Stripe from "stripe";
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
import {
  applyStripeEvent,
  grantDemoMembership,
  readPricingTable,
  type StripeEvent,
  verifyStripeEvent,
} from "../services/premium/premium";
import { findUserById, toCurrentUser } from "../services/shoppers/users";
import { reconcilePaymentIntent } from "../services/payments/card-charges";

/** How long the webhook waits for Stripe to say where a PaymentIntent stands. */
const WEBHOOK_STRIPE_TIMEOUT_MS = 10_000;

/** The PaymentIntent a payment_intent.* event names. */
function paymentIntentOf(event: StripeEvent): string | null {
  if (!event.type.startsWith("payment_intent.")) return null;
  const id = event.data.object.id;
  return typeof id === "string" && id.startsWith("pi_") ? id : null;
}

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
      await grantDemoMembership(app.database.db, request.effects, user, app.clock.now());
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
          response: { 200: webhookResultSchema, 400: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema },
        },
      },
      async (request) => {
        const signature = request.headers["stripe-signature"];
        const event = verifyStripeEvent(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          typeof signature === "string" ? signature : undefined,
          app.config.stripeWebhookSecret,
        );
        const { duplicate } = await applyStripeEvent(app.database.db, request.effects, event);
        // A card charge's answer (after the shopper's bank check, or one the tap and the job both lost): read
        // again from Stripe and stored once, redelivered or not (services/payments/card-charges.ts).
        const paymentIntentId = paymentIntentOf(event);
        if (app.stripe && paymentIntentId) {
          try {
            await reconcilePaymentIntent(
              app.stripe,
              app.database.db,
              request.effects,
              paymentIntentId,
              app.clock.now(),
              WEBHOOK_STRIPE_TIMEOUT_MS,
            );
          } catch (error) {
            // Not a PaymentIntent Stripe knows (of another account, or made up): nothing of ours to store.
            if (error instanceof Stripe.errors.StripeInvalidRequestError) return { received: true as const, duplicate };
            if (!(error instanceof Stripe.errors.StripeError)) throw error;
            throw new AppError(
              "UNAVAILABLE",
              `Stripe could not be asked about ${paymentIntentId}; send the event again`,
            );
          }
        }
        return { received: true as const, duplicate };
      },
    );
  });
};
