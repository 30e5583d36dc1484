import { and, desc, eq, ne } from "drizzle-orm";
import type { CustomerOrder, PlaceOrder } from "../../contracts/order";
import { isAddressComplete } from "../../domain/address-complete";
import { finalPrice, formatMoney, orderTotal, pricesMatch, shippingCostFor } from "../../domain/pricing";
import type { OrderStatus } from "../../domain/order-groups";
import { notOrderableMessage } from "../../domain/product-lifecycle";
import type { Db } from "../db/client";
import { orders, products, shippingRates, users } from "../db/schema";
import { AppError } from "../errors";
import type { EventPublisher } from "../plugins/realtime";

type OrderRow = typeof orders.$inferSelect;

export const PREMIUM_REQUIRED = "Premium membership required";
export const PRICE_CHANGED = "The price has changed";

export function toCustomerOrder(o: OrderRow): CustomerOrder {
  return {
    id: o.id,
    productId: o.productId,
    productName: o.productName,
    productDescription: o.productDescription,
    productPrice: o.productPrice,
    productDiscountAmount: o.productDiscountAmount,
    productDiscountedPrice: o.productDiscountedPrice,
    productImages: o.productImages,
    productCategory: o.productCategory,
    size: o.size,
    shippingCountry: o.shippingCountry,
    shippingCost: o.shippingCost,
    totalPrice: o.totalPrice,
    isPaid: o.isPaid,
    status: o.status,
    cancelledBy: o.cancelledBy,
    cancellationReason: o.cancellationReason,
    createdAt: o.createdAt.toISOString(),
  };
}

const releaseDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
// The server does not know the shopper's zone, so it names UTC; the product page shows local times.
const formatReleaseDate = (d: Date) => `${releaseDate.format(d)} UTC`;

/**
 * A single-tap order. Everything is checked again here, in one transaction, in the order the product page
 * checks it; money comes from the database and src/domain/pricing.ts, never from the request. A repeat with
 * the same idempotency key returns the first order and creates nothing (the unique index decides, so
 * concurrent repeats are safe).
 */
export async function placeOrder(
  db: Db,
  events: EventPublisher,
  userId: number,
  input: PlaceOrder & { shippingCountry: string },
  idempotencyKey: string | null,
  now: Date,
): Promise<{ order: CustomerOrder; created: boolean }> {
  const result = await db.transaction(async (tx) => {
    const findRepeat = async () => {
      if (!idempotencyKey) return null;
      const [row] = await tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
      return row ?? null;
    };
    // Independent reads go out together: postgres.js pipelines them on the transaction's connection.
    const [earlier, [user], [product], rates] = await Promise.all([
      findRepeat(),
      tx.select().from(users).where(eq(users.id, userId)),
      tx.select().from(products).where(eq(products.id, input.productId)),
      tx.select().from(shippingRates),
    ]);
    if (earlier) return { order: toCustomerOrder(earlier), created: false };

    if (!user) throw new AppError("UNAUTHORIZED", "You need to be logged in to place an order");
    if (!product) throw new AppError("NOT_FOUND", "Product not found");
    const unavailable = notOrderableMessage(product, now, formatReleaseDate);
    if (unavailable) throw new AppError("CONFLICT", unavailable);
    if (!user.isPremium) throw new AppError("FORBIDDEN", PREMIUM_REQUIRED);

    const size = input.size?.trim() || null;
    if (product.sizes.length > 0 && !size) throw new AppError("BAD_REQUEST", "Please select a size", { size: ["Please select a size"] });
    if (size && !product.sizes.includes(size)) {
      throw new AppError("BAD_REQUEST", `Size ${size} is not available for this product`, { size: ["Please select a size"] });
    }
    if (!isAddressComplete(user)) {
      throw new AppError("BAD_REQUEST", "Please complete your shipping address", { address: ["Please complete your shipping address"] });
    }
    if (input.shippingCountry !== user.country) {
      throw new AppError("BAD_REQUEST", "The shipping country must be the one in your shipping address", {
        shippingCountry: ["The shipping country must be the one in your shipping address"],
      });
    }

    const shipping = shippingCostFor(rates, user.country);
    const discounted = finalPrice(product.price, product.discountAmount);
    const total = orderTotal(discounted, shipping);
    if (!pricesMatch(input.totalPrice, total) || !pricesMatch(input.shippingCost, shipping)) {
      throw new AppError("CONFLICT", `${PRICE_CHANGED}: the total is now ${formatMoney(total)} (${formatMoney(shipping)} shipping)`);
    }

    const [inserted] = await tx
      .insert(orders)
      .values({
        userId,
        productId: product.id,
        size,
        status: "processing",
        isPaid: false,
        shippingCountry: user.country,
        shippingCost: shipping.toFixed(2),
        totalPrice: total.toFixed(2),
        shippingAddress: (user.address ?? "").trim(),
        shippingApartment: user.apartment,
        shippingPostalCode: (user.postalCode ?? "").trim(),
        shippingPhone: user.phone,
        productName: product.name,
        productDescription: product.description,
        productSku: product.sku,
        productPrice: product.price,
        productDiscountAmount: product.discountAmount,
        productDiscountedPrice: discounted.toFixed(2),
        productImages: product.images,
        productCategory: product.category,
        productSupplierLink: product.supplierLink,
        idempotencyKey,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (inserted) return { order: toCustomerOrder(inserted), created: true };
    // A concurrent request with the same key won the insert; answer with its order.
    const winner = await findRepeat();
    if (!winner) throw new Error("idempotency conflict without a stored order");
    return { order: toCustomerOrder(winner), created: false };
  });
  if (result.created) {
    const { order } = result;
    await events.publish({
      audience: "admins",
      message: { type: "newOrder", data: { orderId: order.id, userId, productName: order.productName, totalPrice: order.totalPrice } },
    });
  }
  return result;
}

export async function listCustomerOrders(db: Db, userId: number): Promise<CustomerOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toCustomerOrder);
}

/** A shopper may cancel their own order while it is processing and unpaid. */
export async function cancelOrderByCustomer(db: Db, events: EventPublisher, userId: number, orderId: number): Promise<CustomerOrder> {
  const [cancelled] = await db
    .update(orders)
    .set({ status: "cancelled", cancelledBy: "customer" })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, "processing"), eq(orders.isPaid, false)))
    .returning();
  if (cancelled) {
    await announceStatus(events, cancelled);
    return toCustomerOrder(cancelled);
  }
  const [own] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw new AppError("NOT_FOUND", "Order not found");
  throw new AppError("CONFLICT", "Only orders that are still processing and unpaid can be cancelled");
}

/** The order's owner and the admins hear about every status change. */
async function announceStatus(events: EventPublisher, o: OrderRow) {
  await events.publish({
    audience: "user",
    userId: o.userId,
    message: { type: "orderStatusUpdate", orderId: o.id, status: o.status, data: { orderId: o.id, status: o.status } },
  });
}

/** Moves an order along (processed, shipped, delivered). Cancelled orders stay cancelled. */
export async function updateOrderStatus(db: Db, events: EventPublisher, orderId: number, status: Exclude<OrderStatus, "cancelled">): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, orderId), ne(orders.status, "cancelled")))
    .returning();
  if (!updated) throw await missingOrCancelled(db, orderId);
  await announceStatus(events, updated);
  return updated;
}

/** Records payment for an order that is not cancelled. */
export async function markOrderPaid(db: Db, events: EventPublisher, orderId: number): Promise<OrderRow> {
  const [updated] = await db
    .update(orders)
    .set({ isPaid: true })
    .where(and(eq(orders.id, orderId), ne(orders.status, "cancelled")))
    .returning();
  if (!updated) throw await missingOrCancelled(db, orderId);
  await events.publish({
    audience: "user",
    userId: updated.userId,
    message: { type: "orderPaymentUpdate", orderId: updated.id, status: "paid", data: { orderId: updated.id, isPaid: true } },
  });
  return updated;
}

async function missingOrCancelled(db: Db, orderId: number): Promise<AppError> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row ? new AppError("CONFLICT", "Cancelled orders cannot change") : new AppError("NOT_FOUND", "Order not found");
}
