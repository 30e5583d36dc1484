import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { DEFAULT_MEDIA_WIDTH, MEDIA_WIDTHS, type MediaWidth, isMediaWidth } from "../../domain/media";
import { AppError } from "../errors";
import { MEDIA_NOT_FOUND, VARIANT_TYPES, type Variant, negotiateFormat, readVariant } from "../services/media";

/** Variants this instance keeps in memory (most recently used first out last): the hot path reads no database. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
const KEY = /^[0-9a-f]{32}$/;
export const badWidthMessage = (width: string) =>
  `There is no width ${width}; the widths are ${MEDIA_WIDTHS.join(", ")}`;

const keyParams = z.object({ key: z.string().max(64) });
const widthParams = keyParams.extend({ width: z.string().max(16) });
const imageAnswer = {
  description: "The image, AVIF or WebP if the request's Accept names it, else JPEG",
  content: Object.fromEntries(Object.values(VARIANT_TYPES).map((type) => [type, { schema: z.string() }])),
};
const responses = { 200: imageAnswer, 304: z.null(), 400: errorBodySchema, 404: errorBodySchema };

/** `GET /media/<key>[/<width>]`: the shop's own copies of product images (issue 27, docs/decisions/043). */
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

  async function variantOf(key: string, width: MediaWidth, accept: string | undefined): Promise<Variant> {
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
    const variant = await readVariant(app.database.db, key, width, format);
    remember(id, variant);
    return variant;
  }

  function send(reply: FastifyReply, ifNoneMatch: string | undefined, key: string, variant: Variant): FastifyReply {
    const etag = `"${key}-${variant.width}-${variant.format}"`;
    reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "Accept")
      .header("etag", etag)
      .header("x-content-type-options", "nosniff");
    // A 304 has no body, hence no type (the serializer is never reached).
    if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) return reply.code(304).send();
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
      const variant = await variantOf(request.params.key, DEFAULT_MEDIA_WIDTH, request.headers.accept);
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
      const { key, width } = request.params;
      const asNumber = /^\d{1,5}$/.test(width) ? Number(width) : NaN;
      if (!isMediaWidth(asNumber)) throw new AppError("BAD_REQUEST", badWidthMessage(width.slice(0, 16)));
      const variant = await variantOf(key, asNumber, request.headers.accept);
      return send(reply, request.headers["if-none-match"], key, variant);
    },
  );
};
