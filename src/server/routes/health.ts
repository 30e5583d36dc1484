import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { isDatabaseUnavailable } from "../db/availability";
import { AppError, DATABASE_UNAVAILABLE } from "../errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One line when the database goes and one when it is back, rather than one per refused request.
  const stopWatching = app.database.watchAvailability((reachable) => {
    if (reachable) app.log.warn("database reachable again");
    else app.log.error("database unreachable: requests that need it are answered 503 until it is back");
  });
  app.addHook("onClose", async () => stopWatching());

  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database check: 503 UNAVAILABLE while the database cannot be reached",
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
        // Unreachable: fails at once (db/availability.ts) and the error handler answers 503. Any other
        // failure of `select 1` (a closed embedded database, say) is just as unhealthy.
        if (isDatabaseUnavailable(error)) throw error;
        throw new AppError("UNAVAILABLE", DATABASE_UNAVAILABLE, undefined, { cause: error });
      }
      return { status: "ok" as const, database: app.database.kind };
    },
  );
};
