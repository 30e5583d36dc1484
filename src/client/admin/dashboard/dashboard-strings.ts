import type { SetupStep } from "../../../contracts/dashboard";
import type { DashboardPreset } from "../../../domain/dashboard-range";
import { plural } from "../strings";

// The dashboard's on-screen words.

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
  moreLabel: "Products, cancellations, members and drop alerts",
  startDate: "Start Date",
  endDate: "End Date",
  showing: (from: string, to: string) => `Showing data from ${from} to ${to}`,
  ordersTitle: "Orders (Filtered)",
  delivered: (n: number) => `${n} delivered`,
  activeTitle: "Active Products",
  scheduled: (n: number) => `${n} scheduled`,
  revenueTitle: "Revenue (Filtered)",
  fromOrders: (n: number) => `from ${plural(n, "order")}`,
  customersTitle: "Total Customers",
  premium: (n: number) => `${n} premium`,
  draftTitle: "Draft Products",
  expiredTitle: "Expired Products",
  cancelledTitle: "Cancelled Orders",
  premiumUsersTitle: "Premium Users",
  /** Shoppers with a browser subscribed to drop alerts and alerts not off. */
  alertSubscribersTitle: "Drop Alert Subscribers",
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
    `${plural(days, "day")}: ${revenue} from ${plural(orders, "order")}.` +
    (busiest ? ` Busiest day: ${busiest}.` : ""),
  barTitle: (day: string, revenue: string, orders: number) => `${day}: ${revenue}, ${plural(orders, "order")}`,
  busiestDay: (day: string, orders: number, revenue: string) => `${day} with ${plural(orders, "order")} (${revenue})`,
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

/** Each step's words and where it is done: a settings tab (a path inside the back office), or the server's environment. */
export const SETUP_STEPS_TEXT: Record<SetupStep, { title: string; text: string; href?: string }> = {
  "store-details": {
    title: "Store details",
    text: "Your shop's name, email and phone: shoppers see them in Help & Support and on every page.",
    href: "/settings?tab=store",
  },
  "shipping-rates": {
    title: "Shipping rates",
    text: "Check the rate of each country you ship to, and save them.",
    href: "/settings?tab=shipping-rates",
  },
  "payment-instructions": {
    title: "Payment instructions",
    text: "Orders arrive unpaid: tell shoppers how to pay (PayNow, bank details) in Store Settings.",
    href: "/settings?tab=store",
  },
  "payment-deadline": {
    title: "Payment deadline",
    text: "You sell limited sizes: cancel unpaid orders after a set time, so a unit nobody pays for goes back on sale.",
    href: "/settings?tab=store",
  },
  "pricing-table": {
    title: "Membership pricing table",
    text: "Only members can order: paste your Stripe pricing table so shoppers can join.",
    href: "/settings?tab=membership",
  },
  "two-factor": {
    title: "Two-factor sign-in",
    text: "Protect the back office with an authenticator code.",
    href: "/settings?tab=security",
  },
  "shopper-sign-in": {
    title: "Shopper sign-in",
    text: "Shoppers sign in with Google (or another OpenID Connect provider): set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET on the server, as the deploy guide's section 'Shopper sign-in' (docs/deploy.md) explains.",
  },
};

export const SETUP_TITLE = "Get your shop ready";
export const SETUP_LEFT = (n: number) => `${plural(n, "step")} left before the shop can sell on its own.`;
