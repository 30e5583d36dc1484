import { describe, expect, it } from "vitest";
import { type ServerMessage, serverMessageSchema } from "../../../contracts/realtime";
import { effectsOf, isServerMessage } from "./realtime";

describe("effectsOf", () => {
  it("reloads the user and toasts on premium changes, with the spec's durations", () => {
    expect(effectsOf({ type: "premium_status_updated", message: "Welcome" })).toEqual({
      invalidate: [["/api/user"], ["/api/user/card-on-file"]],
      toast: { title: "Premium Upgrade!", description: "Welcome", duration: 5000 },
    });
    expect(effectsOf({ type: "premium_status_removed", message: "Ended" })).toEqual({
      invalidate: [["/api/user"], ["/api/user/card-on-file"]],
      toast: { title: "Membership Updated", description: "Ended", duration: 3000 },
    });
  });

  it("refreshes products for every product message, and resets Discover only when products were deleted", () => {
    for (const type of ["products-scheduled", "product-status-updated"] as const) {
      expect(effectsOf({ type }).invalidate).toContainEqual(["/api/products"]);
    }
    expect(effectsOf({ type: "products-activated", activatedCount: 2 }).invalidate).toContainEqual([
      "/api/products/next-release",
    ]);
    expect(effectsOf({ type: "products-rescheduled", products: [] }).invalidate).toContainEqual(["/api/products"]);
    expect(effectsOf({ type: "customer-products-updated", reason: "deleted" }).resetDiscover).toBe(true);
    expect(effectsOf({ type: "customer-products-updated", reason: "expired" }).resetDiscover).toBe(false);
  });

  it("refreshes an open product page too on every product message, so it keeps no old price or expiry", () => {
    const messages: ServerMessage[] = [
      { type: "products-scheduled" },
      { type: "products-activated", activatedCount: 1 },
      { type: "customer-products-updated", reason: "updated" },
      { type: "product-status-updated" },
      { type: "products-rescheduled", products: [] },
    ];
    for (const message of messages) expect(effectsOf(message).refreshProductPages, message.type).toBe(true);
    expect(effectsOf({ type: "shipping-rates-updated" }).refreshProductPages).toBeUndefined();
  });

  it("refreshes orders on order messages, rates on rate messages, everything on resync", () => {
    const status = {
      type: "orderStatusUpdate",
      orderId: 1,
      status: "shipped",
      data: { orderId: 1, status: "shipped" },
    } as const;
    expect(effectsOf(status)).toEqual({ invalidate: [["/api/orders"]] });
    expect(
      effectsOf({ type: "orderPaymentUpdate", orderId: 1, status: "paid", data: { orderId: 1, isPaid: true } }),
    ).toEqual({
      invalidate: [["/api/orders"]],
    });
    expect(effectsOf({ type: "shipping-rates-updated" })).toEqual({ invalidate: [["/api/shipping-rates/enabled"]] });
    // Help & Support and every amount's currency.
    expect(effectsOf({ type: "store-settings-updated" })).toEqual({ invalidate: [["/api/settings/store"]] });
    expect(effectsOf({ type: "resync" })).toEqual({ invalidate: "all" });
  });
});

describe("isServerMessage", () => {
  it("accepts every message type of the contract and nothing else", () => {
    for (const option of serverMessageSchema.options) {
      const type = option.shape.type.value;
      expect(isServerMessage({ type }), type).toBe(true);
    }
    for (const bad of [null, "text", 42, {}, { type: "drop-tables" }, { kind: "premium_status_updated" }]) {
      expect(isServerMessage(bad)).toBe(false);
    }
  });
});
