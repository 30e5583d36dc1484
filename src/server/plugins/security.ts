import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { CSP_REPORT_PATH } from "../../contracts/csp-report";
import { AppError } from "../errors";
import { cspReportRoutes } from "../routes/csp-report";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The CSP allows our own origin plus the hosts Stripe documents for its embedded pricing table; product
 * images may come from any https host because admins paste image URLs. Inline styles are allowed
 * (docs/decisions/001); inline scripts never are. Violations are reported to CSP_REPORT_PATH through
 * `report-uri`, which every browser sends at once; `'report-sample'` adds the first characters of a blocked
 * inline script. No `report-to`: where it is present Chromium ignores report-uri, and it delivers report-to
 * only for https pages and in batches up to a minute late (checked in Chromium 156), so plain-http shops
 * would report nothing and tests could not watch a report arrive. The endpoint still takes the Reporting
 * API's format, so adding report-to later needs no server change.
 */
function contentSecurityPolicy(frameSrc: string, extraImgSrc = ""): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com 'report-sample'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${extraImgSrc}`,
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    `frame-src ${frameSrc}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join("; ");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy("https://js.stripe.com https://hooks.stripe.com");

/**
 * The back office's pages may frame any https page: the Import from Website dialog's embed mode shows a
 * supplier's page in a sandboxed frame (docs/decisions/006). With IMPORT_ALLOW_PRIVATE (tests only) the
 * loopback pages and images the importer may fetch can be framed and previewed too, over http as the fixture
 * servers speak it. Shop pages keep Stripe only.
 */
export function adminContentSecurityPolicy(importAllowPrivate: boolean): string {
  const loopback = " http://localhost:* http://127.0.0.1:*";
  return importAllowPrivate ? contentSecurityPolicy(`https:${loopback}`, loopback) : contentSecurityPolicy("https:");
}

/**
 * The shop's product photos (its own copies, and the demo's): an order email shows one, and webmail shows an
 * email's pictures from its own origin, which `cross-origin-resource-policy: same-origin` would refuse.
 */
const PRODUCT_PHOTO = /^\/(?:media|demo)\//;

/** /admin and every page under it (not /api/admin, whose JSON is never a document). */
const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

/**
 * The same headers on every answer, built once: setting a fixed object is far cheaper on the catalog's
 * hot path than computing them per request.
 */
function securityHeaders(https: boolean, csp: string): Record<string, string> {
  return {
    "content-security-policy": csp,
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

/**
 * Whether a route refuses a write from a page of another site (403): every unsafe method but the CSP
 * report's. A violation report carries no cookie's authority (its route reads none), and browsers send some
 * without an Origin we would recognise; refusing them would only silence the reports. The OpenAPI document
 * reads this too, to document the 403 where it can be sent (routes/openapi.ts).
 */
export function checksCrossSiteWrites(method: string, routeUrl: string | undefined): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase()) && routeUrl !== CSP_REPORT_PATH;
}

/** The 403's message. */
export const CROSS_SITE_REFUSED = "Cross-site request refused";

/**
 * Security headers, the CSP's report endpoint, and cross-site write protection (attempt limits:
 * src/server/attempt-limiter.ts).
 */
export const security = fp(
  async (app) => {
    const headers = securityHeaders(app.config.secureCookies, CONTENT_SECURITY_POLICY);
    const adminHeaders = securityHeaders(
      app.config.secureCookies,
      adminContentSecurityPolicy(app.config.importAllowPrivate),
    );

    app.addHook("onRequest", async (request, reply) => {
      reply.headers(ADMIN_PAGE.test(request.url) ? adminHeaders : headers);
      if (PRODUCT_PHOTO.test(request.url)) reply.header("cross-origin-resource-policy", "cross-origin");
      if (checksCrossSiteWrites(request.method, request.routeOptions.url) && !isAllowedOrigin(request)) {
        throw new AppError("FORBIDDEN", CROSS_SITE_REFUSED);
      }
    });

    // Where the reports the policy asks for go: registered with the policy that names it.
    await app.register(cspReportRoutes);
  },
  { name: "security", decorators: { fastify: ["config", "clock"] } },
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
