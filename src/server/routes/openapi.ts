import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/openapi.json",
    {
      schema: {
        summary: "The OpenAPI document generated from every route's schemas",
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => app.swagger() as { openapi: string; paths: Record<string, unknown> },
  );
};
