import { z } from "zod";
import {
  shippingRatesInputSchema,
  type AdminShippingRate,
  type ShippingRatesInput,
} from "../../../contracts/admin-settings";
import {
  countryName,
  DEFAULT_SHIPPING_RATES,
  SHIPPING_COUNTRY_CODES,
  UNLISTED_COUNTRY_RATE,
} from "../../../domain/countries";

// The Shipping Rates tab's rows as the admin edits them, apart from React for tests.

export interface ShippingRow {
  countryCode: string;
  countryName: string;
  /** What the input holds; blank counts as 0. */
  rate: string;
  enabled: boolean;
}

const nameOf = (code: string) => countryName(code) ?? code;

/** The stored rates; a shop that stored none starts from the default rates. */
export function initialRows(saved: readonly AdminShippingRate[]): ShippingRow[] {
  const rows =
    saved.length > 0
      ? saved.map((rate) => ({ countryCode: rate.countryCode, rate: rate.rate, enabled: rate.enabled }))
      : DEFAULT_SHIPPING_RATES.map((rate) => ({ ...rate }));
  return rows.map((row) => ({ ...row, countryName: nameOf(row.countryCode) }));
}

/** A country added by the admin: its default rate when it has one, else 25.99 and disabled. */
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

/** The request body: every row (the server keeps the enabled ones); a blank rate is 0. */
export function ratesPayload(rows: readonly ShippingRow[]): ShippingRatesInput {
  return {
    rates: rows.map((row) => ({
      countryCode: row.countryCode,
      rate: row.rate.trim() === "" ? "0" : row.rate,
      enabled: row.enabled,
    })),
  };
}

/**
 * The tab's form (decision 022): its rows as the admin edits them, checked as the request they make by the
 * contract the server validates with, so a bad rate's message is the server's and lands on its input
 * ("rates.3.rate").
 */
export const shippingFormSchema = z
  .object({
    rates: z.array(
      z.object({ countryCode: z.string(), countryName: z.string(), rate: z.string(), enabled: z.boolean() }),
    ),
  })
  .transform((form) => ratesPayload(form.rates))
  .pipe(shippingRatesInputSchema);
