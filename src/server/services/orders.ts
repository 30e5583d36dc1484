import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CustomerOrder, PlaceOrder } from "../../contracts/order";
import { PREMIUM_REQUIRED } from "../../contracts/error-messages";
import { isAddressComplete } from "../../domain/address-complete";
import {
  finalPrice,
  orderTotal,
  pricesMatch,
  SHIPPING_FALLBACK_COUNTRY,
  shippingCostFor,
  type ShippingRate,
} from "../../domain/pricing";
import { formatMoney } from "../../domain/money";
import { notOrderableMessage } from "../../domain/product-lifecycle";
import type { Db } from "../db/client";
import { preparedStatement } from "../db/prepared";
import { customerSessions, orders, products, shippingRates, users } from "../db/schema";
import { AppError } from "../errors";
import type { EventPublisher } from "../events";
import { PRODUCT_NOT_FOUND } from "./catalog";
import { liveSession, liveSessionParams, SIGN_IN_REQUIRED } from "./sessions";
import { readStoreSettings } from "./store-content";

/**
 * The shopper's side of orders and the shop's hot path: placing one, listing them, cancelling one. The back
 * office's transitions are in admin-orders.ts.
 */

export type OrderRow = typeof orders.$inferSelect;

export const PRICE_CHANGED = "The price has changed";
export const ORDER_NOT_FOUND = "Order not found";

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

/**
 * The client's total or shipping no longer matches. Thrown without its wording: the amounts are written in
 * the store's currency, which only this rare path reads (the order itself never needs it).
 */
class PriceChangedError extends Error {
  constructor(
    readonly total: number,
    readonly shipping: number,
  ) {
    super(PRICE_CHANGED);
  }
}

async function priceChangedError(db: Db, { total, shipping }: PriceChangedError): Promise<AppError> {
  const { currency } = await readStoreSettings(db);
  return new AppError(
    "CONFLICT",
    `${PRICE_CHANGED}: the total is now ${formatMoney(total, currency)} (${formatMoney(shipping, currency)} shipping)`,
  );
}

const releaseDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
// The server does not know the shopper's zone, so it names UTC; the product page shows local times.
const formatReleaseDate = (d: Date) => `${releaseDate.format(d)} UTC`;

/**
 * A single-tap order. Everything is checked again here, in the order the product page checks it; money
 * comes from the database and src/domain/pricing.ts, never from the request. One query reads the session's
 * shopper, the product and the shipping rates; one INSERT stores the order. A repeat with the same
 * idempotency key returns the first order and creates nothing: the unique index decides, so concurrent
 * repeats are safe. There is no explicit transaction: the only write is that single atomic INSERT, and at
 * READ COMMITTED a transaction would give the read no more consistency than it has on its own
 * (docs/decisions/004-single-tap-order-in-two-statements.md).
 */
export async function placeOrder(
  db: Db,
  events: EventPublisher,
  sessionHash: string,
  input: PlaceOrder & { shippingCountry: string },
  idempotencyKey: string | null,
  now: Date,
): Promise<{ order: CustomerOrder; created: boolean }> {
  const [context] = await orderContextStatement(db).execute({
    ...liveSessionParams(sessionHash, now),
    productId: input.productId,
  });
  if (!context) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED);
  const { user, product } = context;
  const rates: ShippingRate[] = [context.ownRate, context.fallbackRate].filter((rate) => rate !== null);
  const findRepeat = async () => {
    if (!idempotencyKey) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey)));
    return row ?? null;
  };
  let values: OrderValues;
  try {
    values = checkedOrder(user, product, rates, input, now);
  } catch (error) {
    // A repeated tap answers with the order it made, even if the product has changed since.
    const earlier = await findRepeat();
    if (earlier) return { order: toCustomerOrder(earlier), created: false };
    throw error instanceof PriceChangedError ? await priceChangedError(db, error) : error;
  }

  const [inserted] = await insertOrderStatement(db).execute({ ...values, idempotencyKey });
  if (!inserted) {
    const earlier = await findRepeat();
    if (!earlier) throw new Error("idempotency conflict without a stored order");
    return { order: toCustomerOrder(earlier), created: false };
  }
  // The database adds only the id and the time; the rest is what was just stored.
  const order = toCustomerOrder({
    ...values,
    ...inserted,
    idempotencyKey,
    cancelledBy: null,
    cancellationReason: null,
  });
  await events.publish({
    audience: "admins",
    message: {
      type: "newOrder",
      data: {
        orderId: order.id,
        userId: user.id,
        customerName: user.fullName,
        productName: order.productName,
        totalPrice: order.totalPrice,
      },
    },
  });
  return { order, created: true };
}

const ownRate = alias(shippingRates, "own_rate");
const fallbackRate = alias(shippingRates, "fallback_rate");

/** The session's shopper, the product and the shipping rates that can apply, in one round trip. */
const orderContextStatement = preparedStatement((db) =>
  db
    .select({
      user: users,
      product: products,
      ownRate: { countryCode: ownRate.countryCode, rate: ownRate.rate, enabled: ownRate.enabled },
      fallbackRate: { countryCode: fallbackRate.countryCode, rate: fallbackRate.rate, enabled: fallbackRate.enabled },
    })
    .from(customerSessions)
    .innerJoin(users, eq(users.id, customerSessions.userId))
    .leftJoin(products, eq(products.id, sql.placeholder("productId")))
    .leftJoin(ownRate, and(eq(ownRate.countryCode, users.country), eq(ownRate.enabled, true)))
    .leftJoin(
      fallbackRate,
      and(eq(fallbackRate.countryCode, SHIPPING_FALLBACK_COUNTRY), eq(fallbackRate.enabled, true)),
    )
    .where(liveSession)
    .prepare("order_context"),
);

const ORDER_FIELDS = [
  "userId",
  "productId",
  "size",
  "status",
  "isPaid",
  "shippingCountry",
  "shippingCost",
  "totalPrice",
  "shippingAddress",
  "shippingApartment",
  "shippingPostalCode",
  "shippingPhone",
  "productName",
  "productDescription",
  "productSku",
  "productPrice",
  "productDiscountAmount",
  "productDiscountedPrice",
  "productImages",
  "productCategory",
  "productSupplierLink",
  "idempotencyKey",
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderValues = Required<Pick<typeof orders.$inferInsert, Exclude<(typeof ORDER_FIELDS)[number], "idempotencyKey">>>;

const insertOrderStatement = preparedStatement((db) =>
  db
    .insert(orders)
    // Every value is a placeholder, which Drizzle's insert type does not describe.
    .values(
      Object.fromEntries(
        ORDER_FIELDS.map((field) => [field, sql.placeholder(field)]),
      ) as unknown as typeof orders.$inferInsert,
    )
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id, createdAt: orders.createdAt })
    .prepare("insert_order"),
);

/** The order to store, or the AppError the shopper sees; the checks run in the product page's order. */
function checkedOrder(
  user: typeof users.$inferSelect,
  product: typeof products.$inferSelect | null,
  rates: ShippingRate[],
  input: PlaceOrder & { shippingCountry: string },
  now: Date,
): OrderValues {
  if (!product) throw new AppError("NOT_FOUND", PRODUCT_NOT_FOUND);
  const unavailable = notOrderableMessage(product, now, formatReleaseDate);
  if (unavailable) throw new AppError("CONFLICT", unavailable);
  if (!user.isPremium) throw new AppError("FORBIDDEN", PREMIUM_REQUIRED);

  const size = input.size?.trim() || null;
  if (product.sizes.length > 0 && !size)
    throw new AppError("BAD_REQUEST", "Please select a size", { size: ["Please select a size"] });
  if (size && !product.sizes.includes(size)) {
    throw new AppError("BAD_REQUEST", `Size ${size} is not available for this product`, {
      size: ["Please select a size"],
    });
  }
  if (!isAddressComplete(user)) {
    throw new AppError("BAD_REQUEST", "Please complete your shipping address", {
      address: ["Please complete your shipping address"],
    });
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
    throw new PriceChangedError(total, shipping);
  }
  return {
    userId: user.id,
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
  };
}

export async function listCustomerOrders(db: Db, userId: number): Promise<CustomerOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toCustomerOrder);
}

/** A shopper may cancel their own order while it is processing and unpaid. */
export async function cancelOrderByCustomer(
  db: Db,
  events: EventPublisher,
  userId: number,
  orderId: number,
): Promise<CustomerOrder> {
  const [cancelled] = await db
    .update(orders)
    .set({ status: "cancelled", cancelledBy: "customer" })
    .where(
      and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, "processing"), eq(orders.isPaid, false)),
    )
    .returning();
  if (cancelled) {
    await announceOrderStatus(events, cancelled);
    return toCustomerOrder(cancelled);
  }
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  throw new AppError("CONFLICT", "Only orders that are still processing and unpaid can be cancelled");
}

/** The order's owner and the admins hear about every status change. */
export async function announceOrderStatus(events: EventPublisher, o: OrderRow) {
  await events.publish({
    audience: "user",
    userId: o.userId,
    message: { type: "orderStatusUpdate", orderId: o.id, status: o.status, data: { orderId: o.id, status: o.status } },
  });
}
