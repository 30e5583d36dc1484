import { ACTIVITY_ACTIONS, type ActivityEntry } from "../../../contracts/activity";
import { formatStoreDateTime } from "../../../domain/store-time-zone";
import { describe, expect, it } from "vitest";
import {
  activityPath,
  activityQuery,
  activitySentence,
  changeLines,
  filtersFromSearch,
  formatValue,
  startOfDayIn,
} from "./activity-format";

const storeTime = (instant: string) => `store:${instant.slice(0, 16)}`;

describe("changeLines", () => {
  it("pairs before and after per field, in first-seen order, named in words", () => {
    expect(
      changeLines(
        { before: { twoFactorEnabled: false, email: "a@x.io" }, after: { twoFactorEnabled: true } },
        storeTime,
      ),
    ).toEqual([
      { field: "Two factor enabled", before: "no", after: "yes" },
      { field: "Email", before: "a@x.io" },
    ]);
  });

  it("shows facts that only have an after", () => {
    expect(changeLines({ after: { reason: "password" } }, storeTime)).toEqual([{ field: "Reason", after: "password" }]);
  });

  it("has nothing to show without changes", () => {
    expect(changeLines(null, storeTime)).toEqual([]);
    expect(changeLines({}, storeTime)).toEqual([]);
  });
});

describe("formatValue", () => {
  it("reads as a person would, never as JSON, with instants on the store's clock", () => {
    expect(formatValue("shipped", storeTime)).toBe("shipped");
    expect(formatValue(12.5, storeTime)).toBe("12.5");
    expect(formatValue(null, storeTime)).toBe("—");
    expect(formatValue("", storeTime)).toBe("—");
    expect(formatValue(["S", "M"], storeTime)).toBe("S, M");
    expect(formatValue([], storeTime)).toBe("—");
    expect(formatValue({ publishAt: "2026-11-28T02:00:00.000Z", count: 2 }, storeTime)).toBe(
      "Publish at store:2026-11-28T02:00; Count 2",
    );
    expect(formatValue("2026-11-28T02:00:00.000Z", storeTime)).toBe("store:2026-11-28T02:00");
  });
});

describe("filtersFromSearch", () => {
  it("keeps known actions, real days and a positive page", () => {
    expect(filtersFromSearch(new URLSearchParams("action=auth.sign-in&from=2025-01-02&to=2025-01-31&page=3"))).toEqual({
      action: "auth.sign-in",
      from: "2025-01-02",
      to: "2025-01-31",
      page: 3,
    });
  });

  it("drops what the API would refuse", () => {
    expect(filtersFromSearch(new URLSearchParams("action=drop-table&from=yesterday&to=2025-13-45&page=-2"))).toEqual({
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams("page=1.5")).page).toBe(1);
  });
});

describe("startOfDayIn", () => {
  it("is the instant the store's day begins", () => {
    expect(startOfDayIn("2025-03-01", "Asia/Singapore")).toBe("2025-02-28T16:00:00.000Z");
    expect(startOfDayIn("2025-03-01", "UTC")).toBe("2025-03-01T00:00:00.000Z");
    expect(startOfDayIn("2025-07-01", "Asia/Kolkata")).toBe("2025-06-30T18:30:00.000Z");
  });

  it("follows daylight-saving changes", () => {
    // New York: clocks go forward at 02:00 on 9 March 2025 and back on 2 November 2025.
    expect(startOfDayIn("2025-03-09", "America/New_York")).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfDayIn("2025-03-10", "America/New_York")).toBe("2025-03-10T04:00:00.000Z");
    expect(startOfDayIn("2025-11-02", "America/New_York")).toBe("2025-11-02T04:00:00.000Z");
    expect(startOfDayIn("2025-11-03", "America/New_York")).toBe("2025-11-03T05:00:00.000Z");
  });
});

describe("activityQuery", () => {
  it("turns the included last day into the API's exclusive end, in the store's zone", () => {
    expect(activityQuery({ from: "2025-03-01", to: "2025-03-02", page: 2 }, "Asia/Singapore")).toEqual({
      from: "2025-02-28T16:00:00.000Z",
      to: "2025-03-02T16:00:00.000Z",
      page: 2,
    });
  });

  it("builds the request path with only the filters set", () => {
    expect(activityPath(activityQuery({ page: 1 }, "UTC"))).toBe("/api/admin/activity?page=1");
    expect(activityPath(activityQuery({ action: "auth.sign-out", page: 4 }, "UTC"))).toBe(
      "/api/admin/activity?action=auth.sign-out&page=4",
    );
  });
});

describe("activitySentence", () => {
  const ctx = { meId: 1, dateTime: (at: string) => formatStoreDateTime(at, "Asia/Singapore") };
  const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
    id: 1,
    at: "2026-11-26T03:00:00.000Z",
    adminId: 1,
    adminEmail: "owner@example.com",
    action: "auth.sign-in",
    target: "admin:1",
    targetName: "owner@example.com",
    ip: "127.0.0.1",
    changes: null,
    ...over,
  });

  it("reads like the owner talks: names, never kind:id", () => {
    expect(activitySentence(entry({ action: "order.paid", target: "order:12", targetName: "#12" }), ctx)).toBe(
      "You marked order #12 as paid",
    );
    // A schedule names no one target: its products are counted.
    const scheduled = (after: Record<string, unknown>) =>
      activitySentence(entry({ action: "product.schedule", target: null, targetName: null, changes: { after } }), ctx);
    expect(scheduled({ productIds: [1, 2, 3], publishAt: "2026-11-28T02:00:00.000Z" })).toBe(
      "You scheduled 3 products for 28 Nov 2026, 10:00",
    );
    expect(scheduled({ productIds: [4], publishNow: true })).toBe("You published 1 product now");
    expect(
      activitySentence(
        entry({
          adminId: 2,
          adminEmail: "ana@example.com",
          action: "product.update",
          target: "product:7",
          targetName: "Indigo Kurta",
        }),
        ctx,
      ),
    ).toBe("ana@example.com updated “Indigo Kurta”");
    expect(
      activitySentence(
        entry({ action: "product.bulk-upload", changes: { after: { successful: 2, failed: 1, updated: 3 } } }),
        ctx,
      ),
    ).toBe("You uploaded 2 products from a CSV file, updated 3 products, 1 failed");
    expect(
      activitySentence(
        entry({
          adminId: null,
          adminEmail: null,
          action: "auth.sign-in-failed",
          target: "email:x@y.z",
          targetName: "x@y.z",
          changes: { after: { reason: "password" } },
        }),
        ctx,
      ),
    ).toBe("A sign-in as x@y.z failed (wrong password)");
    expect(activitySentence(entry({ action: "customer.delete", target: "customer:5", targetName: null }), ctx)).toBe(
      "You deleted customer #5",
    );
  });

  it("never shows a kind:id target for any action", () => {
    for (const action of ACTIVITY_ACTIONS) {
      const sentence = activitySentence(entry({ action, target: "order:2", targetName: "#2" }), ctx);
      expect(sentence, action).not.toMatch(/\b(admin|order|product|customer):\d/);
      expect(sentence.length, action).toBeGreaterThan(5);
    }
  });
});
