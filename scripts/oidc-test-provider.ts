/**
 * A local OpenID Connect provider for end-to-end tests and for trying Google-style sign-in offline:
 * oauth2-mock-server on loopback; everyone who signs in is the shopper below.
 *   OIDC_PROVIDER_PORT (4191), OIDC_PROVIDER_EMAIL, OIDC_PROVIDER_NAME
 */
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OIDC_PROVIDER_PORT ?? 4191);
const claims = {
  sub: "e2e-google-subject",
  email: process.env.OIDC_PROVIDER_EMAIL ?? "sign.in@example.com",
  name: process.env.OIDC_PROVIDER_NAME ?? "Sita Menon",
  email_verified: true,
};

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
  if ("nonce" in token.payload) Object.assign(token.payload, claims);
});
await server.start(port, "127.0.0.1");
// The mock names itself "localhost"; the shop is configured with the address it really listens on.
server.issuer.url = `http://127.0.0.1:${port}`;
process.stdout.write(`OIDC test provider at ${server.issuer.url}\n`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
