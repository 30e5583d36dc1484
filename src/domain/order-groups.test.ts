import { describe, it, expect } from "vitest";
import {
  ADMIN_ORDER_GROUPS_PER_PAGE,
  ORDER_GROUPS_PER_PAGE,
  ORDER_STATUSES,
  calendarDayIn,
  canAdminCancel,
  canCustomerCancel,
  canMarkPaid,
  DAY_GROUP_PAYMENT_STATUSES,
  DAY_GROUP_STATUSES,
  dayGroupPaymentStatus,
  dayGroupStatus,
  groupOrdersByDay,
  groupTotal,
  isOrderStatus,
  nextAdminStatus,
  orderGroupLabel,
  type OrderStatus,
  previousAdminStatus,
} from "./order-groups";

describe("ORDER_STATUSES and isOrderStatus", () => {
  it("lists the five statuses in lifecycle order", () => {
    expect(ORDER_STATUSES).toEqual(["processing", "processed", "shipped", "delivered", "cancelled"]);
  });

  it("recognises only those statuses", () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    expect(isOrderStatus("pending")).toBe(false);
    expect(isOrderStatus("Processing")).toBe(false);
    expect(isOrderStatus("partially processed")).toBe(false);
    expect(isOrderStatus(1)).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});

describe("page sizes", () => {
  it("are 25 groups for shoppers and 10 for the admin table", () => {
    expect(ORDER_GROUPS_PER_PAGE).toBe(25);
    expect(ADMIN_ORDER_GROUPS_PER_PAGE).toBe(10);
  });
});

describe("dayGroupStatus", () => {
  it("uses a single status as is, for every status", () => {
    for (const s of ORDER_STATUSES) {
      expect(dayGroupStatus([s])).toBe(s);
      expect(dayGroupStatus([s, s, s])).toBe(s);
    }
  });

  it("is processing whenever any order is processing", () => {
    const others: OrderStatus[] = ["processed", "shipped", "delivered", "cancelled"];
    for (const s of others) {
      expect(dayGroupStatus([s, "processing"])).toBe("processing");
      expect(dayGroupStatus(["processing", s])).toBe("processing");
    }
    expect(dayGroupStatus(["cancelled", "delivered", "processing", "shipped"])).toBe("processing");
  });

  it("is partially processed when cancelled mixes with processed, shipped or delivered", () => {
    expect(dayGroupStatus(["cancelled", "processed"])).toBe("partially processed");
    expect(dayGroupStatus(["shipped", "cancelled"])).toBe("partially processed");
    expect(dayGroupStatus(["cancelled", "delivered", "delivered"])).toBe("partially processed");
    expect(dayGroupStatus(["cancelled", "processed", "shipped", "delivered"])).toBe("partially processed");
  });

  it("picks delivered first among a mix without processing or cancelled", () => {
    expect(dayGroupStatus(["processed", "delivered"])).toBe("delivered");
    expect(dayGroupStatus(["shipped", "delivered"])).toBe("delivered");
    expect(dayGroupStatus(["processed", "shipped", "delivered"])).toBe("delivered");
  });

  it("picks shipped over processed", () => {
    expect(dayGroupStatus(["processed", "shipped"])).toBe("shipped");
    expect(dayGroupStatus(["shipped", "processed", "processed"])).toBe("shipped");
  });

  it("refuses an empty group", () => {
    expect(() => dayGroupStatus([])).toThrow(RangeError);
  });
});

describe("dayGroupPaymentStatus", () => {
  it("is paid when every live order is paid", () => {
    expect(
      dayGroupPaymentStatus([
        { status: "processing", isPaid: true },
        { status: "shipped", isPaid: true },
      ]),
    ).toBe("paid");
  });

  it("is unpaid when no live order is paid", () => {
    expect(
      dayGroupPaymentStatus([
        { status: "processing", isPaid: false },
        { status: "processed", isPaid: false },
      ]),
    ).toBe("unpaid");
  });

  it("is partially paid for a mix", () => {
    expect(
      dayGroupPaymentStatus([
        { status: "processing", isPaid: true },
        { status: "processing", isPaid: false },
      ]),
    ).toBe("partially paid");
  });

  it("ignores cancelled orders when judging payment", () => {
    expect(
      dayGroupPaymentStatus([
        { status: "delivered", isPaid: true },
        { status: "cancelled", isPaid: false },
      ]),
    ).toBe("paid");
    expect(
      dayGroupPaymentStatus([
        { status: "processing", isPaid: false },
        { status: "cancelled", isPaid: true },
      ]),
    ).toBe("unpaid");
  });

  it("is cancelled when every order is cancelled", () => {
    expect(
      dayGroupPaymentStatus([
        { status: "cancelled", isPaid: true },
        { status: "cancelled", isPaid: false },
      ]),
    ).toBe("cancelled");
  });

  it("is cancelled for no orders at all", () => {
    expect(dayGroupPaymentStatus([])).toBe("cancelled");
  });
});

describe("groupTotal", () => {
  it("sums totals exactly to the cent, mixing numbers and decimal strings", () => {
    expect(
      groupTotal([
        { status: "processing", totalPrice: 0.1 },
        { status: "shipped", totalPrice: "0.20" },
      ]),
    ).toBe(0.3);
    expect(
      groupTotal([
        { status: "processed", totalPrice: "48.98" },
        { status: "delivered", totalPrice: 21.01 },
      ]),
    ).toBe(69.99);
  });

  it("excludes cancelled orders", () => {
    expect(
      groupTotal([
        { status: "processing", totalPrice: 10 },
        { status: "cancelled", totalPrice: 99.99 },
      ]),
    ).toBe(10);
  });

  it("is zero when all orders are cancelled or there are none", () => {
    expect(groupTotal([{ status: "cancelled", totalPrice: 5 }])).toBe(0);
    expect(groupTotal([])).toBe(0);
  });
});

describe("canCustomerCancel", () => {
  it("allows only processing and unpaid orders", () => {
    expect(canCustomerCancel({ status: "processing", isPaid: false, paymentMethod: null })).toBe(true);
    expect(canCustomerCancel({ status: "processing", isPaid: true, paymentMethod: "manual" })).toBe(false);
    // The card on file that paid is refunded.
    expect(canCustomerCancel({ status: "processing", isPaid: true, paymentMethod: "card" })).toBe(true);
    for (const s of ORDER_STATUSES.filter((x) => x !== "processing")) {
      expect(canCustomerCancel({ status: s, isPaid: false, paymentMethod: null }), s).toBe(false);
      expect(canCustomerCancel({ status: s, isPaid: true, paymentMethod: "card" }), s).toBe(false);
    }
  });
});

describe("calendarDayIn", () => {
  it("gives the day in the requested zone", () => {
    // 23:30 UTC on 1 June is already 2 June in Singapore (UTC+8).
    expect(calendarDayIn(new Date("2025-06-01T23:30:00Z"), "UTC")).toBe("2025-06-01");
    expect(calendarDayIn(new Date("2025-06-01T23:30:00Z"), "Asia/Singapore")).toBe("2025-06-02");
    expect(calendarDayIn("2025-06-01T03:00:00Z", "America/New_York")).toBe("2025-05-31");
  });

  it("switches day exactly at local midnight", () => {
    expect(calendarDayIn("2025-06-01T15:59:59.999Z", "Asia/Singapore")).toBe("2025-06-01");
    expect(calendarDayIn("2025-06-01T16:00:00.000Z", "Asia/Singapore")).toBe("2025-06-02");
  });

  it("pads month and day", () => {
    expect(calendarDayIn("2025-01-05T12:00:00Z", "UTC")).toBe("2025-01-05");
  });

  it("rejects unreadable dates and unknown zones", () => {
    expect(() => calendarDayIn("not a date", "UTC")).toThrow(RangeError);
    expect(() => calendarDayIn(new Date("2025-01-01T00:00:00Z"), "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("groupOrdersByDay", () => {
  type O = { id: number; createdAt: Date | string };

  it("is empty for no orders", () => {
    expect(groupOrdersByDay([], "UTC")).toEqual([]);
  });

  it("groups by day, newest day first and newest order first within a day", () => {
    const orders: O[] = [
      { id: 1, createdAt: "2025-06-01T08:00:00Z" },
      { id: 2, createdAt: new Date("2025-06-02T09:00:00Z") },
      { id: 3, createdAt: "2025-06-01T20:00:00Z" },
      { id: 4, createdAt: "2025-06-02T01:00:00Z" },
      { id: 5, createdAt: "2025-05-30T12:00:00Z" },
    ];
    const groups = groupOrdersByDay(orders, "UTC");
    expect(groups.map((g) => [g.day, g.orders.map((o) => o.id)])).toEqual([
      ["2025-06-02", [2, 4]],
      ["2025-06-01", [3, 1]],
      ["2025-05-30", [5]],
    ]);
  });

  it("uses the zone's calendar, not UTC", () => {
    const orders: O[] = [
      { id: 1, createdAt: "2025-06-01T15:00:00Z" }, // 23:00 on 1 June in Singapore
      { id: 2, createdAt: "2025-06-01T17:00:00Z" }, // 01:00 on 2 June in Singapore
    ];
    expect(groupOrdersByDay(orders, "UTC").map((g) => g.day)).toEqual(["2025-06-01"]);
    expect(groupOrdersByDay(orders, "Asia/Singapore").map((g) => [g.day, g.orders.map((o) => o.id)])).toEqual([
      ["2025-06-02", [2]],
      ["2025-06-01", [1]],
    ]);
  });

  it("keeps one group per day across a daylight-saving change", () => {
    // 9 March 2025: New York springs forward at 02:00 local (07:00 UTC).
    const orders: O[] = [
      { id: 1, createdAt: "2025-03-09T06:30:00Z" }, // 01:30 EST
      { id: 2, createdAt: "2025-03-09T07:30:00Z" }, // 03:30 EDT
      { id: 3, createdAt: "2025-03-10T03:59:00Z" }, // 23:59 EDT on the 9th
      { id: 4, createdAt: "2025-03-10T04:00:00Z" }, // 00:00 EDT on the 10th
    ];
    expect(groupOrdersByDay(orders, "America/New_York").map((g) => [g.day, g.orders.map((o) => o.id)])).toEqual([
      ["2025-03-10", [4]],
      ["2025-03-09", [3, 2, 1]],
    ]);
  });

  it("keeps input order for orders created at the same instant", () => {
    const orders: O[] = [
      { id: 1, createdAt: "2025-06-01T08:00:00Z" },
      { id: 2, createdAt: "2025-06-01T08:00:00Z" },
    ];
    expect(groupOrdersByDay(orders, "UTC")[0]?.orders.map((o) => o.id)).toEqual([1, 2]);
  });

  it("returns the caller's own objects with their extra fields", () => {
    const order = { id: 7, createdAt: "2025-06-01T08:00:00Z", note: "x" };
    expect(groupOrdersByDay([order], "UTC")[0]?.orders[0]).toBe(order);
  });

  it("does not mutate the input array", () => {
    const orders: O[] = [
      { id: 1, createdAt: "2025-06-01T08:00:00Z" },
      { id: 2, createdAt: "2025-06-02T08:00:00Z" },
    ];
    groupOrdersByDay(orders, "UTC");
    expect(orders.map((o) => o.id)).toEqual([1, 2]);
  });

  it("rejects an unreadable createdAt", () => {
    expect(() => groupOrdersByDay([{ createdAt: "garbage" }], "UTC")).toThrow(RangeError);
  });
});

describe("the back office's order actions", () => {
  it("moves an order one step along processing, processed, shipped, delivered", () => {
    expect(ORDER_STATUSES.map(nextAdminStatus)).toEqual(["processed", "shipped", "delivered", null, null]);
    expect(ORDER_STATUSES.map(previousAdminStatus)).toEqual([null, "processing", "processed", "shipped", null]);
  });

  it("marks paid any order that is neither cancelled nor paid", () => {
    for (const status of ORDER_STATUSES) {
      expect(canMarkPaid({ status, isPaid: false })).toBe(status !== "cancelled");
      expect(canMarkPaid({ status, isPaid: true })).toBe(false);
    }
  });

  it("cancels until delivered", () => {
    expect(ORDER_STATUSES.filter((status) => canAdminCancel({ status }))).toEqual([
      "processing",
      "processed",
      "shipped",
    ]);
  });

  it("labels a group with the user id and MMdd", () => {
    expect(orderGroupLabel(42, "2026-03-07")).toBe("420307");
    expect(orderGroupLabel(7, "2025-12-31")).toBe("71231");
  });

  it("offers every group status and payment status as a filter", () => {
    expect(DAY_GROUP_STATUSES).toEqual([...ORDER_STATUSES, "partially processed"]);
    expect(DAY_GROUP_PAYMENT_STATUSES).toEqual(["paid", "unpaid", "partially paid", "cancelled"]);
  });
});
