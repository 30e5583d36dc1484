import type { DashboardPreset } from "../../../domain/dashboard-range";

// The dashboard's on-screen words. The spec's card titles and sub-lines (admin spec 2) are copied exactly.

export const PERIOD_LABELS: Record<DashboardPreset | "custom", string> = {
  today: "Today",
  yesterday: "Yesterday",
  "last-7-days": "Last 7 Days",
  "last-30-days": "Last 30 Days",
  "month-to-date": "Month to Date",
  "year-to-date": "Year to Date",
  custom: "Custom Range",
};

export const DASHBOARD = {
  timePeriod: "Time Period",
  summaryLabel: "Summary",
  moreLabel: "Products, cancellations and members",
  startDate: "Start Date",
  endDate: "End Date",
  showing: (from: string, to: string) => `Showing data from ${from} to ${to}`,
  ordersTitle: "Orders (Filtered)",
  delivered: (n: number) => `${n} delivered`,
  activeTitle: "Active Products",
  scheduled: (n: number) => `${n} scheduled`,
  revenueTitle: "Revenue (Filtered)",
  fromOrders: (n: number) => `from ${n} orders`,
  customersTitle: "Total Customers",
  premium: (n: number) => `${n} premium`,
  draftTitle: "Draft Products",
  expiredTitle: "Expired Products",
  cancelledTitle: "Cancelled Orders",
  premiumUsersTitle: "Premium Users",
  vsPrevious: "vs previous period",
  noPrevious: "nothing in the previous period",
  liveBadge: "Updated live",
  updatedAt: (time: string) => `Last updated ${time}`,
  refreshing: "Refreshing…",
  chartTitle: "Revenue and orders by day",
  chartRevenue: "Revenue",
  chartOrders: "Orders",
  chartEmpty: "No orders in this period.",
  chartSummary: (days: number, revenue: string, orders: number, busiest: string | null) =>
    `${days} ${days === 1 ? "day" : "days"}: ${revenue} from ${orders} ${orders === 1 ? "order" : "orders"}.` +
    (busiest ? ` Busiest day: ${busiest}.` : ""),
  busiestDay: (day: string, orders: number, revenue: string) =>
    `${day} with ${orders} ${orders === 1 ? "order" : "orders"} (${revenue})`,
  topTitle: "Top 5 products",
  topEmpty: "No products ordered in this period.",
  topProduct: "Product",
  topOrders: "Orders",
  topRevenue: "Revenue",
  deletedProduct: "(deleted)",
  loadFailed: "the dashboard",
  loading: "Loading the dashboard",
  rangeInvalid: "The start date must be on or before the end date.",
} as const;
