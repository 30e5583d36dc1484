/**
 * Sends one fuzz request over real HTTP on loopback and reads the whole answer. node:http rather than fetch:
 * fetch refuses methods such as TRACE and rewrites some headers, and the point is to send exactly what the
 * request says. raw-http requests are written byte for byte to a TCP socket.
 */
import http from "node:http";
import { connect } from "node:net";
import type { FuzzRequest } from "./requests";

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** Long enough for a 2 MB body on a busy two-core machine; a request still open then is a hang, a failure. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * A fresh connection for each request: the server closes the connection after some refusals (431, 413)
 * before the request is fully written, and a kept-alive socket in that state can leave the next request
 * waiting for a socket that never comes.
 */
export function sendRequest(base: URL, request: FuzzRequest): Promise<Answer> {
  if (request.raw) return sendRaw(base, request.raw);
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`));
    }, ANSWER_TIMEOUT_MS);
    const headers: Record<string, string> = { ...request.headers };
    if (request.body) headers["content-length"] = String(request.body.length);
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          clearTimeout(deadline);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) });
        });
        incoming.on("error", reject);
      },
    );
    // The server may answer (413) and close before a large body is written: the answer is what counts.
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.end(request.body ?? undefined);
  });
}

/** Writes bytes to a fresh connection and parses the status line and headers of whatever comes back. */
function sendRaw(base: URL, bytes: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: base.hostname, port: Number(base.port) });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error("no answer to a raw request")), ANSWER_TIMEOUT_MS);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is all we wait for: the server may keep the connection open after it.
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, end));
      if (length && text.length - end - 4 < Number(length[1])) return;
      socket.end();
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match) return reject(new Error(`no HTTP answer, only ${JSON.stringify(text.slice(0, 200))}`));
      const end = text.indexOf("\r\n\r\n");
      const headers: Record<string, string> = {};
      for (const line of text
        .slice(0, end < 0 ? undefined : end)
        .split("\r\n")
        .slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(match[1]),
        headers,
        body:
          end < 0
            ? Buffer.alloc(0)
            : Buffer.concat(chunks).subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1")),
      });
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.write(bytes);
  });
}
