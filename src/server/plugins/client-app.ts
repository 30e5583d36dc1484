import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

/**
 * Serves the built React app. Hashed assets are cached for a year; everything else is revalidated so a
 * new release shows up on the next visit. Unknown non-API GETs receive index.html (client-side routes).
 */
export const clientApp = fp<{ clientDir: string | null }>(async (app, { clientDir }) => {
  const hasClient = clientDir !== null && existsSync(path.join(clientDir, "index.html"));

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: "index.html",
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header("cache-control", cacheControlFor(path.relative(clientDir, filePath)));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/") && request.url !== "/api";
    if (hasClient && wantsPage) {
      return reply.header("cache-control", cacheControlFor("index.html")).sendFile("index.html");
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
  });
});

function cacheControlFor(relativePath: string): string {
  if (relativePath === "index.html") return "no-cache";
  if (relativePath.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}
