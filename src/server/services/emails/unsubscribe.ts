import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";

/**
 * A shopper's one-click way out of the emails they can turn off (RFC 8058): a link that needs no sign-in, so it
 * carries who it is for and a keyed hash of that, which only the shop (APP_SECRET) can make.
 */
export type UnsubscribeLinks = {
  /** The List-Unsubscribe address of one shopper's emails. */
  url(userId: number): string;
  /** The shopper a token is for, or null when it is not one the shop made. */
  userOf(token: string): number | null;
};

export const UNSUBSCRIBE_PATH = "/api/email/unsubscribe";

export function unsubscribeLinks(appSecret: string, publicUrl: string): UnsubscribeLinks {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "drop-shop", "email-unsubscribe", 32));
  const mac = (userId: number) => createHmac("sha256", key).update(`unsubscribe:${userId}`).digest("base64url");
  return {
    url: (userId) => `${publicUrl}${UNSUBSCRIBE_PATH}?token=${userId}.${mac(userId)}`,
    userOf(token) {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      const expected = Buffer.from(mac(userId));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
    },
  };
}

/** The profile's "Emails" switch, and what an unsubscribe link turns off: payment reminders by email. */
export async function setEmailReminders(db: Db, userId: number, on: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ emailReminders: on })
    .where(eq(users.id, userId))
    .returning({ on: users.emailReminders });
  return row?.on ?? false;
}

export async function readEmailReminders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ on: users.emailReminders }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Whose link it is, for the page that asks before turning the emails off; null for a shopper deleted since. */
export async function readUnsubscriber(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, on: users.emailReminders })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
