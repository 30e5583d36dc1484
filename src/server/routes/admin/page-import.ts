import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contracts/error";
import {
  extractImagesResultSchema,
  extractProductDataResultSchema,
  extractUrlBodySchema,
} from "../../../contracts/imports";
import { pageFramingResultSchema } from "../../../contracts/page-framing";
import type { PageFetchDeps } from "../../services/imports/page-fetch";
import { checkPageFraming, extractImages, extractProductData } from "../../services/imports/page-import";

const errors = { 400: errorBodySchema, 401: errorBodySchema, 422: errorBodySchema };

/**
 * The website import: its paths sit outside /api/admin but inside the admin tree, so
 * they need the admin session like every other admin route.
 */
export const adminPageImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const fetchDeps = (): PageFetchDeps => ({
    clock: app.clock,
    allowPrivate: app.config.importAllowPrivate,
    resolve: app.resolveHost,
  });

  app.post(
    "/api/extract-product-data",
    {
      schema: {
        summary:
          "Product data from a web page (through the SSRF guard) and the shop's product with its title and price, if any; Flipkart answers guidance instead",
        body: extractUrlBodySchema,
        response: { 200: extractProductDataResultSchema, ...errors },
      },
    },
    async (request) => extractProductData(app.database.db, request.body.url, fetchDeps()),
  );

  app.post(
    "/api/extract-images",
    {
      schema: {
        summary: "A web page's product images and data (through the SSRF guard); Flipkart answers guidance instead",
        body: extractUrlBodySchema,
        response: { 200: extractImagesResultSchema, ...errors },
      },
    },
    async (request) => extractImages(request.body.url, fetchDeps()),
  );

  app.get(
    "/api/admin/page-framing",
    {
      schema: {
        summary:
          "Whether a web page lets the back office show it in a frame (X-Frame-Options, CSP frame-ancestors), read through the SSRF guard",
        querystring: extractUrlBodySchema,
        response: { 200: pageFramingResultSchema, ...errors },
      },
    },
    async (request) => checkPageFraming(request.query.url, fetchDeps(), new URL(app.config.publicUrl).origin),
  );
};
