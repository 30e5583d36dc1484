import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  customerDeletedSchema,
  customerDetailSchema,
  customerIdParamsSchema,
  customerListSchema,
  customerSchema,
  userPremiumBodySchema,
} from "../../../contracts/admin-customers";
import { errorBodySchema } from "../../../contracts/error";
import { adminActorOf } from "../../plugins/admin-auth";
import {
  deleteCustomer,
  getCustomer,
  listCustomers,
  setCustomerPremium,
} from "../../services/shoppers/admin-customers";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Customers in the back office, inside the admin route tree. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/users",
    {
      schema: {
        summary: "Every customer with their order count and total spent (cancelled orders excluded)",
        response: { 200: customerListSchema, 401: errorBodySchema },
      },
    },
    async () => listCustomers(app.database.db),
  );

  app.get(
    "/api/admin/users/:id",
    {
      schema: {
        summary: "One customer with their newest orders",
        params: customerIdParamsSchema,
        response: { 200: customerDetailSchema, ...errors },
      },
    },
    async (request) => getCustomer(app.database.db, request.params.id),
  );

  app.post(
    "/api/admin/user-premium",
    {
      schema: {
        summary: "Turns a customer's premium membership on or off; their open pages hear of it",
        body: userPremiumBodySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => setCustomerPremium(app.database.db, request.effects, request.body, await adminActorOf(request)),
  );

  app.delete(
    "/api/admin/users/:id",
    {
      schema: {
        summary: "Deletes a customer for good, with their orders, wishlist and sessions",
        params: customerIdParamsSchema,
        response: { 200: customerDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const { deleted } = await deleteCustomer(
        app.database.db,
        request.effects,
        request.params.id,
        await adminActorOf(request),
      );
      return deleted;
    },
  );
};
