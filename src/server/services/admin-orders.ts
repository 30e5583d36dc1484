import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminOrder,
  ORDER_CSV_COLUMNS,
  type OrderFilters,
  type OrderGroup,
  type OrderGroupPage,
  type OrderGroupsQuery,
} from "../../contracts/admin-orders";
import { MAX_ROW_ID } from "../../contracts/ids";
import { formatCsv } from "../../domain/csv";
import {
  ADMIN_ORDER_GROUPS_PER_PAGE,
  canAdminCancel,
  type DayGroupPaymentStatus,
  type DayGroupStatus,
  type OrderStatus,
  orderGroupLabel,
  previousAdminStatus,
} from "../../domain/order-groups";
import type { Database, Db } from "../db/client";
import { orders, users } from "../db/schema";
import { AppError } from "../errors";
import type { EventPublisher } from "../events";
import { activityBy, type AdminActor, recordActivity } from "./activity-log";
import { announceOrderStatus, ORDER_NOT_FOUND, type OrderRow } from "./orders";
import { getStoreTimeZone } from "./store-time-zone";

/**
 * The back office's side of orders (admin spec 3, 4, 7; DESIGN 11): the full list, the transitions (each a
 * conditional UPDATE, so two concurrent ones cannot both pass, with its activity row in the same
 * transaction), the customer-and-day groups computed in SQL, and the streamed CSV export. The shopper's side
 * is orders.ts.
 */

export const CANCELLED_ORDER_FINAL = "This order is cancelled; it has no further actions";
export const ORDER_ALREADY_PAID = "This order is already paid";

const orderTarget = (id: number) => `order:${id}`;

const adminOrderColumns = { order: orders, customerName: users.fullName, customerEmail: users.email };
type AdminOrderRow = { order: OrderRow; customerName: string; customerEmail: string };

export function toAdminOrder({ order: o, customerName, customerEmail }: AdminOrderRow): AdminOrder {
  return {
    id: o.id,
    userId: o.userId,
    customerName,
    customerEmail,
    productId: o.productId,
    size: o.size,
    status: o.status,
    isPaid: o.isPaid,
    shippingCountry: o.shippingCountry,
    shippingCost: o.shippingCost,
    totalPrice: o.totalPrice,
    shippingAddress: o.shippingAddress,
    shippingApartment: o.shippingApartment,
    shippingPostalCode: o.shippingPostalCode,
    shippingPhone: o.shippingPhone,
    productName: o.productName,
    productDescription: o.productDescription,
    productSku: o.productSku,
    productPrice: o.productPrice,
    productDiscountAmount: o.productDiscountAmount,
    productDiscountedPrice: o.productDiscountedPrice,
    productImages: o.productImages,
    productCategory: o.productCategory,
    productSupplierLink: o.productSupplierLink,
    cancelledBy: o.cancelledBy,
    cancellationReason: o.cancellationReason,
    createdAt: o.createdAt.toISOString(),
  };
}

/** Orders with their customers, newest first; `where` narrows them. */
export async function selectAdminOrders(db: Db, where?: SQL, limit?: number): Promise<AdminOrder[]> {
  const query = db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return (await (limit === undefined ? query : query.limit(limit))).map(toAdminOrder);
}

/** GET /api/admin/orders: every order, newest first (the spec's list call keeps its full answer). */
export async function listAdminOrders(db: Db): Promise<AdminOrder[]> {
  return selectAdminOrders(db);
}

async function adminOrderById(db: Db, id: number): Promise<AdminOrder> {
  const [order] = await selectAdminOrders(db, eq(orders.id, id));
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return order;
}

/** Why an order cannot take a step; the current row tells which refusal applies. */
async function refusal(db: Db, id: number, explain: (o: OrderRow) => string): Promise<AppError> {
  const [current] = await db.select().from(orders).where(eq(orders.id, id));
  if (!current) return new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return new AppError("CONFLICT", current.status === "cancelled" ? CANCELLED_ORDER_FINAL : explain(current));
}

/**
 * PUT /api/admin/orders/{id}/status: one step along processing -> processed -> shipped -> delivered. The
 * UPDATE only matches the status that leads to the new one, so of two concurrent clicks one wins.
 */
export async function changeOrderStatus(
  db: Db,
  events: EventPublisher,
  id: number,
  status: Extract<OrderStatus, "processed" | "shipped" | "delivered">,
  actor: AdminActor,
): Promise<AdminOrder> {
  const from = previousAdminStatus(status);
  if (!from) throw new AppError("BAD_REQUEST", `An order cannot be moved to ${status}`);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning();
    if (!row) return null;
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.status",
      target: orderTarget(id),
      changes: { before: { status: from }, after: { status } },
    });
    return row;
  });
  if (!updated)
    throw await refusal(
      db,
      id,
      (current) => `Only a ${from} order can be marked ${status}; order ${id} is ${current.status}`,
    );
  await announceOrderStatus(events, updated);
  return adminOrderById(db, id);
}

/** PUT /api/admin/orders/{id}/paid: any order that is neither cancelled nor paid yet. */
export async function markOrderPaid(
  db: Db,
  events: EventPublisher,
  id: number,
  actor: AdminActor,
): Promise<AdminOrder> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ isPaid: true })
      .where(and(eq(orders.id, id), eq(orders.isPaid, false), sql`${orders.status} <> 'cancelled'`))
      .returning();
    if (!row) return null;
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.paid",
      target: orderTarget(id),
      changes: { before: { isPaid: false }, after: { isPaid: true } },
    });
    return row;
  });
  if (!updated) throw await refusal(db, id, () => ORDER_ALREADY_PAID);
  await events.publish({
    audience: "user",
    userId: updated.userId,
    message: { type: "orderPaymentUpdate", orderId: id, status: "paid", data: { orderId: id, isPaid: true } },
  });
  return adminOrderById(db, id);
}

/** PUT /api/admin/orders/{id}/cancel: until delivered, with the admin's reason, stored as cancelled by admin. */
export async function cancelOrderByAdmin(
  db: Db,
  events: EventPublisher,
  id: number,
  reason: string,
  actor: AdminActor,
): Promise<AdminOrder> {
  const result = await db.transaction(async (tx) => {
    // Locked, so the status written to the log as "before" is the one the UPDATE replaces.
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
    if (!current || !canAdminCancel(current)) return null;
    const [row] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "admin", cancellationReason: reason })
      .where(and(eq(orders.id, id), eq(orders.status, current.status)))
      .returning();
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "order.cancel",
      target: orderTarget(id),
      changes: {
        before: { status: current.status },
        after: { status: "cancelled", cancelledBy: "admin", cancellationReason: reason },
      },
    });
    return row;
  });
  if (!result)
    throw await refusal(db, id, (current) => `A ${current.status} order cannot be cancelled; order ${id} is final`);
  await announceOrderStatus(events, result);
  return adminOrderById(db, id);
}

// ---------------------------------------------------------------------------------------------------------
// Order groups: one customer's orders of one calendar day in the store's time zone. The database keeps them
// in order_groups (docs/decisions/009), so a page and its count are index reads whatever the number of orders.

/** The local day of an order, in the zone bound as a parameter. */
const dayOf = (tz: string) => sql`(o.created_at at time zone ${tz})::date`;
/** The instant a local day (a SQL date expression) starts. */
const startOf = (day: SQL, tz: string) => sql`((${day})::timestamp at time zone ${tz})`;
/**
 * An instant as epoch milliseconds: raw rows come back from the two drivers in different shapes for a
 * timestamp (a Date from PGlite, text from postgres.js), but the same for a float8.
 */
const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;
// Raw queries take instants as ISO text: postgres.js's unsafe() does not serialize a Date parameter.
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The orders' own conditions: the day range. */
function rangeConditions(filters: { from?: string; to?: string }, tz: string): SQL[] {
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
function groupSelection(filters: OrderFilters, tz: string, extra: SQL[] = []): { prefix: SQL; from: SQL; where: SQL } {
  const conditions: SQL[] = [...extra];
  if (filters.status === "partially processed") conditions.push(sql`g.status = ${filters.status}`);
  // An order status finds every group holding an order in it, not only groups whose summary status it is:
  // a group with one cancelled order among processed ones still has a cancelled order (issue 22).
  else if (filters.status)
    conditions.push(sql`exists (select 1 from orders o where o.user_id = g.user_id
      and o.created_at >= ${startOf(sql`g.day`, tz)} and o.created_at < ${startOf(sql`g.day + 1`, tz)}
      and o.status = ${filters.status})`);
  if (filters.payment) conditions.push(sql`g.payment_status = ${filters.payment}`);
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
async function orderGroupsZone(database: Database): Promise<string> {
  const tz = await getStoreTimeZone(database.db);
  await database.rows(sql`select 1 as done from order_groups_use_zone(${tz})`);
  return tz;
}

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

// ---------------------------------------------------------------------------------------------------------
// The CSV export: the same groups, one row per order, streamed in windows of whole days.

/** Orders per window, about; a window always ends on a day boundary, so no group is cut in two. */
export const EXPORT_WINDOW_ORDERS = 2000;

type CsvOrderRow = {
  id: number;
  created_at: string;
  customer_name: string;
  customer_email: string;
  shipping_address: string;
  shipping_apartment: string;
  shipping_postal_code: string;
  shipping_country: string;
  shipping_phone: string | null;
  product_name: string;
  product_sku: string | null;
  size: string | null;
  product_price: string;
  product_discount_amount: string;
  shipping_cost: string;
  total_price: string;
  status: OrderStatus;
  is_paid: boolean;
  cancelled_by: string | null;
  cancellation_reason: string | null;
};

function csvCells(row: CsvOrderRow): Record<string, string> {
  const cells: Record<(typeof ORDER_CSV_COLUMNS)[number], string> = {
    "Order ID": String(row.id),
    "Created At": row.created_at,
    "Customer Name": row.customer_name,
    "Customer Email": row.customer_email,
    "Shipping Address": row.shipping_address,
    Apartment: row.shipping_apartment,
    "Postal Code": row.shipping_postal_code,
    Country: row.shipping_country,
    Phone: row.shipping_phone ?? "",
    Product: row.product_name,
    SKU: row.product_sku ?? "",
    Size: row.size ?? "",
    Price: row.product_price,
    Discount: row.product_discount_amount,
    Shipping: row.shipping_cost,
    Total: row.total_price,
    Status: row.status,
    Paid: row.is_paid ? "Yes" : "No",
    "Cancelled By": row.cancelled_by ?? "",
    "Cancellation Reason": row.cancellation_reason ?? "",
  };
  return cells;
}

/** The download's name carries the date range: orders-<from>-to-<to>.csv, or orders-all-<today>.csv. */
export function orderExportFileName(filters: OrderFilters, today: string): string {
  if (filters.from) return `orders-${filters.from}-to-${filters.to ?? today}.csv`;
  if (filters.to) return `orders-all-to-${filters.to}.csv`;
  return `orders-all-${today}.csv`;
}

const BOM = "\uFEFF";

/**
 * GET /api/admin/orders/export.csv: UTF-8 with a BOM, newest first, formula-guarded cells (formatCsv). It
 * walks back through time in windows of whole days of about EXPORT_WINDOW_ORDERS orders each, so memory
 * stays constant whatever the number of orders, and no connection or transaction is held between windows.
 */
export async function* streamOrdersCsv(database: Database, filters: OrderFilters, tz: string): AsyncGenerator<string> {
  // formatCsv ends the header line itself; another line break here was a blank line in every export.
  yield BOM + formatCsv(ORDER_CSV_COLUMNS, []);
  const lower = rangeConditions({ from: filters.from }, tz);
  const groupFilter = filters.q || filters.status || filters.payment;
  if (groupFilter) await database.rows(sql`select 1 as done from order_groups_use_zone(${tz})`);
  // The end of the range (exclusive); null while unbounded.
  let before: Date | null = null;
  if (filters.to) {
    const [end] = await database.rows<{ at: number }>(
      sql`select ${epochMs(startOf(sql`${filters.to}::date + 1`, tz))} as at`,
    );
    before = new Date(end.at);
  }
  for (;;) {
    const upper = before ? [sql`o.created_at < ${instant(before)}`] : [];
    const [boundary] = await database.rows<{ start: number }>(sql`
      select ${epochMs(startOf(dayOf(tz), tz))} as start from orders o
      ${lower.length + upper.length ? sql`where ${sql.join([...lower, ...upper], sql` and `)}` : sql``}
      order by o.created_at desc limit 1 offset ${EXPORT_WINDOW_ORDERS}`);
    const windowStart = boundary ? new Date(boundary.start) : null;
    const windowConditions = [...upper, ...(windowStart ? [sql`o.created_at >= ${instant(windowStart)}`] : lower)];
    // The window's matching groups: a window holds whole days, so their newest orders fall inside it too.
    const groups =
      groupFilter &&
      groupSelection(filters, tz, [
        ...(before ? [sql`g.latest_at < ${instant(before)}`] : []),
        ...(windowStart ? [sql`g.latest_at >= ${instant(windowStart)}`] : []),
      ]);
    const rows = await database.rows<CsvOrderRow>(sql`${groups ? groups.prefix : sql``}
      select o.id, to_char(o.created_at at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as created_at,
        u.full_name as customer_name, u.email as customer_email, o.shipping_address, o.shipping_apartment,
        o.shipping_postal_code, o.shipping_country, o.shipping_phone, o.product_name, o.product_sku, o.size,
        o.product_price::text as product_price, o.product_discount_amount::text as product_discount_amount,
        o.shipping_cost::text as shipping_cost, o.total_price::text as total_price, o.status, o.is_paid,
        o.cancelled_by, o.cancellation_reason
      from orders o join users u on u.id = o.user_id
      where ${sql.join(windowConditions.length ? windowConditions : [sql`true`], sql` and `)}
      ${
        groups
          ? sql`and (o.user_id, ${dayOf(tz)}) in (select g.user_id, g.day from ${groups.from} where ${groups.where})`
          : sql``
      }
      order by o.created_at desc, o.id desc`);
    if (rows.length > 0) yield formatCsv(ORDER_CSV_COLUMNS, rows.map(csvCells), { header: false }) + "\r\n";
    if (!windowStart) return;
    before = windowStart;
  }
}
