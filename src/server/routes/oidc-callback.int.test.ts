import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcTestProvider } from "../../testing/oidc-provider";
import { cookiesFrom, startProviderSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";

const PUBLIC_URL = "http://localhost:3000";

describe("the sign-in callback's return path", () => {
  let provider: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp({
      publicUrl: PUBLIC_URL,
      oidc: { issuer: provider.issuer, clientId: "shop-client", clientSecret: "s3cret" },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it.each([
    ["non-ASCII", "/product/7?q=ज़री"],
    ["non-Latin-1 in the path", "/søk/日本"],
    ["DEL", "/product/7\u007f"],
    ["a control character", "/product/7\u0001x"],
    ["CR/LF", "/product/7\r\nSet-Cookie: x=1"],
    ["a tab before another host", "/\t/evil.example"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["a backslash", "/\\evil.example"],
    ["dot segments that leave two slashes", "/.//evil.example"],
    ["dot segments up to the API", "/product/../api/logout"],
    ["an encoded API path", "/%61pi/logout"],
    ["another origin", "https://evil.example/x"],
    ["a space and quotes", '/product/7?q=a b"c'],
  ])("redirects to a path on this site and keeps the session, for %s", async (_label, next) => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app, next);
    const res = await t.app.inject({ method: "GET", url: callbackPath, headers: { cookie: stateCookie } });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(300);
    expect(res.statusCode).toBeLessThan(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, PUBLIC_URL).origin).toBe(PUBLIC_URL);
    // Only printable ASCII: nothing a browser or proxy could read as another header or another host.
    expect(location).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeURIComponent(new URL(location, PUBLIC_URL).pathname)).not.toMatch(/^\/(api|auth)(\/|$)/);

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookiesFrom(res) } });
    expect(me.statusCode).toBe(200);
  });

  it("keeps a plain return path with its query and fragment as it was", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app, "/product/7?from=wishlist#sizes");
    const res = await t.app.inject({ method: "GET", url: callbackPath, headers: { cookie: stateCookie } });
    expect(res.headers.location).toBe("/product/7?from=wishlist#sizes");
  });
});
