import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminSignIn, devSignIn } from "../../testing/sign-in";
import { openSocket, type TestSocket } from "../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../testing/test-app";
import type { Config } from "../config";
import { manualClock } from "../clock";
import { customerSessions } from "../db/schema";
import { ADMIN_SESSION_TTL_MS } from "../services/admin-auth/admin-auth";
import { CUSTOMER_SESSION_TTL_MS } from "../services/shoppers/sessions";
import { hashToken } from "../tokens";
import WebSocket from "ws";
import { HEARTBEAT_MS } from "./sockets";

const DAY = 24 * 3_600_000;

/** The app listening on loopback, its public address being the one the sockets use. */
async function listeningApp(config: Partial<Config>, clock = manualClock()) {
  const t = await createTestApp(config, clock);
  const base = await listenOnLoopback(t.app);
  return { t, base, clock };
}

/** Resolves "open" once the server has answered a ping, or "closed" if the socket closes first. */
function stillOpen(s: TestSocket): Promise<"open" | "closed"> {
  return Promise.race([s.roundTrip().then(() => "open" as const), s.closed.then(() => "closed" as const)]);
}

describe("the heartbeat closes sockets whose session ended", () => {
  let t: TestApp;
  let base: string;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    ({ t, base, clock } = await listeningApp({}));
  });
  afterAll(async () => {
    await t.close();
  });

  it("closes a shopper's socket when the session expires, and no other", async () => {
    const early = await devSignIn(t.app, "early@example.com");
    clock.advance(DAY);
    const late = await devSignIn(t.app, "late@example.com");
    const [earlySocket, lateSocket, anonymous] = await Promise.all([
      openSocket(base, { cookie: early }),
      openSocket(base, { cookie: late }),
      openSocket(base),
    ]);

    // The first beat after the early session's expiry, and before the late one's.
    clock.advance(CUSTOMER_SESSION_TTL_MS - DAY + HEARTBEAT_MS);
    expect(await earlySocket.closed).toEqual({ code: 4401, reason: "Session ended" });
    expect(await stillOpen(lateSocket)).toBe("open");
    expect(await stillOpen(anonymous)).toBe("open");
    lateSocket.close();
    anonymous.close();
  });

  it("closes a socket whose session was deleted without a sign-out event", async () => {
    const cookie = await devSignIn(t.app, "deleted@example.com");
    const s = await openSocket(base, { cookie });
    const token = decodeURIComponent(cookie.replace(/^sid=/, ""));
    await t.database.db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
    clock.advance(HEARTBEAT_MS);
    expect((await s.closed).code).toBe(4401);
  });

  it("closes an admin's socket when the admin session expires", async () => {
    const admin = await adminSignIn(t.app);
    const s = await openSocket(base, { cookie: admin.cookie });
    clock.advance(ADMIN_SESSION_TTL_MS - HEARTBEAT_MS / 2);
    expect(await stillOpen(s)).toBe("open");
    clock.advance(HEARTBEAT_MS);
    expect((await s.closed).code).toBe(4401);
  });
});

/** The HTTP answer to an upgrade the server refuses (status and JSON body), or "open". */
function upgradeAnswer(base: string, headers: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace(/^http/, "ws")}/ws`, { headers: { origin: base, ...headers } });
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode, body: JSON.parse(body) }));
    });
    socket.once("error", reject);
  });
}

describe("sockets per client address", () => {
  it("refuses one over the cap from an address behind the trusted proxy, and admits other addresses", async () => {
    const { t, base } = await listeningApp({ maxSocketsPerIp: 3, trustProxy: ["127.0.0.1"] });
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    const sockets = await Promise.all([1, 2, 3].map(() => openSocket(base, from("203.0.113.5"))));

    expect(await upgradeAnswer(base, from("203.0.113.5").headers)).toEqual({
      status: 429,
      body: { code: "TOO_MANY_REQUESTS", message: "Too many live connections from this address" },
    });
    const neighbour = await openSocket(base, from("203.0.113.6"));

    // A closed socket gives its place back (once the server has seen the connection close).
    sockets[0].close();
    await sockets[0].closed;
    const again = await vi.waitFor(() => openSocket(base, from("203.0.113.5")));
    for (const s of [...sockets.slice(1), neighbour, again]) s.close();
    await t.close();
  });

  it("counts by the connection's address when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    const { t, base } = await listeningApp({ maxSocketsPerIp: 2 });
    // Plain requests to /ws are no sockets: they take no place, even on a connection that stays open.
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/ws`, { headers: { origin: base } })).status).toBe(404);
    const sockets = await Promise.all(
      ["198.51.100.1", "198.51.100.2"].map((a) => openSocket(base, { headers: { "x-forwarded-for": a } })),
    );
    expect(await upgradeAnswer(base, { "x-forwarded-for": "198.51.100.3" })).toMatchObject({ status: 429 });
    for (const s of sockets) s.close();
    await t.close();
  });
});
