import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../contracts/error";
import { createTestApp, type TestApp, listenOnLoopback } from "../testing/test-app";

/**
 * Requests Node or Fastify refuse before any route runs still answer the one error shape (app.ts): found by
 * the fuzzer (scripts/reliability/fuzz.check.ts), which saw Fastify's own {error, statusCode} bodies.
 */
describe("requests refused before any route", () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    port = Number(new URL(await listenOnLoopback(t.app)).port);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes the bytes on a new loopback connection and reads the answer until the server closes it. */
  const raw = (text: string) =>
    new Promise<{ status: number; contentType: string; body: string }>((resolve, reject) => {
      const socket = connect({ host: "127.0.0.1", port });
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => {
        const answer = Buffer.concat(chunks).toString("utf8");
        const [head, body = ""] = answer.split("\r\n\r\n");
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
          contentType: /\r\ncontent-type: ([^\r]*)/i.exec(head)?.[1] ?? "",
          body,
        });
      });
      socket.end(text);
    });

  it("answers a request Node cannot parse with a 400 in the error shape", async () => {
    for (const request of [
      "GET /api/products HTTP/1.1\r\nHost: shop\r\nBroken header\r\n\r\n",
      "GET /api/products/\u0000 HTTP/1.1\r\nHost: shop\r\n\r\n",
      "POST /api/wishlist HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    ]) {
      const answer = await raw(request);
      expect(answer.status, JSON.stringify(request)).toBe(400);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: "The request is not valid HTTP", code: "BAD_REQUEST" });
    }
  });

  it("answers oversized headers with a 431 in the error shape", async () => {
    const answer = await raw(`GET /api/products HTTP/1.1\r\nHost: shop\r\nX-Big: ${"x".repeat(32 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: "The request's headers are too large" });
    expect(errorBodySchema.strict().safeParse(JSON.parse(answer.body)).success).toBe(true);
  });

  it("answers a path that does not percent-decode with a 400 in the error shape", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/a%ED%A0%80b" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "The path is not valid: a percent-encoded part does not decode",
      code: "BAD_REQUEST",
    });
  });
});
