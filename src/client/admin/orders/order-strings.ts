import type { DayGroupPaymentStatus, DayGroupStatus } from "../../../domain/order-groups";
import { type Noun, plural } from "../strings";

// The orders screen's words. The spec's toast titles (admin spec 8) are copied exactly.

/** How a group's payment status reads on its chip and in the filter (admin spec 4: "All Cancelled"). */
export const PAYMENT_LABELS: Record<DayGroupPaymentStatus, string> = {
  paid: "paid",
  unpaid: "unpaid",
  "partially paid": "partially paid",
  cancelled: "All Cancelled",
};

/** Group and order status chips read as the status itself ("partially processed" included). */
export const statusLabel = (status: DayGroupStatus): string => status;

export const ORDERS = {
  status: "Order status",
  allStatuses: "All statuses",
  payment: "Payment status",
  allPayments: "All payments",
  from: "From",
  to: "To",
  search: "Search",
  searchHint: "Customer name, email, product or order number",
  clear: "Clear filters",
  exportCsv: "Export",
  loading: "Loading orders",
  loadFailed: "the orders",
  emptyTitle: "No orders yet",
  emptyFilteredTitle: "No matching orders",
  emptyText: "Orders appear here as soon as shoppers place them.",
  emptyFiltered: "No order groups match these filters.",
  tableCaption: "Order groups, one customer and day each",
  group: "Group",
  customer: "Customer",
  day: "Day",
  items: "Items",
  total: "Total",
  paymentColumn: "Payment",
  actions: "Actions",
  view: "View",
  viewGroup: (label: string) => `View order group ${label}`,
  groupBeside: (customer: string, day: string) => `${customer} · ${day}`,
  pagination: "Order group pages",
  rows: { one: "group", many: "groups" } satisfies Noun,
  // The detail dialog
  groupTitle: (label: string) => `Order group ${label}`,
  groupText: (customer: string, day: string, count: number) =>
    `${customer}'s ${count === 1 ? "order" : "orders"} of ${day}.`,
  orderTitle: (id: number) => `Order #${id}`,
  size: "Size",
  price: "Price",
  discount: "Discount",
  discounted: "Price after discount",
  shipping: "Shipping",
  orderTotal: "Total",
  shipTo: "Ship to",
  phone: "Phone",
  noPhone: "No phone given",
  sku: "SKU",
  supplier: "Supplier link",
  paid: "Paid",
  unpaid: "Unpaid",
  placed: "Placed",
  markProcessed: "Mark Processed",
  markShipped: "Mark Shipped",
  markDelivered: "Mark Delivered",
  markPaid: "Mark as Paid",
  adminCancel: "Admin Cancel",
  cancelledByAdmin: "cancelled by admin",
  cancelledByCustomer: "cancelled by customer",
  reason: (reason: string) => `Reason: ${reason}`,
  bulkProcess: (n: number) => `Mark ${n} processed`,
  bulkPaid: (n: number) => `Mark ${n} paid`,
  bulkProcessTitle: "Mark these orders processed?",
  bulkProcessText: (n: number, label: string) =>
    `${plural(n, "order")} of group ${label} will be marked processed, one at a time.`,
  bulkPaidTitle: "Mark these orders paid?",
  bulkPaidText: (n: number, label: string) =>
    `${plural(n, "unpaid order")} of group ${label} will be marked paid, one at a time.`,
  markPaidTitle: (id: number) => `Mark order #${id} as paid?`,
  markPaidText: (amount: string) =>
    `Only confirm once ${amount} has reached the shop. A paid order cannot be set back to unpaid.`,
  confirm: "Confirm",
  cancel: "Cancel",
  working: "Working…",
  // The cancel-reason dialog
  cancelTitle: (id: number) => `Cancel order #${id}?`,
  cancelText: "The customer sees the order as cancelled by the shop, with this reason. This cannot be undone.",
  cancelReason: "Reason",
  cancelConfirm: "Cancel order",
  keepOrder: "Keep order",
  // Toasts (admin spec 8)
  statusFailed: "Failed to update order status",
  paymentFailed: "Failed to update payment status",
  cancelFailed: "Failed to cancel order",
  bulkFailed: "Bulk operation failed",
  bulkFailedText: (ids: readonly number[], message: string) =>
    `${ids.length === 1 ? "Order" : "Orders"} ${ids.map((id) => `#${id}`).join(", ")} could not be updated: ${message}`,
  statusDone: "Order status updated",
  statusDoneText: (id: number, status: string) => `Order #${id} is now ${status}.`,
  paidDone: "Payment updated",
  paidDoneText: (id: number) => `Order #${id} is now paid.`,
  cancelDone: "Order cancelled",
  cancelDoneText: (id: number) => `Order #${id} has been cancelled.`,
  bulkDone: "Bulk operation completed",
  bulkProcessedText: (n: number) => `${plural(n, "order")} marked processed.`,
  bulkPaidDoneText: (n: number) => `${plural(n, "order")} marked paid.`,
} as const;
