import type { FastifyInstance, LightMyRequestResponse } from "fastify";

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
export async function devSignIn(app: FastifyInstance, email = "shopper@example.com", fullName = "Test Shopper"): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/auth/dev-login", payload: { email, fullName }, remoteAddress: nextClientAddress() });
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
