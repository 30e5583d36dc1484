import { describe, expect, it } from "vitest";
import type { AdminOrder } from "../../../contracts/admin-orders";
import {
  orderExportPath,
  orderFiltersFromSearch,
  orderGroupsPath,
  orderScreenSearch,
  ordersToMarkPaid,
  ordersToProcess,
  runOneByOne,
} from "./order-filters";

const order = (id: number, status: AdminOrder["status"], isPaid = false) => ({ id, status, isPaid }) as AdminOrder;

describe("orderFiltersFromSearch", () => {
  it("reads every known filter and the page", () => {
    const params = new URLSearchParams(
      "status=partially+processed&payment=partially+paid&from=2026-01-02&to=2026-01-31&q=+Asha+&page=3",
    );
    expect(orderFiltersFromSearch(params)).toEqual({
      status: "partially processed",
      payment: "partially paid",
      from: "2026-01-02",
      to: "2026-01-31",
      q: "Asha",
      page: 3,
    });
  });

  it("leaves out unknown values, malformed days, a blank search and a bad page", () => {
    const params = new URLSearchParams("status=lost&payment=free&from=2026-13-40&to=yesterday&q=+++&page=-2");
    expect(orderFiltersFromSearch(params)).toEqual({ page: 1 });
  });

  it("drops an end day before the start day rather than sending a request the server refuses", () => {
    expect(orderFiltersFromSearch(new URLSearchParams("from=2026-02-02&to=2026-02-01"))).toEqual({
      from: "2026-02-02",
      page: 1,
    });
  });
});

describe("paths", () => {
  const filters = { status: "shipped" as const, q: "a&b", page: 2 };

  it("keeps the page in the URL only past the first", () => {
    expect(orderScreenSearch(filters).toString()).toBe("status=shipped&q=a%26b&page=2");
    expect(orderScreenSearch({ ...filters, page: 1 }).toString()).toBe("status=shipped&q=a%26b");
  });

  it("always asks the server for a page, and exports the same filters without one", () => {
    expect(orderGroupsPath(filters)).toBe("/api/admin/order-groups?status=shipped&q=a%26b&page=2");
    expect(orderExportPath(filters)).toBe("/api/admin/orders/export.csv?status=shipped&q=a%26b");
    expect(orderExportPath({})).toBe("/api/admin/orders/export.csv");
  });
});

describe("bulk targets", () => {
  const orders = [
    order(1, "processing"),
    order(2, "processed"),
    order(3, "shipped", true),
    order(4, "cancelled"),
    order(5, "processing", true),
    order(6, "delivered"),
  ];

  it("processes only the orders still processing", () => {
    expect(ordersToProcess({ orders }).map((o) => o.id)).toEqual([1, 5]);
  });

  it("marks paid only unpaid orders that are not cancelled", () => {
    expect(ordersToMarkPaid({ orders }).map((o) => o.id)).toEqual([1, 2, 6]);
  });
});

describe("runOneByOne", () => {
  it("runs one at a time in order and names every failure", async () => {
    const seen: number[] = [];
    let running = 0;
    const result = await runOneByOne(
      [order(1, "processing"), order(2, "processing"), order(3, "processing")],
      async (o) => {
        running++;
        expect(running).toBe(1);
        seen.push(o.id);
        await Promise.resolve();
        running--;
        if (o.id !== 2) throw new Error(`nope ${o.id}`);
      },
    );
    expect(seen).toEqual([1, 2, 3]);
    expect(result.failed).toEqual([
      { id: 1, message: "nope 1" },
      { id: 3, message: "nope 3" },
    ]);
  });
});
