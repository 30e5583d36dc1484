import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { AppError } from "../errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
          503: errorBodySchema,
        },
      },
    },
    async () => {
      try {
        await app.database.rows(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        throw new AppError("UNAVAILABLE", "Database unavailable");
      }
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};
