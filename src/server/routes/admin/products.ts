import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminMessageSchema } from "../../../contracts/admin";
import {
  adminProductListSchema,
  adminProductSchema,
  adminSettingBodySchema,
  bulkDeleteParamsSchema,
  bulkDeleteResultSchema,
  productIdsBodySchema,
  productInputSchema,
  productSortSettingSchema,
  productWindowBodySchema,
  type ProductWindowBody,
  reactivateBodySchema,
  sampleProductsResultSchema,
  updatedCountSchema,
} from "../../../contracts/admin-products";
import { errorBodySchema } from "../../../contracts/error";
import { productIdParamsSchema } from "../../../contracts/product";
import { IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE } from "../../../domain/image-urls";
import { AppError } from "../../errors";
import { adminActorOf } from "../../plugins/admin-auth";
import {
  createProduct,
  createSampleProducts,
  deleteProduct,
  listAdminProducts,
  PRODUCT_DELETED,
  reactivateProduct,
  readProductSortSetting,
  SAMPLE_PRODUCTS_CREATED,
  saveProductSortOrder,
  updateProduct,
} from "../../services/products/admin-products";
import {
  activateExpiredProducts,
  bulkDeleteMessage,
  deleteProductsByStatus,
  draftLiveProducts,
  rescheduleProducts,
  scheduleProducts,
} from "../../services/products/product-operations";

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

/** Product management, inside the admin route tree: every route needs the admin. */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // Images are addresses: a form that posts a file hears "Image uploads not supported", not "unsupported media type".
  app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => {
    done(
      new AppError("BAD_REQUEST", IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE, {
        images: [IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE],
      }),
    );
  });

  const window = (body: ProductWindowBody, now: Date) => ({
    publishAt: body.publishNow || body.publishAt === undefined ? now : new Date(body.publishAt),
    expiresAt: new Date(body.expiresAt),
    publishNow: body.publishNow === true,
  });

  app.get(
    "/api/admin/products",
    {
      schema: {
        summary: "Every product, drafts included, in the shop's sort order",
        response: { 200: adminProductListSchema, 401: errorBodySchema },
      },
    },
    async () => listAdminProducts(app.database.db, app.clock.now()),
  );

  app.get(
    "/api/admin/products/drafts",
    {
      schema: {
        summary: "The draft products, in the shop's sort order",
        response: { 200: adminProductListSchema, 401: errorBodySchema },
      },
    },
    async () => listAdminProducts(app.database.db, app.clock.now(), { draftsOnly: true }),
  );

  app.post(
    "/api/products",
    {
      schema: {
        summary: "Creates a product (draft, active now, or scheduled); expiry from expirationDays or expiresAt",
        body: productInputSchema,
        response: { 201: adminProductSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.database.db, request.effects, request.body, await adminActorOf(request));
      return reply.code(201).send(product);
    },
  );

  app.put(
    "/api/products/:id",
    {
      schema: {
        summary: "Updates a product; omitted discountAmount, sku, supplierLink and description keep their values",
        description: "409 when a size's stock would go below the units already sold (fieldErrors name the size).",
        params: productIdParamsSchema,
        body: productInputSchema,
        response: { 200: adminProductSchema, ...withNotFound, 409: errorBodySchema },
      },
    },
    async (request) =>
      updateProduct(app.database.db, request.effects, request.params.id, request.body, await adminActorOf(request)),
  );

  app.delete(
    "/api/products/:id",
    {
      schema: {
        summary: "Deletes a product; orders keep their snapshot, wishlist rows go",
        params: productIdParamsSchema,
        response: { 200: adminMessageSchema, ...withNotFound },
      },
    },
    async (request) => {
      await deleteProduct(app.database.db, request.effects, request.params.id, await adminActorOf(request));
      return { message: PRODUCT_DELETED };
    },
  );

  app.put(
    "/api/admin/products/:id/reactivate",
    {
      schema: {
        summary: "An expired product goes live now until the new expiry",
        params: productIdParamsSchema,
        body: reactivateBodySchema,
        response: { 200: adminProductSchema, ...withNotFound, 409: errorBodySchema },
      },
    },
    async (request) =>
      reactivateProduct(
        app.database.db,
        request.effects,
        request.params.id,
        new Date(request.body.expiresAt),
        await adminActorOf(request),
      ),
  );

  // The three bulk moves that give products a new publication window share one shape.
  const windowMoves = [
    ["/api/admin/products/schedule", "Schedules the selected drafts", scheduleProducts],
    ["/api/admin/products/bulk-activate", "Gives the selected expired products new times", activateExpiredProducts],
    ["/api/admin/products/bulk-reschedule", "Gives the selected upcoming products new times", rescheduleProducts],
  ] as const;
  for (const [path, summary, move] of windowMoves) {
    app.post(
      path,
      {
        schema: {
          summary: `${summary}; others are left alone and not counted`,
          body: productWindowBodySchema,
          response: { 200: updatedCountSchema, ...errors },
        },
      },
      async (request) => {
        const actor = await adminActorOf(request);
        return {
          updatedCount: await move(
            app.database.db,
            request.effects,
            request.body.productIds,
            window(request.body, actor.now),
            actor,
          ),
        };
      },
    );
  }

  app.post(
    "/api/admin/products/bulk-draft",
    {
      schema: {
        summary: "Moves the selected live products to draft; others are left alone and not counted",
        body: productIdsBodySchema,
        response: { 200: updatedCountSchema, ...errors },
      },
    },
    async (request) => ({
      updatedCount: await draftLiveProducts(
        app.database.db,
        request.effects,
        request.body.productIds,
        await adminActorOf(request),
      ),
    }),
  );

  app.post(
    "/api/admin/products/sample",
    {
      schema: {
        summary: "Creates a few sample products (one per category) as drafts",
        response: { 201: sampleProductsResultSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const products = await createSampleProducts(app.database.db, request.effects, await adminActorOf(request));
      return reply.code(201).send({ message: SAMPLE_PRODUCTS_CREATED, products });
    },
  );

  app.delete(
    "/api/admin/products/bulk-delete/:status",
    {
      schema: {
        summary: "Deletes every draft, or every live product",
        params: bulkDeleteParamsSchema,
        response: { 200: bulkDeleteResultSchema, ...errors },
      },
    },
    async (request) => {
      const { status } = request.params;
      const deletedCount = await deleteProductsByStatus(
        app.database.db,
        request.effects,
        status,
        await adminActorOf(request),
      );
      return { message: bulkDeleteMessage(status, deletedCount), deletedCount };
    },
  );

  app.post(
    "/api/admin/settings",
    {
      schema: {
        summary: "Saves a setting: the product sort order, which the public list follows",
        body: adminSettingBodySchema,
        response: { 200: productSortSettingSchema, ...errors },
      },
    },
    async (request) =>
      saveProductSortOrder(app.database.db, request.effects, request.body.value, await adminActorOf(request)),
  );

  app.get(
    "/api/admin/settings/product-sort-order",
    {
      schema: {
        summary: "The saved product sort order (newest when none is saved)",
        response: { 200: productSortSettingSchema, 401: errorBodySchema },
      },
    },
    async () => readProductSortSetting(app.database.db),
  );
};
