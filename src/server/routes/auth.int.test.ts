import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type OidcTestProvider } from "../../testing/oidc-provider";
import { cookiesFrom, devSignIn, startProviderSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { loadConfig } from "../config";
import { customerSessions, users } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";
import { hashToken } from "../tokens";

const CLIENT_ID = "shop-client";

describe("OpenID Connect sign-in", () => {
  let provider: OidcTestProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp({ oidc: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: "s3cret" } });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });
  afterEach(async () => {
    await t.database.db.delete(users);
  });

  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0].n;
  const sessionCount = async () => (await t.database.db.select({ n: count() }).from(customerSessions))[0].n;
  const callback = (path: string, cookie: string) => t.app.inject({ method: "GET", url: path, headers: { cookie } });

  it("offers Google and not the dev sign-in", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json()).toEqual({ google: true, dev: false });
    const dev = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "a@b.co", fullName: "A" },
    });
    expect(dev.statusCode).toBe(404);
  });

  it("redirects to the provider with state, nonce and an S256 PKCE challenge", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/authorize`);
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/google/callback");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const state = url.searchParams.get("state");
    expect(state).toBeTruthy();
    const stateCookie = res.cookies.find((c) => c.name === "oidc_state");
    expect(stateCookie).toMatchObject({ value: state, httpOnly: true, sameSite: "Lax" });
  });

  it("signs in, creates the user keyed on the subject and lands on /", async () => {
    provider.signInAs({ sub: "sub-42", email: "Priya@Example.com", name: "Priya Nair" });
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    const res = await callback(callbackPath, stateCookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const sid = res.cookies.find((c) => c.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie: cookiesFrom(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      fullName: "Priya Nair",
      email: "priya@example.com",
      country: "SG",
      isPremium: false,
    });
    const [row] = await t.database.db.select().from(users);
    expect(row.oidcSubject).toBe("sub-42");

    // Same subject, new email and name at the provider: the same user, updated.
    provider.signInAs({ sub: "sub-42", email: "priya.n@example.com", name: "Priya N." });
    const again = await startProviderSignIn(t.app);
    expect((await callback(again.callbackPath, again.stateCookie)).statusCode).toBe(302);
    const all = await t.database.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: row.id, email: "priya.n@example.com", fullName: "Priya N." });
  });

  it("lands where the shopper was when they chose to sign in, and never on another site", async () => {
    for (const [next, landing] of [
      ["/product/7?from=wishlist", "/product/7?from=wishlist"],
      ["//evil.example/phish", "/"],
      ["https://evil.example", "/"],
    ]) {
      const { callbackPath, stateCookie } = await startProviderSignIn(t.app, next);
      const res = await callback(callbackPath, stateCookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location, next).toBe(landing);
    }
  });

  it("refuses a state that does not match the browser's", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    const tampered = callbackPath.replace(/state=[^&]+/, "state=forged");
    const res = await callback(tampered, stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Sign-in failed/);
    expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
    expect(await userCount()).toBe(0);
  });

  it("refuses a callback without state, or from a browser that did not start it", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    expect((await callback(callbackPath.replace(/&?state=[^&]+/, ""), stateCookie)).statusCode).toBe(400);
    expect((await callback(callbackPath, "")).statusCode).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it("refuses an oversized code or state before it reaches the provider, and the attempt still works", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    const oversizedCode = callbackPath.replace(/code=[^&]+/, `code=${"c".repeat(4097)}`);
    const oversizedState = callbackPath.replace(/state=[^&]+/, `state=${"s".repeat(257)}`);
    const codeAnswer = await callback(oversizedCode, stateCookie);
    expect(codeAnswer.statusCode).toBe(400);
    expect(codeAnswer.json().message).toContain("The sign-in code is at most 4096 characters");
    expect((await callback(oversizedState, stateCookie)).statusCode).toBe(400);
    expect(await userCount()).toBe(0);
    expect((await callback(callbackPath, stateCookie)).statusCode).toBe(302);
  });

  it("refuses a replayed callback", async () => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    expect((await callback(callbackPath, stateCookie)).statusCode).toBe(302);
    const sessionsAfterFirst = await sessionCount();
    const replay = await callback(callbackPath, stateCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain("already used");
    expect(await sessionCount()).toBe(sessionsAfterFirst);
  });

  it.each([
    ["a nonce that is not ours", (c: Record<string, unknown>) => void (c.nonce = "not-the-nonce")],
    ["another issuer", (c: Record<string, unknown>) => void (c.iss = "https://evil.example.com")],
    ["another audience", (c: Record<string, unknown>) => void (c.aud = "someone-else")],
    ["an expired token", (c: Record<string, unknown>) => void (c.exp = Math.floor(Date.now() / 1000) - 3600)],
  ])("refuses an ID token with %s", async (_label, tamper) => {
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    provider.tamperNextIdToken(tamper);
    const res = await callback(callbackPath, stateCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Sign-in failed/);
    expect(await userCount()).toBe(0);
    expect(await sessionCount()).toBe(0);
  });

  it("refuses an unverified email", async () => {
    provider.signInAs({ sub: "sub-9", email: "x@example.com", name: "X", email_verified: false });
    const { callbackPath, stateCookie } = await startProviderSignIn(t.app);
    expect((await callback(callbackPath, stateCookie)).statusCode).toBe(400);
    expect(await userCount()).toBe(0);
  });
});

describe("dev sign-in and sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });

  it("offers the dev sign-in when no provider is configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(res.json()).toEqual({ google: false, dev: true });
    const google = await t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(google.statusCode).toBe(404);
  });

  it("signs in with email and name, and answers the current user without secrets", async () => {
    const cookie = await devSignIn(t.app, "Meera@Example.com", "Meera Shah");
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      ["address", "apartment", "country", "email", "fullName", "id", "isPremium", "phone", "postalCode"].sort(),
    );
    expect(res.json()).toMatchObject({
      email: "meera@example.com",
      fullName: "Meera Shah",
      country: "SG",
      apartment: "",
    });
  });

  it("answers 401 when signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "You need to be signed in", code: "UNAUTHORIZED" });
    expect((await me("sid=made-up-token")).statusCode).toBe(401);
  });

  it("validates the dev sign-in body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "not-an-email", fullName: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      email: ["Enter a valid email address"],
      fullName: ["Enter your name"],
    });
    const extra = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "a@b.co", fullName: "A", isPremium: true },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("stores only a hash of the session token", async () => {
    const cookie = await devSignIn(t.app, "hash@example.com");
    const token = cookie.replace(/^sid=/, "");
    const rows = await t.database.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(customerSessions).where(eq(customerSessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it("rotates the session at sign-in: the old cookie stops working", async () => {
    const first = await devSignIn(t.app, "rotate@example.com");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      headers: { cookie: first },
      payload: { email: "rotate@example.com", fullName: "Rotate" },
    });
    const second = cookiesFrom(res);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("logs out server-side: redirect to / and the old cookie is refused", async () => {
    const cookie = await devSignIn(t.app, "bye@example.com");
    const res = await t.app.inject({ method: "GET", url: "/api/logout", headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect(res.cookies.find((c) => c.name === "sid")?.value).toBe("");
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("refuses cookie-authenticated writes from another site", async () => {
    await seedDefaultShippingRates(t.database.db);
    const cookie = await devSignIn(t.app, "csrf@example.com");
    const payload = { address: "12 Orchard Road", postalCode: "238801", country: "SG", phone: "+65 9123 4567" };
    const evil = await t.app.inject({
      method: "PUT",
      url: "/api/user/shipping",
      headers: { cookie, origin: "https://evil.example" },
      payload,
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe("Cross-site request refused");
    const fetchSite = await t.app.inject({
      method: "PUT",
      url: "/api/user/shipping",
      headers: { cookie, "sec-fetch-site": "cross-site" },
      payload,
    });
    expect(fetchSite.statusCode).toBe(403);
    expect((await me(cookie)).json().address).toBeNull();
    const ours = await t.app.inject({
      method: "PUT",
      url: "/api/user/shipping",
      headers: { cookie, origin: "http://localhost:3000" },
      payload,
    });
    expect(ours.statusCode).toBe(200);
  });

  it("rate limits sign-in attempts per account with a clear message", async () => {
    const attempt = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/dev-login",
        payload: { email: "busy@example.com", fullName: "Busy" },
        remoteAddress: "192.0.2.1",
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Too many attempts/),
    });
  });

  it("rate limits sign-in attempts per IP address across accounts", async () => {
    const attempt = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/dev-login",
        payload: { email: `crowd${i}@example.com`, fullName: "Crowd" },
        remoteAddress: "192.0.2.77",
      });
    for (let i = 0; i < 30; i++) expect((await attempt(i)).statusCode).toBe(200);
    expect((await attempt(30)).statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "crowd30@example.com", fullName: "Crowd" },
      remoteAddress: "192.0.2.78",
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe("an unreachable identity provider", () => {
  it("answers 503 with a clear message, and nothing is stored", async () => {
    const t = await createTestApp({ oidc: { issuer: "http://127.0.0.1:9", clientId: "x", clientSecret: "y" } });
    const res = await t.app.inject({ method: "GET", url: "/api/auth/google" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: "Sign-in is unavailable right now. Please try again in a moment.",
      code: "UNAVAILABLE",
    });
    await t.close();
  });
});

describe("dev sign-in in production", () => {
  it("does not exist", async () => {
    const t = await createTestApp({ nodeEnv: "production" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/dev-login",
      payload: { email: "a@b.co", fullName: "A" },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/providers" })).json()).toEqual({
      google: false,
      dev: false,
    });
    await t.close();
  });
});

describe("dev sign-in on a shop served to other machines", () => {
  it("out of the box answers only this machine, whatever a forwarded header claims", async () => {
    const { publicUrl, secureCookies, devLogin } = loadConfig({});
    expect(devLogin).toBe("this-machine");
    const t = await createTestApp({ publicUrl, secureCookies, devLogin, trustProxy: 1 });
    const signIn = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/dev-login",
        remoteAddress,
        headers: { origin: publicUrl, ...headers },
        payload: { email: "lan@b.co", fullName: "Lan" },
      });
    const providers = async (remoteAddress: string) =>
      (await t.app.inject({ method: "GET", url: "/api/auth/providers", remoteAddress })).json();
    // 192.0.2.10 is a documentation address: inject sends no packet anywhere.
    expect((await signIn("192.0.2.10")).statusCode).toBe(404);
    expect((await signIn("192.0.2.10", { "x-forwarded-for": "127.0.0.1" })).statusCode).toBe(404);
    expect(await providers("192.0.2.10")).toEqual({ google: false, dev: false });
    expect((await signIn("127.0.0.1")).statusCode).toBe(200);
    expect((await signIn("::1")).statusCode).toBe(200);
    expect(await providers("127.0.0.1")).toEqual({ google: false, dev: true });
    await t.close();
  });

  it("does not exist unless DEV_LOGIN=1 asks for it", async () => {
    for (const [env, dev] of [
      [{ PUBLIC_URL: "https://shop.example.com" }, false],
      [{ PUBLIC_URL: "https://shop.example.com", DEV_LOGIN: "1" }, true],
    ] as const) {
      const { publicUrl, secureCookies, devLogin } = loadConfig(env);
      const t = await createTestApp({ publicUrl, secureCookies, devLogin });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/dev-login",
        headers: { origin: "https://shop.example.com" },
        payload: { email: "a@b.co", fullName: "A" },
      });
      expect(res.statusCode, JSON.stringify(env)).toBe(dev ? 200 : 404);
      expect((await t.app.inject({ method: "GET", url: "/api/auth/providers" })).json()).toEqual({
        google: false,
        dev,
      });
      await t.close();
    }
  });
});
