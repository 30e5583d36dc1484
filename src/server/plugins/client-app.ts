import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { getProduct } from "../services/catalog";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

const PRODUCT_PAGE = /^\/product\/(\d+)(?:[?#]|$)/;

/**
 * Serves the built React app. Hashed assets are cached for a year; everything else is revalidated so a
 * new release shows up on the next visit. Unknown non-API GETs receive index.html (client-side routes).
 *
 * A product page is the one screen people open from a shared link, so its index.html also asks the
 * browser to fetch, in parallel with the app, the page's own code, the product's data and its first
 * image: that image is what the shopper waits for (the page's largest paint).
 */
export const clientApp = fp<{ clientDir: string | null }>(
  async (app, { clientDir }) => {
    const indexFile = clientDir ? path.join(clientDir, "index.html") : null;
    const hasClient = indexFile !== null && existsSync(indexFile);

    if (hasClient && clientDir) {
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

    const indexHtml = hasClient ? readFileSync(indexFile, "utf8") : "";
    const productChunkLinks =
      hasClient && clientDir ? chunkPreloads(clientDir, "src/client/shop/product/product-page.tsx") : "";

    async function productPageHtml(request: FastifyRequest, id: number): Promise<string> {
      let imageLink = "";
      let dataLink = "";
      try {
        const [image] = (await getProduct(app.database.db, id, app.clock.now())).images;
        if (image && /^(https:\/\/|\/(?!\/))/.test(image))
          imageLink = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`;
        // The product's data too: the page asks for it as soon as its code runs, and then it is already here.
        dataLink = `<link rel="preload" as="fetch" href="/api/products/${id}" crossorigin="use-credentials">`;
      } catch {
        // Unknown or hidden product: the page itself shows "Product Not Found".
        request.log.debug({ id }, "no image to preload");
      }
      // The image first: it is what the shopper waits for; the page's code follows.
      return indexHtml.replace("</head>", `${imageLink}${dataLink}${productChunkLinks}</head>`);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !request.url.startsWith("/api/") &&
        request.url !== "/api";
      if (hasClient && wantsPage) {
        const product = PRODUCT_PAGE.exec(request.url);
        if (product) {
          return reply
            .header("cache-control", cacheControlFor("index.html"))
            .type("text/html; charset=utf-8")
            .send(await productPageHtml(request, Number(product[1])));
        }
        return reply.header("cache-control", cacheControlFor("index.html")).sendFile("index.html");
      }
      return reply
        .code(404)
        .send({ message: `Not found: ${request.method} ${request.url.split("?")[0]}`, code: "NOT_FOUND" });
    });
  },
  { name: "client-app", decorators: { fastify: ["database", "clock"] } },
);

function cacheControlFor(relativePath: string): string {
  if (relativePath === "index.html") return "no-cache";
  if (relativePath.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/** modulepreload/stylesheet links for a lazily loaded page and the chunks it imports, from Vite's manifest. */
function chunkPreloads(clientDir: string, source: string): string {
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  if (!existsSync(manifestFile)) return "";
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === "index.html" || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join("");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
