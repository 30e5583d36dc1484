import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contracts/error";
import { imageCopyStatesSchema } from "../../../contracts/media";
import { productIdParamsSchema } from "../../../contracts/product";
import { readProductImageStates } from "../../services/media/media-ingest";

export const adminMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/products/:id/image-copies",
    {
      schema: {
        summary: "Where the shop's copy of each of a product's images on other sites stands",
        params: productIdParamsSchema,
        response: { 200: imageCopyStatesSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => readProductImageStates(app.database.db, request.params.id),
  );
};
