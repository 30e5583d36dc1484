import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enableTwoFactor, totpAt } from "../../../testing/admin-two-factor";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, adminRecoveryCodes, admins } from "../../db/schema";
import { adminSecrets } from "../../services/admin-auth/admin-secrets";

describe("two-factor authentication", () => {
  let t: TestApp;
  const clock = manualClock("2026-03-04T09:00:00Z");
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const adminRow = async () => (await t.database.db.select().from(admins))[0];

  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.advance(3_600_000);
    await t.database.db.delete(admins);
    await t.database.db.delete(activityLog);
    headers = { authorization: `Bearer ${(await adminSignIn(t.app)).token}` };
  });

  it("sets up a pending secret, shown as a QR code and a key, stored encrypted and not active until verified", async () => {
    expect((await call("GET", "/api/admin/2fa/status")).json()).toEqual({ enabled: false, recoveryCodesRemaining: 0 });
    const setup = await call("POST", "/api/admin/2fa/setup");
    expect(setup.statusCode).toBe(200);
    const { qrCode, manualEntryKey } = setup.json();
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(manualEntryKey).toMatch(/^[A-Z2-7]{16,}$/);

    const stored = await adminRow();
    expect(stored.twoFactorEnabled).toBe(false);
    expect(stored.twoFactorSecret).toBeNull();
    // Encrypted with a key from APP_SECRET: not the base32 secret, and only that key opens it.
    expect(stored.pendingTwoFactorSecret).not.toContain(manualEntryKey);
    expect(stored.pendingTwoFactorSecret).toMatch(/^v1\./);
    expect(t.app.adminSecrets.decrypt(stored.pendingTwoFactorSecret!)).toBe(manualEntryKey);
    expect(() =>
      adminSecrets("another-app-secret-of-32-characters!!").decrypt(stored.pendingTwoFactorSecret!),
    ).toThrow();

    // Pending only: the password alone still signs in.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "admin@example.com", password: "correct horse battery staple" },
      remoteAddress: "10.4.0.1",
    });
    expect(login.json().adminToken).toEqual(expect.any(String));
  });

  it("enables with a code of the pending secret, answers ten recovery codes once, and stores them hashed", async () => {
    const { manualEntryKey } = (await call("POST", "/api/admin/2fa/setup")).json();
    const code = await totpAt(manualEntryKey, clock);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await call("POST", "/api/admin/2fa/verify", { token: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Invalid authenticator code");
    expect((await adminRow()).twoFactorEnabled).toBe(false);
    const badShape = await call("POST", "/api/admin/2fa/verify", { token: "12345" });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().message).toContain("Please enter the 6-digit authenticator code");

    const verified = await call("POST", "/api/admin/2fa/verify", { token: code });
    expect(verified.statusCode).toBe(200);
    const { enabled, recoveryCodes } = verified.json();
    expect(enabled).toBe(true);
    expect(recoveryCodes).toHaveLength(10);

    const stored = await adminRow();
    expect(stored).toMatchObject({ twoFactorEnabled: true, pendingTwoFactorSecret: null });
    expect(stored.twoFactorSecret).not.toContain(manualEntryKey);
    expect(t.app.adminSecrets.decrypt(stored.twoFactorSecret!)).toBe(manualEntryKey);
    const hashes = await t.database.db.select().from(adminRecoveryCodes);
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes as string[]) {
      expect(hashes.some((h) => h.codeHash.includes(code) || h.codeHash.includes(code.replace("-", "")))).toBe(false);
    }
    expect((await call("GET", "/api/admin/2fa/status")).json()).toEqual({ enabled: true, recoveryCodesRemaining: 10 });

    // The verifying code is spent: it cannot sign in, and setup cannot start over while enabled.
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "admin@example.com", password: "correct horse battery staple", totpCode: code },
      remoteAddress: "10.4.0.2",
    });
    expect(replay.statusCode).toBe(401);
    expect((await call("POST", "/api/admin/2fa/setup")).statusCode).toBe(409);
    expect((await call("POST", "/api/admin/2fa/verify", { token: code })).statusCode).toBe(409);
  });

  it("refuses verify before setup", async () => {
    const res = await call("POST", "/api/admin/2fa/verify", { token: "123456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Start two-factor setup first");
  });

  it("disables only with a current code, once per time step, and voids the recovery codes", async () => {
    const { secret } = await enableTwoFactor(t.app, clock, headers);
    const code = await totpAt(secret, clock);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await call("POST", "/api/admin/2fa/disable", { token: wrong })).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/2fa/disable", {})).statusCode).toBe(400);
    expect((await adminRow()).twoFactorEnabled).toBe(true);

    const disabled = await call("POST", "/api/admin/2fa/disable", { token: code });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({ enabled: false });
    expect(await adminRow()).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
    expect(await t.database.db.select().from(adminRecoveryCodes)).toEqual([]);
    const again = await call("POST", "/api/admin/2fa/disable", { token: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("Two-factor authentication is not enabled");
  });

  it("refuses a replayed code at disable", async () => {
    const { secret } = await enableTwoFactor(t.app, clock, headers);
    const code = await totpAt(secret, clock);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "admin@example.com", password: "correct horse battery staple", totpCode: code },
      remoteAddress: "10.4.0.3",
    });
    expect(login.statusCode).toBe(200);
    expect((await call("POST", "/api/admin/2fa/disable", { token: code })).statusCode).toBe(400);
    expect((await adminRow()).twoFactorEnabled).toBe(true);
  });

  it("limits wrong codes per admin and address", async () => {
    await call("POST", "/api/admin/2fa/setup");
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call("POST", "/api/admin/2fa/verify", { token: "000000" })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it("logs setup, enable and disable without the secret, a code or a recovery code", async () => {
    const { secret, recoveryCodes } = await enableTwoFactor(t.app, clock, headers);
    const code = await totpAt(secret, clock);
    await call("POST", "/api/admin/2fa/disable", { token: code });
    const rows = (await t.database.db.select().from(activityLog).orderBy(activityLog.id)).filter(
      (r) => r.action !== "auth.sign-in",
    );
    expect(rows.map((r) => r.action)).toEqual(["auth.2fa-setup", "auth.2fa-enabled", "auth.2fa-disabled"]);
    expect(rows.map((r) => r.changes)).toEqual([
      null,
      { before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } },
      { before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } },
    ]);
    const [admin] = await t.database.db.select().from(admins);
    expect(rows.every((r) => r.adminId === admin.id && r.target === `admin:${admin.id}` && r.ip === "127.0.0.1")).toBe(
      true,
    );
    const text = JSON.stringify(rows);
    for (const value of [secret, code, ...recoveryCodes]) expect(text).not.toContain(value);
  });
});
