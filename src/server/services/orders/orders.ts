import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CustomerOrder, OrderPayment, PlaceOrder } from "../../../contracts/order";
import type { ServerMessage } from "../../../contracts/realtime";
import { cardLabel } from "../../../domain/card-payment";
import { PREMIUM_REQUIRED } from "../../../contracts/error-messages";
import { isAddressComplete } from "../../../domain/address-complete";
import {
  finalPrice,
  orderTotal,
  pricesMatch,
  SHIPPING_FALLBACK_COUNTRY,
  shippingCostFor,
  type ShippingRate,
} from "../../../domain/pricing";
import { formatMoney } from "../../../domain/money";
import { notOrderableMessage } from "../../../domain/product-lifecycle";
import { soldOutInSize } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { isUniqueViolation, raisedBy } from "../../db/errors";
import { preparedSql, preparedStatement } from "../../db/prepared";
import {
  cardCharges,
  customerSessions,
  orderGuards,
  orders,
  products,
  productStock,
  shippingRates,
  users,
} from "../../db/schema";
import { AppError } from "../../errors";
import type { Effects } from "../../effects";
import { PRODUCT_NOT_FOUND } from "../products/catalog";
import { membershipCustomerOf } from "../premium/premium";
import { queueRefund } from "../payments/refunds";
import { liveSession, liveSessionParams, SIGN_IN_REQUIRED } from "../shoppers/sessions";
import { readStoreSettings } from "../settings/store-content";
import { copiedKeysOf, copiesFromKeys, shopImageUrls, withShopImages } from "../media/media";
import { KNOWN_SOLD_OUT, takeInTurn } from "./unit-turns";

/**
 * The shopper's side of orders and the shop's hot path: placing one, listing them, cancelling one. The back
 * office's transitions are in admin-orders.ts.
 */

export type OrderRow = typeof orders.$inferSelect;

export const PRICE_CHANGED = "The price has changed";
export const ORDER_NOT_FOUND = "Order not found";
export const IDEMPOTENCY_KEY_REUSED =
  "This Idempotency-Key was used for an order of another product or size. Send a new key for a new order.";

/**
 * Where an order's payment stands, as the shopper and the back office read it. `charging`: its card charge is
 * still pending (the tap could not finish it; the card-charges job will).
 */
export function paymentOf(o: OrderRow, charging: boolean): OrderPayment {
  const card = o.cardBrand && o.cardLast4 ? cardLabel(o.cardBrand, o.cardLast4) : null;
  const state = o.refundedAt
    ? "refunded"
    : o.isPaid && o.status === "cancelled" && o.paymentMethod === "card"
      ? "refunding"
      : o.isPaid
        ? "paid"
        : charging
          ? "charging"
          : o.paymentIntentId && o.status !== "cancelled"
            ? "needs_authentication"
            : "unpaid";
  return { state, method: o.paymentMethod, card };
}

export function toCustomerOrder(o: OrderRow, charging = false): CustomerOrder {
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
    shippingAddress: o.shippingAddress,
    shippingApartment: o.shippingApartment,
    shippingPostalCode: o.shippingPostalCode,
    shippingPhone: o.shippingPhone,
    shippingCost: o.shippingCost,
    totalPrice: o.totalPrice,
    isPaid: o.isPaid,
    payment: paymentOf(o, charging),
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
  effects: Effects,
  sessionHash: string,
  input: PlaceOrder & { shippingCountry: string },
  {
    idempotencyKey,
    confirmRepeat,
    chargeCards,
  }: {
    idempotencyKey: string | null;
    confirmRepeat: boolean;
    /** Where Stripe is set up: how long the tap holds the charge it tries first. */
    chargeCards: { leaseMs: number } | null;
  },
  now: Date,
): Promise<{ order: CustomerOrder; created: boolean; charging: boolean }> {
  const [context] = await orderContextStatement(db).execute({
    ...liveSessionParams(sessionHash, now),
    productId: input.productId,
    stockSize: input.size?.trim() ?? "",
    chargeCards: chargeCards !== null,
  });
  if (!context) throw new AppError("UNAUTHORIZED", SIGN_IN_REQUIRED);
  const { user, product } = context;
  const rates: ShippingRate[] = [context.ownRate, context.fallbackRate].filter((rate) => rate !== null);
  // The key's earlier order, read only once the key has failed the INSERT (or a check failed first). A key
  // names one request: reused with another product or size it is refused, as Stripe refuses it, rather than
  // answering with an order the shopper did not ask for this time.
  const findRepeat = async () => {
    if (!idempotencyKey) return null;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.idempotencyKey, idempotencyKey)));
    if (row && !isSameOrderRequest(row, input)) throw new AppError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_KEY_REUSED);
    return row ?? null;
  };
  let values: OrderValues;
  try {
    values = checkedOrder(user, product, rates, input, now);
  } catch (error) {
    // A repeated tap answers with the order it made, even if the product has changed since.
    const earlier = await findRepeat();
    if (earlier) return { order: await shopperOrder(db, earlier), created: false, charging: false };
    throw error instanceof PriceChangedError ? await priceChangedError(db, error) : error;
  }

  // A member with a card on file is charged at the tap: the charge row is written with the order, leased to
  // this request, which tries first (services/payments/card-charges.ts).
  const charge =
    chargeCards && context.stripeCustomerId ? { customerId: context.stripeCustomerId, ...chargeCards } : null;
  const insert = () => insertGuardedOrder(db, { ...values, idempotencyKey }, confirmRepeat, charge, now);
  // A limited size is refused at once when its units were gone as the context was read (committed
  // units), and otherwise takes its turn on this instance (unit-turns.ts). Only the statement takes a unit.
  const inserted =
    context.sizeLeft === null
      ? await insert()
      : context.sizeLeft === 0
        ? KNOWN_SOLD_OUT
        : await takeInTurn(db, `${values.productId}:${values.size ?? ""}`, insert, (outcome) =>
            "answer" in outcome ? outcome.answer?.sizeLeft === 0 : isSoldOut(outcome.error),
          );
  if (inserted === KNOWN_SOLD_OUT) {
    const earlier = await findRepeat();
    if (earlier) return { order: await shopperOrder(db, earlier), created: false, charging: false };
    throw soldOutError(values.size);
  }
  if (!inserted) {
    // Either this key's order exists (a repeated tap: answer with it) or the repeat guard refused.
    const earlier = await findRepeat();
    if (earlier) return { order: await shopperOrder(db, earlier), created: false, charging: false };
    throw await duplicateOrderError(db, { ...values, productId: input.productId }, now);
  }
  // The database adds only the id and the time; the rest is what was just stored.
  const { sizeLeft, ...stored } = inserted;
  const order = toCustomerOrder(
    {
      ...values,
      ...stored,
      productImages: withShopImages(values.productImages, copiesFromKeys(values.productImages, context.imageCopyKeys)),
      idempotencyKey,
      cancelledBy: null,
      cancellationReason: null,
      paymentMethod: null,
      cardBrand: null,
      cardLast4: null,
      paymentIntentId: null,
      refundedAt: null,
    },
    charge !== null,
  );
  // Its confirmation, queued with it (drizzle/0019), goes now.
  effects.wake("emails");
  effects.publish({
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
  if (sizeLeft !== null && sizeLeft !== undefined) effects.stockChanged(input.productId);
  return { order, created: true, charging: charge !== null };
}

/**
 * Whether a request is the one that placed the order: the same product (an order whose product was deleted
 * since cannot say otherwise) and the same size, as checkedOrder stores it.
 */
function isSameOrderRequest(order: OrderRow, input: PlaceOrder): boolean {
  const sameProduct = order.productId === null || order.productId === input.productId;
  return sameProduct && order.size === (input.size?.trim() || null);
}

const ownRate = alias(shippingRates, "own_rate");
const fallbackRate = alias(shippingRates, "fallback_rate");

/**
 * The session's shopper, the product, the shipping rates that can apply and the units the size has left
 * (null: unlimited), in one round trip.
 */
const orderContextStatement = preparedStatement((db) =>
  db
    .select({
      user: users,
      product: products,
      ownRate: { countryCode: ownRate.countryCode, rate: ownRate.rate, enabled: ownRate.enabled },
      fallbackRate: { countryCode: fallbackRate.countryCode, rate: fallbackRate.rate, enabled: fallbackRate.enabled },
      sizeLeft: sql<number | null>`${productStock.offered} - ${productStock.sold}`.mapWith(Number),
      imageCopyKeys: copiedKeysOf(products.images),
      // Looked up only where Stripe is set up: without it, the tap does no work for cards.
      stripeCustomerId: sql<string | null>`case when ${sql.placeholder("chargeCards")}::boolean
        then ${membershipCustomerOf(users.id)} end`,
    })
    .from(customerSessions)
    .innerJoin(users, eq(users.id, customerSessions.userId))
    .leftJoin(products, eq(products.id, sql.placeholder("productId")))
    .leftJoin(
      productStock,
      and(eq(productStock.productId, products.id), eq(productStock.size, sql.placeholder("stockSize"))),
    )
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

/** How long an order of a product and size refuses another of the same without the member's confirmation. */
export const REPEAT_WINDOW_MINUTES = 10;

/**
 * The order, its repeat guard and its unit of stock in one statement (docs/decisions/013 and 018): the CTE
 * claims the member's guard row for this product and size, with the new order's id, unless it holds an
 * order younger than the window (the confirmation overrides that); only a claim takes a unit
 * (`take_stock_unit`, drizzle/0010, which raises SOLD_OUT or LIMIT_REACHED), and the order is inserted only
 * if the claim succeeded. ON CONFLICT DO UPDATE re-reads a row another tap just claimed, so of concurrent
 * taps exactly one gets through. An idempotency key used before fails the INSERT, and a raised refusal
 * fails the statement: either takes the claim and the unit back with it.
 */
const placeOrderStatement = preparedSql(
  "place_order",
  sql`with claim as (
    insert into ${orderGuards} (user_id, product_id, size, order_id, placed_at)
    values (${sql.placeholder("userId")}, ${sql.placeholder("productId")}, ${sql.placeholder("guardSize")},
      nextval(pg_get_serial_sequence('orders', 'id')), ${sql.placeholder("now")})
    on conflict (user_id, product_id, size) do update set order_id = excluded.order_id, placed_at = excluded.placed_at
      where ${sql.placeholder("confirmRepeat")}::boolean
        or ${orderGuards.placedAt} <= excluded.placed_at - interval '${sql.raw(String(REPEAT_WINDOW_MINUTES))} minutes'
    returning order_id
  ),
  stock as (
    select take_stock_unit(${sql.placeholder("userId")}::integer, ${sql.placeholder("productId")}::integer,
      ${sql.placeholder("guardSize")}::text) as size_left
    from claim
  ),
  placed as (
    insert into ${orders} (id, ${sql.join(
      ORDER_FIELDS.map((field) => sql.identifier(orders[field].name)),
      sql`, `,
    )}) overriding system value
    select claim.order_id, ${sql.join(
      ORDER_FIELDS.map((field) => sql`${sql.placeholder(field)}::${sql.raw(orders[field].getSQLType())}`),
      sql`, `,
    )}
    from claim, stock
    returning id, created_at
  ),
  charge as (
    insert into ${cardCharges} (order_id, customer_id, attempts, next_attempt_at, lease_until, created_at)
    select placed.id, ${sql.placeholder("chargeCustomer")}::text, 1, ${sql.placeholder("now")}::timestamptz,
      ${sql.placeholder("chargeLeaseUntil")}::timestamptz, ${sql.placeholder("now")}::timestamptz
    from placed where ${sql.placeholder("chargeCustomer")}::text is not null
  )
  select placed.id, placed.created_at, stock.size_left from placed, stock`,
  // Drizzle has the drivers hand timestamps over as PostgreSQL writes them, which Date reads.
  ([id, createdAt, sizeLeft]) => ({
    id: Number(id),
    createdAt: new Date(String(createdAt)),
    sizeLeft: sizeLeft === null ? null : Number(sizeLeft),
  }),
);

const IDEMPOTENCY_INDEX = "orders_user_idempotency_key_idx";

/**
 * The new order's id and time and the units its size has left (null: unlimited), or null when its key was
 * used before or the repeat guard refused it.
 */
async function insertGuardedOrder(
  db: Db,
  values: OrderValues & { idempotencyKey: string | null },
  confirmRepeat: boolean,
  charge: { customerId: string; leaseMs: number } | null,
  now: Date,
): Promise<{ id: number; createdAt: Date; sizeLeft: number | null } | null> {
  try {
    const [inserted] = await placeOrderStatement(db).execute({
      ...values,
      guardSize: values.size ?? "",
      confirmRepeat,
      chargeCustomer: charge?.customerId ?? null,
      chargeLeaseUntil: new Date(now.getTime() + (charge?.leaseMs ?? 0)).toISOString(),
      now: now.toISOString(),
    });
    return inserted ?? null;
  } catch (error) {
    if (isUniqueViolation(error, IDEMPOTENCY_INDEX)) return null;
    if (raisedBy(error, "SOLD_OUT") !== undefined) throw soldOutError(values.size);
    const limit = raisedBy(error, "LIMIT_REACHED");
    if (limit !== undefined) throw new AppError("LIMIT_REACHED", `You can order at most ${limit} of this product`);
    throw error;
  }
}

const isSoldOut = (error: unknown) => error instanceof AppError && error.code === "SOLD_OUT";

const soldOutError = (size: string | null) => new AppError("SOLD_OUT", soldOutInSize(size));

/** The repeat guard's refusal, naming the order it protects (the member's latest of this product and size). */
async function duplicateOrderError(
  db: Db,
  values: Pick<OrderValues, "userId" | "size" | "productName"> & { productId: number },
  now: Date,
): Promise<AppError> {
  const [guard] = await db
    .select({ orderId: orderGuards.orderId, placedAt: orderGuards.placedAt })
    .from(orderGuards)
    .where(
      and(
        eq(orderGuards.userId, values.userId),
        eq(orderGuards.productId, values.productId),
        eq(orderGuards.size, values.size ?? ""),
      ),
    );
  // Cancelled in the moment since the refusal: the guard is free, and the member can tap again.
  if (!guard) return new AppError("CONFLICT", "Your earlier order of this item just changed. Please try again.");
  const what = values.size ? `${values.productName} in size ${values.size}` : values.productName;
  return new AppError(
    "DUPLICATE_ORDER",
    `You ordered ${what} ${timeAgo(guard.placedAt, now)} (order #${guard.orderId}).`,
    undefined,
    { details: { orderId: guard.orderId, orderedAt: guard.placedAt.toISOString() } },
  );
}

/** "just now", "1 minute ago", "7 minutes ago": the server does not know the shopper's zone, so no clock time. */
function timeAgo(then: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
}

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
  return shopperOrders(db, rows);
}

/**
 * Orders as their shopper reads them: the snapshot keeps the addresses the product had (decision 043), the
 * shopper is sent the shop's copies once made. One query for any number of orders.
 */
export async function shopperOrders(db: Db, rows: readonly OrderRow[]): Promise<CustomerOrder[]> {
  const copies = await shopImageUrls(
    db,
    rows.flatMap((row) => row.productImages),
  );
  const unpaid = rows.filter((row) => !row.isPaid && row.status !== "cancelled").map((row) => row.id);
  const charging = new Set(
    unpaid.length === 0
      ? []
      : (
          await db
            .select({ id: orders.id })
            .from(orders)
            .where(and(inArray(orders.id, unpaid), cardChargePending))
        ).map((row) => row.id),
  );
  return rows.map((row) =>
    toCustomerOrder({ ...row, productImages: withShopImages(row.productImages, copies) }, charging.has(row.id)),
  );
}

const shopperOrder = async (db: Db, row: OrderRow) => (await shopperOrders(db, [row]))[0];

/** One order as its shopper reads it, by id (the caller has checked it is theirs). */
export async function readCustomerOrder(db: Db, orderId: number): Promise<CustomerOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  return shopperOrder(db, row);
}

/** Why a shopper's cancel was refused: their order is past processing, or paid by a transfer. */
export const CANNOT_CANCEL_ORDER =
  "Only orders that are still processing can be cancelled, and not once a transfer has paid them";

/**
 * A shopper may cancel their own order while it is processing, unless a transfer paid it (the owner returns
 * that by hand). One paid by the card on file is refunded to it (services/payments/refunds.ts).
 */
export async function cancelOrderByCustomer(
  db: Db,
  effects: Effects,
  userId: number,
  orderId: number,
  now: Date,
): Promise<CustomerOrder> {
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "customer" })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          eq(orders.status, "processing"),
          or(eq(orders.isPaid, false), eq(orders.paymentMethod, "card")),
        ),
      )
      .returning();
    if (row?.isPaid) await queueRefund(tx, effects, row.id, now);
    return row;
  });
  if (cancelled) {
    announceOrderStatus(effects, cancelled);
    // A limited size gets its unit back (drizzle/0010).
    if (cancelled.productId !== null) effects.stockChanged(cancelled.productId);
    return shopperOrder(db, cancelled);
  }
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!own) throw new AppError("NOT_FOUND", ORDER_NOT_FOUND);
  throw new AppError("CONFLICT", CANNOT_CANCEL_ORDER);
}

/** An order's name in the activity log. */
export const orderTarget = (id: number) => `order:${id}`;

/** Its card charge is still pending: the card-charges job settles it (services/payments). */
export const cardChargePending = sql<boolean>`exists (select 1 from ${cardCharges}
  where ${cardCharges.orderId} = ${orders.id} and ${cardCharges.status} = 'pending')`.mapWith(Boolean);

/** The live message that an order's payment changed: paid, or no longer with the shop. */
export const orderPaymentMessage = (orderId: number, isPaid: boolean): ServerMessage => ({
  type: "orderPaymentUpdate",
  orderId,
  status: isPaid ? "paid" : "unpaid",
  data: { orderId, isPaid },
});

/**
 * The order's owner and the admins hear about every status change, and its email (queued by the orders trigger,
 * drizzle/0019) goes now rather than at the outbox's next poll.
 */
export function announceOrderStatus(effects: Effects, o: OrderRow) {
  effects.wake("emails");
  effects.publish({
    audience: "user",
    userId: o.userId,
    message: { type: "orderStatusUpdate", orderId: o.id, status: o.status, data: { orderId: o.id, status: o.status } },
  });
}
