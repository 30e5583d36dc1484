import { randomBytes } from "node:crypto";
import { hash, verify as verifyPassword } from "@node-rs/argon2";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { AdminLogin, AdminLoginResult, ChangePassword, CurrentAdmin } from "../../../contracts/admin";
import type { Db } from "../../db/client";
import { adminSessions, admins } from "../../db/schema";
import type { Effects } from "../../effects";
import { AppError } from "../../errors";
import { hashToken, newToken } from "../../tokens";
import { recordActivity } from "../activity/activity-log";
import type { AdminSecrets } from "./admin-secrets";
import { endAllAdminSessions } from "./admin-sessions";
import {
  type AdminActionContext,
  adminTarget,
  claimRecoveryCode,
  claimTotpCode,
  INVALID_CODE,
} from "./admin-two-factor";

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const INVALID_LOGIN = "Invalid email or password";
export const TWO_FACTOR_REQUIRED_FOR_PASSWORD = "Turn on two-factor authentication before changing the password";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct";
// Argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
const ARGON2ID = 2;

type AdminRow = typeof admins.$inferSelect;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

/** A new random password, for a first start without ADMIN_PASSWORD and for `npm run admin -- reset-password`. */
export const generateAdminPassword = () => randomBytes(15).toString("base64url");

// A hash of a password nobody knows: an unknown email is checked against it, so that it costs the same
// argon2 time as a known one and the answer's timing does not tell which emails exist.
let dummyHash: Promise<string> | null = null;
const unknownAccountHash = () => (dummyHash ??= hashPassword(randomBytes(32).toString("base64url")));

export function toCurrentAdmin(admin: AdminRow): CurrentAdmin {
  return { id: admin.id, email: admin.email, twoFactorEnabled: admin.twoFactorEnabled };
}

/**
 * The first start creates the administrator for ADMIN_EMAIL: with ADMIN_PASSWORD, or with a random password
 * that the caller prints once. Answers that generated password, or null when nothing was generated.
 */
export async function ensureAdmin(db: Db, email: string, password: string | undefined): Promise<string | null> {
  // Looked up first so that an ordinary start does not pay for an argon2 hash it would throw away.
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (existing) return null;
  const chosen = password ?? generateAdminPassword();
  const [created] = await db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(chosen) })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  return created && !password ? chosen : null;
}

/**
 * Password, then the second factor when two-factor is on: a 6-digit code (each time step once) or an unused
 * recovery code (each once). Only the configured email can sign in. Successes and failures are logged.
 */
export async function signInAdmin(
  db: Db,
  secrets: AdminSecrets,
  authorizedEmail: string,
  input: AdminLogin,
  { ip, now }: AdminActionContext,
): Promise<AdminLoginResult> {
  const email = input.email.toLowerCase();
  const [admin] = email === authorizedEmail ? await db.select().from(admins).where(eq(admins.email, email)) : [];
  const passwordMatches = await verifyPassword(admin?.passwordHash ?? (await unknownAccountHash()), input.password);
  const fail = async (reason: "password" | "code", message: string): Promise<never> => {
    await recordActivity(db, {
      at: now,
      adminId: admin?.id ?? null,
      action: "auth.sign-in-failed",
      target: admin ? adminTarget(admin.id) : `email:${email}`,
      ip,
      changes: { after: { reason } },
    });
    throw new AppError("UNAUTHORIZED", message);
  };
  // A wrong email and a wrong password look the same from outside.
  if (!admin || !passwordMatches) return fail("password", INVALID_LOGIN);

  if (admin.twoFactorEnabled && !input.totpCode) {
    return { requiresTwoFactor: true, message: "Please enter your authenticator code" };
  }
  const code = admin.twoFactorEnabled ? input.totpCode : undefined;
  const adminToken = await db.transaction(async (tx) => {
    let method = "password";
    if (code !== undefined && /^\d{6}$/.test(code)) {
      if (!(await claimTotpCode(tx, secrets, admin, code, now))) return null;
      method = "password+authenticator";
    } else if (code !== undefined) {
      const remaining = await claimRecoveryCode(tx, secrets, admin.id, code, now);
      if (remaining === null) return null;
      method = "password+recovery-code";
      await recordActivity(tx, {
        at: now,
        adminId: admin.id,
        action: "auth.recovery-code-used",
        target: adminTarget(admin.id),
        ip,
        changes: { after: { recoveryCodesRemaining: remaining } },
      });
    }
    const token = await startAdminSession(tx, admin.id, now);
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.sign-in",
      target: adminTarget(admin.id),
      ip,
      changes: { after: { method } },
    });
    return token;
  });
  if (!adminToken) return fail("code", INVALID_CODE);
  return { adminToken, admin: toCurrentAdmin(admin) };
}

async function startAdminSession(tx: Db, adminId: number, now: Date): Promise<string> {
  const token = newToken();
  await tx
    .insert(adminSessions)
    .values({ tokenHash: hashToken(token), adminId, expiresAt: new Date(now.getTime() + ADMIN_SESSION_TTL_MS) });
  await tx.delete(adminSessions).where(and(eq(adminSessions.adminId, adminId), lt(adminSessions.expiresAt, now)));
  return token;
}

export async function findSessionAdmin(db: Db, token: string, now: Date): Promise<AdminRow | null> {
  const [row] = await db
    .select({ admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, now)));
  return row?.admin ?? null;
}

/** Ends one admin session (logout) and logs it when there was one. */
export async function endAdminSession(db: Db, token: string, { ip, now }: AdminActionContext): Promise<void> {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)))
      .returning({ adminId: adminSessions.adminId });
    if (ended) {
      await recordActivity(tx, {
        at: now,
        adminId: ended.adminId,
        action: "auth.sign-out",
        target: adminTarget(ended.adminId),
        ip,
      });
    }
  });
}

/**
 * A new password, with the current one and a current authenticator code, only while two-factor is on.
 * Every other session of the admin ends, and their sockets close.
 */
export async function changeAdminPassword(
  db: Db,
  effects: Effects,
  secrets: AdminSecrets,
  admin: AdminRow,
  input: ChangePassword,
  currentSessionHash: string,
  { ip, now }: AdminActionContext,
): Promise<void> {
  if (!admin.twoFactorEnabled) throw new AppError("BAD_REQUEST", TWO_FACTOR_REQUIRED_FOR_PASSWORD);
  if (!(await verifyPassword(admin.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    if (!(await claimTotpCode(tx, secrets, admin, input.totpCode, now))) return null;
    await tx.update(admins).set({ passwordHash }).where(eq(admins.id, admin.id));
    const others = await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.adminId, admin.id), ne(adminSessions.tokenHash, currentSessionHash)))
      .returning({ tokenHash: adminSessions.tokenHash });
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.password-changed",
      target: adminTarget(admin.id),
      ip,
      changes: { after: { otherSessionsEnded: others.length } },
    });
    return others.map((s) => s.tokenHash);
  });
  if (!ended) throw new AppError("BAD_REQUEST", INVALID_CODE, { totpCode: [INVALID_CODE] });
  for (const sessionHash of ended) effects.publish({ control: "session-ended", sessionHash });
}

/**
 * The owner's escape hatch (`npm run admin -- reset-password`): a new random password, every admin session
 * ended. Answers the password (printed once, never stored) and the ended sessions' hashes.
 */
export async function resetAdminPassword(
  db: Db,
  email: string,
  now: Date,
): Promise<{ password: string; endedSessions: string[] }> {
  const password = generateAdminPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash })
      .where(eq(admins.email, email))
      .returning({ id: admins.id });
    if (!admin) throw new AppError("NOT_FOUND", `No administrator with the email ${email}`);
    const endedSessions = await endAllAdminSessions(tx, admin.id);
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.password-reset",
      target: adminTarget(admin.id),
      changes: { after: { sessionsEnded: endedSessions.length } },
    });
    return { password, endedSessions };
  });
}
