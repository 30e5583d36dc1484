import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminOrderSchema, ORDER_CSV_COLUMNS, orderGroupPageSchema } from "../../../contracts/admin-orders";
import { parseCsv, unguardCsvCell } from "../../../domain/csv";
import {
  dayGroupPaymentStatus,
  dayGroupStatus,
  groupTotal,
  ORDER_STATUSES,
  type OrderStatus,
} from "../../../domain/order-groups";
import { fromCents, toCents } from "../../../domain/pricing";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { openSocket, settleSockets } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, orders, settings, users } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { EXPORT_WINDOW_ORDERS } from "../../services/orders/admin-order-export";
import { CANCELLED_ORDER_FINAL, ORDER_ALREADY_PAID } from "../../services/orders/admin-order-status";

type NewOrder = Partial<typeof orders.$inferInsert> & { userId: number };

describe("admin orders", () => {
  const clock = manualClock("2026-03-10T04:00:00.000Z");
  let t: TestApp;
  let base: string;
  let bearer: Record<string, string>;
  let adminCookie: string;
  let adminId: number;
  let asha: { id: number; cookie: string };
  let ben: { id: number; cookie: string };

  const shopper = async (email: string, name: string) => {
    const cookie = await devSignIn(t.app, email, name);
    const id = (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().id as number;
    return { id, cookie };
  };

  let sequence = 0;
  const values = (o: NewOrder) => {
    sequence += 1;
    return {
      productId: null,
      size: "M",
      shippingCountry: "SG",
      shippingCost: "8.99",
      totalPrice: "56.49",
      shippingAddress: "12 Orchard Road",
      shippingApartment: "#05-12",
      shippingPostalCode: "238801",
      shippingPhone: "+65 9123 4567",
      productName: `Indigo kurta ${sequence}`,
      productSku: `KUR-${sequence}`,
      productPrice: "60.00",
      productDiscountAmount: "12.50",
      productDiscountedPrice: "47.50",
      productImages: ["https://cdn.example.com/kurta.jpg"],
      productCategory: "regular" as const,
      createdAt: clock.now(),
      ...o,
    };
  };
  /** Inserted in chunks, under PostgreSQL's limit on a statement's parameters. */
  const insertOrders = async (list: NewOrder[]) => {
    const rows = [];
    for (let i = 0; i < list.length; i += 1000)
      rows.push(
        ...(await t.database.db
          .insert(orders)
          .values(list.slice(i, i + 1000).map(values))
          .returning()),
      );
    return rows;
  };
  const insertOrder = async (o: NewOrder) => (await insertOrders([o]))[0];

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    base = await listenOnLoopback(t.app);
    const admin = await adminSignIn(t.app);
    bearer = { authorization: `Bearer ${admin.token}` };
    adminCookie = admin.cookie;
    adminId = (await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer })).json().id;
    asha = await shopper("asha@example.com", "Asha Rao");
    ben = await shopper("ben@example.com", "Ben Tan");
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(orders);
    await t.database.db.delete(activityLog);
    await t.database.db.delete(settings);
  });

  type Method = "GET" | "PUT";
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer, ...(payload === undefined ? {} : { payload: payload as object }) });
  const rowOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const activity = () => t.database.db.select().from(activityLog).orderBy(activityLog.id);

  describe("GET /api/admin/orders", () => {
    it("lists every order with its customer and snapshot, newest first", async () => {
      const older = await insertOrder({ userId: asha.id, createdAt: new Date("2026-03-01T00:00:00Z") });
      const newer = await insertOrder({ userId: ben.id, productSupplierLink: "https://supplier.example.com/k" });
      const res = await call("GET", "/api/admin/orders");
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((o: { id: number }) => o.id)).toEqual([newer.id, older.id]);
      expect(adminOrderSchema.parse(list[0])).toMatchObject({
        userId: ben.id,
        customerName: "Ben Tan",
        customerEmail: "ben@example.com",
        productName: newer.productName,
        productSku: newer.productSku,
        productPrice: "60.00",
        productDiscountAmount: "12.50",
        productDiscountedPrice: "47.50",
        productSupplierLink: "https://supplier.example.com/k",
        shippingAddress: "12 Orchard Road",
        shippingApartment: "#05-12",
        shippingPhone: "+65 9123 4567",
        status: "processing",
        isPaid: false,
      });
      expect(list[0]).not.toHaveProperty("idempotencyKey");
    });
  });

  describe("transitions", () => {
    it("moves an order processing -> processed -> shipped -> delivered, one step at a time, logging each", async () => {
      const order = await insertOrder({ userId: asha.id });
      expect((await call("PUT", `/api/admin/orders/${order.id}/status`, { status: "shipped" })).json()).toMatchObject({
        code: "CONFLICT",
        message: `Only a processed order can be marked shipped; order ${order.id} is processing`,
      });
      for (const status of ["processed", "shipped", "delivered"]) {
        const res = await call("PUT", `/api/admin/orders/${order.id}/status`, { status });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: order.id, status, customerName: "Asha Rao" });
      }
      // Backwards, or again, is refused.
      for (const status of ["processed", "shipped", "delivered"]) {
        const res = await call("PUT", `/api/admin/orders/${order.id}/status`, { status });
        expect(res.statusCode).toBe(409);
      }
      expect((await rowOf(order.id)).status).toBe("delivered");
      expect((await activity()).map((a) => [a.action, a.adminId, a.target, a.changes])).toEqual([
        [
          "order.status",
          adminId,
          `order:${order.id}`,
          { before: { status: "processing" }, after: { status: "processed" } },
        ],
        [
          "order.status",
          adminId,
          `order:${order.id}`,
          { before: { status: "processed" }, after: { status: "shipped" } },
        ],
        [
          "order.status",
          adminId,
          `order:${order.id}`,
          { before: { status: "shipped" }, after: { status: "delivered" } },
        ],
      ]);
      expect((await activity())[0].at.toISOString()).toBe(clock.now().toISOString());
    });

    it("marks paid any order that is neither cancelled nor paid, once", async () => {
      for (const status of ["processing", "processed", "shipped", "delivered"] as const) {
        const order = await insertOrder({ userId: asha.id, status });
        const res = await call("PUT", `/api/admin/orders/${order.id}/paid`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ id: order.id, isPaid: true, status });
        // Paid by hand: the shopper's order says so.
        const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
        expect(stored.paymentMethod).toBe("manual");
        const again = await call("PUT", `/api/admin/orders/${order.id}/paid`);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(ORDER_ALREADY_PAID);
      }
      const log = await activity();
      expect(log).toHaveLength(4);
      expect(log[0]).toMatchObject({
        action: "order.paid",
        changes: { before: { isPaid: false }, after: { isPaid: true } },
      });
    });

    it("cancels with a reason until delivered, as cancelled by admin; a cancelled order has no further actions", async () => {
      for (const status of ["processing", "processed", "shipped"] as const) {
        const order = await insertOrder({ userId: asha.id, status, isPaid: status === "shipped" });
        const res = await call("PUT", `/api/admin/orders/${order.id}/cancel`, { reason: "  Out of stock  " });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          status: "cancelled",
          cancelledBy: "admin",
          cancellationReason: "Out of stock",
        });
        for (const [url, body] of [
          [`/api/admin/orders/${order.id}/status`, { status: "processed" }],
          [`/api/admin/orders/${order.id}/status`, { status: "delivered" }],
          [`/api/admin/orders/${order.id}/paid`, undefined],
          [`/api/admin/orders/${order.id}/cancel`, { reason: "again" }],
        ] as const) {
          const refused = await call("PUT", url, body);
          expect(refused.statusCode, url).toBe(409);
          expect(refused.json().message).toBe(CANCELLED_ORDER_FINAL);
        }
      }
      const delivered = await insertOrder({ userId: asha.id, status: "delivered" });
      const refused = await call("PUT", `/api/admin/orders/${delivered.id}/cancel`, { reason: "Too late" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain("delivered");
      expect((await rowOf(delivered.id)).status).toBe("delivered");
      const log = await activity();
      expect(log.map((a) => a.action)).toEqual(["order.cancel", "order.cancel", "order.cancel"]);
      expect(log[1].changes).toEqual({
        before: { status: "processed" },
        after: { status: "cancelled", cancelledBy: "admin", cancellationReason: "Out of stock" },
      });
    });

    it("lets only one of two concurrent identical transitions through", async () => {
      const order = await insertOrder({ userId: asha.id });
      const results = await Promise.all([
        call("PUT", `/api/admin/orders/${order.id}/status`, { status: "processed" }),
        call("PUT", `/api/admin/orders/${order.id}/status`, { status: "processed" }),
        call("PUT", `/api/admin/orders/${order.id}/cancel`, { reason: "Duplicate" }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      // Either the cancel came first (both status changes refused) or one status change won and the cancel
      // followed; never two status changes.
      expect(results.filter((r, i) => i < 2 && r.statusCode === 200).length).toBeLessThanOrEqual(1);
      expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
      const log = await activity();
      expect(log.filter((a) => a.action === "order.status").length).toBeLessThanOrEqual(1);
      expect(log).toHaveLength(codes.filter((c) => c === 200).length);
    });

    it("answers 400 for bad input and 404 for unknown orders, changing nothing", async () => {
      const order = await insertOrder({ userId: asha.id });
      const bad: [string, unknown][] = [
        [`/api/admin/orders/${order.id}/status`, { status: "cancelled" }],
        [`/api/admin/orders/${order.id}/status`, { status: "processing" }],
        [`/api/admin/orders/${order.id}/status`, { status: "processed", extra: 1 }],
        [`/api/admin/orders/${order.id}/status`, {}],
        [`/api/admin/orders/${order.id}/cancel`, { reason: "   " }],
        [`/api/admin/orders/${order.id}/cancel`, {}],
        [`/api/admin/orders/${order.id}/cancel`, { reason: "x".repeat(501) }],
        ["/api/admin/orders/99999999999/status", { status: "processed" }],
        ["/api/admin/orders/2147483648/paid", undefined],
        ["/api/admin/orders/0/paid", undefined],
        ["/api/admin/orders/abc/cancel", { reason: "r" }],
        ["/api/admin/orders/1.5/paid", undefined],
      ];
      for (const [url, body] of bad) {
        const res = await call("PUT", url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().code).toBe("BAD_REQUEST");
      }
      const blank = await call("PUT", `/api/admin/orders/${order.id}/cancel`, { reason: " \t " });
      expect(blank.json().message).toContain("A cancellation reason is required");
      for (const url of ["/api/admin/orders/2147483647/paid", `/api/admin/orders/${order.id + 1000}/paid`]) {
        const res = await call("PUT", url);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Order not found");
      }
      expect(await rowOf(order.id)).toMatchObject({ status: "processing", isPaid: false, cancelledBy: null });
      expect(await activity()).toEqual([]);
    });

    it("tells the owner's and the admins' sockets, and no other shopper's", async () => {
      const order = await insertOrder({ userId: asha.id });
      const ashaSocket = await openSocket(base, { cookie: asha.cookie });
      const benSocket = await openSocket(base, { cookie: ben.cookie });
      const adminSocket = await openSocket(base, { cookie: adminCookie });
      const anonymous = await openSocket(base);

      await call("PUT", `/api/admin/orders/${order.id}/status`, { status: "processed" });
      await call("PUT", `/api/admin/orders/${order.id}/paid`);
      await call("PUT", `/api/admin/orders/${order.id}/cancel`, { reason: "Customer asked" });
      for (const s of [ashaSocket, adminSocket]) {
        expect(await s.next("orderStatusUpdate")).toMatchObject({
          orderId: order.id,
          status: "processed",
          data: { orderId: order.id, status: "processed" },
        });
        expect(await s.next("orderPaymentUpdate")).toMatchObject({
          orderId: order.id,
          status: "paid",
          data: { orderId: order.id, isPaid: true },
        });
        expect(await s.next("orderStatusUpdate")).toMatchObject({ orderId: order.id, status: "cancelled" });
      }
      // A refused action announces nothing.
      expect((await call("PUT", `/api/admin/orders/${order.id}/paid`)).statusCode).toBe(409);
      await settleSockets(t.app.events, [ashaSocket, benSocket, adminSocket, anonymous]);
      expect(benSocket.messages).toEqual([]);
      expect(anonymous.messages).toEqual([]);
      expect(ashaSocket.messages.map((m) => m.type)).toEqual([
        "orderStatusUpdate",
        "orderPaymentUpdate",
        "orderStatusUpdate",
      ]);
      for (const s of [ashaSocket, benSocket, adminSocket, anonymous]) s.close();
    });
  });

  describe("GET /api/admin/order-groups", () => {
    const groupsPage = async (query = "") => {
      const res = await call("GET", `/api/admin/order-groups${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return orderGroupPageSchema.parse(res.json());
    };
    /** Every group over every page. */
    const allGroups = async (query = "") => {
      const first = await groupsPage(`?page=1${query}`);
      const pages = Math.ceil(first.total / first.pageSize);
      const rest = [];
      for (let page = 2; page <= pages; page++) rest.push(...(await groupsPage(`?page=${page}${query}`)).groups);
      return [...first.groups, ...rest];
    };

    it("groups one customer's orders by calendar day in the store's time zone, across the day boundary", async () => {
      // 23:30 and 00:30 in Singapore (UTC+8): two days there, one day in UTC.
      const late = await insertOrder({ userId: asha.id, createdAt: new Date("2026-03-04T15:30:00Z") });
      const early = await insertOrder({ userId: asha.id, createdAt: new Date("2026-03-04T16:30:00Z") });
      const page = await groupsPage();
      expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10, timeZone: "Asia/Singapore" });
      expect(page.groups.map((g) => [g.day, g.label, g.orders.map((o) => o.id)])).toEqual([
        ["2026-03-05", `${asha.id}0305`, [early.id]],
        ["2026-03-04", `${asha.id}0304`, [late.id]],
      ]);
      expect(page.groups[0]).toMatchObject({
        key: `${asha.id}:2026-03-05`,
        userId: asha.id,
        customerName: "Asha Rao",
        customerEmail: "asha@example.com",
      });
      // The date filter is in the store's zone too: the 5th holds only the 00:30 order.
      expect((await groupsPage("?from=2026-03-05&to=2026-03-05")).groups.map((g) => g.day)).toEqual(["2026-03-05"]);
      expect((await groupsPage("?to=2026-03-04")).groups.map((g) => g.day)).toEqual(["2026-03-04"]);

      await t.database.db.insert(settings).values({ key: SETTING_KEYS.storeTimeZone, value: JSON.stringify("UTC") });
      const utc = await groupsPage();
      expect(utc).toMatchObject({ total: 1, timeZone: "UTC" });
      expect(utc.groups[0].orders.map((o) => o.id)).toEqual([early.id, late.id]);
      expect(utc.groups[0].day).toBe("2026-03-04");
    });

    it("pages 10 groups newest first, and separates customers on the same day", async () => {
      const day = (n: number) => new Date(Date.UTC(2026, 0, n, 3));
      await insertOrders([
        ...Array.from({ length: 11 }, (_, i) => ({ userId: asha.id, createdAt: day(i + 1) })),
        { userId: ben.id, createdAt: new Date(day(11).getTime() + 60_000) },
      ]);
      const first = await groupsPage();
      expect(first.total).toBe(12);
      expect(first.groups).toHaveLength(10);
      expect(first.groups.slice(0, 3).map((g) => [g.userId, g.day])).toEqual([
        [ben.id, "2026-01-11"],
        [asha.id, "2026-01-11"],
        [asha.id, "2026-01-10"],
      ]);
      const second = await groupsPage("?page=2");
      expect(second).toMatchObject({ total: 12, page: 2 });
      expect(second.groups.map((g) => g.day)).toEqual(["2026-01-02", "2026-01-01"]);
      expect(await groupsPage("?page=3")).toMatchObject({ total: 12, groups: [] });
    });

    it("derives status, payment, total and item count exactly as the domain rules do, and filters on them", async () => {
      // One group per combination: every non-empty set of statuses, each with a paid/unpaid mix.
      const combos: { statuses: OrderStatus[]; paid: boolean[] }[] = [];
      for (let mask = 1; mask < 1 << ORDER_STATUSES.length; mask++) {
        const statuses = ORDER_STATUSES.filter((_, i) => mask & (1 << i));
        for (const pattern of [0, 1, 2]) {
          const paid = statuses.map((_, i) => (pattern === 0 ? false : pattern === 1 ? true : i % 2 === 0));
          combos.push({ statuses, paid });
        }
      }
      const rows = combos.flatMap((combo, c) =>
        combo.statuses.map((status, i) => ({
          userId: c % 2 === 0 ? asha.id : ben.id,
          status,
          isPaid: combo.paid[i],
          totalPrice: `${10 + i}.${String((c * 7) % 100).padStart(2, "0")}`,
          // Each combination on a day of its own (at 02:00 Singapore time).
          createdAt: new Date(Date.UTC(2025, 0, 1 + c, 18, i)),
        })),
      );
      await insertOrders(rows);
      const groups = await allGroups();
      expect(groups).toHaveLength(combos.length);
      for (const group of groups) {
        const own = group.orders.map((o) => ({ status: o.status, isPaid: o.isPaid, totalPrice: o.totalPrice }));
        expect(group.status, JSON.stringify(own)).toBe(dayGroupStatus(own.map((o) => o.status)));
        expect(group.paymentStatus, JSON.stringify(own)).toBe(dayGroupPaymentStatus(own));
        expect(toCents(group.totalAmount)).toBe(toCents(groupTotal(own)));
        expect(group.itemCount).toBe(own.length);
      }
      // An order status finds every group holding an order in it ("cancelled" once found no group whose
      // summary was another status); "partially processed" is only ever a group's summary.
      const holding = (status: OrderStatus) => groups.filter((g) => g.orders.some((o) => o.status === status));
      for (const status of ORDER_STATUSES) {
        const filtered = await allGroups(`&status=${encodeURIComponent(status)}`);
        expect(filtered.map((g) => g.key).sort(), status).toEqual(
          holding(status)
            .map((g) => g.key)
            .sort(),
        );
      }
      expect(holding("cancelled").length).toBeGreaterThan(groups.filter((g) => g.status === "cancelled").length);
      const partial = await allGroups("&status=partially%20processed");
      expect(partial.length).toBe(groups.filter((g) => g.status === "partially processed").length);
      expect(partial.every((g) => g.status === "partially processed")).toBe(true);
      // "paid" and "unpaid" likewise find every group holding such an order (cancelled ones count for neither),
      // so a group of paid and unpaid orders is found by both; the other two are only ever a group's summary.
      const holdingPayment = (isPaid: boolean) =>
        groups.filter((g) => g.orders.some((o) => o.status !== "cancelled" && o.isPaid === isPaid));
      const keys = (found: { key: string }[]) => found.map((g) => g.key).sort();
      expect(keys(await allGroups("&payment=paid"))).toEqual(keys(holdingPayment(true)));
      expect(keys(await allGroups("&payment=unpaid"))).toEqual(keys(holdingPayment(false)));
      const mixed = groups.filter((g) => g.paymentStatus === "partially paid");
      expect(mixed.length).toBeGreaterThan(0);
      for (const payment of ["paid", "unpaid"]) {
        expect(keys(await allGroups(`&payment=${payment}`))).toEqual(expect.arrayContaining(keys(mixed)));
      }
      for (const payment of ["partially paid", "cancelled"] as const) {
        const filtered = await allGroups(`&payment=${encodeURIComponent(payment)}`);
        expect(keys(filtered), payment).toEqual(keys(groups.filter((g) => g.paymentStatus === payment)));
      }
      const both = await allGroups("&status=processing&payment=partially%20paid");
      expect(both.length).toBe(holding("processing").filter((g) => g.paymentStatus === "partially paid").length);
      expect(both.length).toBeGreaterThan(0);
    });

    it("sums totals in cents with cancelled orders left out", async () => {
      await insertOrders([
        { userId: asha.id, totalPrice: "0.10" },
        { userId: asha.id, totalPrice: "0.20" },
        { userId: asha.id, totalPrice: "99.99", status: "cancelled" },
      ]);
      const [group] = (await groupsPage()).groups;
      expect(group.totalAmount).toBe("0.30");
      expect(group.itemCount).toBe(3);
      expect(fromCents(toCents(group.totalAmount))).toBe(0.3);
    });

    it("searches customer name, email, product name and order id, showing whole groups", async () => {
      const [kurta, other] = await insertOrders([
        { userId: asha.id, productName: "Indigo Dabu Kurta" },
        { userId: asha.id, productName: "Linen scarf" },
        { userId: ben.id, productName: "Plain tee 100%" },
      ]);
      const keysFor = async (q: string) =>
        (await groupsPage(`?q=${encodeURIComponent(q)}`)).groups.map((g) => [g.userId, g.orders.length]);
      expect(await keysFor("dabu")).toEqual([[asha.id, 2]]);
      expect(await keysFor("ASHA")).toEqual([[asha.id, 2]]);
      expect(await keysFor("ben@example")).toEqual([[ben.id, 1]]);
      expect(await keysFor(String(other.id))).toEqual([[asha.id, 2]]);
      expect(await keysFor(`#${kurta.id}`)).toEqual([[asha.id, 2]]);
      // LIKE's wildcards are text here.
      expect(await keysFor("100%")).toEqual([[ben.id, 1]]);
      expect(await keysFor("%")).toEqual([[ben.id, 1]]);
      expect(await keysFor("_")).toEqual([]);
      expect(await keysFor("nobody")).toEqual([]);
      expect(await keysFor("99999999999")).toEqual([]);
    });

    it("refuses bad filters with 400", async () => {
      for (const query of [
        "?status=pending",
        "?payment=maybe",
        "?from=2026-02-30",
        "?from=03/01/2026",
        "?from=2026-03-05&to=2026-03-01",
        "?page=0",
        "?page=abc",
        "?page=1.5",
        `?q=${"x".repeat(201)}`,
        "?unknown=1",
      ]) {
        const res = await call("GET", `/api/admin/order-groups${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe("BAD_REQUEST");
      }
      // Empty values are no filter, as a cleared select sends them.
      expect((await call("GET", "/api/admin/order-groups?status=&payment=&from=&to=&q=")).statusCode).toBe(200);
    });
  });

  describe("GET /api/admin/orders/export.csv", () => {
    const exportCsv = (query = "") => call("GET", `/api/admin/orders/export.csv${query}`);

    it("sends every order of the matching groups as CSV with a BOM, guarded cells and a dated file name", async () => {
      await t.database.db.update(users).set({ fullName: '=HYPERLINK("http://evil")' }).where(eq(users.id, ben.id));
      try {
        const [a, b] = await insertOrders([
          {
            userId: ben.id,
            productName: '+Kurta, "block" print',
            productSku: "-5",
            size: "@M",
            cancellationReason: "\tTab\r\nnext line",
            status: "cancelled",
            cancelledBy: "admin",
            createdAt: new Date("2026-03-04T16:30:00Z"),
          },
          { userId: asha.id, productName: "Ñandú sari", isPaid: true, createdAt: new Date("2026-03-04T15:30:00Z") },
        ]);
        const res = await exportCsv("?from=2026-03-01&to=2026-03-05");
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
        expect(res.headers["content-disposition"]).toBe('attachment; filename="orders-2026-03-01-to-2026-03-05.csv"');
        expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
        // No blank line after the header: the first order follows it at once.
        const lines = res.rawPayload.toString("utf8").split("\r\n");
        expect(lines[1]).toMatch(new RegExp(`^${a.id},`));
        const parsed = parseCsv(res.rawPayload.toString("utf8"));
        expect(parsed.headers).toEqual([...ORDER_CSV_COLUMNS]);
        expect(parsed.rows.map((r) => r.values["Order ID"])).toEqual([String(a.id), String(b.id)]);
        const [first, second] = parsed.rows.map((r) => r.values);
        expect(first).toMatchObject({
          "Created At": "2026-03-05 00:30:00",
          "Customer Name": '\'=HYPERLINK("http://evil")',
          "Customer Email": "ben@example.com",
          Product: '\'+Kurta, "block" print',
          SKU: "'-5",
          Size: "'@M",
          "Cancellation Reason": "'\tTab\r\nnext line",
          Status: "cancelled",
          Paid: "No",
          "Cancelled By": "admin",
          Price: "60.00",
          Discount: "12.50",
          Shipping: "8.99",
          Total: "56.49",
          "Shipping Address": "12 Orchard Road",
          Apartment: "#05-12",
          "Postal Code": "238801",
          Country: "SG",
          Phone: "'+65 9123 4567",
        });
        expect(unguardCsvCell(first["Customer Name"])).toBe('=HYPERLINK("http://evil")');
        expect(second).toMatchObject({ "Created At": "2026-03-04 23:30:00", Product: "Ñandú sari", Paid: "Yes" });

        // The same filters as the screen: only the groups it would show.
        const unpaid = parseCsv((await exportCsv("?payment=unpaid")).rawPayload.toString("utf8"));
        expect(unpaid.rows).toEqual([]);
        const paid = await exportCsv("?payment=paid");
        expect(paid.headers["content-disposition"]).toBe('attachment; filename="orders-all-2026-03-10.csv"');
        expect(parseCsv(paid.rawPayload.toString("utf8")).rows.map((r) => r.values["Order ID"])).toEqual([
          String(b.id),
        ]);
      } finally {
        await t.database.db.update(users).set({ fullName: "Ben Tan" }).where(eq(users.id, ben.id));
      }
    });

    it("streams many orders in windows of whole days, each order once, newest first", async () => {
      const count = EXPORT_WINDOW_ORDERS * 2 + 345;
      // Spread over 5 Singapore days, so windows end inside busy days and must extend to their end.
      const start = Date.UTC(2025, 5, 1, 0);
      const inserted = await insertOrders(
        Array.from({ length: count }, (_, i) => ({
          userId: i % 3 === 0 ? ben.id : asha.id,
          createdAt: new Date(start + Math.floor((i * 5 * 86_400_000) / count)),
          status: i % 7 === 0 ? ("cancelled" as const) : ("processing" as const),
        })),
      );
      const res = await exportCsv();
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.headers["transfer-encoding"]).toBe("chunked");
      const ids = parseCsv(res.rawPayload.toString("utf8")).rows.map((r) => Number(r.values["Order ID"]));
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      const expected = [...inserted]
        .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id)
        .map((o) => o.id);
      expect(ids).toEqual(expected);

      // A group filter over many windows: the groups holding a processing order, whole.
      const processing = parseCsv(
        (await exportCsv("?status=processing&from=2025-06-02&to=2025-06-03")).rawPayload.toString("utf8"),
      );
      const inRange = inserted.filter((o) => {
        const sg = new Date(o.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
        return sg >= "2025-06-02" && sg <= "2025-06-03";
      });
      expect(processing.rows).toHaveLength(inRange.length);
    });

    it("refuses bad filters with 400", async () => {
      for (const query of ["?status=nope", "?to=2026-13-01", "?page=2"]) {
        const res = await exportCsv(query);
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});
