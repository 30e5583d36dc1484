import { OAuth2Server } from "oauth2-mock-server";

export type IdTokenClaims = Record<string, unknown>;

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server): discovery, authorize, token and JWKS
 * endpoints with signed ID tokens. Tests choose who signs in and may tamper with the next ID token.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  let identity: IdTokenClaims = {
    sub: "google-sub-1",
    email: "asha@example.com",
    name: "Asha Rao",
    email_verified: true,
  };
  let tamper: ((claims: IdTokenClaims) => void) | null = null;

  server.service.on("beforeTokenSigning", (token: { payload: IdTokenClaims }) => {
    // The ID token is the one carrying the nonce; the access token is left alone.
    if (!("nonce" in token.payload)) return;
    Object.assign(token.payload, identity);
    tamper?.(token.payload);
    tamper = null;
  });

  return {
    issuer: server.issuer.url as string,
    signInAs(claims: IdTokenClaims) {
      identity = { email_verified: true, ...claims };
    },
    /** Changes the next ID token after it is built and before it is signed. */
    tamperNextIdToken(fn: (claims: IdTokenClaims) => void) {
      tamper = fn;
    },
    stop: () => server.stop(),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
