import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enableTwoFactor, totpAt } from "../../../testing/admin-two-factor";
import { adminSignIn, TEST_ADMIN } from "../../../testing/sign-in";
import { openSocket } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, adminRecoveryCodes, adminSessions, admins } from "../../db/schema";
import { resetAdminPassword } from "../../services/admin-auth/admin-auth";
import { resetTwoFactor } from "../../services/admin-auth/admin-two-factor";

const NEW_PASSWORD = "a brand new passphrase";

describe("admin password", () => {
  let t: TestApp;
  let base: string;
  const clock = manualClock("2026-03-05T09:00:00Z");
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/admin/change-password", headers, payload });
  const whoAmI = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/admin/user", headers });
  const passwordHash = async () => (await t.database.db.select().from(admins))[0].passwordHash;
  const logins = (password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: TEST_ADMIN.email, password },
      remoteAddress: "10.8.0.1",
    });

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    base = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    clock.advance(3_600_000);
    await t.database.db.delete(admins);
    await t.database.db.delete(activityLog);
  });

  it("is refused while two-factor is off", async () => {
    const { token } = await adminSignIn(t.app);
    const res = await change(
      { authorization: `Bearer ${token}` },
      { currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD, totpCode: "123456" },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Turn on two-factor authentication before changing the password");
  });

  it("refuses a short password, a wrong current password or a wrong code, changing nothing", async () => {
    const { token } = await adminSignIn(t.app);
    const headers = { authorization: `Bearer ${token}` };
    const { secret } = await enableTwoFactor(t.app, clock, headers);
    const before = await passwordHash();
    const code = await totpAt(secret, clock);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const short = await change(headers, { currentPassword: TEST_ADMIN.password, newPassword: "short", totpCode: code });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Password must be at least 8 characters long");
    // The form's hint says "8 to 1024 characters." (ADMIN_PASSWORD_RULE): both ends are the server's rule.
    const long = await change(headers, {
      currentPassword: TEST_ADMIN.password,
      newPassword: "x".repeat(1025),
      totpCode: code,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Password must be at most 1024 characters long");
    const wrongPassword = await change(headers, {
      currentPassword: "not it",
      newPassword: NEW_PASSWORD,
      totpCode: code,
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe("The current password is not correct");
    const badCode = await change(headers, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
      totpCode: wrongCode,
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe("Invalid authenticator code");
    expect(await passwordHash()).toBe(before);
    expect((await t.database.db.select().from(activityLog)).map((r) => r.action)).not.toContain(
      "auth.password-changed",
    );
  });

  it("changes the password and signs out every other admin session, closing its sockets", async () => {
    const current = await adminSignIn(t.app);
    const headers = { authorization: `Bearer ${current.token}` };
    const { secret } = await enableTwoFactor(t.app, clock, headers);
    const otherCode = await totpAt(secret, clock);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { ...TEST_ADMIN, totpCode: otherCode },
      remoteAddress: "10.8.0.2",
    });
    const otherToken = other.json().adminToken as string;
    const otherSocket = await openSocket(base, { cookie: `admin_sid=${otherToken}` });
    const currentSocket = await openSocket(base, { cookie: current.cookie });
    clock.advance(30_000);

    const res = await change(headers, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
      totpCode: await totpAt(secret, clock),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Password changed" });
    expect(await verify(await passwordHash(), NEW_PASSWORD)).toBe(true);

    expect((await whoAmI({ authorization: `Bearer ${otherToken}` })).statusCode).toBe(401);
    expect((await whoAmI(headers)).statusCode).toBe(200);
    expect((await otherSocket.closed).code).toBe(4401);
    expect(currentSocket.socket.readyState).toBe(currentSocket.socket.OPEN);
    currentSocket.close();

    // The old password no longer signs in; the new one does (and asks for the code).
    expect((await logins(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await logins(NEW_PASSWORD)).json()).toMatchObject({ requiresTwoFactor: true });

    const [row] = (await t.database.db.select().from(activityLog)).filter((r) => r.action === "auth.password-changed");
    expect(row.changes).toEqual({ after: { otherSessionsEnded: 1 } });
    expect(JSON.stringify(await t.database.db.select().from(activityLog))).not.toContain(NEW_PASSWORD);
  });

  it("resets the password and two-factor on the server (npm run admin), ending every session", async () => {
    const { token } = await adminSignIn(t.app);
    await enableTwoFactor(t.app, clock, { authorization: `Bearer ${token}` });

    const reset = await resetAdminPassword(t.database.db, TEST_ADMIN.email, clock.now());
    expect(reset.password).toMatch(/^[\w-]{20}$/);
    expect(reset.endedSessions).toHaveLength(1);
    expect((await whoAmI({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect(await verify(await passwordHash(), reset.password)).toBe(true);

    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: TEST_ADMIN.email, password: reset.password },
      remoteAddress: "10.8.0.3",
    });
    expect(signedIn.json()).toMatchObject({ requiresTwoFactor: true });

    expect(await resetTwoFactor(t.database.db, TEST_ADMIN.email, clock.now())).toEqual([]);
    expect((await t.database.db.select().from(admins))[0]).toMatchObject({
      twoFactorEnabled: false,
      twoFactorSecret: null,
    });
    expect(await t.database.db.select().from(adminRecoveryCodes)).toEqual([]);
    expect(await t.database.db.select().from(adminSessions)).toEqual([]);
    const rows = await t.database.db.select().from(activityLog).orderBy(activityLog.id);
    expect(rows.filter((r) => r.action.endsWith("-reset")).map((r) => [r.action, r.ip, r.changes])).toEqual([
      ["auth.password-reset", null, { after: { sessionsEnded: 1 } }],
      ["auth.2fa-reset", null, { after: { twoFactorEnabled: false, sessionsEnded: 0 } }],
    ]);
    expect(JSON.stringify(rows)).not.toContain(reset.password);
    await expect(resetTwoFactor(t.database.db, "nobody@example.com", clock.now())).rejects.toThrow(
      "No administrator with the email nobody@example.com",
    );
  });
});
