import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import {
  type AdminOrder,
  MAX_ROW_ID,
  ORDER_CSV_COLUMNS,
  type OrderFilters,
  type OrderGroup,
  type OrderGroupPage,
  type OrderGroupsQuery,
} from "../../contracts/admin-orders";
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
import { type AdminActor, recordActivity } from "./activity-log";
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
export const activityBy = ({ adminId, ip, now }: AdminActor) => ({ adminId, ip, at: now });

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
// Order groups: one customer's orders of one calendar day in the store's time zone, computed in SQL.

/** The local day of an order, in the zone bound as a parameter. */
const dayOf = (tz: string) => sql`(o.created_at at time zone ${tz})::date`;
/** The instant a local day (a SQL date expression) starts. */
const startOf = (day: SQL, tz: string) => sql`((${day})::timestamp at time zone ${tz})`;
/**
 * An instant as epoch milliseconds: raw rows come back from the two drivers in different shapes for a
 * timestamp (a Date from PGlite, text from postgres.js), but the same for a float8.
 */
const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The orders' own conditions: the day range, and (when narrowing) what a matching group must hold. */
function rangeConditions(filters: { from?: string; to?: string }, tz: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(sql`o.created_at >= ${startOf(sql`${filters.from}::date`, tz)}`);
  if (filters.to) conditions.push(sql`o.created_at < ${startOf(sql`${filters.to}::date + 1`, tz)}`);
  return conditions;
}

function searchCondition(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  const digits = /^#?(\d{1,10})$/.exec(q);
  const id = digits ? Number(digits[1]) : NaN;
  return sql`(u.full_name ilike ${pattern} or u.email ilike ${pattern} or o.product_name ilike ${pattern}${
    id >= 1 && id <= MAX_ROW_ID ? sql` or o.id = ${id}` : sql``
  })`;
}

/**
 * An order every matching group must hold, when that is a narrow set worth finding first through an index:
 * a search hit, an order of the filtered status, an unpaid or a cancelled one. Broad filters (delivered,
 * paid, none) aggregate the whole range instead.
 */
function narrowingCondition(filters: OrderFilters): SQL | null {
  if (filters.q) return searchCondition(filters.q);
  if (filters.status && filters.status !== "delivered")
    return sql`o.status = ${filters.status === "partially processed" ? "cancelled" : filters.status}`;
  if (filters.payment === "unpaid" || filters.payment === "partially paid")
    return sql`o.is_paid = false and o.status <> 'cancelled'`;
  if (filters.payment === "cancelled") return sql`o.status = 'cancelled'`;
  return null;
}

const AGGREGATES = sql`
  max(o.created_at) as latest,
  count(*)::int as n,
  (count(*) filter (where o.status = 'processing'))::int as n_processing,
  (count(*) filter (where o.status = 'processed'))::int as n_processed,
  (count(*) filter (where o.status = 'shipped'))::int as n_shipped,
  (count(*) filter (where o.status = 'delivered'))::int as n_delivered,
  (count(*) filter (where o.status = 'cancelled'))::int as n_cancelled,
  (count(*) filter (where o.is_paid and o.status <> 'cancelled'))::int as n_paid_live,
  coalesce(sum(o.total_price) filter (where o.status <> 'cancelled'), 0)::numeric(14, 2) as total`;

/**
 * The spec's group status and payment rules (src/domain/order-groups.ts dayGroupStatus and
 * dayGroupPaymentStatus) over a group's counts. admin-orders.int.test.ts checks both against those
 * functions on every combination of statuses and payments.
 */
const GROUP_STATUS = sql`case
  when n_processing > 0 then 'processing'
  when n_processed = n then 'processed'
  when n_shipped = n then 'shipped'
  when n_delivered = n then 'delivered'
  when n_cancelled = n then 'cancelled'
  when n_cancelled > 0 then 'partially processed'
  when n_delivered > 0 then 'delivered'
  when n_shipped > 0 then 'shipped'
  else 'processed' end`;
const PAYMENT_STATUS = sql`case
  when n = n_cancelled then 'cancelled'
  when n_paid_live = n - n_cancelled then 'paid'
  when n_paid_live = 0 then 'unpaid'
  else 'partially paid' end`;

/**
 * A query of the groups matching the filters (user_id, day, latest, n, total, group_status, payment_status),
 * restricted to orders that also meet `extra` (the export's window). Groups are always whole: the filters
 * pick groups, and every order of a picked group is counted.
 */
function matchingGroups(filters: OrderFilters, tz: string, extra: SQL[] = []): SQL {
  const day = dayOf(tz);
  const range = [...rangeConditions(filters, tz), ...extra];
  const narrowing = narrowingCondition(filters);
  const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
  const grouped = narrowing
    ? sql`with keys as (
        select distinct o.user_id, ${day} as day
        from orders o join users u on u.id = o.user_id
        ${where([...range, narrowing])}
      )
      select k.user_id, k.day, ${AGGREGATES},
        bool_or(${filters.q ? searchCondition(filters.q) : sql`true`}) as hit
      from keys k
      join orders o on o.user_id = k.user_id
        and o.created_at >= ${startOf(sql`k.day`, tz)} and o.created_at < ${startOf(sql`k.day + 1`, tz)}
      join users u on u.id = o.user_id
      group by k.user_id, k.day`
    : sql`select o.user_id, ${day} as day, ${AGGREGATES}, true as hit
      from orders o ${where(range)}
      group by 1, 2`;
  const conditions: SQL[] = [sql`hit`];
  if (filters.status) conditions.push(sql`group_status = ${filters.status}`);
  if (filters.payment) conditions.push(sql`payment_status = ${filters.payment}`);
  return sql`select * from (
      select g.*, ${GROUP_STATUS} as group_status, ${PAYMENT_STATUS} as payment_status from (${grouped}) g
    ) s where ${sql.join(conditions, sql` and `)}`;
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
  const tz = await getStoreTimeZone(database.db);
  const pageSize = ADMIN_ORDER_GROUPS_PER_PAGE;
  const page = (offset: number) =>
    database.rows<GroupRow>(sql`
      select user_id, day::text as day, ${epochMs(startOf(sql`day`, tz))} as day_start,
        ${epochMs(startOf(sql`day + 1`, tz))} as day_end,
        n, total::text as total, group_status, payment_status, (count(*) over ())::int as total_groups
      from (${matchingGroups(query, tz)}) m
      order by latest desc, user_id desc
      limit ${pageSize} offset ${offset}`);
  const rows = await page((query.page - 1) * pageSize);
  let total = rows[0]?.total_groups ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await database.rows<{ total: number }>(
      sql`select count(*)::int as total from (${matchingGroups(query, tz)}) m`,
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
  yield BOM + formatCsv(ORDER_CSV_COLUMNS, []) + "\r\n";
  const lower = rangeConditions({ from: filters.from }, tz);
  const groupFilter = filters.q || filters.status || filters.payment;
  // The end of the range (exclusive); null while unbounded.
  let before: Date | null = null;
  if (filters.to) {
    const [end] = await database.rows<{ at: number }>(
      sql`select ${epochMs(startOf(sql`${filters.to}::date + 1`, tz))} as at`,
    );
    before = new Date(end.at);
  }
  for (;;) {
    // Instants travel as ISO text: postgres.js's raw queries take no Date parameters.
    const upper = before ? [sql`o.created_at < ${before.toISOString()}::timestamptz`] : [];
    const [boundary] = await database.rows<{ start: number }>(sql`
      select ${epochMs(startOf(dayOf(tz), tz))} as start from orders o
      ${lower.length + upper.length ? sql`where ${sql.join([...lower, ...upper], sql` and `)}` : sql``}
      order by o.created_at desc limit 1 offset ${EXPORT_WINDOW_ORDERS}`);
    const windowStart = boundary ? new Date(boundary.start) : null;
    const windowConditions = [
      ...upper,
      ...(windowStart ? [sql`o.created_at >= ${windowStart.toISOString()}::timestamptz`] : lower),
    ];
    const rows = await database.rows<CsvOrderRow>(sql`
      select o.id, to_char(o.created_at at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS') as created_at,
        u.full_name as customer_name, u.email as customer_email, o.shipping_address, o.shipping_apartment,
        o.shipping_postal_code, o.shipping_country, o.shipping_phone, o.product_name, o.product_sku, o.size,
        o.product_price::text as product_price, o.product_discount_amount::text as product_discount_amount,
        o.shipping_cost::text as shipping_cost, o.total_price::text as total_price, o.status, o.is_paid,
        o.cancelled_by, o.cancellation_reason
      from orders o join users u on u.id = o.user_id
      where ${sql.join(windowConditions.length ? windowConditions : [sql`true`], sql` and `)}
      ${
        groupFilter
          ? sql`and (o.user_id, ${dayOf(tz)}) in (
              select user_id, day from (${matchingGroups(filters, tz, windowConditions)}) m)`
          : sql``
      }
      order by o.created_at desc, o.id desc`);
    if (rows.length > 0) yield formatCsv(ORDER_CSV_COLUMNS, rows.map(csvCells), { header: false }) + "\r\n";
    if (!windowStart) return;
    before = windowStart;
  }
}
