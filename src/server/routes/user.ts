import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { currentUserSchema, shippingRateSchema, shippingUpdateSchema } from "../../contracts/user";
import { cardOnFileSchema } from "../../contracts/order";
import { SHOPPER_SECURITY, requireUser } from "../plugins/sessions";
import { readCardOnFile } from "../services/payments/card-charges";
import { listEnabledShippingRates, toCurrentUser, updateShippingAddress } from "../services/shoppers/users";

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/user",
    {
      schema: {
        summary: "The signed-in shopper",
        security: SHOPPER_SECURITY,
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => toCurrentUser(await requireUser(request)),
  );

  app.put(
    "/api/user/shipping",
    {
      schema: {
        summary: "Saves the shopper's shipping address",
        security: SHOPPER_SECURITY,
        body: shippingUpdateSchema,
        response: { 200: currentUserSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return toCurrentUser(await updateShippingAddress(app.database.db, user.id, request.body));
    },
  );

  app.get(
    "/api/shipping-rates/enabled",
    { schema: { summary: "Countries we ship to, with their rates", response: { 200: z.array(shippingRateSchema) } } },
    async () => listEnabledShippingRates(app.database.db),
  );

  app.get(
    "/api/user/card-on-file",
    {
      schema: {
        summary: "The card the signed-in member's orders are charged to, when Stripe is set up",
        security: SHOPPER_SECURITY,
        response: { 200: cardOnFileSchema, 401: errorBodySchema },
      },
    },
    async (request) => readCardOnFile(app.stripe, app.database.db, (await requireUser(request)).id),
  );
};
