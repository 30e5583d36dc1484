import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

/**
 * A Web Push service on 127.0.0.1 for tests: it accepts what a push service accepts (RFC 8030 with
 * VAPID, RFC 8292, and an aes128gcm body, RFC 8291), checks the VAPID JWT (audience its own origin, expiry in
 * the future and at most 24 h away, ES256 signature by the `k` key) and decrypts each payload with the
 * subscription's private key. A test tells it to answer 410, 429 or 500, or to be slow, for one endpoint.
 */

export type TestSubscription = {
  id: string;
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() gives: the shop is sent this. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  subscriptionId: string;
  payload: unknown;
  topic: string | null;
  ttl: string | null;
  urgency: string | null;
  /** The sender's VAPID public key (`k`). */
  vapidKey: string;
  /** When it was accepted (Date.now()): the drop-alerts benchmark's latencies. */
  receivedAt: number;
};

export type PushService = {
  origin: string;
  subscribe(): TestSubscription;
  /** Accepted (201) pushes, decrypted, in the order they arrived; one subscription's when given. */
  received(subscriptionId?: string): ReceivedPush[];
  /** Every request's answer for a subscription, in order (201, 410, 429, ...). */
  answers(subscriptionId: string): number[];
  /** Requests refused for a broken VAPID token or body, with why: a test expects none. */
  refusals: string[];
  /** The next requests for this subscription get these statuses, one each; then it accepts again. */
  answerNext(subscriptionId: string, ...statuses: number[]): void;
  /** Every request for this subscription waits this long before it is answered. */
  slow(subscriptionId: string, ms: number): void;
  /** Resolves once `count` pushes in all were accepted (or fails after timeoutMs). */
  waitForPushes(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

const MAX_VAPID_LIFETIME_S = 24 * 60 * 60;

function base64UrlJson(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Why a VAPID Authorization header is not acceptable for this origin, or null when it is. */
function vapidProblem(header: string | undefined, origin: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) return `Authorization is not "vapid t=..., k=...": ${header}`;
  const [, token, key] = match;
  const parts = token.split(".");
  if (parts.length !== 3) return "the JWT does not have three parts";
  const [head, body, signature] = parts;
  if (base64UrlJson(head).alg !== "ES256") return "the JWT is not ES256";
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return "k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "the JWT's signature does not verify with k";
  const claims = base64UrlJson(body);
  if (claims.aud !== origin) return `the JWT's audience ${String(claims.aud)} is not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= now) return "the JWT has expired";
  if (claims.exp > now + MAX_VAPID_LIFETIME_S) return "the JWT expires more than 24 hours from now";
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) return "the JWT has no contact";
  return null;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushService(): Promise<PushService> {
  const keys = new Map<string, Keys>();
  const accepted: ReceivedPush[] = [];
  const answered = new Map<string, number[]>();
  const forced = new Map<string, number[]>();
  const delays = new Map<string, number>();
  const refusals: string[] = [];
  const waiters = new Set<() => void>();
  let origin = "";

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    const body = await bodyOf(request);
    const reply = (status: number) => {
      if (id) answered.set(id, [...(answered.get(id) ?? []), status]);
      response.writeHead(status, { "content-length": "0" }).end();
    };
    const subscription = id ? keys.get(id) : undefined;
    if (!id || !subscription || request.method !== "POST") return reply(404);
    const delay = delays.get(id);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const problem =
      vapidProblem(request.headers.authorization, origin) ??
      (request.headers["content-encoding"] !== "aes128gcm" ? "Content-Encoding is not aes128gcm" : null) ??
      (request.headers.ttl === undefined ? "no TTL header" : null);
    if (problem) {
      refusals.push(problem);
      return reply(problem.startsWith("Content") ? 415 : 403);
    }
    const next = forced.get(id)?.shift();
    if (next !== undefined) return reply(next);
    let payload: unknown;
    try {
      const plain = ece.decrypt(body, {
        version: "aes128gcm",
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
      payload = JSON.parse(plain.toString("utf8"));
    } catch (error) {
      refusals.push(`the payload does not decrypt: ${String(error)}`);
      return reply(400);
    }
    const header = (name: string) => (request.headers[name] as string | undefined) ?? null;
    const vapidKey = /k=([A-Za-z0-9_-]+)/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    accepted.push({
      subscriptionId: id,
      payload,
      topic: header("topic"),
      ttl: header("ttl"),
      urgency: header("urgency"),
      vapidKey,
      receivedAt: Date.now(),
    });
    reply(201);
    for (const waiter of waiters) waiter();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      refusals.push(`the push service failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    refusals,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(id, { ecdh, auth });
      const endpoint = `${origin}/push/${id}`;
      return {
        id,
        endpoint,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
      };
    },
    received: (subscriptionId) =>
      accepted.filter((push) => subscriptionId === undefined || push.subscriptionId === subscriptionId),
    answers: (subscriptionId) => answered.get(subscriptionId) ?? [],
    answerNext(subscriptionId, ...statuses) {
      forced.set(subscriptionId, [...(forced.get(subscriptionId) ?? []), ...statuses]);
    },
    slow(subscriptionId, ms) {
      delays.set(subscriptionId, ms);
    },
    waitForPushes(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (accepted.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...accepted]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${accepted.length} of ${count} pushes arrived; refusals: ${refusals.join("; ")}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
