import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminCancelBodySchema,
  adminOrderIdParamsSchema,
  adminOrderListSchema,
  adminOrderSchema,
  orderFiltersSchema,
  orderGroupPageSchema,
  orderGroupsQuerySchema,
  orderStatusBodySchema,
} from "../../../contracts/admin-orders";
import { errorBodySchema } from "../../../contracts/error";
import { calendarDayIn } from "../../../domain/order-groups";
import { adminActorOf } from "../../plugins/admin-auth";
import { orderExportFileName, streamOrdersCsv } from "../../services/orders/admin-order-export";
import { listOrderGroups } from "../../services/orders/admin-order-groups";
import { cancelOrderByAdmin, changeOrderStatus, markOrderPaid } from "../../services/orders/admin-order-status";
import { listAdminOrders } from "../../services/orders/admin-orders";
import { getStoreTimeZone } from "../../services/settings/store-time-zone";

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const transitionErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema };

/** Orders in the back office, inside the admin route tree. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/orders",
    {
      schema: {
        summary: "Every order with its customer and product snapshot, newest first",
        response: { 200: adminOrderListSchema, 401: errorBodySchema },
      },
    },
    async () => listAdminOrders(app.database.db),
  );

  app.get(
    "/api/admin/order-groups",
    {
      schema: {
        summary: "One page (10) of order groups: one customer's orders of one day in the store's time zone",
        querystring: orderGroupsQuerySchema,
        response: { 200: orderGroupPageSchema, ...errors },
      },
    },
    async (request) => listOrderGroups(app.database, request.query),
  );

  app.get(
    "/api/admin/orders/export.csv",
    {
      schema: {
        summary: "The orders of the groups matching the filters as CSV (UTF-8 with BOM), streamed",
        querystring: orderFiltersSchema,
        response: {
          200: {
            description: "The CSV file, UTF-8 with a byte order mark",
            content: { "text/csv": { schema: z.string() } },
          },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const tz = await getStoreTimeZone(app.database.db);
      const fileName = orderExportFileName(request.query, calendarDayIn(app.clock.now(), tz));
      return (
        reply
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "no-store")
          // A stream skips the response serializer; the declared 200 documents the body for the OpenAPI file.
          .send(Readable.from(streamOrdersCsv(app.database, request.query, tz)) as unknown as string)
      );
    },
  );

  app.put(
    "/api/admin/orders/:id/status",
    {
      schema: {
        summary: "Moves an order one step: processing -> processed -> shipped -> delivered",
        params: adminOrderIdParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: adminOrderSchema, ...transitionErrors },
      },
    },
    async (request) =>
      changeOrderStatus(
        app.database.db,
        request.effects,
        request.params.id,
        request.body.status,
        await adminActorOf(request),
      ),
  );

  app.put(
    "/api/admin/orders/:id/paid",
    {
      schema: {
        summary: "Marks an order paid (any order neither cancelled nor paid)",
        params: adminOrderIdParamsSchema,
        response: { 200: adminOrderSchema, ...transitionErrors },
      },
    },
    async (request) => markOrderPaid(app.database.db, request.effects, request.params.id, await adminActorOf(request)),
  );

  app.put(
    "/api/admin/orders/:id/cancel",
    {
      schema: {
        summary: "Cancels an order as the admin, with a reason, until it is delivered",
        params: adminOrderIdParamsSchema,
        body: adminCancelBodySchema,
        response: { 200: adminOrderSchema, ...transitionErrors },
      },
    },
    async (request) => {
      return cancelOrderByAdmin(
        app.database.db,
        request.effects,
        request.params.id,
        request.body.reason,
        await adminActorOf(request),
      );
    },
  );
};
