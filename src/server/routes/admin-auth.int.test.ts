import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSignIn, cookiesFrom, devSignIn, TEST_ADMIN } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { adminSessions, admins } from "../db/schema";
import { ensureAdmin } from "../services/admin-auth";

const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("admin sign-in", () => {
  let t: TestApp;
  let address = 0;
  // A new client address per call keeps the per-IP limit out of tests that are not about it.
  const login = (payload: Record<string, unknown>, remoteAddress = `10.9.0.${++address % 250}`) =>
    t.app.inject({ method: "POST", url: "/api/admin/login", payload, remoteAddress });
  const whoAmI = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/admin/user", headers });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(admins);
    await ensureAdmin(t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it("creates the administrator once, with a generated password when none is configured", async () => {
    expect(await ensureAdmin(t.database.db, TEST_ADMIN.email, "another password")).toBeNull();
    const generated = await ensureAdmin(t.database.db, "owner@example.com", undefined);
    expect(generated).toMatch(/^[\w-]{20}$/);
    const [stored] = await t.database.db.select().from(admins).where(eq(admins.email, "owner@example.com"));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(generated);
    expect(await ensureAdmin(t.database.db, "owner@example.com", undefined)).toBeNull();
  });

  it("answers a token, sets a strict HttpOnly cookie, and both identify the admin", async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const { adminToken, admin } = res.json();
    expect(admin).toEqual({ id: expect.any(Number), email: TEST_ADMIN.email, twoFactorEnabled: false });
    const cookie = res.cookies.find((c) => c.name === "admin_sid");
    expect(cookie).toMatchObject({ value: adminToken, httpOnly: true, sameSite: "Strict", path: "/" });
    const [session] = await t.database.db.select().from(adminSessions);
    expect(session.tokenHash).not.toBe(adminToken);
    expect(session.expiresAt.getTime() - Date.now()).toBeGreaterThan(11.9 * 3_600_000);

    expect((await whoAmI({ authorization: `Bearer ${adminToken}` })).json()).toEqual(admin);
    expect((await whoAmI({ cookie: cookiesFrom(res) })).json()).toEqual(admin);
  });

  it("refuses a wrong password or another email with the same message, and bad input with 400", async () => {
    for (const payload of [
      { ...TEST_ADMIN, password: "wrong" },
      { ...TEST_ADMIN, email: "someone@example.com" },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Invalid email or password");
    }
    expect((await login({ email: TEST_ADMIN.email })).statusCode).toBe(400);
    expect((await login({ ...TEST_ADMIN, totpCode: "12ab56" })).json().message).toContain(
      "Please enter the 6-digit authenticator code",
    );
    expect((await login({ ...TEST_ADMIN, role: "owner" })).statusCode).toBe(400);
    expect(await t.database.db.select().from(adminSessions)).toEqual([]);
  });

  it("asks for the authenticator code, accepts a right one once, and refuses a wrong one", async () => {
    await t.database.db.update(admins).set({ twoFactorEnabled: true, twoFactorSecret: TOTP_SECRET });
    const passwordOnly = await login(TEST_ADMIN);
    expect(passwordOnly.statusCode).toBe(200);
    expect(passwordOnly.json()).toEqual({ requiresTwoFactor: true, message: "Please enter your authenticator code" });
    expect(passwordOnly.cookies).toEqual([]);
    expect(await t.database.db.select().from(adminSessions)).toEqual([]);

    const code = await generate({ secret: TOTP_SECRET });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await login({ ...TEST_ADMIN, totpCode: wrong })).statusCode).toBe(401);
    const accepted = await login({ ...TEST_ADMIN, totpCode: code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().admin.twoFactorEnabled).toBe(true);
    const replayed = await login({ ...TEST_ADMIN, totpCode: code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("Invalid authenticator code");
    // A right code never rescues a wrong password.
    expect((await login({ ...TEST_ADMIN, password: "wrong", totpCode: code })).json().message).toBe(
      "Invalid email or password",
    );
  });

  it("ends the session at logout, and refuses expired and shopper sessions", async () => {
    const { token, cookie } = await adminSignIn(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "admin_sid")?.value).toBe("");
    for (const headers of [{ authorization: `Bearer ${token}` }, { cookie }] as Record<string, string>[]) {
      const res = await whoAmI(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("No admin token found. Please log in again.");
    }

    const again = await adminSignIn(t.app);
    await t.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await whoAmI({ authorization: `Bearer ${again.token}` })).statusCode).toBe(401);

    const shopper = await devSignIn(t.app, "shopper@example.com");
    expect((await whoAmI({ cookie: shopper })).statusCode).toBe(401);
  });

  it("limits attempts per account and per address", async () => {
    const perAccount = await Promise.all(
      Array.from({ length: 6 }, () => login({ email: "limited@example.com", password: "guess" })),
    );
    expect(perAccount.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429]);
    const perAddress = [];
    for (let i = 0; i < 31; i++)
      perAddress.push((await login({ email: `a${i}@example.com`, password: "guess" }, "10.99.0.1")).statusCode);
    expect(perAddress.at(-1)).toBe(429);
  });

  it("refuses every admin route without the admin session", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    const shopper = await devSignIn(t.app, "sweeper@example.com");
    const adminOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((s) => "adminBearer" in s))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, "1"),
          operation,
        })),
    );
    // Every /api/admin operation but the login itself must be marked as an admin route.
    const unmarked = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, operation]) =>
            path.startsWith("/api/admin/") &&
            path !== "/api/admin/login" &&
            !operation.security?.some((s) => "adminBearer" in s),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unmarked).toEqual([]);
    expect(adminOperations.length).toBeGreaterThanOrEqual(2);
    for (const { method, path } of adminOperations) {
      for (const headers of [{}, { cookie: shopper }, { authorization: "Bearer not-a-session" }]) {
        const res = await t.app.inject({
          method: method as "GET",
          url: path,
          headers: { ...headers, origin: "http://localhost:3000" },
        });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });
});
