import { describe, it, expect } from "vitest";
import {
  DEFAULT_SHIPPING_FEE,
  PRICE_TOLERANCE,
  SHIPPING_FALLBACK_COUNTRY,
  finalPrice,
  fromCents,
  orderTotal,
  parseAmount,
  pricesMatch,
  saveAmount,
  shippingCostFor,
  toCents,
  type ShippingRate,
} from "./pricing";

describe("parseAmount", () => {
  it("passes finite numbers through", () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount(0)).toBe(0);
    expect(parseAmount(-3)).toBe(-3);
  });

  it("reads Postgres decimal strings, with surrounding blanks and a sign", () => {
    expect(parseAmount("12.50")).toBe(12.5);
    expect(parseAmount(" 8.99 ")).toBe(8.99);
    expect(parseAmount("-1.5")).toBe(-1.5);
    expect(parseAmount("+2")).toBe(2);
    expect(parseAmount(".5")).toBe(0.5);
    expect(parseAmount("7.")).toBe(7);
  });

  it("rejects text that is not a plain decimal", () => {
    for (const bad of ["", "   ", "abc", "12abc", "1e3", "0x10", "Infinity", "NaN", "1,000.00", "$5", "1.2.3", "-"]) {
      expect(parseAmount(bad), bad).toBeNaN();
    }
  });

  it("rejects non-finite numbers", () => {
    expect(parseAmount(Number.NaN)).toBeNaN();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(parseAmount(Number.NEGATIVE_INFINITY)).toBeNaN();
  });
});

describe("toCents", () => {
  it("converts numbers and strings to integer cents", () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents("12.50")).toBe(1250);
    expect(toCents("0.01")).toBe(1);
    expect(toCents(0)).toBe(0);
    expect(toCents("99999999.99")).toBe(9_999_999_999);
  });

  it("avoids the float drift of multiplying by 100", () => {
    expect(1.005 * 100).not.toBe(100.5); // the trap this function exists for
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.35)).toBe(435);
  });

  it("rounds half away from zero", () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(0.124)).toBe(12);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(-0.124)).toBe(-12);
  });

  it("never returns negative zero", () => {
    expect(Object.is(toCents(-0), 0)).toBe(true);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it("handles numbers whose text form uses an exponent", () => {
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
  });

  it("throws on unreadable amounts instead of producing NaN", () => {
    expect(() => toCents("")).toThrow(RangeError);
    expect(() => toCents("abc")).toThrow(/Not a money amount/);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });
});

describe("fromCents", () => {
  it("converts cents back to dollars", () => {
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(-150)).toBe(-1.5);
  });

  it("rounds a fractional cent count", () => {
    expect(fromCents(1249.6)).toBe(12.5);
  });
});

describe("finalPrice", () => {
  it("is the price when there is no discount", () => {
    expect(finalPrice(49.99)).toBe(49.99);
    expect(finalPrice("49.99", null)).toBe(49.99);
    expect(finalPrice("49.99", undefined)).toBe(49.99);
    expect(finalPrice(49.99, 0)).toBe(49.99);
  });

  it("subtracts the flat discount exactly", () => {
    expect(finalPrice(49.99, 10)).toBe(39.99);
    expect(finalPrice("0.30", "0.10")).toBe(0.2);
    expect(finalPrice(0.3, 0.1)).toBe(0.2); // 0.3 - 0.1 is 0.19999999999999998 in floats
  });

  it("is zero when the discount equals or exceeds the price", () => {
    expect(finalPrice(20, 20)).toBe(0);
    expect(finalPrice(20, 25)).toBe(0);
  });

  it("ignores a negative discount rather than raising the price", () => {
    expect(finalPrice(20, -5)).toBe(20);
  });

  it("rounds to 2 decimals", () => {
    expect(finalPrice(10.456, 0)).toBe(10.46);
  });
});

describe("saveAmount", () => {
  it("is the discount when it is smaller than the price", () => {
    expect(saveAmount(49.99, 10)).toBe(10);
    expect(saveAmount("0.30", "0.10")).toBe(0.1);
  });

  it("is zero with no discount", () => {
    expect(saveAmount(49.99)).toBe(0);
    expect(saveAmount(49.99, null)).toBe(0);
    expect(saveAmount(49.99, 0)).toBe(0);
    expect(saveAmount(49.99, -3)).toBe(0);
  });

  it("is capped at the price", () => {
    expect(saveAmount(20, 25)).toBe(20);
  });
});

describe("orderTotal", () => {
  it("adds shipping to the final price exactly", () => {
    expect(orderTotal(39.99, 8.99)).toBe(48.98);
    expect(orderTotal("0.10", "0.20")).toBe(0.3);
    expect(orderTotal(0, DEFAULT_SHIPPING_FEE)).toBe(1.9);
  });
});

describe("shippingCostFor", () => {
  const rates: ShippingRate[] = [
    { countryCode: "SG", rate: "8.99", enabled: true },
    { countryCode: "US", rate: 12.99, enabled: true },
    { countryCode: "CA", rate: "15.99", enabled: false },
  ];

  it("uses the user's country rate when it is enabled", () => {
    expect(shippingCostFor(rates, "US")).toBe(12.99);
  });

  it("matches country codes regardless of case and blanks", () => {
    expect(shippingCostFor(rates, " us ")).toBe(12.99);
    expect(shippingCostFor([{ countryCode: "us", rate: 3, enabled: true }], "US")).toBe(3);
  });

  it("reads string rates", () => {
    expect(shippingCostFor(rates, "SG")).toBe(8.99);
  });

  it("falls back to the SG rate when the user's rate is disabled", () => {
    expect(shippingCostFor(rates, "CA")).toBe(8.99);
  });

  it("falls back to the SG rate when the user's country has no rate", () => {
    expect(shippingCostFor(rates, "JP")).toBe(8.99);
  });

  it("falls back to the SG rate when the user has no country", () => {
    expect(shippingCostFor(rates, null)).toBe(8.99);
    expect(shippingCostFor(rates, undefined)).toBe(8.99);
    expect(shippingCostFor(rates, "")).toBe(8.99);
  });

  it("falls back to 1.90 when there is no SG rate", () => {
    expect(shippingCostFor([{ countryCode: "US", rate: 12.99, enabled: true }], "JP")).toBe(1.9);
    expect(shippingCostFor([], "SG")).toBe(1.9);
    expect(DEFAULT_SHIPPING_FEE).toBe(1.9);
    expect(SHIPPING_FALLBACK_COUNTRY).toBe("SG");
  });

  it("falls back to 1.90 when the SG rate is disabled", () => {
    expect(shippingCostFor([{ countryCode: "SG", rate: 8.99, enabled: false }], "JP")).toBe(1.9);
    expect(shippingCostFor([{ countryCode: "SG", rate: 8.99, enabled: false }], "SG")).toBe(1.9);
  });

  it("skips a disabled duplicate and uses the enabled entry", () => {
    const dupes: ShippingRate[] = [
      { countryCode: "US", rate: 99, enabled: false },
      { countryCode: "US", rate: 12.99, enabled: true },
    ];
    expect(shippingCostFor(dupes, "US")).toBe(12.99);
  });

  it("honours a free (zero) rate rather than falling back", () => {
    expect(shippingCostFor([{ countryCode: "SG", rate: "0.00", enabled: true }], "SG")).toBe(0);
    expect(
      shippingCostFor(
        [
          { countryCode: "SG", rate: 8.99, enabled: true },
          { countryCode: "MY", rate: 0, enabled: true },
        ],
        "MY",
      ),
    ).toBe(0);
  });
});

describe("pricesMatch", () => {
  it("has a half-cent tolerance", () => {
    expect(PRICE_TOLERANCE).toBe(0.005);
  });

  it("matches equal prices in any representation", () => {
    expect(pricesMatch(48.98, "48.98")).toBe(true);
    expect(pricesMatch(0.1 + 0.2, 0.3)).toBe(true);
  });

  it("matches a difference of exactly half a cent in both directions", () => {
    expect(pricesMatch(10, 10.005)).toBe(true);
    expect(pricesMatch(10.005, 10)).toBe(true);
    expect(pricesMatch("48.98", 48.975)).toBe(true);
  });

  it("rejects a difference just over half a cent", () => {
    expect(pricesMatch(10, 10.0051)).toBe(false);
    expect(pricesMatch(10.0051, 10)).toBe(false);
  });

  it("rejects a one-cent difference", () => {
    expect(pricesMatch(48.98, 48.99)).toBe(false);
  });

  it("never matches an unreadable amount", () => {
    expect(pricesMatch(Number.NaN, Number.NaN)).toBe(false);
    expect(pricesMatch("abc", 1)).toBe(false);
    expect(pricesMatch(1, "")).toBe(false);
  });
});
