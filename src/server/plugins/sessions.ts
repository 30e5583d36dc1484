import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { cookieName } from "../cookie-names";
import { AppError } from "../errors";
import { isPrivate, markPrivate } from "../private-answers";
import {
  CUSTOMER_SESSION_TTL_MS,
  endCustomerSession,
  findSessionUser,
  type SessionUser,
  SIGN_IN_REQUIRED,
  startCustomerSession,
} from "../services/shoppers/sessions";
import { hashToken } from "../tokens";

export const CUSTOMER_COOKIE = "sid";

/** The browser's session token: the `sid` cookie, `__Host-sid` on https (cookie-names.ts). */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  markPrivate(request);
  return request.cookies[cookieName(CUSTOMER_COOKIE, request.server.config.secureCookies)];
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in shopper, looked up once per request and only when a route asks. */
    currentUser(): Promise<SessionUser | null>;
  }
  interface FastifyReply {
    /** Replaces any session the browser had with a new one for this user (rotation at sign-in). */
    signIn(userId: number): Promise<void>;
    /** Ends the browser's session; answers its token hash (to close its sockets), or null if it had none. */
    signOut(): Promise<void>;
  }
}

/** Opaque session token in an HttpOnly cookie; the database holds its hash and expiry. */
export const sessions = fp(
  async (app) => {
    await app.register(cookie);
    const secure = app.config.secureCookies;
    const name = cookieName(CUSTOMER_COOKIE, secure);
    const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };
    const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

    // Runs after @fastify/cookie's own onSend (registered above), so the Set-Cookie header is already there:
    // an answer that sets or clears a cookie is never stored either.
    app.addHook("onSend", async (request, reply, payload) => {
      if (isPrivate(request) || reply.hasHeader("set-cookie")) reply.header("cache-control", "no-store");
      return payload;
    });

    app.decorateRequest("currentUser", function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const token = sessionTokenOf(this);
        pending = token ? findSessionUser(app.database.db, token, app.clock.now()) : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });

    app.decorateReply("signIn", async function (this: FastifyReply, userId: number) {
      const previous = sessionTokenOf(this.request);
      if (previous) await endCustomerSession(app.database.db, previous);
      const token = await startCustomerSession(app.database.db, userId, app.clock.now());
      this.setCookie(name, token, { ...cookieOptions, maxAge: CUSTOMER_SESSION_TTL_MS / 1000 });
    });

    app.decorateReply("signOut", async function (this: FastifyReply) {
      const token = sessionTokenOf(this.request);
      if (token) await endCustomerSession(app.database.db, token);
      this.clearCookie(name, cookieOptions);
      // Its sockets close on every instance.
      if (token) this.request.effects.publish({ control: "session-ended", sessionHash: hashToken(token) });
    });
  },
  { name: "sessions", decorators: { fastify: ["config", "database", "clock"] } },
);

/** The hash of the browser's session token, which names its sockets. */
export function sessionHashOf(request: FastifyRequest): string | null {
  const token = sessionTokenOf(request);
  return token ? hashToken(token) : null;
}

/**
 * What every route that calls requireUser or requireSessionHash declares: the OpenAPI document names the
 * session cookie it needs (the shopper sweep in routes/openapi.int.test.ts holds the two together).
 */
export const SHOPPER_SECURITY: { [scheme: string]: string[] }[] = [{ sessionCookie: [] }];

/** For routes that need a shopper: the user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.currentUser();
  if (!user) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED);
  return user;
}

/** For routes that identify the shopper inside their own query: the session's token hash, or a 401. */
export function requireSessionHash(request: FastifyRequest): string {
  const sessionHash = sessionHashOf(request);
  if (!sessionHash) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED);
  return sessionHash;
}
