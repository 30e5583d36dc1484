// What a visitor tapped before being asked to sign in, so the product page can finish it afterwards: the
// heart they tapped, the order they started with the size they chose, or Remind me. Kept in this tab's sessionStorage,
// which survives the trip to the sign-in provider and back; storage that is missing or throws means the
// visitor simply taps again.

export type PendingIntent =
  | { kind: "wishlist"; productId: number }
  | { kind: "remind"; productId: number }
  | { kind: "order"; productId: number; size: string | null };

export const PENDING_INTENT_KEY = "drop.pending-intent";
/** A sign-in abandoned for longer than this is not resumed by a later visit. */
export const PENDING_INTENT_MAX_AGE_MS = 30 * 60_000;

type Stored = PendingIntent & { at: number };

type Area = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionArea(): Area | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingIntent(intent: PendingIntent, now = Date.now(), area = sessionArea()): void {
  try {
    area?.setItem(PENDING_INTENT_KEY, JSON.stringify({ ...intent, at: now } satisfies Stored));
  } catch {
    // Nothing remembered: the visitor taps again after signing in.
  }
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.productId !== "number" || typeof v.at !== "number") return false;
  if (v.kind === "wishlist" || v.kind === "remind") return true;
  return v.kind === "order" && (v.size === null || typeof v.size === "string");
}

/** The intent left for this product (and forgets it), or null: one page resumes it once. */
export function takePendingIntent(productId: number, now = Date.now(), area = sessionArea()): PendingIntent | null {
  let raw: string | null;
  try {
    raw = area?.getItem(PENDING_INTENT_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  if (!isStored(stored) || stored.productId !== productId) return null;
  try {
    area?.removeItem(PENDING_INTENT_KEY);
  } catch {
    // Left behind: it expires.
  }
  if (now - stored.at > PENDING_INTENT_MAX_AGE_MS) return null;
  const { at: _at, ...intent } = stored;
  return intent;
}
