import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Product, productSchema } from "../../contracts/product";
import { storeSettingsSchema } from "../../contracts/settings";
import { effectiveStatus, lifecycleFieldsOf } from "../../domain/product-lifecycle";
import type { ErrorBody } from "../../contracts/error";
import { allowedMethodsFinder } from "../allowed-methods";
import { WEB_APP_MANIFEST_PATH, webAppManifest } from "../web-app-manifest";
import { acceptedEncoding, encodeBody, sendEncoded } from "../http-encoding";
import { getProduct } from "../services/products/catalog";
import { readStoreSettings } from "../services/settings/store-content";
import {
  FIRST_VIEW_ELEMENT_ID,
  HYDRATING_ATTRIBUTE,
  serializeFirstView,
} from "../../client/lib/products/first-view-page";
import { PRODUCTS_KEY, STORE_SETTINGS_KEY } from "../../client/lib/api/query-keys";
import { pageTitle } from "../../client/lib/store/page-title";
import { STORE_NAME_FALLBACK } from "../../domain/store-defaults";
import type { renderProductPage } from "../../client/server-render";
import { PRODUCT_PAGE_IMAGE_SIZES, mediaSrcSet } from "../../domain/media";

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

const PRODUCT_PAGE = /^\/product\/(\d+)(?:[?#]|$)/;
/**
 * A path whose last segment has a file extension (`/backup.sql`, `/admin.bak`, `/x.php`): the app's own
 * pages have none, and its own files were served by the static plugin before this handler. So such a path
 * is not ours: 404, with the app's page (its "Page Not Found") as the body, never the app as a 200.
 */
const FILE_LIKE = /\.[A-Za-z0-9]+$/;
/** Where the built index.html receives the app (index.html at the root of the repository). */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Serves the built React app. Hashed assets are cached for a year; everything else is revalidated so a
 * new release shows up on the next visit. Unknown non-API GETs receive index.html (client-side routes).
 *
 * A product page is the one screen people open from a shared link, and its first photo is what the shopper
 * waits for (the page's largest paint). So its HTML arrives rendered: the server renders the page with the
 * client's own components (src/client/server-render.tsx) from the public product and store settings, puts
 * that data beside it for the browser to hydrate from, asks for the photo first and has the app's code
 * loaded once the photo is painted (src/client/first-view-loader.ts).
 * A product that is not visible gets the plain shell, and so does a coming-soon product, whose page shows
 * its go-live time in the shopper's own time zone and language, which the server does not know; both
 * still preload what they can. Docs: docs/decisions/011-server-rendered-product-page.md.
 */
export const clientApp = fp<{ clientDir: string | null }>(
  async (app, { clientDir }) => {
    const indexFile = clientDir ? path.join(clientDir, "index.html") : null;
    const hasClient = indexFile !== null && existsSync(indexFile);

    if (hasClient && clientDir) {
      await app.register(fastifyStatic, {
        root: clientDir,
        // "/" is Discover's page, served below with its data's preloads.
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders(res, filePath) {
          res.header("cache-control", cacheControlFor(path.relative(clientDir, filePath)));
        },
      });
    }

    const indexHtml = hasClient ? readFileSync(indexFile, "utf8") : "";
    const manifest = hasClient && clientDir ? readManifest(clientDir) : {};
    const productChunks = chunksOf(manifest, "src/client/shop/product/product-page.tsx");
    const productChunkLinks = [
      ...productChunks.files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...productChunks.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ].join("");
    const deferredStart = deferredAppStart(indexHtml, manifest, productChunks);

    // The renderer brings the client's component tree into this process: loaded only for a built client
    // whose page has the empty root element it renders into. Client code that cannot even be loaded here
    // (a module that touches `window` as it loads) costs the rendering, not the shop.
    let renderer: typeof renderProductPage | null = null;
    if (indexHtml.includes(EMPTY_ROOT)) {
      try {
        renderer = (await import("../../client/server-render")).renderProductPage;
      } catch (error) {
        app.log.error({ err: error }, "product pages will not be rendered on the server: the renderer did not load");
      }
    }

    async function productPageHtml(request: FastifyRequest, id: number): Promise<string> {
      let product: Product;
      const now = app.clock.now();
      try {
        // Only what a shopper may read: a draft or an unknown id is a NOT_FOUND here, whoever asks.
        product = productSchema.parse(await getProduct(app.database.db, id, now));
      } catch {
        // Unknown or hidden product: the page itself shows "Product Not Found".
        request.log.debug({ id }, "no product to render");
        return (await titled(indexHtml)).replace("</head>", () => `${productChunkLinks}</head>`);
      }
      const [image] = product.images;
      // The image first: it is what the shopper waits for; the page's code follows.
      // A /media copy is preloaded through the same srcset and sizes as its <img>: the width the phone needs.
      const srcSet = image ? mediaSrcSet(image) : null;
      const imageLink =
        image && /^(https:\/\/|\/(?!\/))/.test(image)
          ? `<link rel="preload" as="image" href="${escapeHtml(image)}"${
              srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(PRODUCT_PAGE_IMAGE_SIZES)}"` : ""
            } fetchpriority="high">`
          : "";
      if (renderer && effectiveStatus(lifecycleFieldsOf(product), now) !== "scheduled") {
        try {
          const storeSettings = storeSettingsSchema.parse(await readStoreSettings(app.database.db));
          const page = await renderer({ path: request.url, product, storeSettings, renderedAt: now.getTime() });
          // Replaced through functions: a "$&" or "$'" in a product's text is not a replacement pattern.
          const storeName = storeSettings.storeName ?? STORE_NAME_FALLBACK;
          let html = withStoreName(indexHtml, pageTitle(product.name, storeName), storeName)
            // The photo before the styles and the app's code.
            .replace("<head>", () => `<head>${imageLink}`);
          const firstView = `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${serializeFirstView(page.firstView)}</script>`;
          if (deferredStart) {
            // The app starts after the photo is painted (first-view-loader.ts), and until its screen has
            // hydrated the page ignores taps it could not yet answer.
            html = deferredStart
              .headWithoutApp(html)
              .replace(
                EMPTY_ROOT,
                () => `<div id="root" ${HYDRATING_ATTRIBUTE}="">${page.html}</div>${firstView}${deferredStart.loader}`,
              );
          } else {
            html = html
              .replace("</head>", () => `${productChunkLinks}</head>`)
              .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${firstView}`);
          }
          return html;
        } catch (error) {
          request.log.error({ err: error, id }, "the product page did not render on the server; sent the app shell");
        }
      }
      // The product's data too: the page asks for it as soon as its code runs, and then it is already here.
      return (await titled(indexHtml)).replace(
        "</head>",
        () => `${imageLink}${dataPreload(`/api/products/${id}`)}${productChunkLinks}</head>`,
      );
    }

    // Discover, the landing page: its list and the store's currency (every price waits for it) are asked for
    // with the page, instead of once its code has arrived and run.
    const discoverHtml = indexHtml.replace("</head>", () => `${DISCOVER_DATA.map(dataPreload).join("")}</head>`);

    // The tab's title before the app runs is the store's own. Every page load would read the
    // name, so it is kept for a few seconds: a rename shows on pages opened after that.
    let storeName: { value: string; readAt: number } | null = null;
    async function currentStoreName(): Promise<string> {
      const now = app.clock.now().getTime();
      if (!storeName || now - storeName.readAt > STORE_NAME_TTL_MS) {
        const { storeName: value } = await readStoreSettings(app.database.db);
        storeName = { value: value ?? STORE_NAME_FALLBACK, readAt: now };
      }
      return storeName.value;
    }
    const titled = async (html: string) => {
      const name = await currentStoreName();
      return withStoreName(html, pageTitle(undefined, name), name);
    };

    // The two shells differ only by the store's name, so each is packed once per name and encoding.
    const packedShells = new Map<string, Buffer>();
    function sendShell(request: FastifyRequest, reply: FastifyReply, html: string) {
      const encoding = acceptedEncoding(request);
      const key = `${encoding} ${html}`;
      let packed = packedShells.get(key);
      if (!packed) {
        if (packedShells.size >= MAX_PACKED_SHELLS) packedShells.clear();
        packed = encodeBody(html, encoding);
        packedShells.set(key, packed);
      }
      reply.header("cache-control", cacheControlFor("index.html")).type(HTML_TYPE);
      return sendEncoded(reply, encoding, packed);
    }

    if (hasClient) {
      app.get("/", { schema: { hide: true } }, async (request, reply) =>
        sendShell(request, reply, await titled(discoverHtml)),
      );
      app.get(WEB_APP_MANIFEST_PATH, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .header("cache-control", "no-cache")
          .type("application/manifest+json")
          .send(JSON.stringify(webAppManifest(await currentStoreName()))),
      );
    }

    const allowedMethods = allowedMethodsFinder(app.routeTable);
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "";
      const isApi = pathname.startsWith("/api/") || pathname === "/api";
      const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApi;
      if (hasClient && wantsPage && FILE_LIKE.test(pathname)) {
        return reply.code(404).header("cache-control", cacheControlFor("index.html")).sendFile("index.html");
      }
      if (hasClient && wantsPage) {
        const product = PRODUCT_PAGE.exec(request.url);
        if (product) {
          // Revalidated like index.html: it holds the product as it is now, and nothing private.
          // About 20 KB: on a phone's connection, unpacked costs a round trip more.
          reply.header("cache-control", cacheControlFor("index.html")).type(HTML_TYPE);
          const encoding = acceptedEncoding(request);
          return sendEncoded(reply, encoding, encodeBody(await productPageHtml(request, Number(product[1])), encoding));
        }
        return sendShell(request, reply, await titled(indexHtml));
      }
      const allowed = isApi ? allowedMethods(pathname) : [];
      if (allowed.length > 0) {
        return reply
          .code(405)
          .header("allow", allowed.join(", "))
          .send({
            message: `${request.method} is not allowed on ${pathname}: it answers ${allowed.join(", ")}`,
            code: "METHOD_NOT_ALLOWED",
          } satisfies ErrorBody);
      }
      return reply
        .code(404)
        .send({ message: `Not found: ${request.method} ${pathname}`, code: "NOT_FOUND" } satisfies ErrorBody);
    });
  },
  { name: "client-app", decorators: { fastify: ["database", "clock", "routeTable"] } },
);

const STORE_NAME_TTL_MS = 5_000;
const HTML_TYPE = "text/html; charset=utf-8";
/** Renames and builds are rare: a handful of names and encodings at most between restarts. */
const MAX_PACKED_SHELLS = 12;

/**
 * The page's title, and the store's name where the app reads it before the settings arrive (use-store-settings.ts):
 * the header never shows another name first.
 */
function withStoreName(html: string, title: string, storeName: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="application-name" content="[^"]*"/,
      () => `<meta name="application-name" content="${escapeHtml(storeName)}"`,
    );
}

/** What Discover reads first (its query keys are these paths). */
const DISCOVER_DATA = [PRODUCTS_KEY[0], STORE_SETTINGS_KEY[0]];

/** Fetched with the page in the way the app's `fetch` asks (credentials included), so the app gets this response. */
function dataPreload(apiPath: string): string {
  return `<link rel="preload" as="fetch" href="${apiPath}" crossorigin="use-credentials">`;
}

/** Files that must be asked again each time: the page, and the service worker and its offline page. */
const REVALIDATED = new Set(["index.html", "sw.js", "offline.html"]);

function cacheControlFor(relativePath: string): string {
  if (REVALIDATED.has(relativePath)) return "no-cache";
  if (relativePath.startsWith(`assets${path.sep}`)) return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

function readManifest(clientDir: string): Record<string, ManifestChunk> {
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  return existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>)
    : {};
}

/** A lazily loaded page's chunk and the chunks it imports (the entry aside), with their styles, from Vite's manifest. */
function chunksOf(manifest: Record<string, ManifestChunk>, source: string): { files: string[]; styles: string[] } {
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
  return { files: [...files], styles: [...styles] };
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;

/**
 * How a rendered product page starts the app after its photo is painted: the head loses Vite's entry script
 * and its module preloads, and the first-view loader (a second entry of the build) is given them to load then.
 * Null for a build without the loader, whose pages keep the entry in the head.
 */
function deferredAppStart(
  indexHtml: string,
  manifest: Record<string, ManifestChunk>,
  productChunks: { files: string[]; styles: string[] },
): { headWithoutApp: (html: string) => string; loader: string } | null {
  const loader = manifest["src/client/first-view-loader.ts"]?.file;
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!loader || !entry) return null;
  const modules = new Set([
    ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]),
    ...productChunks.files.map((f) => `/${f}`),
  ]);
  const styles = productChunks.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("");
  return {
    headWithoutApp: (html) =>
      html
        .replace(ENTRY_SCRIPT, "")
        .replace(MODULE_PRELOAD, "")
        .replace("</head>", () => `${styles}</head>`),
    // A classic deferred script: low priority, and run once the page is parsed.
    loader:
      `<script src="/${loader}" defer data-entry="${escapeHtml(entry)}" ` +
      `data-modules="${escapeHtml([...modules].join(" "))}" data-gate="${HYDRATING_ATTRIBUTE}"></script>`,
  };
}

/** For text and attribute values written into the page. */
function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
