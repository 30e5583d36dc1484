import { and, count, desc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityAction,
  type ActivityChanges,
  type ActivityPage,
  type ActivityQuery,
} from "../../../contracts/activity";
import type { Db } from "../../db/client";
import { activityLog, admins, alternateDescriptions, products, users } from "../../db/schema";

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

/** The activity row's who, where and when, from the actor of the write. */
export const activityBy = ({ adminId, ip, now }: AdminActor) => ({ adminId, ip, at: now });

/**
 * Appends one row to the activity log. Every admin write calls this with its own transaction, so the row and
 * the change it describes commit (or roll back) together. Rows are never updated or deleted by the app.
 */
export async function recordActivity(tx: Db, record: ActivityRecord): Promise<void> {
  await recordActivities(tx, [record]);
}

/** Several rows in one statement: one write that changed many things (the shop cancelling overdue orders). */
export async function recordActivities(tx: Db, records: readonly ActivityRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx.insert(activityLog).values(
    records.map((record) => ({
      at: record.at,
      adminId: record.adminId,
      action: record.action,
      target: record.target ?? null,
      ip: record.ip ?? null,
      changes: record.changes ?? null,
    })),
  );
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
  const names = await targetNames(
    db,
    rows.map(({ entry }) => entry.target),
  );
  return {
    entries: rows.map(({ entry, adminEmail }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      adminId: entry.adminId,
      adminEmail,
      action: entry.action,
      target: entry.target,
      targetName: nameOf(entry.target, names) ?? recordedName(entry.changes),
      ip: entry.ip,
      changes: entry.changes,
    })),
    total,
    page: query.page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}

type TargetKind = "product" | "customer" | "admin" | "alternate-description";
const NAMED_KINDS: readonly TargetKind[] = ["product", "customer", "admin", "alternate-description"];

function parseTarget(target: string | null): { kind: string; id: string } | null {
  if (!target) return null;
  const colon = target.indexOf(":");
  return colon < 0 ? null : { kind: target.slice(0, colon), id: target.slice(colon + 1) };
}

/**
 * The current names of a page's targets, read in one query per kind (the log keeps ids, so a renamed product
 * reads with its new name). Keyed by the target string.
 */
async function targetNames(db: Db, targets: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = new Map<TargetKind, number[]>();
  for (const target of targets) {
    const parsed = parseTarget(target);
    const kind = NAMED_KINDS.find((k) => k === parsed?.kind);
    const id = Number(parsed?.id);
    if (kind && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)
      ids.set(kind, [...(ids.get(kind) ?? []), id]);
  }
  const names = new Map<string, string>();
  const read = async (kind: TargetKind, rows: Promise<{ id: number; name: string }[]>) => {
    for (const row of await rows) names.set(`${kind}:${row.id}`, row.name);
  };
  const wanted = (kind: TargetKind) => ids.get(kind) ?? [];
  await Promise.all([
    wanted("product").length &&
      read(
        "product",
        db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(inArray(products.id, wanted("product"))),
      ),
    wanted("customer").length &&
      read(
        "customer",
        db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(inArray(users.id, wanted("customer"))),
      ),
    wanted("admin").length &&
      read(
        "admin",
        db
          .select({ id: admins.id, name: admins.email })
          .from(admins)
          .where(inArray(admins.id, wanted("admin"))),
      ),
    wanted("alternate-description").length &&
      read(
        "alternate-description",
        db
          .select({ id: alternateDescriptions.id, name: alternateDescriptions.title })
          .from(alternateDescriptions)
          .where(inArray(alternateDescriptions.id, wanted("alternate-description"))),
      ),
  ]);
  return names;
}

function nameOf(target: string | null, names: ReadonlyMap<string, string>): string | null {
  const parsed = parseTarget(target);
  if (!target || !parsed) return null;
  if (parsed.kind === "order") return `#${parsed.id}`;
  if (parsed.kind === "email") return parsed.id;
  return names.get(target) ?? null;
}

/** A deleted thing's name as its row recorded it (a product's snapshot, a description's title). */
function recordedName(changes: ActivityChanges | null): string | null {
  for (const side of [changes?.before, changes?.after]) {
    for (const field of ["name", "fullName", "title"]) {
      const value = side?.[field];
      if (typeof value === "string" && value.trim() !== "") return value;
    }
  }
  return null;
}
