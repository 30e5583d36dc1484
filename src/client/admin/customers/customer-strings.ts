import type { PremiumSource } from "../../../contracts/admin-customers";
import { plural, TABLES } from "../strings";
import type { CustomerSegment } from "./customer-filters";

// The customers screen's words.

export const SEGMENT_LABELS: Record<CustomerSegment, string> = {
  all: "All",
  premium: "Premium",
  regular: "Regular",
};

/** How a premium change's source reads in a sentence ("Last changed by a Stripe payment on ..."). */
const PREMIUM_SOURCE_WORDS: Record<PremiumSource, string> = {
  stripe: "by a Stripe payment",
  demo: "by the demo membership (no payment)",
  admin: "by an admin",
};

export const CUSTOMERS = {
  search: "Search customers",
  searchHint: "Name, email or phone",
  segment: "Show",
  loading: "Loading customers",
  empty: "No customers found.",
  emptyText: "Shoppers appear here once they sign up.",
  emptyFiltered: "No customer matches this search and filter.",
  loadFailed: (message: string) => `Error loading customers: ${message}`,
  tryAgain: TABLES.tryAgain,
  tableCaption: "Customers",
  name: "Name",
  email: "Email",
  country: "Country",
  premium: "Premium",
  orders: "Orders",
  totalSpent: "Total spent",
  /** Under "Total spent" (paid orders): what their unpaid orders still owe. */
  unpaid: (amount: string) => `${amount} unpaid`,
  totalUnpaid: "Awaiting payment",
  joined: "Joined",
  actions: "Actions",
  yes: "Premium",
  no: "Regular",
  details: "Details",
  detailsOf: (name: string) => `Details of ${name}`,
  delete: "Delete",
  deleteOf: (name: string) => `Delete ${name}`,
  count: (shown: number, total: number) => `${shown} of ${plural(total, "customer")}`,
  // Details dialog
  detailsTitle: (name: string) => name,
  detailsText: (email: string) => `Customer ${email}`,
  phone: "Phone",
  address: "Address",
  none: "—",
  premiumToggle: "Premium member",
  premiumSource: (source: PremiumSource, when: string) => `Last changed ${PREMIUM_SOURCE_WORDS[source]} on ${when}.`,
  recentOrders: "Recent orders",
  noOrders: "No orders yet.",
  orderLine: (id: number, product: string) => `#${id} · ${product}`,
  loadingDetails: "Loading the customer",
  detailsFailed: (message: string) => `Error loading customers: ${message}`,
  // Delete dialog
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteText: (name: string, orders: number) =>
    `This permanently deletes ${name}'s account together with ${orders > 0 ? `their ${plural(orders, "order")}, ` : ""}their wishlist and their sessions (they are signed out everywhere). This cannot be undone.`,
  deleteConfirm: "Delete customer",
  deleting: "Deleting…",
  cancel: "Cancel",
  // Toasts
  premiumFailed: "Error updating premium status",
  deleteFailed: "Error deleting customer",
  premiumOn: "Premium status updated",
  premiumOnText: (name: string) => `${name} is now a premium member.`,
  premiumOffText: (name: string) => `${name} is no longer a premium member.`,
  deleted: "Customer deleted",
  deletedText: (name: string, orders: number) =>
    orders > 0 ? `${name} and their ${plural(orders, "order")} are gone.` : `${name} is gone.`,
} as const;
