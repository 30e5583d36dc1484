import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import {
  wishlistAddSchema,
  wishlistCheckQuerySchema,
  wishlistCheckSchema,
  wishlistItemParamsSchema,
  wishlistItemSchema,
  wishlistProductParamsSchema,
} from "../../contracts/wishlist";
import { SHOPPER_SECURITY, requireUser } from "../plugins/sessions";
import {
  addToWishlist,
  checkWishlist,
  listWishlist,
  removeWishlistItem,
  removeWishlistProduct,
} from "../services/shoppers/wishlist";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const removed = z.object({ message: z.string() });

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/wishlist",
    {
      schema: {
        summary: "The shopper's saved products",
        security: SHOPPER_SECURITY,
        response: { 200: z.array(wishlistItemSchema), ...errors },
      },
    },
    async (request) => listWishlist(db, (await requireUser(request)).id, app.clock.now()),
  );

  app.post(
    "/api/wishlist",
    {
      schema: {
        summary: "Saves a product (saving twice keeps one)",
        security: SHOPPER_SECURITY,
        body: wishlistAddSchema,
        response: { 200: wishlistItemSchema, ...errors },
      },
    },
    async (request) => addToWishlist(db, (await requireUser(request)).id, request.body.productId, app.clock.now()),
  );

  app.get(
    "/api/wishlist/check",
    {
      schema: {
        summary: "Whether a product is saved",
        security: SHOPPER_SECURITY,
        querystring: wishlistCheckQuerySchema,
        response: { 200: wishlistCheckSchema, ...errors },
      },
    },
    async (request) => checkWishlist(db, (await requireUser(request)).id, request.query.productId),
  );

  app.delete(
    "/api/wishlist/product/:productId",
    {
      schema: {
        summary: "Removes a saved product",
        security: SHOPPER_SECURITY,
        params: wishlistProductParamsSchema,
        response: { 200: removed, ...errors },
      },
    },
    async (request) => {
      await removeWishlistProduct(db, (await requireUser(request)).id, request.params.productId);
      return { message: "Removed from wishlist" };
    },
  );

  app.delete(
    "/api/wishlist/:id",
    {
      schema: {
        summary: "Removes a wishlist item",
        security: SHOPPER_SECURITY,
        params: wishlistItemParamsSchema,
        response: { 200: removed, ...errors },
      },
    },
    async (request) => {
      await removeWishlistItem(db, (await requireUser(request)).id, request.params.id);
      return { message: "Removed from wishlist" };
    },
  );
};
