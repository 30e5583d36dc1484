import { desc, eq, type SQL } from "drizzle-orm";
import type { AdminOrder } from "../../../contracts/admin-orders";
import type { Db } from "../../db/client";
import { orders, users } from "../../db/schema";
import { AppError } from "../../errors";
import { shopImageUrls, withShopImages } from "../media/media";
import { cardChargePending, ORDER_NOT_FOUND, type OrderRow, paymentOf } from "./orders";

/**
 * The back office's orders as it reads them: each with its customer, the full list and one
 * by id. The other jobs are beside it: the transitions (admin-order-status.ts), the customer-and-day groups
 * (admin-order-groups.ts over order-group-selection.ts) and the CSV export (admin-order-export.ts). The
 * shopper's side is orders.ts.
 */

const adminOrderColumns = {
  order: orders,
  customerName: users.fullName,
  customerEmail: users.email,
  charging: cardChargePending,
};
type AdminOrderRow = { order: OrderRow; customerName: string; customerEmail: string; charging: boolean };

export function toAdminOrder({ order: o, customerName, customerEmail, charging }: AdminOrderRow): AdminOrder {
  return {
    id: o.id,
    userId: o.userId,
    customerName,
    customerEmail,
    productId: o.productId,
    size: o.size,
    status: o.status,
    isPaid: o.isPaid,
    payment: paymentOf(o, charging),
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

/**
 * Orders with their customers, newest first; `where` narrows them. What was ordered is shown as the shopper
 * sees it, with the shop's copies of its images once made (the snapshot keeps the addresses, decision 043).
 */
export async function selectAdminOrders(db: Db, where?: SQL, limit?: number): Promise<AdminOrder[]> {
  const query = db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const copies = await shopImageUrls(
    db,
    rows.flatMap((row) => row.order.productImages),
  );
  return rows.map((row) =>
    toAdminOrder({ ...row, order: { ...row.order, productImages: withShopImages(row.order.productImages, copies) } }),
  );
}

/** GET /api/admin/orders: every order, newest first, in one answer (the list call is not paged). */
export async function listAdminOrders(db: Db): Promise<AdminOrder[]> {
  return selectAdminOrders(db);
}

/** One order with its customer, as the back office shows it (the answer of every transition). */
export async function adminOrderById(db: Db, id: number): Promise<AdminOrder> {
  const [order] = await selectAdminOrders(db, eq(orders.id, id));
  if (!order) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return order;
}
