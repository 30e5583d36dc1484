import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { authProvidersSchema, currentUserSchema, devLoginSchema } from "../../contracts/user";
import { cookieName } from "../cookie-names";
import { AppError } from "../errors";
import { textField } from "../../domain/text-input";
import { devSignInReaches } from "../dev-sign-in";
import { createAttemptLimiter } from "../attempt-limiter";
import { beginOidcSignIn, completeOidcSignIn, createOidcProvider } from "../services/shoppers/oidc-sign-in";
import { devIdentity, toCurrentUser, upsertUserForIdentity } from "../services/shoppers/users";

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
  const devLoginReaches = (request: FastifyRequest) => devSignInReaches(config, request);
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const stateCookieName = cookieName("oidc_state", config.secureCookies);
  // Path=/ although only /api/auth reads it: the __Host- prefix on https allows no other path.
  const stateCookie = {
    path: "/",
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
    async (request) => ({ google: provider !== null, dev: devLoginReaches(request) }),
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
      return reply.setCookie(stateCookieName, state, { ...stateCookie, maxAge: 600 }).redirect(url);
    },
  );

  app.get(
    "/api/auth/google/callback",
    {
      onRequest: perIp,
      schema: {
        summary: "The identity provider's redirect back",
        // Loose: providers add their own parameters (scope, iss, error). Ours are bounded, so an oversized
        // code is refused here instead of being sent on to the provider and spending the attempt.
        querystring: z.looseObject({
          state: textField("The sign-in state", 256).optional(),
          code: textField("The sign-in code", 4096).optional(),
        }),
        response: { ...redirectSchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!provider) throw new AppError("NOT_FOUND", "Google sign-in is not configured on this shop");
      const browserState = request.cookies[stateCookieName];
      reply.clearCookie(stateCookieName, stateCookie);
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
        summary: "Development sign-in (on this machine or with DEV_LOGIN=1; never beside OIDC or in production)",
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
      if (!devLoginReaches(request)) throw new AppError("NOT_FOUND", "Not found: POST /api/auth/dev-login");
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
      await reply.signOut();
      return reply.redirect("/");
    },
  );
};
