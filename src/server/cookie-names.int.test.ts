import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcTestProvider } from "../testing/oidc-provider";
import { adminSignIn, cookiesFrom, startProviderSignIn, TEST_ADMIN } from "../testing/sign-in";
import { createTestApp, type TestApp } from "../testing/test-app";
import { ensureAdmin } from "./services/admin-auth/admin-auth";

/** Every Set-Cookie header of an answer, as sent. */
function setCookieHeaders(res: LightMyRequestResponse): string[] {
  const header = res.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
}

describe.each([
  { scheme: "https", publicUrl: "https://localhost:3443", prefix: "__Host-", secure: true },
  { scheme: "http", publicUrl: "http://localhost:3000", prefix: "", secure: false },
])("cookies on $scheme", ({ publicUrl, prefix, secure }) => {
  let provider: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp({
      publicUrl,
      oidc: { issuer: provider.issuer, clientId: "shop-client", clientSecret: "s3cret" },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  /** The cookie of that name: Path=/, no Domain, HttpOnly, and Secure exactly on https. */
  function expectHostCookie(res: LightMyRequestResponse, name: string) {
    const cookie = res.cookies.find((c) => c.name === `${prefix}${name}`);
    expect(cookie, `${prefix}${name} in ${JSON.stringify(res.cookies.map((c) => c.name))}`).toBeDefined();
    expect(cookie).toMatchObject({ path: "/", httpOnly: true });
    expect(cookie?.domain).toBeUndefined();
    expect(Boolean(cookie?.secure)).toBe(secure);
    const header = setCookieHeaders(res).find((h) => h.startsWith(`${prefix}${name}=`));
    expect(header).not.toMatch(/;\s*domain=/i);
  }

  it("names the OIDC state and the shopper's session cookies for the scheme, and they work", async () => {
    const start = await t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(start.statusCode).toBe(302);
    expectHostCookie(start, "oidc_state");

    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    const signedIn = await t.app.inject({ method: "GET", url: callbackPath, headers: { cookie: stateCookie } });
    expect(signedIn.statusCode, signedIn.body).toBe(302);
    expectHostCookie(signedIn, "sid");
    const cookie = cookiesFrom(signedIn);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(200);

    if (prefix) {
      // The same token without the prefix is not ours: a cookie planted over plain http or by a subdomain.
      const token = signedIn.cookies.find((c) => c.name === `${prefix}sid`)?.value;
      const planted = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: `sid=${token}` } });
      expect(planted.statusCode).toBe(401);
    }

    const out = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(out.cookies.find((c) => c.name === `${prefix}sid`)?.value).toBe("");
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("names the admin's session cookie for the scheme, and it works", async () => {
    await ensureAdmin(t.app.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
    const login = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: TEST_ADMIN });
    expect(login.statusCode).toBe(200);
    expectHostCookie(login, "admin_sid");
    expect(login.cookies.find((c) => c.name === `${prefix}admin_sid`)?.sameSite).toBe("Strict");

    const { cookie } = await adminSignIn(t.app);
    expect(cookie.startsWith(`${prefix}admin_sid=`)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/user", headers: { cookie } })).statusCode).toBe(200);
  });

  it("documents the cookie names in the OpenAPI file", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.components.securitySchemes.sessionCookie.name).toBe(`${prefix}sid`);
    expect(doc.components.securitySchemes.adminCookie.name).toBe(`${prefix}admin_sid`);
  });
});
