import { describe, expect, it } from "vitest";
import {
  countryName,
  DEFAULT_SHIPPING_RATES,
  isCountryCode,
  SHIPPING_COUNTRY_CODES,
  UNLISTED_COUNTRY_RATE,
} from "./countries";

describe("shipping countries", () => {
  it("offers about 100 distinct, known countries", () => {
    expect(SHIPPING_COUNTRY_CODES.length).toBeGreaterThanOrEqual(95);
    expect(SHIPPING_COUNTRY_CODES.length).toBeLessThanOrEqual(110);
    expect(new Set(SHIPPING_COUNTRY_CODES).size).toBe(SHIPPING_COUNTRY_CODES.length);
    for (const code of SHIPPING_COUNTRY_CODES) expect(countryName(code), code).not.toBeNull();
  });

  it("carries the spec's default rates, every default country selectable", () => {
    expect(DEFAULT_SHIPPING_RATES.map((r) => [r.countryCode, r.rate])).toEqual([
      ["SG", "8.99"],
      ["US", "12.99"],
      ["CA", "15.99"],
      ["GB", "18.99"],
      ["AU", "22.99"],
      ["DE", "16.99"],
      ["FR", "16.99"],
      ["JP", "19.99"],
    ]);
    expect(DEFAULT_SHIPPING_RATES.find((r) => r.countryCode === "SG")?.enabled).toBe(true);
    for (const r of DEFAULT_SHIPPING_RATES) expect(SHIPPING_COUNTRY_CODES).toContain(r.countryCode);
    expect(UNLISTED_COUNTRY_RATE).toEqual({ rate: "25.99", enabled: false });
  });
});

describe("countryName", () => {
  it("names countries from Intl", () => {
    expect(countryName("SG")).toBe("Singapore");
    expect(countryName("GB")).toBe("United Kingdom");
    expect(countryName("US")).toBe("United States");
  });

  it("answers null for codes that are not countries", () => {
    for (const code of ["XX", "ZZ", "AA", "sg", "SGP", "", "1A"]) {
      expect(countryName(code), code).toBeNull();
      expect(isCountryCode(code)).toBe(false);
    }
  });
});
