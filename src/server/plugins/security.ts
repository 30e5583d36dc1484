import helmet from "@fastify/helmet";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers and cross-site write protection (attempt limits: attempt-limiter.ts).
 *
 * The CSP allows our own origin plus the hosts Stripe documents for its embedded pricing table; product
 * images may come from any https host because admins paste image URLs. Inline styles are allowed
 * (docs/decisions/001); inline scripts never are.
 */
export const security = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Stripe's pricing table opens checkout in a popup that must keep its opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin]);
  app.addHook("onRequest", async (request) => {
    if (UNSAFE_METHODS.has(request.method) && isCrossSite(request, allowedOrigins)) {
      throw new AppError("FORBIDDEN", "Cross-site request refused");
    }
  });
});

/**
 * A browser names the page that caused a write in Origin (and Sec-Fetch-Site). Cookies ride along on
 * cross-site writes, so a write from any other site is refused. Clients that send neither header are not
 * browsers and cannot carry a victim's cookies.
 */
function isCrossSite(request: FastifyRequest, allowedOrigins: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const sameHost = `${request.protocol}://${request.host}`;
    return !(allowedOrigins.has(origin) || origin === sameHost);
  }
  const site = request.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}
