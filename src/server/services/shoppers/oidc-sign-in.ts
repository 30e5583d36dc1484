import { and, eq, gt, lt } from "drizzle-orm";
import * as oidc from "openid-client";
import { safeReturnPath } from "../../../domain/return-path";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { oidcLoginAttempts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Identity } from "./users";

const ATTEMPT_TTL_MS = 10 * 60 * 1000;

type OidcSettings = NonNullable<Config["oidc"]>;

/** Discovers the provider once and keeps its configuration; a failed discovery is retried next time. */
export function createOidcProvider(settings: OidcSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuer = new URL(settings.issuer);

  function configuration() {
    discovered ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        // config.ts accepts http: only for a loopback issuer (tests and local providers).
        issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw new AppError(
          "UNAVAILABLE",
          "Sign-in is unavailable right now. Please try again in a moment.",
          undefined,
          { cause: error },
        );
      });
    return discovered;
  }
  return { configuration };
}
export type OidcProvider = ReturnType<typeof createOidcProvider>;

/** Records a new sign-in attempt and returns where to send the browser, with state, nonce and PKCE. */
export async function beginOidcSignIn(
  db: Db,
  provider: OidcProvider,
  redirectUri: string,
  returnTo: string,
  now: Date,
): Promise<{ url: string; state: string }> {
  const config = await provider.configuration();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await db.delete(oidcLoginAttempts).where(lt(oidcLoginAttempts.expiresAt, now));
  await db.insert(oidcLoginAttempts).values({
    state,
    nonce,
    codeVerifier,
    returnTo: safeReturnPath(returnTo, new URL(redirectUri).origin),
    expiresAt: new Date(now.getTime() + ATTEMPT_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  });
  return { url: url.href, state };
}

export type OidcIdentity = Identity & { returnTo: string };

/**
 * Completes a sign-in from the provider's callback URL. The attempt is deleted as it is read, so a
 * replayed callback fails; `browserState` (from the cookie set at the start) ties the callback to the
 * browser that began it. Anything wrong is a 400 and nothing is created.
 */
export async function completeOidcSignIn(
  db: Db,
  provider: OidcProvider,
  callbackUrl: URL,
  browserState: string | undefined,
  now: Date,
): Promise<OidcIdentity> {
  const state = callbackUrl.searchParams.get("state");
  if (!state || !browserState || state !== browserState) {
    throw new AppError(
      "BAD_REQUEST",
      "Sign-in failed: the sign-in request does not match this browser. Please try again.",
    );
  }
  const [attempt] = await db
    .delete(oidcLoginAttempts)
    .where(and(eq(oidcLoginAttempts.state, state), gt(oidcLoginAttempts.expiresAt, now)))
    .returning();
  if (!attempt)
    throw new AppError(
      "BAD_REQUEST",
      "Sign-in failed: this sign-in link has expired or was already used. Please try again.",
    );

  const config = await provider.configuration();
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      pkceCodeVerifier: attempt.codeVerifier,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new AppError(
      "BAD_REQUEST",
      `Sign-in failed: ${error instanceof Error ? error.message : "the provider's answer was not valid"}`,
    );
  }
  if (!claims) throw new AppError("BAD_REQUEST", "Sign-in failed: the provider sent no identity");
  const email = typeof claims.email === "string" ? claims.email.toLowerCase() : null;
  if (!email) throw new AppError("BAD_REQUEST", "Sign-in failed: the provider did not share an email address");
  if (claims.email_verified === false)
    throw new AppError("BAD_REQUEST", "Sign-in failed: the email address is not verified");
  const fullName = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email.split("@")[0];
  // openid-client has checked `iss` against the discovered issuer.
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email,
    fullName,
    returnTo: safeReturnPath(attempt.returnTo, callbackUrl.origin),
  };
}
