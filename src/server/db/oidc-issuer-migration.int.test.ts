import { rm } from "node:fs/promises";
import { asc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcTestProvider } from "../../testing/oidc-provider";
import { cookiesFrom, devSignIn, startProviderSignIn } from "../../testing/sign-in";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { testConfig } from "../../testing/test-app";
import { emptyDatabase, migrationsBefore } from "../../testing/migrations";
import { buildApp } from "../app";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { users } from "./schema";

describe("users keyed on the OIDC issuer and subject (migration oidc_issuer)", () => {
  let database: Database;
  let first: OidcTestProvider;
  let second: OidcTestProvider;
  const apps: FastifyInstance[] = [];
  let before: string;

  /** The shop on this database with that provider, as it would run after the upgrade. */
  async function shopWith(provider: OidcTestProvider | null) {
    const oidc = provider && { issuer: provider.issuer, clientId: "shop-client", clientSecret: "s3cret" };
    const app = await buildApp({ config: testConfig({ oidc }), database });
    checkAnswersAgainstDocument(app);
    apps.push(app);
    return app;
  }
  async function signInWith(app: FastifyInstance, provider: OidcTestProvider, claims: Record<string, unknown>) {
    provider.signInAs(claims);
    const { callbackPath, stateCookie } = await startProviderSignIn(app);
    const res = await app.inject({ method: "GET", url: callbackPath, headers: { cookie: stateCookie } });
    expect(res.statusCode, res.body).toBe(302);
    return (await app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookiesFrom(res) } })).json();
  }
  const rows = () =>
    database.db
      .select({ id: users.id, email: users.email, issuer: users.oidcIssuer, subject: users.oidcSubject })
      .from(users)
      .orderBy(asc(users.id));

  beforeAll(async () => {
    [first, second] = await Promise.all([startOidcProvider(), startOidcProvider()]);
    database = await emptyDatabase();
    before = await migrationsBefore("oidc_issuer");
    await migrateDatabase(database, before);
    // Rows as the previous release stored them: the subject alone.
    await database.db.execute(sql`insert into users (email, full_name, oidc_subject) values
      ('dev@example.com', 'Dev Shopper', 'dev:dev@example.com'),
      ('asha@example.com', 'Asha Rao', 'sub-7'),
      ('walk-in@example.com', 'Walk In', null)`);
    await migrateDatabase(database);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await Promise.all([first.stop(), second.stop(), rm(before, { recursive: true, force: true })]);
  });

  it("gives the dev sign-in's rows its issuer and leaves a provider's subject to its next sign-in", async () => {
    expect(await rows()).toEqual([
      { id: expect.any(Number), email: "dev@example.com", issuer: "dev", subject: "dev:dev@example.com" },
      { id: expect.any(Number), email: "asha@example.com", issuer: null, subject: "sub-7" },
      { id: expect.any(Number), email: "walk-in@example.com", issuer: null, subject: null },
    ]);
  });

  it("lets the provider's next sign-in claim its row, and keeps another issuer's same subject apart", async () => {
    const [, asha] = await rows();
    const firstShop = await shopWith(first);
    expect(await signInWith(firstShop, first, { sub: "sub-7", email: "asha@example.com", name: "Asha" })).toMatchObject(
      { id: asha.id, email: "asha@example.com" },
    );
    expect((await rows())[1]).toEqual({ ...asha, issuer: first.issuer });

    // Another provider that happens to use the same subject is someone else: a new account, Asha's untouched.
    const secondShop = await shopWith(second);
    const other = await signInWith(secondShop, second, { sub: "sub-7", email: "mallory@example.com", name: "M" });
    expect(other.id).not.toBe(asha.id);
    const after = await rows();
    expect(after.find((r) => r.id === asha.id)).toEqual({ ...asha, issuer: first.issuer });
    expect(after.find((r) => r.id === other.id)).toMatchObject({ issuer: second.issuer, subject: "sub-7" });

    // ... and cannot take Asha's email either.
    second.signInAs({ sub: "sub-8", email: "asha@example.com", name: "Not Asha" });
    const { callbackPath, stateCookie } = await startProviderSignIn(secondShop);
    const taken = await secondShop.inject({ method: "GET", url: callbackPath, headers: { cookie: stateCookie } });
    expect(taken.statusCode).toBe(409);
  });

  it("signs the dev sign-in's shopper in to the same account as before", async () => {
    const [dev] = await rows();
    const devShop = await shopWith(null);
    const cookie = await devSignIn(devShop, "dev@example.com", "Dev Shopper");
    const me = await devShop.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json()).toMatchObject({ id: dev.id, email: "dev@example.com" });
  });
});
