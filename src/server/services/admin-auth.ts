import { randomBytes } from "node:crypto";
import { hash, verify as verifyPassword } from "@node-rs/argon2";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { verify as verifyTotp } from "otplib";
import type { AdminLogin, AdminLoginResult, CurrentAdmin } from "../../contracts/admin";
import type { Db } from "../db/client";
import { adminSessions, admins } from "../db/schema";
import { AppError } from "../errors";
import { hashToken, newToken } from "../tokens";

export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
const INVALID_LOGIN = "Invalid email or password";
const INVALID_CODE = "Invalid authenticator code";
// Argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
const ARGON2ID = 2;
// One step either side, for phones whose clock is a little off.
const TOTP_TOLERANCE_SECONDS = 30;

type AdminRow = typeof admins.$inferSelect;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

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
  const chosen = password ?? randomBytes(15).toString("base64url");
  const [created] = await db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(chosen) })
    .onConflictDoNothing({ target: admins.email })
    .returning({ id: admins.id });
  return created && !password ? chosen : null;
}

/**
 * Password, then the authenticator code when two-factor is on. Only the configured email can sign in.
 * A code is accepted once: the time step it matched is stored, and a code at or before it is refused.
 */
export async function signInAdmin(
  db: Db,
  authorizedEmail: string,
  input: AdminLogin,
  now = new Date(),
): Promise<AdminLoginResult> {
  const email = input.email.toLowerCase();
  const [admin] = email === authorizedEmail ? await db.select().from(admins).where(eq(admins.email, email)) : [];
  // A wrong email and a wrong password look the same from outside.
  if (!admin || !(await verifyPassword(admin.passwordHash, input.password)))
    throw new AppError("UNAUTHORIZED", INVALID_LOGIN);

  if (admin.twoFactorEnabled && admin.twoFactorSecret) {
    if (!input.totpCode) return { requiresTwoFactor: true, message: "Please enter your authenticator code" };
    await acceptTotpCode(db, admin, input.totpCode, now);
  }
  const adminToken = await startAdminSession(db, admin.id, now);
  return { adminToken, admin: toCurrentAdmin(admin) };
}

async function acceptTotpCode(db: Db, admin: AdminRow, code: string, now: Date): Promise<void> {
  const result = await verifyTotp({
    secret: admin.twoFactorSecret!,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(admin.lastTotpStep === null ? {} : { afterTimeStep: admin.lastTotpStep }),
  });
  // timeStep is what a TOTP (not HOTP) match carries; it is how a code is accepted only once.
  if (!result.valid || !("timeStep" in result)) throw new AppError("UNAUTHORIZED", INVALID_CODE);
  // Conditional on the stored step, so two concurrent logins with one code cannot both pass.
  const [claimed] = await db
    .update(admins)
    .set({ lastTotpStep: result.timeStep })
    .where(and(eq(admins.id, admin.id), or(isNull(admins.lastTotpStep), lt(admins.lastTotpStep, result.timeStep))))
    .returning({ id: admins.id });
  if (!claimed) throw new AppError("UNAUTHORIZED", INVALID_CODE);
}

async function startAdminSession(db: Db, adminId: number, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insert(adminSessions)
    .values({ tokenHash: hashToken(token), adminId, expiresAt: new Date(now.getTime() + ADMIN_SESSION_TTL_MS) });
  await db.delete(adminSessions).where(and(eq(adminSessions.adminId, adminId), lt(adminSessions.expiresAt, now)));
  return token;
}

export async function findSessionAdmin(db: Db, token: string, now = new Date()): Promise<AdminRow | null> {
  const [row] = await db
    .select({ admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(and(eq(adminSessions.tokenHash, hashToken(token)), gt(adminSessions.expiresAt, now)));
  return row?.admin ?? null;
}

export async function endAdminSession(db: Db, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}
