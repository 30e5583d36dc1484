import { type SQL, sql } from "drizzle-orm";
import type { OrderFilters } from "../../../contracts/admin-orders";
import { MAX_ROW_ID } from "../../../contracts/ids";
import type { Database } from "../../db/client";
import { getStoreTimeZone } from "../settings/store-time-zone";

// Order groups: one customer's orders of one calendar day in the store's time zone. The database keeps them
// in order_groups (docs/decisions/009), so a page and its count are index reads whatever the number of orders.

/** The local day of an order, in the zone bound as a parameter. */
export const dayOf = (tz: string) => sql`(o.created_at at time zone ${tz})::date`;
/** The instant a local day (a SQL date expression) starts. */
export const startOf = (day: SQL, tz: string) => sql`((${day})::timestamp at time zone ${tz})`;
/**
 * An instant as epoch milliseconds: raw rows come back from the two drivers in different shapes for a
 * timestamp (a Date from PGlite, text from postgres.js), but the same for a float8.
 */
export const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;
// Raw queries take instants as ISO text: postgres.js's unsafe() does not serialize a Date parameter.
export const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The orders' own conditions: the day range. */
export function rangeConditions(filters: { from?: string; to?: string }, tz: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`o.created_at >= ${startOf(sql`${filters.from}::date`, tz)}`);
  if (filters.to) conditions.push(sql`o.created_at < ${startOf(sql`${filters.to}::date + 1`, tz)}`);
  return conditions;
}

/**
 * The groups a search finds, as (user_id, day): every group of a customer whose name or email matches, and
 * the group of each order whose product name (pg_trgm's index) or number matches. Groups are shown whole.
 */
function searchKeys(q: string, tz: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const digits = /^#?(\d{1,10})$/.exec(q);
  const id = digits ? Number(digits[1]) : NaN;
  return sql`select s.user_id, s.day from order_groups s
      where s.user_id in (select u.id from users u where u.full_name ilike ${pattern} or u.email ilike ${pattern})
    union
    select o.user_id, ${dayOf(tz)} from orders o
      where o.product_name ilike ${pattern}${id >= 1 && id <= MAX_ROW_ID ? sql` or o.id = ${id}` : sql``}`;
}

/**
 * The groups matching the filters, as parts of a query over order_groups g: `prefix` goes before the
 * statement's select (a search's keys, computed once), then `from g ... where`. A group's orders all fall on
 * its day, so its newest order's instant stands for the day in a range.
 */
export function groupSelection(
  filters: OrderFilters,
  tz: string,
  extra: SQL[] = [],
): { prefix: SQL; from: SQL; where: SQL } {
  const conditions: SQL[] = [...extra];
  const holdsOrder = (condition: SQL) =>
    sql`exists (select 1 from orders o where o.user_id = g.user_id
      and o.created_at >= ${startOf(sql`g.day`, tz)} and o.created_at < ${startOf(sql`g.day + 1`, tz)}
      and ${condition})`;
  // An order status finds every group holding an order in it, not only groups whose summary status it is:
  // a group with one cancelled order among processed ones still has a cancelled order.
  if (filters.status === "partially processed") conditions.push(sql`g.status = ${filters.status}`);
  else if (filters.status) conditions.push(holdsOrder(sql`o.status = ${filters.status}`));
  // "paid" and "unpaid" the same way: a group holding a paid and an unpaid order is found by both (and by its
  // summary, "partially paid"). Cancelled orders count for neither, as in the group's payment status.
  if (filters.payment === "paid" || filters.payment === "unpaid")
    conditions.push(holdsOrder(sql`o.status <> 'cancelled' and o.is_paid = ${filters.payment === "paid"}`));
  else if (filters.payment) conditions.push(sql`g.payment_status = ${filters.payment}`);
  if (filters.from) conditions.push(sql`g.latest_at >= ${startOf(sql`${filters.from}::date`, tz)}`);
  if (filters.to) conditions.push(sql`g.latest_at < ${startOf(sql`${filters.to}::date + 1`, tz)}`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  if (!filters.q) return { prefix: sql``, from: sql`order_groups g`, where };
  return {
    prefix: sql`with k as materialized (${searchKeys(filters.q, tz)}) `,
    // Each found group read by its key (limit 1 keeps the planner from turning this into a hash of every
    // group, which it prefers when it cannot tell how few a search finds).
    from: sql`k cross join lateral (
        select * from order_groups s where s.user_id = k.user_id and s.day = k.day limit 1
      ) g`,
    where,
  };
}

/** The store's time zone, with order_groups moved to it first if it changed since (a one-off rebuild). */
export async function orderGroupsZone(database: Database): Promise<string> {
  const tz = await getStoreTimeZone(database.db);
  await database.rows(sql`select 1 as done from order_groups_use_zone(${tz})`);
  return tz;
}
