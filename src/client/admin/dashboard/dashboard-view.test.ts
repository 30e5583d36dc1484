import { describe, expect, it } from "vitest";
import { DASHBOARD } from "./dashboard-strings";
import { busiestDay, chartBars, describeChange, formatDay, formatShortDay } from "./dashboard-view";

describe("formatDay", () => {
  it("writes the calendar day whatever the machine's zone", () => {
    expect(formatDay("2026-01-01")).toBe("1 Jan 2026");
    expect(formatDay("2026-12-31")).toBe("31 Dec 2026");
    expect(formatShortDay("2026-03-08")).toBe("8 Mar");
  });
});

describe("describeChange", () => {
  it("signs the percentage and names its direction", () => {
    expect(describeChange(12.5)).toEqual({ text: "+12.5%", tone: "up" });
    expect(describeChange(-40)).toEqual({ text: "−40%", tone: "down" });
    expect(describeChange(0)).toEqual({ text: "0%", tone: "flat" });
    expect(describeChange(null)).toEqual({ text: null, tone: "none" });
  });
});

describe("chartBars", () => {
  it("scales revenue and orders to the busiest day", () => {
    const bars = chartBars([
      { date: "2026-01-01", ordersCount: 2, revenue: "50.00" },
      { date: "2026-01-02", ordersCount: 4, revenue: "25.50" },
      { date: "2026-01-03", ordersCount: 0, revenue: "0.00" },
    ]);
    expect(bars.map((b) => [b.revenueHeight, b.ordersHeight])).toEqual([
      [100, 50],
      [51, 100],
      [0, 0],
    ]);
  });

  it("draws nothing tall for a period without orders", () => {
    expect(chartBars([{ date: "2026-01-01", ordersCount: 0, revenue: "0.00" }])[0]).toMatchObject({
      revenueHeight: 0,
      ordersHeight: 0,
    });
  });
});

describe("busiestDay", () => {
  it("is the first day with the most orders, or null", () => {
    const a = { date: "2026-01-01", ordersCount: 3, revenue: "1.00" };
    const b = { date: "2026-01-02", ordersCount: 3, revenue: "9.00" };
    expect(busiestDay([a, b])).toBe(a);
    expect(busiestDay([{ ...a, ordersCount: 0 }])).toBeNull();
  });
});

describe("the revenue card's count", () => {
  it("reads from 1 order, from 2 orders", () => {
    expect(DASHBOARD.fromOrders(1)).toBe("from 1 order");
    expect(DASHBOARD.fromOrders(0)).toBe("from 0 orders");
    expect(DASHBOARD.fromOrders(2)).toBe("from 2 orders");
  });
});
