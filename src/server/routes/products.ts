import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productOrAdminProductSchema } from "../../contracts/admin-products";
import { errorBodySchema } from "../../contracts/error";
import { ADMIN_SECURITY } from "../plugins/admin-auth";
import {
  type Product,
  nextReleaseSchema,
  productIdParamsSchema,
  productListSchema,
  upcomingProductListSchema,
} from "../../contracts/product";
import { acceptedEncoding, sendEncoded } from "../http-encoding";
import { getAdminProduct } from "../services/products/admin-products";
import { findNextRelease, getProduct, listUpcomingProducts } from "../services/products/catalog";

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/products",
    { schema: { summary: "Products live right now, in the shop's sort order", response: { 200: productListSchema } } },
    async (request, reply) => {
      // The cached list was serialized (and packed) from the same schema's type; Fastify sends a Buffer as it
      // is, so the hot path does no per-request work on the body.
      const encoding = acceptedEncoding(request);
      const body = await app.catalog.liveProductsBody(encoding);
      reply.header("cache-control", "no-cache").type("application/json; charset=utf-8");
      return sendEncoded(reply, encoding, body) as unknown as Product[];
    },
  );

  app.get(
    "/api/products/next-release",
    { schema: { summary: "When the next products go live, and how many", response: { 200: nextReleaseSchema } } },
    async () => findNextRelease(app.database.db, app.clock.now()),
  );

  app.get(
    "/api/products/upcoming",
    {
      schema: {
        summary: "Products still to go live, the soonest first (never drafts)",
        response: { 200: upcomingProductListSchema },
      },
    },
    async () => listUpcomingProducts(app.database.db, app.clock.now()),
  );

  app.get(
    "/api/products/:id",
    {
      schema: {
        summary: "One product (scheduled, live or expired); to an admin also a draft, with the admin's fields",
        // Nothing needed; an admin's session (optional, hence the empty alternative) also shows drafts.
        security: [{}, ...ADMIN_SECURITY],
        params: productIdParamsSchema,
        response: { 200: productOrAdminProductSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    // A public route: the admin is recognised here rather than required, and shoppers keep their 404 for drafts.
    async (request) =>
      (await request.currentAdmin())
        ? getAdminProduct(app.database.db, request.params.id, app.clock.now())
        : getProduct(app.database.db, request.params.id, app.clock.now()),
  );
};
