import type { Socket } from "node:net";
import swagger from "@fastify/swagger";
import type Stripe from "stripe";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ErrorBody } from "../contracts/error";
import { fieldErrorsOf } from "../contracts/field-errors";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { cookieName } from "./cookie-names";
import type { Database } from "./db/client";
import { isDatabaseUnavailable } from "./db/availability";
import { AppError, DATABASE_UNAVAILABLE } from "./errors";
import { loggableUrl, serializeRequest } from "./request-log";
import { type Resolve, systemResolve } from "./services/imports/page-fetch";
import { stripeClientFor } from "./services/payments/card-charges";
import { clientApp } from "./plugins/client-app";
import { security } from "./plugins/security";
import { CUSTOMER_COOKIE, sessions } from "./plugins/sessions";
import { ADMIN_COOKIE, adminAuth } from "./plugins/admin-auth";
import { adminAuthRoutes } from "./routes/admin-auth";
import { adminRoutes } from "./routes/admin/index";
import { authRoutes } from "./routes/auth";
import { catalogCache } from "./plugins/catalog-cache";
import { effects } from "./plugins/effects";
import { jobs } from "./plugins/jobs";
import { liveEvents } from "./plugins/live-events";
import { stockUpdates } from "./plugins/stock-updates";
import { sockets } from "./plugins/sockets";
import { healthRoutes } from "./routes/health";
import { openApiRoutes, transformDocument, transformRoute } from "./routes/openapi";
import { mediaRoutes } from "./routes/media";
import { orderRoutes } from "./routes/orders";
import { premiumRoutes } from "./routes/premium";
import { productRoutes } from "./routes/products";
import { pushRoutes } from "./routes/push";
import { socketRoutes } from "./routes/socket";
import { storeContentRoutes } from "./routes/store-content";
import { userRoutes } from "./routes/user";
import { wishlistRoutes } from "./routes/wishlist";
import { emailLinks } from "./plugins/email-links";
import { emailRoutes } from "./routes/emails";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The time for every route and plugin; tests pass a clock they move. */
    clock: Clock;
    /** The DNS lookup of the page import (tests pass a stub, so no name leaves the machine). */
    resolveHost: Resolve;
    /** Stripe's API for charging cards on file (services/payments); null where STRIPE_SECRET_KEY is unset. */
    stripe: Stripe | null;
  }
}

/**
 * Node and Fastify leave a request unbounded (Fastify's requestTimeout is 0), so a client trickling its
 * headers or body a byte at a time would hold a socket for ever. Our requests are small JSON bodies: a
 * phone on a poor network sends one in well under these limits. A WebSocket outlives them all: once a
 * request is upgraded, HTTP's timers no longer apply and `ws` clears the socket's idle timeout
 * (its liveness is the heartbeat in plugins/sockets.ts).
 */
export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeout: 30_000,
  /** A socket with no traffic at all for this long while a request is open is closed. */
  connectionTimeout: 60_000,
  /** How long an idle keep-alive socket waits for the next request: longer than the 60 s idle timeout of
   * common load balancers, so they close first and never send on a socket we have just closed. */
  keepAliveTimeout: 72_000,
  /** The headers alone, sooner: Node's own slow-headers guard. */
  http: { headersTimeout: 15_000 },
};

/**
 * logStream: where the JSON log goes instead of stdout (tests read what a request logged); resolveHost: the
 * page import's DNS lookup (tests answer names themselves).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  logStream?: { write(line: string): void };
  resolveHost?: Resolve;
};

/** Builds the whole shop without listening, so tests drive it with inject() or a real socket. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
  resolveHost = systemResolve,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.nodeEnv === "development"
        ? { transport: { target: "pino-pretty", options: { singleLine: true } } }
        : {}),
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    requestIdHeader: false,
    ...SERVER_TIMEOUTS,
    // What Node and Fastify answer on their own (a malformed request, oversized headers, a path with a bad
    // percent-encoding) takes the one error shape too: no client ever meets another (scripts/reliability's fuzzer sends such paths).
    clientErrorHandler: answerMalformedRequest,
    frameworkErrors: answerFrameworkError,
    // Fastify's types leave out its hop-count form; this function is what it makes of a number.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < Number(config.trustProxy)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("clock", clock);
  app.decorate("resolveHost", resolveHost);
  app.decorate("stripe", config.stripe ? stripeClientFor(config.stripe) : null);
  app.setErrorHandler(handleError);
  // Some clients send `Content-Type: application/json` on every call, body or not (logout, for one).
  // An empty body is then no body: routes that need one still answer 400 through their schema.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    // Typed as callback-or-promise; given `done` it is the callback kind, so there is no promise to await.
    void parseJson(request, String(body), done);
  });

  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, what zod writes; 3.0's `nullable` cannot say "a number, a
      // text or null" in a way linters accept.
      openapi: "3.1.0",
      info: { title: "Drop shop API", version: "1.0.0" },
      // Relative: the document describes the shop that serves it, wherever that is.
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          sessionCookie: { type: "apiKey", in: "cookie", name: cookieName(CUSTOMER_COOKIE, config.secureCookies) },
          adminBearer: { type: "http", scheme: "bearer" },
          adminCookie: { type: "apiKey", in: "cookie", name: cookieName(ADMIN_COOKIE, config.secureCookies) },
        },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  app.addHook("onRoute", (route) => {
    // Every documented operation names what it needs; a route that declares nothing needs nothing. Shopper
    // routes declare SHOPPER_SECURITY, and the admin tree marks its own routes (routes/admin/index.ts).
    if (route.schema && !route.schema.security) route.schema = { ...route.schema, security: [] };
  });
  await app.register(security);
  await app.register(sessions);
  await app.register(adminAuth);
  await app.register(emailLinks);
  await app.register(catalogCache);
  await app.register(sockets);
  await app.register(jobs);
  await app.register(liveEvents);
  await app.register(stockUpdates);
  // Before every route: a route's hooks are those registered before it.
  await app.register(effects);
  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(storeContentRoutes);
  await app.register(socketRoutes);
  await app.register(productRoutes);
  await app.register(mediaRoutes);
  await app.register(wishlistRoutes);
  await app.register(pushRoutes);
  await app.register(emailRoutes);
  await app.register(orderRoutes);
  await app.register(premiumRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminRoutes);
  await app.register(clientApp, { clientDir: config.clientDir });

  return app;
}

/** Node's refusal of a request it could not parse, before Fastify sees it, written as the one error shape. */
function answerMalformedRequest(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request's headers are too large"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request did not arrive in time"]
        : [400, "Bad Request", "The request is not valid HTTP"];
  const body = JSON.stringify({ message, ...(status === 400 ? { code: "BAD_REQUEST" } : {}) } satisfies ErrorBody);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

/** The router's own refusals: a path that does not decode (bad percent-encoding), a segment too long. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_BAD_URL"
      ? "The path is not valid: a percent-encoded part does not decode"
      : error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? "A part of the path is too long"
        : "The path is not valid";
  const status = error.statusCode ?? 400;
  void reply.code(status).send({ message, ...(status === 400 ? { code: "BAD_REQUEST" } : {}) } satisfies ErrorBody);
}

/** One error shape for every failure; details of unexpected errors stay in the log, never in the answer. */
function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOf(
      error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, "").split("/"),
        message: issue.message ?? "Invalid value",
      })),
      error.validationContext ?? "request",
    );
    const first = Object.entries(fieldErrors)[0];
    const message = first
      ? `Invalid ${error.validationContext ?? "request"}: ${first[0]}: ${first[1][0]}`
      : "Invalid request";
    return reply.code(400).send({ message, code: "BAD_REQUEST", fieldErrors } satisfies ErrorBody);
  }
  if (error instanceof AppError) {
    // Another site's failure (a page import), not ours: worth a note with its cause, not an alert.
    if (error.code === "UNFETCHABLE")
      this.log.info({ err: error.cause ?? error, url: loggableUrl(request.url) }, error.message);
    else if (error.status >= 500)
      this.log.error({ err: error.cause ?? error, url: loggableUrl(request.url) }, error.message);
    return reply.code(error.status).send({
      message: error.message,
      code: error.code,
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...error.details,
    } satisfies ErrorBody);
  }
  if (isDatabaseUnavailable(error)) {
    // The outage itself is logged once by the health routes (database.watchAvailability), not per request.
    this.log.debug({ err: error }, "database unavailable");
    return reply.code(503).send({ message: DATABASE_UNAVAILABLE, code: "UNAVAILABLE" } satisfies ErrorBody);
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large) keep their status.
    return reply.code(status).send({ message: error.message, code: error.code } satisfies ErrorBody);
  }
  this.log.error({ err: error, url: loggableUrl(request.url) }, "unhandled error");
  return reply
    .code(500)
    .send({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL" } satisfies ErrorBody);
}
