import { describe, expect, it } from "vitest";
import { EXPIRING_SOON_MS, type LifecycleFields, type StoredProductStatus } from "./product-lifecycle";
import { adminStatusLabel, customerStatusLabel, statusBadgeLabel } from "./status-labels";

const NOW = new Date("2025-06-01T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

function product(status: StoredProductStatus, expiresInMs: number, publishInMs: number | null = null): LifecycleFields {
  return { status, expiresAt: at(expiresInMs), publishAt: publishInMs === null ? null : at(publishInMs) };
}

describe("adminStatusLabel", () => {
  it("labels each derived state", () => {
    expect(adminStatusLabel(product("draft", HOUR), NOW)).toBe("Draft");
    expect(adminStatusLabel(product("scheduled", 48 * HOUR, HOUR), NOW)).toBe("Scheduled");
    expect(adminStatusLabel(product("active", 0), NOW)).toBe("Expired");
    expect(adminStatusLabel(product("active", EXPIRING_SOON_MS), NOW)).toBe("Expiring Soon");
    expect(adminStatusLabel(product("active", EXPIRING_SOON_MS + 1), NOW)).toBe("Active");
  });

  it("labels a draft Draft even when its expiry has passed", () => {
    expect(adminStatusLabel(product("draft", -HOUR), NOW)).toBe("Draft");
  });
});

describe("customerStatusLabel", () => {
  it("uses the shopper-facing words", () => {
    expect(customerStatusLabel("draft")).toBe("Not yet available");
    expect(customerStatusLabel("scheduled")).toBe("Coming Soon");
    expect(customerStatusLabel("expired")).toBe("Expired");
    expect(customerStatusLabel("active")).toBe("Active");
  });
});

describe("statusBadgeLabel", () => {
  it("badges only what cannot be ordered, a draft as Draft", () => {
    expect(statusBadgeLabel("expired")).toBe("Expired");
    expect(statusBadgeLabel("scheduled")).toBe("Coming Soon");
    expect(statusBadgeLabel("draft")).toBe("Draft");
    expect(statusBadgeLabel("active")).toBeNull();
  });
});
