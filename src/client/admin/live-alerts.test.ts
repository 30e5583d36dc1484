import { describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/money";
import {
  ADMIN_DASHBOARD_KEY,
  ADMIN_ORDERS_KEY,
  ADMIN_STORE_SETTINGS_KEY,
  STORE_SETTINGS_KEY,
} from "../lib/api/query-keys";
import { adminEffectsOf, NEW_ORDER_TOAST_MS } from "./live-alerts";

describe("adminEffectsOf", () => {
  it("a new order names the customer, product and total for 5 s, and refreshes the orders and the dashboard", () => {
    const effects = adminEffectsOf({
      type: "newOrder",
      data: { orderId: 41, userId: 7, customerName: "Asha Rao", productName: "Silk Saree", totalPrice: "57.99" },
    });
    expect(effects.invalidate).toEqual([ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY]);
    expect(effects.toast).toEqual({
      title: "New order",
      description: "Asha Rao ordered Silk Saree for $57.99.",
      duration: NEW_ORDER_TOAST_MS,
    });
    expect(NEW_ORDER_TOAST_MS).toBe(5000);
    expect(effects.newOrder).toEqual({
      orderId: 41,
      title: "New order",
      body: "Asha Rao ordered Silk Saree for $57.99.",
    });
  });

  it("writes the total in the store's currency", () => {
    const effects = adminEffectsOf(
      {
        type: "newOrder",
        data: { orderId: 42, userId: 7, customerName: "Asha Rao", productName: "Silk Saree", totalPrice: "1200" },
      },
      "JPY",
    );
    expect(effects.toast?.description).toBe(`Asha Rao ordered Silk Saree for ${formatMoney("1200", "JPY")}.`);
    expect(effects.toast?.description).not.toContain("$");
  });

  it("store settings saved elsewhere refresh the currency of every amount and the Store Settings tab", () => {
    expect(adminEffectsOf({ type: "store-settings-updated" })).toEqual({
      invalidate: [STORE_SETTINGS_KEY, ADMIN_STORE_SETTINGS_KEY],
    });
  });

  it("status and payment updates name the order", () => {
    const status = adminEffectsOf({
      type: "orderStatusUpdate",
      orderId: 3,
      status: "shipped",
      data: { orderId: 3, status: "shipped" },
    });
    expect(status.toast?.description).toBe("Order #3 is now shipped.");
    expect(status.invalidate).toEqual([ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY]);
    expect(status.newOrder).toBeUndefined();

    const payment = adminEffectsOf({
      type: "orderPaymentUpdate",
      orderId: 3,
      status: "paid",
      data: { orderId: 3, isPaid: true },
    });
    expect(payment.toast).toMatchObject({ title: "Payment updated", description: "Order #3 is now paid." });
    expect(payment.invalidate).toEqual([ADMIN_ORDERS_KEY, ADMIN_DASHBOARD_KEY]);
  });

  it("leaves shop messages to the shop's socket and refetches everything after a resync", () => {
    expect(adminEffectsOf({ type: "premium_status_updated", message: "hi" })).toEqual({ invalidate: [] });
    expect(adminEffectsOf({ type: "resync" })).toEqual({ invalidate: "admin" });
  });
});
