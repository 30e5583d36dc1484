import { describe, expect, it } from "vitest";
import { usablePricingTable } from "./stripe-pricing-table";

describe("usablePricingTable", () => {
  it("keeps both ids when they look like Stripe's", () => {
    expect(usablePricingTable({ pricingTableId: " prctbl_1AbCdEfGh ", publishableKey: "pk_test_51AbCdEfGh" })).toEqual({
      pricingTableId: "prctbl_1AbCdEfGh",
      publishableKey: "pk_test_51AbCdEfGh",
    });
  });

  it("treats a missing, empty or malformed value as not configured", () => {
    expect(usablePricingTable(undefined)).toBeNull();
    expect(usablePricingTable({ pricingTableId: null, publishableKey: null })).toBeNull();
    expect(usablePricingTable({ pricingTableId: "prctbl_1AbCdEfGh", publishableKey: null })).toBeNull();
    expect(usablePricingTable({ pricingTableId: "", publishableKey: "pk_live_51AbCdEfGh" })).toBeNull();
    expect(usablePricingTable({ pricingTableId: "table", publishableKey: "pk_live_51AbCdEfGh" })).toBeNull();
    expect(usablePricingTable({ pricingTableId: "prctbl_1AbCdEfGh", publishableKey: "sk_live_secret" })).toBeNull();
  });
});
