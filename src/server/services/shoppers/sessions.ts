import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
import { adminSessions, customerSessions, users } from "../../db/schema";
import { hashToken, newToken } from "../../tokens";

export const CUSTOMER_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SIGN_IN_REQUIRED = "You need to be signed in";

export type SessionUser = typeof users.$inferSelect;

/** Starts a session for the user; the caller sets the returned token as the cookie. */
export async function startCustomerSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + CUSTOMER_SESSION_TTL_MS),
  });
  // Housekeeping rides on sign-in rather than a timer: expired sessions of this user go away.
  await db
    .delete(customerSessions)
    .where(and(eq(customerSessions.userId, userId), lt(customerSessions.expiresAt, now)));
  return token;
}

/** For prepared statements: the session named by the sessionHash placeholder, while it has not expired. */
export const liveSession = and(
  eq(customerSessions.tokenHash, sql.placeholder("sessionHash")),
  gt(customerSessions.expiresAt, sql.placeholder("now")),
);

/** The placeholder values for liveSession. */
export function liveSessionParams(sessionHash: string, now: Date) {
  return { sessionHash, now: now.toISOString() };
}

// Every signed-in request starts here, so it is prepared once rather than built each time.
const sessionUserStatement = preparedStatement((db) =>
  db
    .select({ user: users })
    .from(customerSessions)
    .innerJoin(users, eq(users.id, customerSessions.userId))
    .where(liveSession)
    .prepare("session_user"),
);

export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await sessionUserStatement(db).execute(liveSessionParams(hashToken(token), now));
  return row?.user ?? null;
}

export async function endCustomerSession(db: Db, token: string): Promise<void> {
  await db.delete(customerSessions).where(eq(customerSessions.tokenHash, hashToken(token)));
}

// Enough hashes per query to keep it cheap, few enough to stay far below PostgreSQL's 65,535 parameters.
const HASHES_PER_QUERY = 1000;

/** Of these session token hashes (shoppers' or admins'), the ones whose session still exists and has not expired. */
export async function findLiveSessionHashes(db: Db, hashes: string[], now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < hashes.length; i += HASHES_PER_QUERY) {
    const batch = hashes.slice(i, i + HASHES_PER_QUERY);
    const rows = await db
      .select({ hash: customerSessions.tokenHash })
      .from(customerSessions)
      .where(and(inArray(customerSessions.tokenHash, batch), gt(customerSessions.expiresAt, now)))
      .union(
        db
          .select({ hash: adminSessions.tokenHash })
          .from(adminSessions)
          .where(and(inArray(adminSessions.tokenHash, batch), gt(adminSessions.expiresAt, now))),
      );
    for (const row of rows) live.add(row.hash);
  }
  return live;
}
