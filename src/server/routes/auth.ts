import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { authProvidersSchema, currentUserSchema, devLoginSchema } from "../../contracts/user";
import { AppError } from "../errors";
import { createAttemptLimiter } from "../attempt-limiter";
import { beginOidcSignIn, completeOidcSignIn, createOidcProvider } from "../services/oidc-sign-in";
import { devIdentity, toCurrentUser, upsertUserForIdentity } from "../services/users";

const STATE_COOKIE = "oidc_state";
const MINUTE = 60_000;
const redirectSchema = {
  302: z.null().describe("Redirect"),
  400: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const provider = config.oidc ? createOidcProvider(config.oidc) : null;
  // Dev sign-in exists only where no real provider is configured, and never in production.
  const devLoginEnabled = provider === null && config.nodeEnv !== "production";
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const stateCookie = {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: config.secureCookies,
  };
  const limitIp = createAttemptLimiter({ max: 30, windowMs: MINUTE, clock: app.clock });
  const limitAccount = createAttemptLimiter({ max: 5, windowMs: MINUTE, clock: app.clock });
  const perIp = async (request: FastifyRequest) => limitIp(`ip:${request.ip}`);

  app.get(
    "/api/auth/providers",
    { schema: { summary: "Which sign-in methods this shop offers", response: { 200: authProvidersSchema } } },
    async () => ({ google: provider !== null, dev: devLoginEnabled }),
  );

  app.get(
    "/api/auth/google",
    {
      onRequest: perIp,
      schema: {
        summary: "Starts OpenID Connect sign-in; `next` is where to land afterwards (a path on this site)",
        querystring: z.strictObject({ next: z.string().max(512).optional() }),
        response: redirectSchema,
      },
    },
    async (request, reply) => {
      if (!provider) throw new AppError("NOT_FOUND", "Google sign-in is not configured on this shop");
      const { url, state } = await beginOidcSignIn(
        app.database.db,
        provider,
        redirectUri,
        request.query.next ?? "/",
        app.clock.now(),
      );
      return reply.setCookie(STATE_COOKIE, state, { ...stateCookie, maxAge: 600 }).redirect(url);
    },
  );

  app.get(
    "/api/auth/google/callback",
    {
      onRequest: perIp,
      schema: {
        summary: "The identity provider's redirect back",
        querystring: z.looseObject({ state: z.string().optional(), code: z.string().optional() }),
        response: { ...redirectSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!provider) throw new AppError("NOT_FOUND", "Google sign-in is not configured on this shop");
      const browserState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, stateCookie);
      const callbackUrl = new URL(request.url, config.publicUrl);
      const identity = await completeOidcSignIn(app.database.db, provider, callbackUrl, browserState, app.clock.now());
      await reply.signIn((await upsertUserForIdentity(app.database.db, identity)).id);
      return reply.redirect(identity.returnTo);
    },
  );

  app.post(
    "/api/auth/dev-login",
    {
      onRequest: perIp,
      preHandler: async (request) => limitAccount(request.body.email.toLowerCase()),
      schema: {
        summary: "Development sign-in (only without an OIDC provider, never in production)",
        body: devLoginSchema,
        response: {
          200: currentUserSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!devLoginEnabled) throw new AppError("NOT_FOUND", "Not found: POST /api/auth/dev-login");
      const user = await upsertUserForIdentity(app.database.db, devIdentity(request.body));
      await reply.signIn(user.id);
      return toCurrentUser(user);
    },
  );

  app.get(
    "/api/logout",
    {
      schema: { summary: "Ends the session and returns to the shop", response: { 302: z.null().describe("Redirect") } },
    },
    async (_request, reply) => {
      const sessionHash = await reply.signOut();
      if (sessionHash) await app.events.publish({ control: "session-ended", sessionHash });
      return reply.redirect("/");
    },
  );
};
