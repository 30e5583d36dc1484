import { and, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import {
  type Customer,
  type CustomerDeleted,
  type CustomerDetail,
  type PremiumSource,
  RECENT_ORDERS_LIMIT,
  type UserPremiumBody,
} from "../../../contracts/admin-customers";
import { PREMIUM_REMOVED_MESSAGE, PREMIUM_UPGRADE_MESSAGE } from "../../../contracts/realtime";
import type { Db } from "../../db/client";
import { customerSessions, orders, users, wishlist } from "../../db/schema";
import { AppError } from "../../errors";
import type { Effects } from "../../effects";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { selectAdminOrders } from "../orders/admin-orders";
import { premiumSourceOfUser } from "../premium/premium";

/** Customers in the back office: the list, one customer, premium, permanent delete. */

export const CUSTOMER_NOT_FOUND = "Customer not found";
export const CUSTOMER_DELETED = "Customer deleted";

const customerTarget = (id: number) => `customer:${id}`;

/** The statuses of an order whose unit is still in the shop (drizzle/0016's trigger names the same two). */
const UNSHIPPED_STATUSES = ["processing", "processed"] as const;

/** Each customer's orders and money, cancelled orders excluded: what they paid, and what they still owe. */
const spending = (db: Db) =>
  db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`(count(*) filter (where ${orders.status} <> 'cancelled'))::int`.as("order_count"),
      totalSpent: moneySum(sql`${orders.isPaid}`).as("total_spent"),
      totalUnpaid: moneySum(sql`not ${orders.isPaid}`).as("total_unpaid"),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as("spending");

function moneySum(condition: SQL) {
  return sql<string>`coalesce(sum(${orders.totalPrice}) filter (where ${orders.status} <> 'cancelled' and ${condition}), 0)::numeric(14, 2)::text`;
}

function selectCustomers(db: Db) {
  const spent = spending(db);
  return db
    .select({
      user: users,
      premiumSource: premiumSourceOfUser,
      orderCount: sql<number>`coalesce(${spent.orderCount}, 0)`,
      totalSpent: sql<string>`coalesce(${spent.totalSpent}, '0.00')`,
      totalUnpaid: sql<string>`coalesce(${spent.totalUnpaid}, '0.00')`,
    })
    .from(users)
    .leftJoin(spent, eq(spent.userId, users.id));
}

type CustomerRow = {
  user: typeof users.$inferSelect;
  premiumSource: PremiumSource | null;
  orderCount: number;
  totalSpent: string;
  totalUnpaid: string;
};

function toCustomer({ user: u, premiumSource, orderCount, totalSpent, totalUnpaid }: CustomerRow): Customer {
  return {
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    phone: u.phone,
    address: u.address,
    apartment: u.apartment,
    postalCode: u.postalCode,
    country: u.country,
    isPremium: u.isPremium,
    premiumSource,
    premiumChangedAt: u.premiumChangedAt?.toISOString() ?? null,
    createdAt: u.createdAt.toISOString(),
    orderCount,
    totalSpent,
    totalUnpaid,
  };
}

/** GET /api/admin/users: every customer, newest first, in one answer (the list call is not paged). */
export async function listCustomers(db: Db): Promise<Customer[]> {
  return (await selectCustomers(db).orderBy(desc(users.createdAt), desc(users.id))).map(toCustomer);
}

async function customerById(db: Db, id: number): Promise<Customer> {
  const [row] = await selectCustomers(db).where(eq(users.id, id));
  if (!row) throw new AppError("NOT_FOUND", CUSTOMER_NOT_FOUND);
  return toCustomer(row);
}

/** GET /api/admin/users/{id}: the customer and their newest orders. */
export async function getCustomer(db: Db, id: number): Promise<CustomerDetail> {
  const customer = await customerById(db, id);
  const recentOrders = await selectAdminOrders(db, eq(orders.userId, id), RECENT_ORDERS_LIMIT);
  return { ...customer, recentOrders };
}

/**
 * POST /api/admin/user-premium: turns premium on or off, recording that the admin did it and when; the
 * shopper's sockets hear of it. Setting the value it already has changes nothing and logs nothing.
 */
export async function setCustomerPremium(
  db: Db,
  effects: Effects,
  { userId, isPremium }: UserPremiumBody,
  actor: AdminActor,
): Promise<Customer> {
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isPremium: users.isPremium })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", CUSTOMER_NOT_FOUND);
    if (current.isPremium === isPremium) return false;
    await tx
      .update(users)
      .set({ isPremium, premiumSource: "admin", premiumChangedAt: actor.now })
      .where(eq(users.id, userId));
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "customer.premium",
      target: customerTarget(userId),
      changes: { before: { isPremium: current.isPremium }, after: { isPremium } },
    });
    return true;
  });
  if (changed) {
    effects.publish({
      audience: "user",
      userId,
      message: isPremium
        ? { type: "premium_status_updated", message: PREMIUM_UPGRADE_MESSAGE }
        : { type: "premium_status_removed", message: PREMIUM_REMOVED_MESSAGE },
    });
  }
  return customerById(db, userId);
}

/**
 * DELETE /api/admin/users/{id}: permanent. The customer's orders, wishlist and sessions go with them in one
 * transaction (the foreign keys cascade); then every socket of theirs is closed, as at logout. The log keeps
 * their name, so the entry still says whom it was about, and counts; never their email, phone or address.
 */
export async function deleteCustomer(
  db: Db,
  effects: Effects,
  id: number,
  actor: AdminActor,
): Promise<{ deleted: CustomerDeleted; restockedProductIds: number[] }> {
  const { sessionHashes, deletedOrders, deletedWishlistItems, restockedProductIds } = await db.transaction(
    async (tx) => {
      const [user] = await tx
        .select({ id: users.id, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, id))
        .for("update");
      if (!user) throw new AppError("NOT_FOUND", CUSTOMER_NOT_FOUND);
      const [orderCount] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, id));
      const [wishlistCount] = await tx.select({ n: count() }).from(wishlist).where(eq(wishlist.userId, id));
      const sessions = await tx
        .select({ hash: customerSessions.tokenHash })
        .from(customerSessions)
        .where(eq(customerSessions.userId, id));
      // Their orders that never shipped give their units back as they go (the trigger of drizzle/0013); a
      // shipped or delivered unit is theirs, and a cancelled order gave its unit back already.
      const restocked = await tx
        .selectDistinct({ productId: orders.productId })
        .from(orders)
        .where(and(eq(orders.userId, id), inArray(orders.status, UNSHIPPED_STATUSES), isNotNull(orders.productId)));
      await tx.delete(users).where(eq(users.id, id));
      const summary = { orders: orderCount.n, wishlistItems: wishlistCount.n, sessions: sessions.length };
      await recordActivity(tx, {
        ...activityBy(actor),
        action: "customer.delete",
        target: customerTarget(id),
        changes: { before: { fullName: user.fullName, ...summary } },
      });
      return {
        sessionHashes: sessions.map((s) => s.hash),
        deletedOrders: summary.orders,
        deletedWishlistItems: summary.wishlistItems,
        restockedProductIds: restocked.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      };
    },
  );
  for (const sessionHash of sessionHashes) effects.publish({ control: "session-ended", sessionHash });
  for (const productId of restockedProductIds) effects.stockChanged(productId);
  return {
    deleted: { message: CUSTOMER_DELETED, deletedOrders, deletedWishlistItems, endedSessions: sessionHashes.length },
    restockedProductIds,
  };
}
