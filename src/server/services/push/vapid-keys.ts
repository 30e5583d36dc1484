import { eq } from "drizzle-orm";
import webpush from "web-push";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";

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

/** A VAPID token is signed for this long and reused for every push to its push service (RFC 8292 allows 24 h). */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** ...and signed afresh once less than this is left, so none is sent about to run out. */
export const VAPID_TOKEN_RENEW_SECONDS = 60 * 60;

/**
 * The VAPID headers of a push to `endpoint`: one signed token per push service, reused until near its expiry.
 * Signing one per push took a third of the shop's time in a drop (scripts/bench/drop-alerts.ts).
 */
export function vapidTokens(
  vapid: VapidDetails,
  clock: Pick<Clock, "now">,
): (endpoint: string) => Record<string, string> {
  const tokens = new Map<string, { headers: Record<string, string>; expiresAt: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const kept = tokens.get(audience);
    if (kept && kept.expiresAt - nowSeconds > VAPID_TOKEN_RENEW_SECONDS) return kept.headers;
    const expiresAt = nowSeconds + VAPID_TOKEN_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      "aes128gcm",
      expiresAt,
    ) as Record<string, string>;
    tokens.set(audience, { headers, expiresAt });
    return headers;
  };
}
