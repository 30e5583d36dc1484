// The words for a product's lifecycle status, one spelling each: the back office's labels, the shop's
// labels and the wishlist's badges. Apart from product-lifecycle.ts so the shop's first download, which
// needs the lifecycle rules, does not carry words only later screens show.
import { EXPIRED_LABEL } from "./countdown";
import { isExpiringSoon, effectiveStatus, type EffectiveStatus, type LifecycleFields } from "./product-lifecycle";

const DRAFT_LABEL = "Draft";
const COMING_SOON_LABEL = "Coming Soon";

export type AdminStatusLabel = "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";

export function adminStatusLabel(p: LifecycleFields, now: Date): AdminStatusLabel {
  switch (effectiveStatus(p, now)) {
    case "draft":
      return DRAFT_LABEL;
    case "scheduled":
      return "Scheduled";
    case "expired":
      return EXPIRED_LABEL;
    case "active":
      return isExpiringSoon(p, now) ? "Expiring Soon" : "Active";
  }
}

export type CustomerStatusLabel = "Not yet available" | "Coming Soon" | "Expired" | "Active";

export function customerStatusLabel(status: EffectiveStatus): CustomerStatusLabel {
  switch (status) {
    case "draft":
      return "Not yet available";
    case "scheduled":
      return COMING_SOON_LABEL;
    case "expired":
      return EXPIRED_LABEL;
    case "active":
      return "Active";
  }
}

export type StatusBadgeLabel = "Draft" | "Coming Soon" | "Expired";

/**
 * The badge on a saved product the shopper cannot order (on the wishlist: Expired, Coming Soon,
 * Draft); a live product has none. A draft says "Draft" here, as in the back office, not the product
 * page's "Not yet available".
 */
export function statusBadgeLabel(status: EffectiveStatus): StatusBadgeLabel | null {
  switch (status) {
    case "draft":
      return DRAFT_LABEL;
    case "scheduled":
      return COMING_SOON_LABEL;
    case "expired":
      return EXPIRED_LABEL;
    case "active":
      return null;
  }
}
