import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth, isMediaWidth } from "../../domain/media";
import { AppError } from "../errors";
import {
  MEDIA_BUSY,
  MEDIA_RETRY_AFTER_SECONDS,
  MEDIA_NOT_FOUND,
  VARIANT_TYPES,
  type Variant,
  negotiateFormat,
  readVariant,
} from "../services/media/media";

/** Variants this instance keeps in memory (most recently used first out last): the hot path reads no database. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
const KEY = /^[0-9a-f]{32}$/;
/**
 * The longest a request waits for a variant being made (docs/decisions/070): past it, a 503 that says when to
 * come back, while the variant goes on being made and kept.
 */
export const MEDIA_WAIT_MS = 3_000;
export const badWidthMessage = (width: string) =>
  `There is no width ${width}; the widths are ${MEDIA_WIDTHS.join(", ")}`;
export const MEDIA_QUERY_REFUSED = "Images are named by their path alone: send no query string";
/** A width as the URLs we make write it: no sign, no leading zero (`0640` is not a second name for 640). */
const WIDTH = /^[1-9]\d{0,4}$/;

/**
 * Whether `If-None-Match` names the variant's tag: `*`, or the tag itself, strong or weak (RFC 9110's weak
 * comparison, which If-None-Match uses: a proxy may have weakened it).
 */
function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((listed) => {
    const tag = listed.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * One URL per variant, so every cache keeps one copy: a query string would make another name for the same bytes
 * (and let anyone fill caches with them).
 */
function refuseQuery(url: string) {
  if (url.includes("?")) throw new AppError("BAD_REQUEST", MEDIA_QUERY_REFUSED);
}

const keyParams = z.object({ key: z.string().max(64) });
const widthParams = keyParams.extend({ width: z.string().max(16) });
const imageAnswer = {
  description: "The image, AVIF or WebP if the request's Accept names it, else JPEG",
  content: Object.fromEntries(Object.values(VARIANT_TYPES).map((type) => [type, { schema: z.string() }])),
};
const busyAnswer = {
  description: `${MEDIA_BUSY} (or the database cannot be reached)`,
  headers: { "Retry-After": z.string().regex(/^\d+$/).describe("Seconds to wait before asking again") },
  content: { "application/json": { schema: errorBodySchema } },
};
const responses = {
  200: imageAnswer,
  304: z.null(),
  400: errorBodySchema,
  404: errorBodySchema,
  503: busyAnswer,
};

/** `GET /media/<key>[/<width>]`: the shop's own copies of product images (docs/decisions/043). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const memory = new Map<string, Variant>();
  let memoryBytes = 0;

  function remember(id: string, variant: Variant) {
    memory.set(id, variant);
    memoryBytes += variant.bytes.length;
    for (const [oldest, kept] of memory) {
      if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
      memory.delete(oldest);
      memoryBytes -= kept.bytes.length;
    }
  }

  /** The variant, or null when it is not ready within MEDIA_WAIT_MS (the route answers 503). */
  async function waitFor(making: Promise<Variant>): Promise<Variant | null> {
    let stopWaiting = () => {};
    const tooLong = new Promise<null>((resolve) => {
      stopWaiting = app.clock.schedule(() => resolve(null), MEDIA_WAIT_MS);
    });
    try {
      return await Promise.race([making, tooLong]);
    } finally {
      stopWaiting();
    }
  }

  /** The variant, or null when it is still being made after MEDIA_WAIT_MS. */
  async function variantOf(key: string, width: MediaWidth, accept: string | undefined): Promise<Variant | null> {
    if (!KEY.test(key)) throw new AppError("NOT_FOUND", MEDIA_NOT_FOUND);
    const format = negotiateFormat(accept);
    const id = `${key}/${width}/${format}`;
    const cached = memory.get(id);
    if (cached) {
      // Most recently used goes to the back of the line.
      memory.delete(id);
      memory.set(id, cached);
      return cached;
    }
    const making = readVariant(app.database.db, key, width, format);
    // Logged (and kept) whether or not this request is still waiting for it.
    making.then(
      ({ madeInMs }) => madeInMs !== null && app.log.info({ media: id, ms: madeInMs }, "media: made a variant"),
      () => {},
    );
    const variant = await waitFor(making);
    if (!variant) return null;
    remember(id, variant);
    return variant;
  }

  function sendBusy(reply: FastifyReply): FastifyReply {
    return reply
      .code(503)
      .header("retry-after", String(MEDIA_RETRY_AFTER_SECONDS))
      .send({ message: MEDIA_BUSY, code: "UNAVAILABLE" });
  }

  function send(reply: FastifyReply, ifNoneMatch: string | undefined, key: string, variant: Variant): FastifyReply {
    const etag = `"${key}-${variant.width}-${variant.format}"`;
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "Accept")
      .header("etag", etag)
      .header("x-content-type-options", "nosniff");
    // A 304 has no body, hence no type (the serializer is never reached).
    if (matchesTag(ifNoneMatch, etag)) return reply.code(304).send();
    return reply.type(VARIANT_TYPES[variant.format]).send(variant.bytes);
  }

  app.get(
    "/media/:key",
    {
      schema: {
        summary: `A copied product image at ${DEFAULT_MEDIA_WIDTH} px wide (or its own width when narrower)`,
        params: keyParams,
        response: responses,
      },
    },
    async (request, reply) => {
      refuseQuery(request.url);
      const variant = await variantOf(request.params.key, DEFAULT_MEDIA_WIDTH, request.headers.accept);
      if (!variant) return sendBusy(reply);
      return send(reply, request.headers["if-none-match"], request.params.key, variant);
    },
  );

  app.get(
    "/media/:key/:width",
    {
      schema: {
        summary: `A copied product image at one of the widths ${MEDIA_WIDTHS.join(", ")} (never upscaled)`,
        params: widthParams,
        response: responses,
      },
    },
    async (request, reply) => {
      refuseQuery(request.url);
      const { key, width } = request.params;
      const asNumber = WIDTH.test(width) ? Number(width) : NaN;
      if (!isMediaWidth(asNumber)) throw new AppError("BAD_REQUEST", badWidthMessage(width.slice(0, 16)));
      const variant = await variantOf(key, asNumber, request.headers.accept);
      if (!variant) return sendBusy(reply);
      return send(reply, request.headers["if-none-match"], key, variant);
    },
  );
};
