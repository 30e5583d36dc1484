import { cardLabel } from "../../../domain/card-payment";
import { sql } from "drizzle-orm";
import { ORDER_CSV_COLUMNS, type OrderFilters } from "../../../contracts/admin-orders";
import { formatCsv } from "../../../domain/csv";
import type { OrderStatus } from "../../../domain/order-groups";
import type { Database } from "../../db/client";
import { dayOf, epochMs, groupSelection, instant, rangeConditions, startOf } from "./order-group-selection";

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
  payment_method: "card" | "manual" | null;
  card_brand: string | null;
  card_last4: string | null;
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
    "Payment Method":
      row.payment_method === "card"
        ? `Card${row.card_brand && row.card_last4 ? ` (${cardLabel(row.card_brand, row.card_last4)})` : ""}`
        : row.payment_method === "manual"
          ? "Transfer"
          : "",
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
        o.payment_method, o.card_brand, o.card_last4,
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
