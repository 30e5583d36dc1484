import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../contracts/error";
import {
  dropAlertsSchema,
  pushMessageSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderAddSchema,
  reminderParamsSchema,
  remindersSchema,
} from "../../contracts/push";
import { SHOPPER_SECURITY, requireUser } from "../plugins/sessions";
import {
  forgetReminder,
  listReminders,
  readDropAlerts,
  remindMe,
  setDropAlerts,
  subscribeToPush,
  unsubscribeFromPush,
} from "../services/push/push-subscriptions";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Drop alerts: the browser's Web Push subscription, "Remind me" and the shopper's alert mode. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/push/public-key",
    {
      schema: {
        summary: "The VAPID public key to subscribe a browser with",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.dropAlerts.publicKey }),
  );

  app.post(
    "/api/push/subscriptions",
    {
      schema: {
        summary: "Keeps this browser's push subscription for the signed-in shopper",
        description:
          "It hears of drops that go live from now on. An endpoint kept for another shopper answers 409 (the " +
          "browser subscribes afresh); a shopper keeps at most 10 browsers, the oldest going first.",
        security: SHOPPER_SECURITY,
        body: pushSubscriptionSchema,
        response: { 200: pushMessageSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await subscribeToPush(db, user.id, request.body, {
        allowLoopbackHttp: app.config.pushAllowLoopback,
        now: app.clock.now(),
      });
      return { message: "Drop alerts are on for this browser" };
    },
  );

  app.delete(
    "/api/push/subscriptions",
    {
      schema: {
        summary: "Forgets one of the shopper's browsers (404 when it is not kept for them)",
        security: SHOPPER_SECURITY,
        body: pushUnsubscribeSchema,
        response: { 200: pushMessageSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await unsubscribeFromPush(db, (await requireUser(request)).id, request.body.endpoint);
      return { message: "Drop alerts are off for this browser" };
    },
  );

  app.get(
    "/api/reminders",
    {
      schema: {
        summary: "The products the shopper asked to be reminded of",
        security: SHOPPER_SECURITY,
        response: { 200: remindersSchema, ...errors },
      },
    },
    async (request) => ({ productIds: await listReminders(db, (await requireUser(request)).id) }),
  );

  app.post(
    "/api/reminders",
    {
      schema: {
        summary: "Remind me when a product still to come goes live (asking twice keeps one)",
        security: SHOPPER_SECURITY,
        body: reminderAddSchema,
        response: { 200: remindersSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await remindMe(db, user.id, request.body.productId, app.clock.now());
      return { productIds: await listReminders(db, user.id) };
    },
  );

  app.delete(
    "/api/reminders/:productId",
    {
      schema: {
        summary: "No reminder for this product",
        security: SHOPPER_SECURITY,
        params: reminderParamsSchema,
        response: { 200: remindersSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await forgetReminder(db, user.id, request.params.productId);
      return { productIds: await listReminders(db, user.id) };
    },
  );

  app.get(
    "/api/user/drop-alerts",
    {
      schema: {
        summary: "Which drops the shopper hears about",
        security: SHOPPER_SECURITY,
        response: { 200: dropAlertsSchema, ...errors },
      },
    },
    async (request) => ({ mode: await readDropAlerts(db, (await requireUser(request)).id) }),
  );

  app.put(
    "/api/user/drop-alerts",
    {
      schema: {
        summary: "Every drop, only what the shopper asked for, or none",
        security: SHOPPER_SECURITY,
        body: dropAlertsSchema,
        response: { 200: dropAlertsSchema, ...errors },
      },
    },
    async (request) => ({ mode: await setDropAlerts(db, (await requireUser(request)).id, request.body.mode) }),
  );
};
