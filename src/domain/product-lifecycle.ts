// The product lifecycle is derived from stored fields and the current time, never advanced by a job:
// a product goes live or expires exactly on time because every reader asks this module.
// The SQL filters for the public catalog must express the same rule as `effectiveStatus`.

export type StoredProductStatus = "draft" | "scheduled" | "active" | "expired";
export type EffectiveStatus = "draft" | "scheduled" | "active" | "expired";

export type LifecycleFields = {
  status: StoredProductStatus;
  publishAt: Date | null;
  expiresAt: Date;
};

export const EXPIRING_SOON_MS = 24 * 60 * 60 * 1000;

/** setTimeout's longest delay (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * The setTimeout delay for waking at `at`: never negative, and capped at the longest delay a timer holds,
 * so a far boundary wakes early (the caller then arms again) instead of at once.
 */
export function timerDelayUntil(at: Date, now: Date): number {
  return Math.min(Math.max(0, at.getTime() - now.getTime()), MAX_TIMER_DELAY_MS);
}

/** The lifecycle fields of a product as the API sends them (ISO dates). */
export type LifecycleFieldsJson = { status: StoredProductStatus; publishAt: string | null; expiresAt: string };

export function lifecycleFieldsOf(p: LifecycleFieldsJson): LifecycleFields {
  return {
    status: p.status,
    publishAt: p.publishAt === null ? null : new Date(p.publishAt),
    expiresAt: new Date(p.expiresAt),
  };
}

export function effectiveStatus(p: LifecycleFields, now: Date): EffectiveStatus {
  if (p.status === "draft") return "draft";
  // Written as "not after now" so an unreadable (NaN) expiry fails closed as expired instead of
  // leaving the product orderable forever.
  if (!(p.expiresAt.getTime() > now.getTime())) return "expired";
  if (p.status === "scheduled" && p.publishAt !== null && p.publishAt.getTime() > now.getTime()) {
    return "scheduled";
  }
  // A stored legacy "expired" (written by bulk operations) whose expiresAt lies in the future lands
  // here and counts as active: the expiry time, not the stored word, decides. Likewise a scheduled
  // product whose publishAt has passed (or is missing) is live without anyone flipping its status.
  return "active";
}

/** Drafts exist only for the back office: to a shopper a draft is not found, whatever is asked of it. */
export function isVisibleToShoppers(p: { status: StoredProductStatus }): boolean {
  return p.status !== "draft";
}

export function isOrderable(p: LifecycleFields, now: Date): boolean {
  return effectiveStatus(p, now) === "active";
}

export function isExpiringSoon(p: LifecycleFields, now: Date): boolean {
  return effectiveStatus(p, now) === "active" && p.expiresAt.getTime() - now.getTime() <= EXPIRING_SOON_MS;
}

/**
 * The next instant at which some product's effective status changes. Servers arm a timer for it to
 * notify sockets and drop their catalog cache, and screens to show the change; nothing is written then.
 */
export function nextLifecycleBoundary(products: readonly LifecycleFields[], now: Date): Date | null {
  const nowMs = now.getTime();
  let nearest = Number.POSITIVE_INFINITY;
  for (const p of products) {
    // Drafts never change on their own; only an admin action moves them.
    if (p.status === "draft") continue;
    const candidates = [p.expiresAt.getTime()];
    if (p.status === "scheduled" && p.publishAt !== null) candidates.push(p.publishAt.getTime());
    for (const ms of candidates) {
      if (ms > nowMs && ms < nearest) nearest = ms;
    }
  }
  return nearest === Number.POSITIVE_INFINITY ? null : new Date(nearest);
}

export const EXPIRED_MESSAGE = "This item has expired and is no longer available";
export const DRAFT_MESSAGE = "This item is not yet available for purchase";
/** The catch-all for any other reason a product cannot be ordered. */
export const NOT_AVAILABLE_MESSAGE = "This item is not available for purchase";

const STORED_STATUSES: ReadonlySet<string> = new Set<StoredProductStatus>(["draft", "scheduled", "active", "expired"]);

export function scheduledMessage(formattedDate: string): string {
  return `This item will be available on ${formattedDate}`;
}

/** Why a product cannot be ordered right now, as the shopper reads it; null when it can be. */
export function notOrderableMessage(p: LifecycleFields, now: Date, formatDate: (d: Date) => string): string | null {
  // The browser reads products without a schema: a status this code does not know (an open page whose
  // script predates a newer server's status) is never taken as orderable, and gets the catch-all.
  if (!STORED_STATUSES.has(p.status)) return NOT_AVAILABLE_MESSAGE;
  switch (effectiveStatus(p, now)) {
    case "active":
      return null;
    case "expired":
      return EXPIRED_MESSAGE;
    case "draft":
      return DRAFT_MESSAGE;
    case "scheduled":
      // effectiveStatus only says "scheduled" when publishAt is a future date, so it is set here.
      return scheduledMessage(formatDate(p.publishAt as Date));
  }
}
