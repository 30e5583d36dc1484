import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** How an answer's body is packed; the static files are precompressed the same two ways at build. */
export type ContentEncoding = "br" | "gzip" | "identity";

/** Brotli's quality 5 packs a page or the product list about as well as 11 in a millisecond or two. */
const BROTLI_QUALITY = 5;

/** What this request's client can unpack, brotli first. */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

export function encodeBody(body: string | Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === "br") return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  if (encoding === "gzip") return gzipSync(body);
  return Buffer.from(body);
}

/** A packed body as its reader sees it, from the answer's content-encoding (tests and benchmarks read answers). */
export function decodeBody(body: Buffer, contentEncoding: unknown): string {
  if (contentEncoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (contentEncoding === "gzip") return gunzipSync(body).toString("utf8");
  return body.toString("utf8");
}

/** Sends a body already packed in `encoding`, saying so to the client and to any cache on the way. */
export function sendEncoded(reply: FastifyReply, encoding: ContentEncoding, body: Buffer) {
  reply.header("vary", "accept-encoding");
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(body);
}
