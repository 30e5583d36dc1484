import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import type { OrderGroup, OrderGroupPage, OrderGroupsQuery } from "../../../contracts/admin-orders";
import {
  ADMIN_ORDER_GROUPS_PER_PAGE,
  type DayGroupPaymentStatus,
  type DayGroupStatus,
  orderGroupLabel,
} from "../../../domain/order-groups";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { selectAdminOrders } from "./admin-orders";
import { epochMs, groupSelection, orderGroupsZone, startOf } from "./order-group-selection";

// The orders screen's groups: one customer's orders of one day in the store's time zone, a
// page at a time, newest first, each with every one of its orders.

type GroupRow = {
  user_id: number;
  day: string;
  day_start: number;
  day_end: number;
  n: number;
  total: string;
  group_status: DayGroupStatus;
  payment_status: DayGroupPaymentStatus;
  total_groups: number;
};

/** GET /api/admin/order-groups: one page of groups, newest first, with every order of each. */
export async function listOrderGroups(database: Database, query: OrderGroupsQuery): Promise<OrderGroupPage> {
  const tz = await orderGroupsZone(database);
  const pageSize = ADMIN_ORDER_GROUPS_PER_PAGE;
  const { prefix, from, where } = groupSelection(query, tz);
  // The count is its own subquery, so the page is read through the index and stops after its rows.
  const rows = await database.rows<GroupRow>(sql`${prefix}
    select g.user_id, g.day::text as day, ${epochMs(startOf(sql`g.day`, tz))} as day_start,
      ${epochMs(startOf(sql`g.day + 1`, tz))} as day_end, g.orders_count as n, g.total::text as total,
      g.status as group_status, g.payment_status, (select count(*)::int from ${from} where ${where}) as total_groups
    from ${from} where ${where}
    order by g.latest_at desc, g.user_id desc
    limit ${pageSize} offset ${(query.page - 1) * pageSize}`);
  let total = rows[0]?.total_groups ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await database.rows<{ total: number }>(
      sql`${prefix} select count(*)::int as total from ${from} where ${where}`,
    );
    total = counted.total;
  }
  const groupOrders =
    rows.length === 0
      ? []
      : await selectAdminOrders(
          database.db,
          or(
            ...rows.map((g) =>
              and(
                eq(orders.userId, g.user_id),
                gte(orders.createdAt, new Date(g.day_start)),
                lt(orders.createdAt, new Date(g.day_end)),
              ),
            ),
          ),
        );
  const groups = rows.map((g): OrderGroup => {
    const own = groupOrders.filter((o) => {
      const at = Date.parse(o.createdAt);
      return o.userId === g.user_id && at >= g.day_start && at < g.day_end;
    });
    return {
      key: `${g.user_id}:${g.day}`,
      label: orderGroupLabel(g.user_id, g.day),
      userId: g.user_id,
      customerName: own[0]?.customerName ?? "",
      customerEmail: own[0]?.customerEmail ?? "",
      day: g.day,
      orders: own,
      totalAmount: g.total,
      itemCount: g.n,
      status: g.group_status,
      paymentStatus: g.payment_status,
    };
  });
  return { groups, total, page: query.page, pageSize, timeZone: tz };
}
