import { eq } from "drizzle-orm";
import type { NotificationPreferences } from "../../../contracts/admin-settings";
import type { Db } from "../../db/client";
import { admins } from "../../db/schema";
import { AppError } from "../../errors";
import { changesBetween } from "../activity/activity-changes";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";

/** The Notifications tab: each admin's choices for new-order alerts, kept on the server. */

const columns = {
  newOrderToast: admins.notifyNewOrderToast,
  sound: admins.notifySound,
  browserNotifications: admins.notifyBrowser,
};

// Only reachable if the admin row went away under a live request (its sessions go with it).
const ADMIN_GONE = "Admin not found";

export async function getNotificationPreferences(db: Db, adminId: number): Promise<NotificationPreferences> {
  const [row] = await db.select(columns).from(admins).where(eq(admins.id, adminId));
  if (!row) throw new AppError("NOT_FOUND", ADMIN_GONE);
  return row;
}

export async function saveNotificationPreferences(
  db: Db,
  adminId: number,
  preferences: NotificationPreferences,
  actor: AdminActor,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(admins).where(eq(admins.id, adminId)).for("update");
    if (!before) throw new AppError("NOT_FOUND", ADMIN_GONE);
    const [after] = await tx
      .update(admins)
      .set({
        notifyNewOrderToast: preferences.newOrderToast,
        notifySound: preferences.sound,
        notifyBrowser: preferences.browserNotifications,
      })
      .where(eq(admins.id, adminId))
      .returning(columns);
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "settings.notifications",
      target: `admin:${adminId}`,
      changes: changesBetween(before, after),
    });
    return after;
  });
}
