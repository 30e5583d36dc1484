import { describe, expect, it } from "vitest";
import { CURRENCIES, formatMoney, isCurrency } from "./money";

describe("formatMoney", () => {
  it("rounds to the cent the way the pricing rules do", () => {
    expect(formatMoney(1.005)).toBe("$1.01");
    expect(formatMoney(0.1 + 0.2)).toBe("$0.30");
    expect(formatMoney(0.05)).toBe("$0.05");
  });

  it("writes USD as the spec's dollars with 2 decimals", () => {
    expect(formatMoney("57.99", "USD")).toBe("$57.99");
    expect(formatMoney(57.99)).toBe("$57.99");
    expect(formatMoney("0")).toBe("$0.00");
    expect(formatMoney(12.5, "USD")).toBe("$12.50");
    expect(formatMoney("-1.5", "USD")).toBe("-$1.50");
    expect(formatMoney("1234.56", "USD")).toBe("$1,234.56");
  });

  it("writes EUR and GBP with their symbols and 2 decimals, the amount unchanged", () => {
    expect(formatMoney("57.99", "EUR")).toBe("€57.99");
    expect(formatMoney("57.99", "GBP")).toBe("£57.99");
  });

  it("writes whole yen without decimals, and keeps the cents of a yen amount that has them", () => {
    expect(formatMoney("1200", "JPY")).toBe("¥1,200");
    expect(formatMoney("1200.00", "JPY")).toBe("¥1,200");
    expect(formatMoney("0", "JPY")).toBe("¥0");
    // Never rounded to ¥58: the order is charged 57.99, and 10.50 + 10.50 must still read as ¥21.
    expect(formatMoney("57.99", "JPY")).toBe("¥57.99");
    expect(formatMoney("10.50", "JPY")).toBe("¥10.50");
    expect(formatMoney("0.49", "JPY")).toBe("¥0.49");
  });

  it("writes Singapore dollars as S$ (never a bare $ that reads as US dollars) and rupees as ₹", () => {
    expect(formatMoney("57.99", "SGD")).toBe("S$57.99");
    expect(formatMoney("1234.5", "SGD")).toBe("S$1,234.50");
    expect(formatMoney("0", "SGD")).toBe("S$0.00");
    expect(formatMoney("-7", "SGD")).toBe("-S$7.00");
    expect(formatMoney("57.99", "INR")).toBe("₹57.99");
    expect(formatMoney("123456.5", "INR")).toBe("₹123,456.50");
  });

  it("rounds through whole cents, half away from zero", () => {
    expect(formatMoney(1.005, "USD")).toBe("$1.01");
    expect(formatMoney(0.1 + 0.2, "USD")).toBe("$0.30");
  });

  it("refuses what is not an amount", () => {
    expect(() => formatMoney("abc", "USD")).toThrow(RangeError);
  });
});

describe("isCurrency", () => {
  it("accepts the spec's four currencies and Singapore's and India's, nothing else", () => {
    expect(CURRENCIES).toEqual(["USD", "EUR", "GBP", "JPY", "SGD", "INR"]);
    for (const c of CURRENCIES) expect(isCurrency(c)).toBe(true);
    expect(isCurrency("usd")).toBe(false);
    expect(isCurrency("AUD")).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});
