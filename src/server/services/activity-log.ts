import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityChanges,
  type ActivityPage,
  type ActivityQuery,
} from "../../contracts/activity";
import type { Db } from "../db/client";
import { activityLog, admins } from "../db/schema";

export type ActivityRecord = {
  at: Date;
  adminId: number | null;
  action: ActivityAction;
  target?: string | null;
  ip?: string | null;
  /** The changed fields before and after. Never a password, code, secret or token. */
  changes?: ActivityChanges | null;
};

/** Who makes an admin write, from where, and when (the app's clock); null adminId for server-side tools. */
export type AdminActor = { adminId: number | null; ip: string | null; now: Date };

/**
 * Appends one row to the activity log. Every admin write calls this with its own transaction, so the row and
 * the change it describes commit (or roll back) together. Rows are never updated or deleted by the app.
 */
export async function recordActivity(tx: Db, record: ActivityRecord): Promise<void> {
  await tx.insert(activityLog).values({
    at: record.at,
    adminId: record.adminId,
    action: record.action,
    target: record.target ?? null,
    ip: record.ip ?? null,
    changes: record.changes ?? null,
  });
}

/** One page of the log, newest first; `from` inclusive, `to` exclusive. */
export async function listActivity(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(activityLog.action, query.action));
  if (query.from) conditions.push(gte(activityLog.at, new Date(query.from)));
  if (query.to) conditions.push(lt(activityLog.at, new Date(query.to)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: activityLog, adminEmail: admins.email })
      .from(activityLog)
      .leftJoin(admins, eq(admins.id, activityLog.adminId))
      .where(where)
      .orderBy(desc(activityLog.at), desc(activityLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((query.page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry, adminEmail }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      adminId: entry.adminId,
      adminEmail,
      action: entry.action,
      target: entry.target,
      ip: entry.ip,
      changes: entry.changes,
    })),
    total,
    page: query.page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}
