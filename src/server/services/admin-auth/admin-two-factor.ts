import { randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import {
  RECOVERY_CODE_COUNT,
  type TwoFactorDisabled,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "../../../contracts/admin";
import type { Db } from "../../db/client";
import { adminRecoveryCodes, admins } from "../../db/schema";
import { AppError } from "../../errors";
import { recordActivity } from "../activity/activity-log";
import type { AdminSecrets } from "./admin-secrets";
import { endAllAdminSessions } from "./admin-sessions";

type AdminRow = typeof admins.$inferSelect;
/** Who acts, from where and when: what every admin write records in the activity log. */
export type AdminActionContext = { ip: string | null; now: Date };

export const INVALID_CODE = "Invalid authenticator code";
export const TWO_FACTOR_ALREADY_ENABLED = "Two-factor authentication is already enabled";
export const TWO_FACTOR_NOT_ENABLED = "Two-factor authentication is not enabled";
export const TWO_FACTOR_SETUP_FIRST = "Start two-factor setup first";

// One step either side, for phones whose clock is a little off.
const TOTP_TOLERANCE_SECONDS = 30;
// No 0/o, 1/l/i: recovery codes are read off paper.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export const adminTarget = (adminId: number) => `admin:${adminId}`;

export async function readTwoFactorStatus(db: Db, admin: AdminRow): Promise<TwoFactorStatus> {
  const [{ remaining }] = await db
    .select({ remaining: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
  return { enabled: admin.twoFactorEnabled, recoveryCodesRemaining: admin.twoFactorEnabled ? remaining : 0 };
}

/** A new pending secret, replacing any earlier pending one; the active setting changes only at verify. */
export async function startTwoFactorSetup(
  db: Db,
  secrets: AdminSecrets,
  admin: AdminRow,
  issuer: string,
  { ip, now }: AdminActionContext,
): Promise<TwoFactorSetup> {
  if (admin.twoFactorEnabled) throw new AppError("CONFLICT", TWO_FACTOR_ALREADY_ENABLED);
  const secret = generateSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ pendingTwoFactorSecret: secrets.encrypt(secret) })
      .where(eq(admins.id, admin.id));
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.2fa-setup",
      target: adminTarget(admin.id),
      ip,
    });
  });
  const uri = generateURI({ issuer, label: admin.email, secret });
  return { qrCode: await QRCode.toDataURL(uri), manualEntryKey: secret };
}

/** A code from the pending secret turns two-factor on and answers fresh recovery codes, shown this once. */
export async function enableTwoFactor(
  db: Db,
  secrets: AdminSecrets,
  admin: AdminRow,
  token: string,
  { ip, now }: AdminActionContext,
): Promise<TwoFactorEnabled> {
  if (admin.twoFactorEnabled) throw new AppError("CONFLICT", TWO_FACTOR_ALREADY_ENABLED);
  const pending = admin.pendingTwoFactorSecret;
  if (!pending) throw new AppError("BAD_REQUEST", TWO_FACTOR_SETUP_FIRST);
  const step = await matchTotpStep(secrets.decrypt(pending), token, now, admin.lastTotpStep);
  if (step === null) throw new AppError("BAD_REQUEST", INVALID_CODE);

  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await db.transaction(async (tx) => {
    // Conditional on the pending secret the code was checked against, and on the step, so neither a
    // concurrent setup nor a replayed code slips through.
    const [row] = await tx
      .update(admins)
      .set({ twoFactorSecret: pending, pendingTwoFactorSecret: null, twoFactorEnabled: true, lastTotpStep: step })
      .where(and(eq(admins.id, admin.id), eq(admins.pendingTwoFactorSecret, pending), stepIsNew(step)))
      .returning({ id: admins.id });
    if (!row) return false;
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await tx
      .insert(adminRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ adminId: admin.id, codeHash: secrets.hashRecoveryCode(code) })));
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.2fa-enabled",
      target: adminTarget(admin.id),
      ip,
      changes: { before: { twoFactorEnabled: false }, after: { twoFactorEnabled: true } },
    });
    return true;
  });
  if (!enabled) throw new AppError("BAD_REQUEST", INVALID_CODE);
  return { enabled: true, recoveryCodes };
}

/** A current code turns two-factor off and voids the secret and the recovery codes. */
export async function disableTwoFactor(
  db: Db,
  secrets: AdminSecrets,
  admin: AdminRow,
  token: string,
  { ip, now }: AdminActionContext,
): Promise<TwoFactorDisabled> {
  if (!admin.twoFactorEnabled || !admin.twoFactorSecret) throw new AppError("BAD_REQUEST", TWO_FACTOR_NOT_ENABLED);
  const disabled = await db.transaction(async (tx) => {
    if (!(await claimTotpCode(tx, secrets, admin, token, now))) return false;
    await tx
      .update(admins)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, pendingTwoFactorSecret: null })
      .where(eq(admins.id, admin.id));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.2fa-disabled",
      target: adminTarget(admin.id),
      ip,
      changes: { before: { twoFactorEnabled: true }, after: { twoFactorEnabled: false } },
    });
    return true;
  });
  if (!disabled) throw new AppError("BAD_REQUEST", INVALID_CODE);
  return { enabled: false };
}

/**
 * Accepts a code of the active secret once: the matched time step is stored, and a code at or before it is
 * refused. Conditional on the stored step, so two concurrent requests with one code cannot both pass.
 */
export async function claimTotpCode(
  tx: Db,
  secrets: AdminSecrets,
  admin: AdminRow,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!admin.twoFactorSecret) return false;
  const step = await matchTotpStep(secrets.decrypt(admin.twoFactorSecret), code, now, admin.lastTotpStep);
  if (step === null) return false;
  const [claimed] = await tx
    .update(admins)
    .set({ lastTotpStep: step })
    .where(and(eq(admins.id, admin.id), stepIsNew(step)))
    .returning({ id: admins.id });
  return Boolean(claimed);
}

/** Marks an unused recovery code used; answers how many are left, or null when the code is not one. */
export async function claimRecoveryCode(
  tx: Db,
  secrets: AdminSecrets,
  adminId: number,
  code: string,
  now: Date,
): Promise<number | null> {
  const [used] = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, secrets.hashRecoveryCode(code)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  if (!used) return null;
  const [{ remaining }] = await tx
    .select({ remaining: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return remaining;
}

/**
 * The owner's escape hatch (`npm run admin -- reset-2fa`): two-factor off, secrets and recovery codes gone,
 * every admin session ended. Answers the ended sessions' hashes, to close their sockets.
 */
export async function resetTwoFactor(db: Db, email: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .update(admins)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, pendingTwoFactorSecret: null })
      .where(eq(admins.email, email))
      .returning({ id: admins.id });
    if (!admin) throw new AppError("NOT_FOUND", `No administrator with the email ${email}`);
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    const ended = await endAllAdminSessions(tx, admin.id);
    await recordActivity(tx, {
      at: now,
      adminId: admin.id,
      action: "auth.2fa-reset",
      target: adminTarget(admin.id),
      changes: { after: { twoFactorEnabled: false, sessionsEnded: ended.length } },
    });
    return ended;
  });
}

/** The time step a code matches (within one step of now and after `afterStep`), or null. */
async function matchTotpStep(secret: string, code: string, now: Date, afterStep: number | null) {
  const result = await verifyTotp({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // timeStep is what a TOTP (not HOTP) match carries; it is how a code is accepted only once.
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

const stepIsNew = (step: number) => or(isNull(admins.lastTotpStep), lt(admins.lastTotpStep, step));

/** Ten characters from a 31-letter alphabet (about 50 bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}
