import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enableTwoFactor, totpAt } from "../../testing/admin-two-factor";
import { adminSignIn, cookiesFrom, devSignIn, TEST_ADMIN } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";
import { activityLog, adminSessions, admins } from "../db/schema";
import { ensureAdmin } from "../services/admin-auth/admin-auth";

const HOUR = 3_600_000;

describe("admin sign-in", () => {
  let t: TestApp;
  const clock = manualClock("2026-03-02T09:00:00Z");
  let address = 0;
  // A new client address per call keeps the per-address limits out of tests that are not about them.
  const login = (payload: Record<string, unknown>, remoteAddress = `10.9.${++address >> 8}.${address & 255}`) =>
    t.app.inject({ method: "POST", url: "/api/admin/login", payload, remoteAddress });
  const whoAmI = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/admin/user", headers });
  const activity = () => t.database.db.select().from(activityLog).orderBy(activityLog.id);

  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.advance(HOUR);
    await t.database.db.delete(admins);
    // Only the test clears the log, to look at one test's rows; the app never deletes them.
    await t.database.db.delete(activityLog);
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
    expect(session.expiresAt.getTime() - clock.now().getTime()).toBe(12 * HOUR);

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

  it("asks for the authenticator code, accepts each time step once, and refuses a wrong one", async () => {
    const { token } = await adminSignIn(t.app);
    const { secret } = await enableTwoFactor(t.app, clock, { authorization: `Bearer ${token}` });
    await t.database.db.delete(adminSessions);

    const passwordOnly = await login(TEST_ADMIN);
    expect(passwordOnly.statusCode).toBe(200);
    expect(passwordOnly.json()).toEqual({ requiresTwoFactor: true, message: "Please enter your authenticator code" });
    expect(passwordOnly.cookies).toEqual([]);
    expect(await t.database.db.select().from(adminSessions)).toEqual([]);

    const code = await totpAt(secret, clock);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await login({ ...TEST_ADMIN, totpCode: wrong })).statusCode).toBe(401);
    const accepted = await login({ ...TEST_ADMIN, totpCode: code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().admin.twoFactorEnabled).toBe(true);
    const replayed = await login({ ...TEST_ADMIN, totpCode: code });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("Invalid authenticator code");
    // The next time step's code is a new one.
    clock.advance(30_000);
    expect((await login({ ...TEST_ADMIN, totpCode: await totpAt(secret, clock) })).statusCode).toBe(200);
    // A right code never rescues a wrong password.
    clock.advance(30_000);
    const rightCode = await totpAt(secret, clock);
    expect((await login({ ...TEST_ADMIN, password: "wrong", totpCode: rightCode })).json().message).toBe(
      "Invalid email or password",
    );
  });

  it("signs in with each recovery code once, in any case and with or without the hyphen", async () => {
    const { token } = await adminSignIn(t.app);
    const headers = { authorization: `Bearer ${token}` };
    const { recoveryCodes } = await enableTwoFactor(t.app, clock, headers);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const first = await login({ ...TEST_ADMIN, totpCode: recoveryCodes[0] });
    expect(first.statusCode).toBe(200);
    const again = await login({ ...TEST_ADMIN, totpCode: recoveryCodes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Invalid authenticator code");
    expect((await login({ ...TEST_ADMIN, totpCode: recoveryCodes[1].toUpperCase().replace("-", "") })).statusCode).toBe(
      200,
    );
    expect((await login({ ...TEST_ADMIN, totpCode: "abcde-fghjk" })).statusCode).toBe(401);

    const status = await t.app.inject({ method: "GET", url: "/api/admin/2fa/status", headers });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesRemaining: 8 });
    const used = (await activity()).filter((row) => row.action === "auth.recovery-code-used");
    expect(used.map((row) => row.changes)).toEqual([
      { after: { recoveryCodesRemaining: 9 } },
      { after: { recoveryCodesRemaining: 8 } },
    ]);
    const text = JSON.stringify(await activity());
    for (const code of recoveryCodes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(code.replace("-", ""));
    }
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
    clock.advance(12 * HOUR - 1000);
    expect((await whoAmI({ authorization: `Bearer ${again.token}` })).statusCode).toBe(200);
    clock.advance(1000);
    expect((await whoAmI({ authorization: `Bearer ${again.token}` })).statusCode).toBe(401);

    const shopper = await devSignIn(t.app, "shopper@example.com");
    expect((await whoAmI({ cookie: shopper })).statusCode).toBe(401);
  });

  it("limits failures per account and address, never locking the right password out from another address", async () => {
    const wrong = { ...TEST_ADMIN, password: "a wrong guess" };
    const fromAttacker = await Promise.all(Array.from({ length: 6 }, () => login(wrong, "10.66.0.1")));
    expect(fromAttacker.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429]);
    // The attacker's address stays limited for this account, even with the right password...
    expect((await login(TEST_ADMIN, "10.66.0.1")).statusCode).toBe(429);
    // ...while the administrator, elsewhere, signs in.
    expect((await login(TEST_ADMIN, "10.77.0.1")).statusCode).toBe(200);
    // The window passes.
    clock.advance(61_000);
    expect((await login(TEST_ADMIN, "10.66.0.1")).statusCode).toBe(200);

    // Only failures count: a success clears the pair's slate.
    for (let i = 0; i < 4; i++) expect((await login(wrong, "10.55.0.1")).statusCode).toBe(401);
    expect((await login(TEST_ADMIN, "10.55.0.1")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(wrong, "10.55.0.1")).statusCode).toBe(401);

    // Per address, whatever the accounts: 30 a minute.
    const perAddress = [];
    for (let i = 0; i < 31; i++)
      perAddress.push((await login({ email: `a${i}@example.com`, password: "guess" }, "10.99.0.1")).statusCode);
    expect(perAddress.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(perAddress.at(-1)).toBe(429);
  });

  it("spends the same argon2 time on an unknown email as on a known one", async () => {
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await login({ email, password: "not the password" });
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - start);
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Warm both paths (the unknown-account hash is made on first use).
    await timed("nobody@example.com");
    await timed(TEST_ADMIN.email);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(TEST_ADMIN.email));
      unknown.push(await timed(`nobody${i}@example.com`));
    }
    // A ratio, not a threshold: without the dummy hash the unknown email answers in a fraction of the time.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("logs sign-ins and failures with the address, and never a password or code", async () => {
    await login({ ...TEST_ADMIN, password: "the wrong password" }, "10.1.2.3");
    await login({ email: "stranger@example.com", password: "stranger password" }, "10.1.2.4");
    await login(TEST_ADMIN, "10.1.2.5");
    const [admin] = await t.database.db.select().from(admins);
    const rows = await activity();
    expect(rows.map(({ action, adminId, target, ip, changes }) => ({ action, adminId, target, ip, changes }))).toEqual([
      {
        action: "auth.sign-in-failed",
        adminId: admin.id,
        target: `admin:${admin.id}`,
        ip: "10.1.2.3",
        changes: { after: { reason: "password" } },
      },
      {
        action: "auth.sign-in-failed",
        adminId: null,
        target: "email:stranger@example.com",
        ip: "10.1.2.4",
        changes: { after: { reason: "password" } },
      },
      {
        action: "auth.sign-in",
        adminId: admin.id,
        target: `admin:${admin.id}`,
        ip: "10.1.2.5",
        changes: { after: { method: "password" } },
      },
    ]);
    expect(rows.every((row) => row.at.getTime() === clock.now().getTime())).toBe(true);
    const text = JSON.stringify(rows);
    for (const secret of [TEST_ADMIN.password, "the wrong password", "stranger password"])
      expect(text).not.toContain(secret);
  });
});

describe("admin sign-in behind a proxy (TRUST_PROXY)", () => {
  const wrong = { ...TEST_ADMIN, password: "a wrong guess" };

  for (const trustProxy of [1, ["10.0.0.1"]] as const) {
    it(`takes the client's address from X-Forwarded-For with TRUST_PROXY=${String(trustProxy)}`, async () => {
      const t = await createTestApp({ trustProxy: typeof trustProxy === "number" ? trustProxy : [...trustProxy] });
      try {
        await ensureAdmin(t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
        const viaProxy = (payload: object, client: string) =>
          t.app.inject({
            method: "POST",
            url: "/api/admin/login",
            payload,
            remoteAddress: "10.0.0.1",
            headers: { "x-forwarded-for": client },
          });
        for (let i = 0; i < 5; i++) expect((await viaProxy(wrong, "203.0.113.7")).statusCode).toBe(401);
        expect((await viaProxy(TEST_ADMIN, "203.0.113.7")).statusCode).toBe(429);
        // Another client behind the same proxy is not locked out by the first one's failures.
        expect((await viaProxy(TEST_ADMIN, "198.51.100.9")).statusCode).toBe(200);
        const rows = await t.database.db.select().from(activityLog).orderBy(activityLog.id);
        expect(rows.map((row) => row.ip)).toEqual([...Array(5).fill("203.0.113.7"), "198.51.100.9"]);
      } finally {
        await t.close();
      }
    });
  }

  it("ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick its own address", async () => {
    const t = await createTestApp();
    try {
      await ensureAdmin(t.database.db, TEST_ADMIN.email, TEST_ADMIN.password);
      const forged = (client: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/admin/login",
          payload: wrong,
          remoteAddress: "10.0.0.1",
          headers: { "x-forwarded-for": client },
        });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await forged(`203.0.113.${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const rows = await t.database.db.select().from(activityLog);
      expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(["10.0.0.1"]));
    } finally {
      await t.close();
    }
  });
});
