import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, orderConflictBodySchema } from "../../contracts/error";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";
import {
  cancelOrderResultSchema,
  customerOrderSchema,
  placeOrderHeadersSchema,
  orderIdParamsSchema,
  placeOrderSchema,
} from "../../contracts/order";
import { SHOPPER_SECURITY, requireSessionHash, requireUser } from "../plugins/sessions";
import { cancelOrderByCustomer, listCustomerOrders, placeOrder } from "../services/orders";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    "/api/orders",
    {
      schema: {
        summary: "Places a single-tap order (premium members with a complete address)",
        security: SHOPPER_SECURITY,
        description:
          "A repeat with the same Idempotency-Key answers 200 with the first order. The same member ordering the " +
          "same product and size again within 10 minutes gets 409 DUPLICATE_ORDER (with that order's id) unless " +
          "the request carries X-Confirm-Repeat: 1.",
        headers: placeOrderHeadersSchema,
        body: placeOrderSchema,
        response: { 200: customerOrderSchema, 201: customerOrderSchema, ...errors, 409: orderConflictBodySchema },
      },
    },
    async (request, reply) => {
      const sessionHash = requireSessionHash(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const { order, created, sizeLeft } = await placeOrder(
        db,
        app.events,
        sessionHash,
        request.body,
        {
          idempotencyKey: typeof key === "string" ? key : null,
          confirmRepeat: request.headers[CONFIRM_REPEAT_HEADER] === "1",
        },
        app.clock.now(),
      );
      if (sizeLeft !== undefined && sizeLeft !== null && order.productId !== null)
        app.stockUpdates.changed(order.productId);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    "/api/orders",
    {
      schema: {
        summary: "The shopper's orders, newest first",
        security: SHOPPER_SECURITY,
        response: { 200: z.array(customerOrderSchema), ...errors },
      },
    },
    async (request) => listCustomerOrders(db, (await requireUser(request)).id),
  );

  app.put(
    "/api/orders/:id/cancel",
    {
      schema: {
        summary: "Cancels the shopper's own processing, unpaid order",
        security: SHOPPER_SECURITY,
        params: orderIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: cancelOrderResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const order = await cancelOrderByCustomer(db, app.events, user.id, request.params.id);
      if (order.productId !== null) app.stockUpdates.changed(order.productId);
      return { message: "Order cancelled", order };
    },
  );
};
