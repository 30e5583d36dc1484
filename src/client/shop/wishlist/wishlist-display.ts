import type { Product } from "../../../contracts/product";
import {
  effectiveStatus,
  notOrderableMessage,
  type EffectiveStatus,
  type LifecycleFields,
} from "../../../domain/product-lifecycle";
import { wishlistProgress, type WishlistProgress } from "../../../domain/wishlist-progress";

export type BadgeTone = "red" | "blue" | "grey";
export type WishlistBadge = { label: string; tone: BadgeTone };

/** The spec's status badges: Expired red, Coming Soon blue, Draft grey; a live product has none. */
export function wishlistBadge(status: EffectiveStatus): WishlistBadge | null {
  switch (status) {
    case "expired":
      return { label: "Expired", tone: "red" };
    case "scheduled":
      return { label: "Coming Soon", tone: "blue" };
    case "draft":
      return { label: "Draft", tone: "grey" };
    case "active":
      return null;
  }
}

export function lifecycleOf(product: Pick<Product, "status" | "publishAt" | "expiresAt">): LifecycleFields {
  return {
    status: product.status,
    publishAt: product.publishAt === null ? null : new Date(product.publishAt),
    expiresAt: new Date(product.expiresAt),
  };
}

export type WishlistItemView = {
  status: EffectiveStatus;
  badge: WishlistBadge | null;
  /** The line under the item: when a live one ends, or why the others cannot be ordered. */
  footer: string;
  /** The time bar, for products that are or were on sale; a future or draft product has no window yet. */
  progress: WishlistProgress | null;
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
  const lifecycle = lifecycleOf(product);
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
  };
}
