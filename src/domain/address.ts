import { z } from "zod";
import { countryName } from "./countries";
import { textField } from "./text-input";

// One address schema for the product-page dialog and the profile form, so both accept the same addresses.
// The server reuses it with the enabled countries bound in.

export const DEFAULT_COUNTRY = "SG";

export const ADDRESS_MESSAGE = "Address must be at least 5 characters";
export const POSTAL_CODE_MESSAGE = "Postal code is required";
export const MIN_POSTAL_CODE_LENGTH = 3;
/** A postal code typed but too short (docs/decisions/014): "required" is for a missing one. */
export const POSTAL_CODE_SHORT_MESSAGE = `Postal code must be at least ${MIN_POSTAL_CODE_LENGTH} characters`;
export const COUNTRY_MESSAGE = "Please select a country";
export const PHONE_MESSAGE = "Phone number must be at least 8 digits";
export const PHONE_CHARACTERS_MESSAGE =
  "Phone number may contain only digits, spaces, dashes, parentheses and a leading +";

/**
 * Shown under the apartment field. The field is optional (a house has no unit), so the hint asks for
 * the unit number without calling it required: an empty one is accepted.
 */
export const APARTMENT_HINT = "Optional. In a flat or office block? Add your unit number (e.g. #05-12).";

export const MIN_PHONE_DIGITS = 8;

/**
 * Postal codes of the countries where a wrong one is easy to tell: a parcel to Singapore with "123" on it does
 * not arrive. Countries not listed keep the general rule (at least MIN_POSTAL_CODE_LENGTH characters).
 */
const POSTAL_CODE_FORMATS: Record<string, { pattern: RegExp; shape: string; example: string }> = {
  SG: { pattern: /^\d{6}$/, shape: "6 digits", example: "238801" },
  IN: { pattern: /^[1-9]\d{5}$/, shape: "6 digits, not starting with 0", example: "560001" },
  MY: { pattern: /^\d{5}$/, shape: "5 digits", example: "50088" },
  ID: { pattern: /^\d{5}$/, shape: "5 digits", example: "10110" },
  TH: { pattern: /^\d{5}$/, shape: "5 digits", example: "10330" },
  PH: { pattern: /^\d{4}$/, shape: "4 digits", example: "1226" },
  AU: { pattern: /^\d{4}$/, shape: "4 digits", example: "2000" },
  US: { pattern: /^\d{5}(-\d{4})?$/, shape: "5 digits (or 5+4, e.g. 94103-1234)", example: "94103" },
  JP: { pattern: /^\d{3}-?\d{4}$/, shape: "7 digits (e.g. 100-0001)", example: "100-0001" },
};

/** A postal code of the country's format (the field's placeholder), or null when it has no listed format. */
export function postalCodeExample(country: string): string | null {
  return POSTAL_CODE_FORMATS[country]?.example ?? null;
}

/** Why a postal code does not fit its country, or null when it does (or the country has no listed format). */
export function postalCodeProblem(country: string, postalCode: string): string | null {
  const format = POSTAL_CODE_FORMATS[country];
  if (!format || format.pattern.test(postalCode)) return null;
  return `${countryName(country) ?? country} postal codes are ${format.shape}`;
}

/** Generous for any real address; each is copied into every order, so a megabyte of text is refused. */
export const ADDRESS_MAX = 300;
export const APARTMENT_MAX = 100;
export const POSTAL_CODE_MAX = 20;
export const PHONE_MAX = 30;

// Formatting people type around a number; anything else (letters, dots, slashes) is not a phone number.
const PHONE_FORMATTING = /[\s\-()]/g;

/** The digits of a phone number once its formatting is removed, or null when it holds other characters. */
export function phoneDigits(phone: string): string | null {
  const bare = phone.trim().replace(/^\+/, "").replace(PHONE_FORMATTING, "");
  return /^\d*$/.test(bare) ? bare : null;
}

const phoneSchema = textField("Phone number", PHONE_MAX, PHONE_MESSAGE)
  .trim()
  .superRefine((value, ctx) => {
    const digits = phoneDigits(value);
    if (digits === null) ctx.addIssue({ code: "custom", message: PHONE_CHARACTERS_MESSAGE });
    else if (digits.length < MIN_PHONE_DIGITS) ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
  });

// Country codes are stored upper case; normalising here means "sg" from a hand-made request is still SG.
// `abort` stops an empty country from also failing the enabled-country check with a second, duplicate message.
const countrySchema = z
  .string({ error: COUNTRY_MESSAGE })
  .trim()
  .toUpperCase()
  .min(1, { message: COUNTRY_MESSAGE, abort: true })
  .regex(/^[A-Z]{2}$/, { message: COUNTRY_MESSAGE, abort: true });

function buildAddressFormSchema(country: z.ZodType<string, string>) {
  return z
    .object({
      address: textField("Address", ADDRESS_MAX, ADDRESS_MESSAGE).trim().min(5, ADDRESS_MESSAGE),
      apartment: textField("Apartment", APARTMENT_MAX).trim().default(""),
      postalCode: textField("Postal code", POSTAL_CODE_MAX, POSTAL_CODE_MESSAGE)
        .trim()
        .min(1, { message: POSTAL_CODE_MESSAGE, abort: true })
        .min(MIN_POSTAL_CODE_LENGTH, POSTAL_CODE_SHORT_MESSAGE),
      country,
      phone: phoneSchema,
    })
    .superRefine(
      ({ country, postalCode }, ctx) => {
        const problem = postalCodeProblem(country, postalCode);
        if (problem) ctx.addIssue({ code: "custom", path: ["postalCode"], message: problem });
      },
      // Checked as soon as the country and the postal code are valid on their own, whatever the other fields hold.
      {
        when: ({ value, issues }) =>
          typeof value === "object" &&
          value !== null &&
          !issues.some((issue) => ["country", "postalCode"].includes(String(issue.path?.[0]))),
      },
    );
}

export const addressFormSchema = buildAddressFormSchema(countrySchema);

/** The same form, with the country restricted to those that have an enabled shipping rate. */
export function addressFormSchemaFor(enabledCountryCodes: readonly string[]) {
  const allowed = new Set(enabledCountryCodes.map((c) => c.trim().toUpperCase()));
  return buildAddressFormSchema(countrySchema.refine((c) => allowed.has(c), COUNTRY_MESSAGE));
}

export type AddressForm = z.output<typeof addressFormSchema>;
export type AddressFormInput = z.input<typeof addressFormSchema>;
