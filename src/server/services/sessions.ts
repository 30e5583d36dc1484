import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { customerSessions, users } from "../db/schema";

export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Only this hash is stored: whoever reads the database cannot use it to sign in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export type SessionUser = typeof users.$inferSelect;

/** Starts a session for the user; the caller sets the returned token as the cookie. */
export async function startCustomerSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS),
  });
  // Housekeeping rides on sign-in rather than a timer: expired sessions of this user go away.
  await db.delete(customerSessions).where(and(eq(customerSessions.userId, userId), lt(customerSessions.expiresAt, now)));
  return token;
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users })
    .from(customerSessions)
    .innerJoin(users, eq(users.id, customerSessions.userId))
    .where(and(eq(customerSessions.tokenHash, hashToken(token)), gt(customerSessions.expiresAt, now)))
    .limit(1);
  return row?.user ?? null;
}

export async function endCustomerSession(db: Db, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
}
