import type { Product } from "../../../contracts/product";
import {
  effectiveStatus,
  lifecycleFieldsOf,
  notOrderableMessage,
  type EffectiveStatus,
} from "../../../domain/product-lifecycle";
import { statusBadgeLabel } from "../../../domain/status-labels";
import { wishlistProgress, type WishlistProgress } from "../../../domain/wishlist-progress";

export type BadgeTone = "red" | "blue" | "grey";
export type WishlistBadge = { label: string; tone: BadgeTone };

const badgeTones: Record<Exclude<EffectiveStatus, "active">, BadgeTone> = {
  expired: "red",
  scheduled: "blue",
  draft: "grey",
};

/** Status badges: Expired red, Coming Soon blue, Draft grey; a live product has none. */
export function wishlistBadge(status: EffectiveStatus): WishlistBadge | null {
  const label = statusBadgeLabel(status);
  return status === "active" || label === null ? null : { label, tone: badgeTones[status] };
}

export type WishlistItemView = {
  status: EffectiveStatus;
  badge: WishlistBadge | null;
  /** The line under the item: when a live one ends, or why the others cannot be ordered. */
  footer: string;
  /** The time bar, for products that are or were on sale; a future or draft product has no window yet. */
  progress: WishlistProgress | null;
  /** Whether tapping opens the product's page: a draft has none a shopper can see (it would say "Product Not Found"). */
  opensProduct: boolean;
};

/**
 * Everything a wishlist row shows about its product's lifecycle at `now`. The bar's window starts at the
 * publish time when known (else 7 days before expiry, the domain's default).
 */
export function wishlistItemView(
  product: Pick<Product, "status" | "publishAt" | "expiresAt">,
  now: Date,
  formatDate: (date: Date) => string,
): WishlistItemView {
  const lifecycle = lifecycleFieldsOf(product);
  const status = effectiveStatus(lifecycle, now);
  const showsProgress = status === "active" || status === "expired";
  return {
    status,
    badge: wishlistBadge(status),
    footer:
      notOrderableMessage(lifecycle, now, formatDate) ?? `Available now · ends ${formatDate(lifecycle.expiresAt)}`,
    progress: showsProgress
      ? wishlistProgress({ expiresAt: lifecycle.expiresAt, startAt: lifecycle.publishAt }, now)
      : null,
    opensProduct: status !== "draft",
  };
}
