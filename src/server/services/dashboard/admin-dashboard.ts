import { type SQL, sql } from "drizzle-orm";
import {
  DASHBOARD_RANGE_FIGURES,
  type Dashboard,
  type DashboardQuery,
  type DashboardRangeFigures,
} from "../../../contracts/dashboard";
import { type DayRange, daysOf, previousPeriod, rangeDays } from "../../../domain/dashboard-range";
import { toCents } from "../../../domain/pricing";
import type { Database } from "../../db/client";
import { orders, products, users } from "../../db/schema";
import { isDraft, isExpiredAt, isLiveAt, isScheduledAt } from "../products/catalog";
import { countAlertSubscribers } from "../push/push-subscriptions";
import { getStoreTimeZone } from "../settings/store-time-zone";

/**
 * The sales dashboard, computed in SQL. A range is whole days in the store's
 * time zone, half-open: [from 00:00, to + 1 day 00:00). Two reads of orders run at once: both periods' orders
 * counted per day in one index-only range scan of orders_created_status_total_idx, and the top products.
 */

const TOP_PRODUCTS = 5;

// Revenue is summed as numeric and sent as numeric(16, 2): sums of numeric(10,2) can outgrow their type, and
// 16 digits keep any shop's revenue exact.
const notCancelled = sql`${orders.status} <> 'cancelled'`;
/**
 * Money the shop has: paid (at the tap, or marked paid) and not cancelled, so neither an order waiting for a
 * transfer nor a refunded one (a cancelled card-paid order is refunded) earns (docs/decisions/071).
 */
const captured = sql`${notCancelled} and ${orders.isPaid}`;

type FiguresRow = {
  orders_count: number;
  delivered_count: number;
  cancelled_orders: number;
  revenue: string;
  revenue_orders_count: number;
};

function figuresOf(row: FiguresRow | undefined): DashboardRangeFigures {
  return {
    ordersCount: row?.orders_count ?? 0,
    deliveredCount: row?.delivered_count ?? 0,
    cancelledOrders: row?.cancelled_orders ?? 0,
    revenue: row?.revenue ?? "0.00",
    revenueOrdersCount: row?.revenue_orders_count ?? 0,
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
  const previousDays = rangeDays(previous);
  const { previousStart, start, end } = await boundariesOf(database, range, previous, timeZone);
  const inRange = sql`${orders.createdAt} >= ${instant(start)} and ${orders.createdAt} < ${instant(end)}`;

  const [days, top, [catalog], [customers], alertSubscribers] = await Promise.all([
    // One pass over both periods' orders (an index-only range scan): each order's day is its bucket among the
    // days' first instants (width_bucket, a binary search; no time zone arithmetic per order), and the days
    // are then summed per period. Bucket 1 is the previous period's first day.
    database.rows<FiguresRow & { bucket: number | null; current: boolean | null }>(sql`
      with bounds as (
        select array(
          select ((${previous.from}::date + i)::timestamp at time zone ${timeZone})
          from generate_series(0, ${previousDays + rangeDays(range)}) i
        ) as starts
      ),
      per_day as (
        select width_bucket(${orders.createdAt}, bounds.starts) as bucket,
          count(*)::int as orders_count,
          count(*) filter (where ${orders.status} = 'delivered')::int as delivered_count,
          count(*) filter (where ${orders.status} = 'cancelled')::int as cancelled_orders,
          coalesce(sum(${orders.totalPrice}) filter (where ${captured}), 0) as revenue,
          count(*) filter (where ${captured})::int as revenue_orders_count
        from ${orders} cross join bounds
        where ${orders.createdAt} >= ${instant(previousStart)} and ${orders.createdAt} < ${instant(end)}
        group by 1
      )
      select bucket, null::boolean as current, orders_count, delivered_count, cancelled_orders,
        revenue::numeric(16, 2)::text as revenue, revenue_orders_count
      from per_day
      union all
      select null, bucket > ${previousDays}, sum(orders_count)::int, sum(delivered_count)::int,
        sum(cancelled_orders)::int, sum(revenue)::numeric(16, 2)::text, sum(revenue_orders_count)::int
      from per_day
      group by 2`),
    // A product is its id; a deleted one (null id) is its snapshot name, and the newest snapshot names it.
    // Counted first; names are looked up only for the groups that can make the top (ties at the cut).
    database.rows<{ product_id: number | null; product_name: string; orders_count: number; revenue: string }>(sql`
      with counted as (
        select ${orders.productId} as product_id,
          case when ${orders.productId} is null then ${orders.productName} end as deleted_name,
          count(*)::int as orders_count,
          coalesce(sum(${orders.totalPrice}) filter (where ${orders.isPaid}), 0) as revenue
        from ${orders}
        -- Cancelled orders neither count nor earn: a product whose orders were all cancelled does not rank.
        where ${inRange} and ${notCancelled}
        group by 1, 2
      ),
      cut as (select orders_count, revenue from counted order by 1 desc, 2 desc offset ${TOP_PRODUCTS - 1} limit 1)
      select c.product_id, (
          select o.product_name from ${orders} o
          where o.created_at >= ${instant(start)} and o.created_at < ${instant(end)}
            and (o.product_id = c.product_id or (c.product_id is null and o.product_id is null
              and o.product_name = c.deleted_name))
          order by o.created_at desc, o.id desc limit 1
        ) as product_name,
        c.orders_count, c.revenue::numeric(16, 2)::text as revenue
      from counted c
      where not exists (select 1 from cut) or (c.orders_count, c.revenue) >= (select orders_count, revenue from cut)
      order by c.orders_count desc, c.revenue desc, 2, 1
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
    countAlertSubscribers(database.db),
  ]);

  const current = figuresOf(days.find((d) => d.bucket === null && d.current === true));
  const before = figuresOf(days.find((d) => d.bucket === null && d.current === false));
  const byBucket = new Map(days.filter((d) => d.bucket !== null).map((d) => [d.bucket, d]));
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
      alertSubscribers,
    },
    previous: before,
    change: changesOf(current, before),
    byDay: daysOf(range).map((date, i) => {
      const day = byBucket.get(previousDays + i + 1);
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
