import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../domain/order-groups";
import { dayLabel, orderCount, paymentChip, statusChip } from "./order-display";

describe("statusChip", () => {
  it("gives every order and day-group status its own colour", () => {
    const statuses = [...ORDER_STATUSES, "partially processed" as const];
    const tones = statuses.map((s) => statusChip(s).tone);
    expect(new Set(tones).size).toBe(statuses.length);
    expect(statusChip("partially processed").label).toBe("Partially processed");
    expect(statusChip("processing")).toEqual({ label: "Processing", tone: "amber" });
  });
});

describe("paymentChip", () => {
  it("names each payment status", () => {
    expect(paymentChip("paid").label).toBe("Paid");
    expect(paymentChip("unpaid").label).toBe("Unpaid");
    expect(paymentChip("partially paid").label).toBe("Partially paid");
    expect(paymentChip("cancelled").label).toBe("Cancelled");
  });
});

describe("dayLabel", () => {
  it("says Today and Yesterday, also across a month and a year boundary", () => {
    expect(dayLabel("2025-03-10", "2025-03-10", "en-US")).toBe("Today");
    expect(dayLabel("2025-02-28", "2025-03-01", "en-US")).toBe("Yesterday");
    expect(dayLabel("2024-12-31", "2025-01-01", "en-US")).toBe("Yesterday");
  });

  it("writes older days as a date, without shifting them by a time zone", () => {
    expect(dayLabel("2025-03-08", "2025-03-10", "en-US")).toBe("Sat, Mar 8, 2025");
    expect(dayLabel("2025-03-11", "2025-03-10", "en-GB")).toMatch(/^Tue,? 11 Mar 2025$/);
  });
});

describe("orderCount", () => {
  it("counts in words", () => {
    expect(orderCount(1)).toBe("1 order");
    expect(orderCount(3)).toBe("3 orders");
  });
});
