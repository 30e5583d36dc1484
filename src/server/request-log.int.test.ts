import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcTestProvider } from "../testing/oidc-provider";
import { startProviderSignIn } from "../testing/sign-in";
import { checkAnswersAgainstDocument } from "../testing/openapi-contract";
import { testConfig } from "../testing/test-app";
import { createTestDatabase } from "../testing/test-database";
import { buildApp } from "./app";
import type { Database } from "./db/client";

describe("the request log", () => {
  let provider: OidcTestProvider;
  let database: Database;
  let app: FastifyInstance;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    provider = await startOidcProvider();
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({
        logLevel: "info",
        oidc: { issuer: provider.issuer, clientId: "shop-client", clientSecret: "s3cret" },
      }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    checkAnswersAgainstDocument(app);
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await provider.stop();
  });

  const logged = () => lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });

  it("never holds the sign-in callback's code or state, whether the callback succeeds or is refused", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(app);
    const query = new URL(callbackPath, base).searchParams;
    const secrets = [query.get("code"), query.get("state")];
    expect(secrets.every((s) => typeof s === "string" && s.length >= 8)).toBe(true);
    const forged = await fetch(`${base}/api/auth/google/callback?code=${secrets[0]}&state=forged-state-value`, {
      headers: { cookie: stateCookie },
      redirect: "manual",
    });
    expect(forged.status).toBe(400);
    const signedIn = await fetch(`${base}${callbackPath}`, { headers: { cookie: stateCookie }, redirect: "manual" });
    expect(signedIn.status).toBe(302);
    await app.inject({ method: "GET", url: "/api/health" });

    const callbackLines = logged().filter((l) => l.req?.url.startsWith("/api/auth/google/callback"));
    expect(callbackLines.map((l) => [l.msg, l.req?.url])).toEqual([
      ["incoming request", "/api/auth/google/callback?[redacted]"],
      ["incoming request", "/api/auth/google/callback?[redacted]"],
    ]);
    const all = lines.join("\n");
    for (const secret of [...secrets, "forged-state-value"]) expect(all).not.toContain(secret);
  });

  it("keeps other URLs, query included", async () => {
    await fetch(`${base}/api/products?from=log-test`);
    expect(logged().some((l) => l.req?.url === "/api/products?from=log-test")).toBe(true);
  });
});
