import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { ensureAdmin } from "../server/services/admin-auth/admin-auth";

/** The cookie pairs a response sets, as a Cookie header value (`a=1; b=2`); cleared cookies are left out. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== "" && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join("; ");
}

let clients = 0;
/** A new client address per sign-in, so suites that sign in often stay under the per-IP attempt limit. */
function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** Signs a shopper in through the dev sign-in and returns the session cookie header. */
export async function devSignIn(
  app: FastifyInstance,
  email = "shopper@example.com",
  fullName = "Test Shopper",
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/dev-login",
    payload: { email, fullName },
    remoteAddress: nextClientAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`dev sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

export type ProviderRedirect = { callbackPath: string; stateCookie: string };

/** Follows GET /api/auth/google to the provider and back, returning the callback the browser would request. */
export async function startProviderSignIn(app: FastifyInstance, next?: string): Promise<ProviderRedirect> {
  const url = next === undefined ? "/api/auth/google" : `/api/auth/google?next=${encodeURIComponent(next)}`;
  const start = await app.inject({ method: "GET", url, remoteAddress: nextClientAddress() });
  if (start.statusCode !== 302) throw new Error(`sign-in start failed: ${start.statusCode} ${start.body}`);
  const atProvider = await fetch(String(start.headers.location), { redirect: "manual" });
  const back = new URL(String(atProvider.headers.get("location")));
  return { callbackPath: `${back.pathname}${back.search}`, stateCookie: cookiesFrom(start) };
}

export const TEST_ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };

/** Creates the test administrator if needed and signs in: the admin cookie header and the bearer token. */
export async function adminSignIn(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  await ensureAdmin(app.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: TEST_ADMIN,
    remoteAddress: nextClientAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookiesFrom(res), token: res.json().adminToken };
}
