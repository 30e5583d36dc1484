import type { AdminShippingRate, ShippingRatesInput } from "../../../contracts/admin-settings";
import {
  countryName,
  DEFAULT_SHIPPING_RATES,
  SHIPPING_COUNTRY_CODES,
  UNLISTED_COUNTRY_RATE,
} from "../../../domain/countries";

// The Shipping Rates tab's rows as the admin edits them (admin spec 5, 9), apart from React for tests.

export interface ShippingRow {
  countryCode: string;
  countryName: string;
  /** What the input holds; blank counts as 0 (the spec's default). */
  rate: string;
  enabled: boolean;
}

const nameOf = (code: string) => countryName(code) ?? code;

/** The stored rates; a shop that stored none starts from the spec's defaults. */
export function initialRows(saved: readonly AdminShippingRate[]): ShippingRow[] {
  const rows =
    saved.length > 0
      ? saved.map((rate) => ({ countryCode: rate.countryCode, rate: rate.rate, enabled: rate.enabled }))
      : DEFAULT_SHIPPING_RATES.map((rate) => ({ ...rate }));
  return rows.map((row) => ({ ...row, countryName: nameOf(row.countryCode) }));
}

/** A country added by the admin: its default rate when the spec has one, else 25.99 and disabled. */
export function newRow(countryCode: string): ShippingRow {
  const preset = DEFAULT_SHIPPING_RATES.find((rate) => rate.countryCode === countryCode) ?? UNLISTED_COUNTRY_RATE;
  return { countryCode, countryName: nameOf(countryCode), rate: preset.rate, enabled: preset.enabled };
}

/** The selectable countries not in the table yet, by name. */
export function addableCountries(rows: readonly ShippingRow[]): { code: string; name: string }[] {
  const taken = new Set(rows.map((row) => row.countryCode));
  return SHIPPING_COUNTRY_CODES.filter((code) => !taken.has(code))
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

const RATE_TEXT = /^\d+(\.\d{1,2})?$/;

/** The rate as sent: blank is 0; anything that is not a non-negative amount with at most 2 decimals is null. */
export function rateValue(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "0";
  return RATE_TEXT.test(trimmed) ? trimmed : null;
}

/** The rows with an unusable rate, by country code. */
export function invalidRates(rows: readonly ShippingRow[]): Set<string> {
  return new Set(rows.filter((row) => rateValue(row.rate) === null).map((row) => row.countryCode));
}

/** The request body: every row (the server keeps the enabled ones, admin spec 9). */
export function ratesPayload(rows: readonly ShippingRow[]): ShippingRatesInput {
  return {
    rates: rows.map((row) => ({
      countryCode: row.countryCode,
      rate: rateValue(row.rate) ?? row.rate,
      enabled: row.enabled,
    })),
  };
}
