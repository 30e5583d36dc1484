import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The CSP allows our own origin plus the hosts Stripe documents for its embedded pricing table; product
 * images may come from any https host because admins paste image URLs. Inline styles are allowed
 * (docs/decisions/001); inline scripts never are.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The same headers on every answer, built once: setting a fixed object is far cheaper on the catalog's
 * hot path than computing them per request.
 */
function securityHeaders(https: boolean): Record<string, string> {
  return {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    // Stripe's pricing table opens checkout in a popup that must keep its opener.
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Security headers and cross-site write protection (attempt limits: src/server/attempt-limiter.ts). */
export const security = fp(
  async (app) => {
    const headers = securityHeaders(app.config.secureCookies);

    app.addHook("onRequest", async (request, reply) => {
      reply.headers(headers);
      if (UNSAFE_METHODS.has(request.method) && !isAllowedOrigin(request)) {
        throw new AppError("FORBIDDEN", "Cross-site request refused");
      }
    });
  },
  { name: "security", decorators: { fastify: ["config"] } },
);

/**
 * A browser names the page that caused a write (or opened a socket) in Origin (and Sec-Fetch-Site). Cookies ride along on
 * cross-site writes, so a write from any other site is refused. Clients that send neither header are not
 * browsers and cannot carry a victim's cookies.
 */
export function isAllowedOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return (
      origin === new URL(request.server.config.publicUrl).origin || origin === `${request.protocol}://${request.host}`
    );
  }
  const site = request.headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}
