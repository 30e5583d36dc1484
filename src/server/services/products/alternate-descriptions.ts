import { asc, desc, eq } from "drizzle-orm";
import {
  ALTERNATE_DESCRIPTION_NOT_FOUND,
  type AlternateDescription,
  type AlternateDescriptionValues,
} from "../../../contracts/admin-settings";
import type { Db } from "../../db/client";
import { alternateDescriptions } from "../../db/schema";
import { AppError } from "../../errors";
import { changesBetween } from "../activity/activity-changes";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";

/** Alternate descriptions: texts the product form can drop into a description. */

type Row = typeof alternateDescriptions.$inferSelect;

const target = (id: number) => `alternate-description:${id}`;
const valuesOf = (row: Row) => ({ title: row.title, description: row.description, isActive: row.isActive });

function toAlternateDescription(row: Row): AlternateDescription {
  return {
    ...valuesOf(row),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every description, newest first (the settings tab). */
export async function listAlternateDescriptions(db: Db): Promise<AlternateDescription[]> {
  const rows = await db
    .select()
    .from(alternateDescriptions)
    .orderBy(desc(alternateDescriptions.createdAt), desc(alternateDescriptions.id));
  return rows.map(toAlternateDescription);
}

/** The active ones by title, for the product form's picker. */
export async function listActiveAlternateDescriptions(db: Db): Promise<Pick<Row, "id" | "title" | "description">[]> {
  return db
    .select({
      id: alternateDescriptions.id,
      title: alternateDescriptions.title,
      description: alternateDescriptions.description,
    })
    .from(alternateDescriptions)
    .where(eq(alternateDescriptions.isActive, true))
    .orderBy(asc(alternateDescriptions.title), asc(alternateDescriptions.id));
}

export async function createAlternateDescription(
  db: Db,
  values: AlternateDescriptionValues,
  actor: AdminActor,
): Promise<AlternateDescription> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(alternateDescriptions)
      .values({ ...values, createdAt: actor.now, updatedAt: actor.now })
      .returning();
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.alternate-description-create",
      target: target(row.id),
      changes: changesBetween(null, valuesOf(row)),
    });
    return toAlternateDescription(row);
  });
}

async function lockRow(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(alternateDescriptions).where(eq(alternateDescriptions.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", ALTERNATE_DESCRIPTION_NOT_FOUND);
  return row;
}

export async function updateAlternateDescription(
  db: Db,
  id: number,
  values: AlternateDescriptionValues,
  actor: AdminActor,
): Promise<AlternateDescription> {
  return db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const [row] = await tx
      .update(alternateDescriptions)
      .set({ ...values, updatedAt: actor.now })
      .where(eq(alternateDescriptions.id, id))
      .returning();
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.alternate-description-update",
      target: target(id),
      changes: changesBetween(valuesOf(before), valuesOf(row)),
    });
    return toAlternateDescription(row);
  });
}

export async function deleteAlternateDescription(db: Db, id: number, actor: AdminActor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    await tx.delete(alternateDescriptions).where(eq(alternateDescriptions.id, id));
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.alternate-description-delete",
      target: target(id),
      changes: changesBetween(valuesOf(before), null),
    });
  });
}
