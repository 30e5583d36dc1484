import { describe, expect, it } from "vitest";
import { cardLabel, chargeableAmount } from "./card-payment";

describe("cardLabel", () => {
  it("names a card as a shopper reads it on the card", () => {
    expect(cardLabel("visa", "4242")).toBe("Visa ending 4242");
    expect(cardLabel("amex", "0005")).toBe("American Express ending 0005");
    // A brand Stripe adds later still reads sensibly.
    expect(cardLabel("link", "1234")).toBe("Link ending 1234");
  });
});

describe("chargeableAmount", () => {
  it("charges cents, and yen in whole yen", () => {
    expect(chargeableAmount("57.99", "USD")).toBe(5799);
    expect(chargeableAmount(57.985, "EUR")).toBe(5799);
    expect(chargeableAmount("1200.00", "JPY")).toBe(1200);
  });

  it("refuses what it cannot charge exactly: a yen total with cents, nothing at all", () => {
    expect(chargeableAmount("1200.50", "JPY")).toBeNull();
    expect(chargeableAmount("0.00", "USD")).toBeNull();
  });
});
