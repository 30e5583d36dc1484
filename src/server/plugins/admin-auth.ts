import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { resolveAppSecret } from "../app-secret";
import { cookieName } from "../cookie-names";
import { AppError } from "../errors";
import { markPrivate } from "../private-answers";
import type { AdminActor } from "../services/activity/activity-log";
import { ADMIN_SESSION_TTL_MS, endAdminSession, findSessionAdmin } from "../services/admin-auth/admin-auth";
import { type AdminSecrets, adminSecrets } from "../services/admin-auth/admin-secrets";
import { hashToken } from "../tokens";

export const ADMIN_COOKIE = "admin_sid";
export const ADMIN_SESSION_REQUIRED = "No admin token found. Please log in again.";

export type SessionAdmin = NonNullable<Awaited<ReturnType<typeof findSessionAdmin>>>;

declare module "fastify" {
  interface FastifyInstance {
    /** Encrypts the TOTP secret and hashes recovery codes with keys derived from APP_SECRET. */
    adminSecrets: AdminSecrets;
    /**
     * Every route as registered, in order (the options objects themselves, so later onRoute hooks' marks
     * show): the admin sweep test walks this, not a hand-kept list.
     */
    routeTable: RouteOptions[];
  }
  interface FastifyRequest {
    /** The signed-in administrator (bearer token or cookie), looked up once per request. */
    currentAdmin(): Promise<SessionAdmin | null>;
  }
  interface FastifyReply {
    /** Sets the admin session cookie next to the token the login answers. */
    setAdminCookie(token: string): FastifyReply;
    /** Ends the request's admin session (logged); answers its token hash (to close its sockets), or null. */
    signOutAdmin(): Promise<void>;
  }
  interface FastifyContextConfig {
    /** Set on every route registered inside the admin route tree (routes/admin/index.ts). */
    adminTree?: boolean;
  }
}

/** The admin's token: `Authorization: Bearer`, for API clients that send one, or the HttpOnly cookie. */
function adminTokenOf(request: FastifyRequest): string | null {
  markPrivate(request);
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || null;
  return request.cookies[cookieName(ADMIN_COOKIE, request.server.config.secureCookies)] ?? null;
}

/** The admin's token hash, which names its sockets. */
export function adminSessionHashOf(request: FastifyRequest): string | null {
  const token = adminTokenOf(request);
  return token ? hashToken(token) : null;
}

/** Admin sessions: opaque expiring tokens stored hashed, apart from shopper sessions (decision 002). */
export const adminAuth = fp(
  async (app) => {
    const cookieOptions = {
      path: "/",
      httpOnly: true,
      sameSite: "strict" as const,
      secure: app.config.secureCookies,
    };
    const name = cookieName(ADMIN_COOKIE, app.config.secureCookies);
    const looked = new WeakMap<FastifyRequest, Promise<SessionAdmin | null>>();

    app.decorate("adminSecrets", adminSecrets(await resolveAppSecret(app.config.appSecret)));

    const routeTable: RouteOptions[] = [];
    app.decorate("routeTable", routeTable);
    app.addHook("onRoute", (route) => void routeTable.push(route));

    app.decorateRequest("currentAdmin", function (this: FastifyRequest) {
      let pending = looked.get(this);
      if (!pending) {
        const token = adminTokenOf(this);
        pending = token ? findSessionAdmin(app.database.db, token, app.clock.now()) : Promise.resolve(null);
        looked.set(this, pending);
      }
      return pending;
    });

    app.decorateReply("setAdminCookie", function (this: FastifyReply, token: string) {
      return this.setCookie(name, token, { ...cookieOptions, maxAge: ADMIN_SESSION_TTL_MS / 1000 });
    });

    app.decorateReply("signOutAdmin", async function (this: FastifyReply) {
      const token = adminTokenOf(this.request);
      if (token) await endAdminSession(app.database.db, token, { ip: this.request.ip, now: app.clock.now() });
      this.clearCookie(name, cookieOptions);
      // Its sockets close on every instance.
      if (token) this.request.effects.publish({ control: "session-ended", sessionHash: hashToken(token) });
    });
  },
  { name: "admin-auth", dependencies: ["sessions"], decorators: { fastify: ["config", "database", "clock"] } },
);

/** What the admin route tree marks every route with: the OpenAPI document shows it. */
export const ADMIN_SECURITY: { [scheme: string]: string[] }[] = [{ adminBearer: [] }, { adminCookie: [] }];

/** The admin route tree's onRequest (and a handler's way to the admin): a 401 without an admin session. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionAdmin> {
  const admin = await request.currentAdmin();
  if (!admin) throw new AppError("UNAUTHORIZED", ADMIN_SESSION_REQUIRED);
  return admin;
}

/** Who makes an admin write, from where and when: what the services record in the activity log. */
export async function adminActorOf(request: FastifyRequest): Promise<AdminActor & { adminId: number }> {
  const admin = await requireAdmin(request);
  return { adminId: admin.id, ip: request.ip, now: request.server.clock.now() };
}
