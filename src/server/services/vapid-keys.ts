import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import { SETTING_KEYS } from "../db/setting-keys";

export type VapidDetails = { publicKey: string; privateKey: string; subject: string };

/**
 * The VAPID identity every instance signs with: the environment's, or a pair generated once and kept in the
 * settings table. Instances starting together each offer a pair; the first insert wins and all read it back, so
 * a browser subscribed through one instance is reachable from every other (docs/decisions/030).
 */
export async function loadVapidKeys(db: Db, vapid: Config["vapid"]): Promise<VapidDetails> {
  if (vapid.keys) return { ...vapid.keys, subject: vapid.subject };
  const offered = webpush.generateVAPIDKeys();
  await db
    .insert(settings)
    .values({ key: SETTING_KEYS.vapidKeys, value: JSON.stringify(offered) })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.vapidKeys));
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject: vapid.subject };
}
