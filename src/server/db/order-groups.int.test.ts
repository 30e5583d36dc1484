import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  calendarDayIn,
  dayGroupPaymentStatus,
  dayGroupStatus,
  groupTotal,
  type OrderStatus,
} from "../../domain/order-groups";
import { toCents } from "../../domain/pricing";
import { createTestDatabase } from "../../testing/test-database";
import type { Database } from "./client";
import { orders, users } from "./schema";

type NewOrder = { userId: number; createdAt: Date; status?: OrderStatus; isPaid?: boolean; totalPrice?: string };

/**
 * order_groups is kept by triggers on orders (drizzle/0007, docs/decisions/009): after every kind of write it
 * must hold exactly the groups the domain rules make of the orders, in the zone it is kept in.
 */
describe("order_groups", () => {
  let database: Database;
  let customers: number[];

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.db
      .insert(users)
      .values(["asha", "ben", "chen"].map((name) => ({ fullName: name, email: `${name}@example.com` })))
      .returning({ id: users.id });
    customers = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(orders);
    await database.rows(sql`select 1 as done from order_groups_use_zone('Asia/Singapore')`);
  });

  let sequence = 0;
  const insertOrders = (list: NewOrder[]) =>
    database.db
      .insert(orders)
      .values(
        list.map((o) => {
          sequence += 1;
          return {
            shippingCountry: "SG",
            shippingCost: "8.99",
            totalPrice: `${10 + (sequence % 7)}.${String(sequence % 100).padStart(2, "0")}`,
            shippingAddress: "12 Orchard Road",
            shippingPostalCode: "238801",
            productName: `Kurta ${sequence}`,
            productPrice: "60.00",
            productDiscountedPrice: "47.50",
            productCategory: "regular" as const,
            ...o,
          };
        }),
      )
      .returning();

  /** The groups as the domain rules make them of the stored orders, in the zone order_groups is kept in. */
  async function expectedGroups() {
    const [{ zone }] = await database.rows<{ zone: string }>(sql`select time_zone as zone from order_groups_zone`);
    const all = await database.db.select().from(orders);
    const byKey = new Map<string, (typeof all)[number][]>();
    for (const o of all) {
      const key = `${o.userId}:${calendarDayIn(o.createdAt, zone)}`;
      byKey.set(key, [...(byKey.get(key) ?? []), o]);
    }
    return [...byKey.entries()]
      .map(([key, own]) => ({
        key,
        latest: Math.max(...own.map((o) => o.createdAt.getTime())),
        n: own.length,
        cents: toCents(groupTotal(own)),
        status: dayGroupStatus(own.map((o) => o.status)),
        payment: dayGroupPaymentStatus(own),
      }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  async function storedGroups() {
    const rows = await database.rows<{
      user_id: number;
      day: string;
      latest: number;
      n: number;
      total: string;
      status: string;
      payment_status: string;
    }>(sql`select user_id, day::text as day, (extract(epoch from latest_at) * 1000)::float8 as latest,
        orders_count as n, total::text as total, status, payment_status
      from order_groups`);
    return rows
      .map((g) => ({
        key: `${g.user_id}:${g.day}`,
        latest: g.latest,
        n: g.n,
        cents: toCents(g.total),
        status: g.status,
        payment: g.payment_status,
      }))
      .sort((a, b) => a.key.localeCompare(b.key));
  }

  const expectInStep = async () => expect(await storedGroups()).toEqual(await expectedGroups());
  const at = (iso: string) => new Date(iso);

  it("holds each customer's orders of each store day through inserts, changes, moves and deletions", async () => {
    const [asha, ben, chen] = customers;
    // 23:30 and 00:30 in Singapore: two days there. Several orders of one customer and day, in one statement.
    const placed = await insertOrders([
      { userId: asha, createdAt: at("2026-03-04T15:30:00Z") },
      { userId: asha, createdAt: at("2026-03-04T16:30:00Z") },
      { userId: asha, createdAt: at("2026-03-05T02:00:00Z"), isPaid: true },
      { userId: ben, createdAt: at("2026-03-05T03:00:00Z"), status: "shipped" },
      { userId: ben, createdAt: at("2026-03-05T04:00:00Z"), status: "delivered", isPaid: true },
      { userId: chen, createdAt: at("2026-03-06T05:00:00Z") },
    ]);
    await expectInStep();
    expect(await storedGroups()).toHaveLength(4);

    // One order at a time, as the back office's transitions do, and several in one statement.
    await database.db.update(orders).set({ status: "processed" }).where(eq(orders.id, placed[0].id));
    await expectInStep();
    await database.db
      .update(orders)
      .set({ isPaid: true })
      .where(inArray(orders.id, [placed[1].id, placed[5].id]));
    await expectInStep();
    await database.db
      .update(orders)
      .set({ status: "cancelled", cancelledBy: "admin", cancellationReason: "Out of stock" })
      .where(eq(orders.id, placed[4].id));
    await expectInStep();
    // A change no group shows.
    await database.db.update(orders).set({ cancellationReason: "Supplier delay" }).where(eq(orders.id, placed[4].id));
    await expectInStep();

    // An order moved to another day and customer leaves its group (whose newest order is then another).
    await database.db
      .update(orders)
      .set({ createdAt: at("2026-03-07T01:00:00Z"), userId: chen })
      .where(eq(orders.id, placed[2].id));
    await expectInStep();
    // The newest order of a group deleted, then a group's last one.
    await database.db.delete(orders).where(eq(orders.id, placed[4].id));
    await expectInStep();
    await database.db.delete(orders).where(eq(orders.id, placed[3].id));
    await expectInStep();
    expect((await storedGroups()).some((g) => g.key.startsWith(`${ben}:`))).toBe(false);

    // A deleted customer's orders go with them (the foreign key's cascade), and so do their groups.
    const [dan] = await database.db
      .insert(users)
      .values({ fullName: "dan", email: "dan@example.com" })
      .returning({ id: users.id });
    await insertOrders([{ userId: dan.id, createdAt: at("2026-03-04T10:00:00Z") }]);
    await database.db.delete(users).where(eq(users.id, dan.id));
    await expectInStep();

    await database.rows(sql`truncate orders cascade`);
    expect(await storedGroups()).toEqual([]);
  });

  it("adds up concurrent orders of one customer and day", async () => {
    const [asha] = customers;
    // On PostgreSQL these run on several pooled connections at once; each upsert must add to the others'.
    const placed = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        insertOrders([{ userId: asha, createdAt: new Date(Date.UTC(2026, 2, 4, 2, i)), isPaid: i % 2 === 0 }]),
      ),
    );
    await Promise.all(
      placed.flat().map((o, i) =>
        database.db
          .update(orders)
          .set({ status: i % 3 === 0 ? "cancelled" : "processed" })
          .where(eq(orders.id, o.id)),
      ),
    );
    await expectInStep();
    expect((await storedGroups())[0].n).toBe(24);
  });

  it("moves every group to another zone's days, and later orders follow that zone", async () => {
    const [asha] = customers;
    await insertOrders([
      { userId: asha, createdAt: at("2026-03-04T15:30:00Z") },
      { userId: asha, createdAt: at("2026-03-04T16:30:00Z") },
    ]);
    expect((await storedGroups()).map((g) => g.key)).toEqual([`${asha}:2026-03-04`, `${asha}:2026-03-05`]);

    await database.rows(sql`select 1 as done from order_groups_use_zone('UTC')`);
    expect((await storedGroups()).map((g) => [g.key, g.n])).toEqual([[`${asha}:2026-03-04`, 2]]);
    await insertOrders([{ userId: asha, createdAt: at("2026-03-04T23:30:00Z") }]);
    await expectInStep();
    expect((await storedGroups()).map((g) => [g.key, g.n])).toEqual([[`${asha}:2026-03-04`, 3]]);

    // New York: 2026-03-08 is the spring-forward day.
    await database.rows(sql`select 1 as done from order_groups_use_zone('America/New_York')`);
    await insertOrders([{ userId: asha, createdAt: at("2026-03-08T04:30:00Z") }]);
    await expectInStep();
    expect((await storedGroups()).map((g) => g.key)).toEqual([`${asha}:2026-03-04`, `${asha}:2026-03-07`]);
  });
});
