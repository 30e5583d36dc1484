import { type SQL, sql } from "drizzle-orm";
import {
  DASHBOARD_RANGE_FIGURES,
  type Dashboard,
  type DashboardQuery,
  type DashboardRangeFigures,
} from "../../contracts/dashboard";
import { type DayRange, daysOf, previousPeriod } from "../../domain/dashboard-range";
import { toCents } from "../../domain/pricing";
import type { Database } from "../db/client";
import { orders, products, users } from "../db/schema";
import { isDraft, isExpiredAt, isLiveAt, isScheduledAt } from "./catalog";
import { getStoreTimeZone } from "./store-time-zone";

/**
 * The sales dashboard (admin spec 2, 9; DESIGN 11), computed in SQL. A range is whole days in the store's
 * time zone, half-open: [from 00:00, to + 1 day 00:00). Every range read goes through
 * orders_created_status_total_idx, so a year over 100,000 orders stays an index range scan.
 */

const TOP_PRODUCTS = 5;

// Sums of numeric(10,2) can outgrow it; 16 digits keep any shop's revenue exact.
const revenueOf = (where: SQL) =>
  sql`coalesce(sum(${orders.totalPrice}) filter (where ${where}), 0)::numeric(16, 2)::text`;
const notCancelled = sql`${orders.status} <> 'cancelled'`;

type FiguresRow = {
  orders_count: number;
  delivered_count: number;
  cancelled_orders: number;
  revenue: string;
  revenue_orders_count: number;
};

function figuresColumns(inRange: SQL, prefix: string): SQL {
  const name = (column: keyof FiguresRow) => sql.raw(`"${prefix}${column}"`);
  return sql`count(*) filter (where ${inRange})::int as ${name("orders_count")},
    count(*) filter (where ${inRange} and ${orders.status} = 'delivered')::int as ${name("delivered_count")},
    count(*) filter (where ${inRange} and ${orders.status} = 'cancelled')::int as ${name("cancelled_orders")},
    ${revenueOf(sql`${inRange} and ${notCancelled}`)} as ${name("revenue")},
    count(*) filter (where ${inRange} and ${notCancelled})::int as ${name("revenue_orders_count")}`;
}

function figuresOf(row: Record<string, unknown>, prefix: string): DashboardRangeFigures {
  const get = (column: keyof FiguresRow) => row[`${prefix}${column}`];
  return {
    ordersCount: Number(get("orders_count")),
    deliveredCount: Number(get("delivered_count")),
    cancelledOrders: Number(get("cancelled_orders")),
    revenue: String(get("revenue")),
    revenueOrdersCount: Number(get("revenue_orders_count")),
  };
}

/** Percent change with one decimal, or null when there was nothing before to compare with. */
function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function changesOf(current: DashboardRangeFigures, previous: DashboardRangeFigures): Dashboard["change"] {
  const valueOf = (figures: DashboardRangeFigures, key: (typeof DASHBOARD_RANGE_FIGURES)[number]) =>
    key === "revenue" ? toCents(figures.revenue) : figures[key];
  return Object.fromEntries(
    DASHBOARD_RANGE_FIGURES.map((key) => [key, percentChange(valueOf(current, key), valueOf(previous, key))]),
  ) as Dashboard["change"];
}

/** The instants where each range's first day begins and where the range ends, in the store's zone. */
async function boundariesOf(database: Database, range: DayRange, previous: DayRange, timeZone: string) {
  // Epoch milliseconds: both drivers hand a float8 back as a number (raw timestamps differ between them).
  const midnight = (date: SQL) =>
    sql`(extract(epoch from (${date}::timestamp at time zone ${timeZone})) * 1000)::float8`;
  const [row] = await database.rows<{ previous_start: number; start: number; end: number }>(sql`select
    ${midnight(sql`${previous.from}::date`)} as previous_start,
    ${midnight(sql`${range.from}::date`)} as start,
    ${midnight(sql`(${range.to}::date + 1)`)} as "end"`);
  return { previousStart: new Date(row.previous_start), start: new Date(row.start), end: new Date(row.end) };
}

// Raw queries take instants as ISO text: postgres.js's unsafe() does not serialize a Date parameter.
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** GET /api/admin/dashboard: the cards, the change against the period before, the daily series, top products. */
export async function getDashboard(database: Database, query: DashboardQuery, now: Date): Promise<Dashboard> {
  const timeZone = await getStoreTimeZone(database.db);
  const range: DayRange = { from: query.from, to: query.to };
  const previous = previousPeriod(range);
  const { previousStart, start, end } = await boundariesOf(database, range, previous, timeZone);
  const inRange = sql`${orders.createdAt} >= ${instant(start)} and ${orders.createdAt} < ${instant(end)}`;

  const [[figures], days, top, [catalog], [customers]] = await Promise.all([
    // Both periods in one pass over their orders.
    database.rows<Record<string, unknown>>(sql`select
        ${figuresColumns(sql`${orders.createdAt} >= ${instant(start)}`, "current_")},
        ${figuresColumns(sql`${orders.createdAt} < ${instant(start)}`, "previous_")}
      from ${orders}
      where ${orders.createdAt} >= ${instant(previousStart)} and ${orders.createdAt} < ${instant(end)}`),
    database.rows<{ day: string; orders_count: number; revenue: string }>(sql`select
        to_char((${orders.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD') as day,
        count(*)::int as orders_count,
        ${revenueOf(notCancelled)} as revenue
      from ${orders}
      where ${inRange}
      group by 1`),
    // A product is its id; a deleted one (null id) is its snapshot name. The newest snapshot names it.
    database.rows<{ product_id: number | null; product_name: string; orders_count: number; revenue: string }>(sql`
      select ${orders.productId} as product_id,
        (array_agg(${orders.productName} order by ${orders.createdAt} desc, ${orders.id} desc))[1] as product_name,
        count(*)::int as orders_count,
        ${revenueOf(notCancelled)} as revenue
      from ${orders}
      where ${inRange}
      group by ${orders.productId}, (case when ${orders.productId} is null then ${orders.productName} end)
      order by count(*) desc, coalesce(sum(${orders.totalPrice}) filter (where ${notCancelled}), 0) desc, 2, 1
      limit ${TOP_PRODUCTS}`),
    database.rows<{ active: number; scheduled: number; draft: number; expired: number }>(sql`select
        count(*) filter (where ${isLiveAt(now)})::int as active,
        count(*) filter (where ${isScheduledAt(now)})::int as scheduled,
        count(*) filter (where ${isDraft})::int as draft,
        count(*) filter (where ${isExpiredAt(now)})::int as expired
      from ${products}`),
    database.rows<{ total: number; premium: number }>(sql`select
        count(*)::int as total,
        count(*) filter (where ${users.isPremium})::int as premium
      from ${users}`),
  ]);

  const current = figuresOf(figures, "current_");
  const before = figuresOf(figures, "previous_");
  const byDate = new Map(days.map((d) => [d.day, d]));
  const rangeOut = (r: DayRange, startsAt: Date, endsAt: Date) => ({
    ...r,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
  });
  return {
    timeZone,
    range: rangeOut(range, start, end),
    previousRange: rangeOut(previous, previousStart, start),
    cards: {
      ...current,
      activeProducts: catalog.active,
      scheduledCount: catalog.scheduled,
      draftProducts: catalog.draft,
      expiredProducts: catalog.expired,
      totalCustomers: customers.total,
      premiumCount: customers.premium,
      premiumUsers: customers.premium,
    },
    previous: before,
    change: changesOf(current, before),
    byDay: daysOf(range).map((date) => {
      const day = byDate.get(date);
      return { date, ordersCount: day?.orders_count ?? 0, revenue: day?.revenue ?? "0.00" };
    }),
    topProducts: top.map((p) => ({
      productId: p.product_id,
      productName: p.product_name,
      ordersCount: p.orders_count,
      revenue: p.revenue,
    })),
  };
}
