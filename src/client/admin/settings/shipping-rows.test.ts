import { describe, expect, it } from "vitest";
import { SHIPPING_COUNTRY_CODES } from "../../../domain/countries";
import { addableCountries, initialRows, newRow, ratesPayload, shippingFormSchema } from "./shipping-rows";

describe("initialRows", () => {
  it("starts from the spec's defaults when nothing is stored", () => {
    const rows = initialRows([]);
    expect(rows[0]).toEqual({ countryCode: "SG", countryName: "Singapore", rate: "8.99", enabled: true });
    expect(rows.map((r) => `${r.countryCode} ${r.rate}`)).toEqual([
      "SG 8.99",
      "US 12.99",
      "CA 15.99",
      "GB 18.99",
      "AU 22.99",
      "DE 16.99",
      "FR 16.99",
      "JP 19.99",
    ]);
  });

  it("shows the stored rates otherwise", () => {
    expect(initialRows([{ id: 1, countryCode: "IN", countryName: "India", rate: "5.00", enabled: true }])).toEqual([
      { countryCode: "IN", countryName: "India", rate: "5.00", enabled: true },
    ]);
  });
});

describe("newRow", () => {
  it("adds an unlisted country at 25.99, disabled", () => {
    expect(newRow("IN")).toEqual({ countryCode: "IN", countryName: "India", rate: "25.99", enabled: false });
  });
  it("adds a country with a default at its default rate", () => {
    expect(newRow("JP")).toEqual({ countryCode: "JP", countryName: "Japan", rate: "19.99", enabled: true });
  });
});

describe("addableCountries", () => {
  it("offers about 100 countries, minus those in the table, by name", () => {
    const all = addableCountries([]);
    expect(all.length).toBe(SHIPPING_COUNTRY_CODES.length);
    expect(all.length).toBeGreaterThanOrEqual(95);
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(addableCountries(initialRows([])).some((c) => c.code === "SG")).toBe(false);
  });
});

describe("rates", () => {
  it("sends every row with its rate, blank as 0; the server keeps the enabled ones", () => {
    expect(ratesPayload([newRow("IN"), { ...newRow("SG"), rate: " " }])).toEqual({
      rates: [
        { countryCode: "IN", rate: "25.99", enabled: false },
        { countryCode: "SG", rate: "0", enabled: true },
      ],
    });
  });

  it("checks the form as the request it makes: the contract's message on the bad row's rate", () => {
    const rates = [newRow("IN"), { ...newRow("SG"), rate: "" }, { ...newRow("JP"), rate: "1.999" }];
    const refused = shippingFormSchema.safeParse({ rates });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["rates.2.rate", "Rate can have at most 2 decimals"],
    ]);
    expect(shippingFormSchema.safeParse({ rates: [{ ...newRow("SG"), rate: "-1" }] }).error?.issues[0].message).toBe(
      "Rate cannot be negative",
    );
    expect(shippingFormSchema.parse({ rates: rates.slice(0, 2) }).rates.map((rate) => rate.rate)).toEqual([
      "25.99",
      "0.00",
    ]);
  });
});
