import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema, orderConflictBodySchema } from "../../contracts/error";
import { CONFIRM_REPEAT_HEADER, IDEMPOTENCY_KEY_HEADER } from "../../contracts/headers";
import {
  cancelOrderResultSchema,
  customerOrderSchema,
  placeOrderHeadersSchema,
  orderIdParamsSchema,
  paymentToConfirmSchema,
  placeOrderSchema,
} from "../../contracts/order";
import { SHOPPER_SECURITY, requireSessionHash, requireUser } from "../plugins/sessions";
import { paymentDeclinedMessage } from "../../domain/card-payment";
import { AppError } from "../errors";
import { cancelOrderByCustomer, listCustomerOrders, placeOrder, readCustomerOrder } from "../services/orders/orders";
import {
  checkOrderPayment,
  payAtTap,
  paymentToConfirm,
  TAP_CHARGE_LEASE_MS,
  TAP_STRIPE_TIMEOUT_MS,
} from "../services/payments/card-charges";

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
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
          "A repeat with the same Idempotency-Key answers 200 with the first order; the key reused for another " +
          "product or size answers 422 IDEMPOTENCY_KEY_REUSED. The same member ordering the " +
          "same product and size again within 10 minutes gets 409 DUPLICATE_ORDER (with that order's id) unless " +
          "the request carries X-Confirm-Repeat: 1. With Stripe set up, a member with a card on file is charged at " +
          "once: a declined card cancels the order and answers 409 PAYMENT_DECLINED; a charge Stripe could not " +
          "answer in time is finished in the background (payment.state charging).",
        headers: placeOrderHeadersSchema,
        body: placeOrderSchema,
        response: { 200: customerOrderSchema, 201: customerOrderSchema, ...errors, 409: orderConflictBodySchema },
      },
    },
    async (request, reply) => {
      const sessionHash = requireSessionHash(request);
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const placed = await placeOrder(
        db,
        request.effects,
        sessionHash,
        request.body,
        {
          idempotencyKey: typeof key === "string" ? key : null,
          confirmRepeat: request.headers[CONFIRM_REPEAT_HEADER] === "1",
          chargeCards: app.stripe ? { leaseMs: TAP_CHARGE_LEASE_MS } : null,
        },
        app.clock.now(),
      );
      if (!placed.charging || !app.stripe) return reply.code(placed.created ? 201 : 200).send(placed.order);
      const paid = await payAtTap(app.stripe, db, request.effects, placed.order.id, app.clock.now());
      if (paid?.settlement.kind === "declined")
        throw new AppError("PAYMENT_DECLINED", paymentDeclinedMessage(paid.settlement.message));
      return reply.code(201).send(await readCustomerOrder(db, placed.order.id));
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
        summary: "Cancels the shopper's own processing order (refunding the card on file that paid it)",
        security: SHOPPER_SECURITY,
        params: orderIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: cancelOrderResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const order = await cancelOrderByCustomer(db, request.effects, user.id, request.params.id, app.clock.now());
      return { message: "Order cancelled", order };
    },
  );

  /** Confirm payment: the shopper's bank asked to check the card on file's charge (payment.state needs_authentication). */
  app.post(
    "/api/orders/:id/payment/confirmation",
    {
      schema: {
        summary: "The waiting card payment's client secret, for Stripe.js to complete the shopper's bank check",
        security: SHOPPER_SECURITY,
        params: orderIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: paymentToConfirmSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return paymentToConfirm(app.stripe, db, user.id, request.params.id, TAP_STRIPE_TIMEOUT_MS);
    },
  );

  app.post(
    "/api/orders/:id/payment/check",
    {
      schema: {
        summary: "Asks Stripe where the order's card payment stands now and stores it (after the bank check)",
        security: SHOPPER_SECURITY,
        params: orderIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: customerOrderSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await checkOrderPayment(app.stripe, db, request.effects, user.id, request.params.id, app.clock.now());
      return readCustomerOrder(db, request.params.id);
    },
  );
};
