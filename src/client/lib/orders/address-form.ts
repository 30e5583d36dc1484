import { fieldErrorsOf } from "../../../contracts/field-errors";
import type { CurrentUser, ShippingUpdate } from "../../../contracts/user";
import { addressFormSchemaFor, DEFAULT_COUNTRY } from "../../../domain/address";

// The shipping-address form's values and checks, shared by every screen that edits the address (the
// product page's "Complete Your Shipping Address" dialog today; the profile can move onto it later).
// The rules themselves are src/domain/address.ts; this only adapts them to controlled inputs.

export const ADDRESS_FIELDS = ["address", "apartment", "postalCode", "country", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** What the inputs hold: always strings, so every input stays controlled. */
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/**
 * The form starts from the saved address. The country is the shopper's own when we ship there, else the
 * shop's default (SG) when we ship there, else empty so the shopper must choose.
 */
export function initialAddressValues(user: CurrentUser, enabledCountryCodes: readonly string[]): AddressValues {
  const enabled = new Set(enabledCountryCodes.map((code) => code.trim().toUpperCase()));
  const own = user.country.trim().toUpperCase();
  const country = enabled.has(own) ? own : enabled.has(DEFAULT_COUNTRY) ? DEFAULT_COUNTRY : "";
  return {
    address: user.address ?? "",
    apartment: user.apartment,
    postalCode: user.postalCode ?? "",
    country,
    phone: user.phone ?? "",
  };
}

export type AddressValidation =
  { valid: true; data: ShippingUpdate; errors: AddressErrors } | { valid: false; data: null; errors: AddressErrors };

/** The shared address rules with the country limited to where we ship; the first message per field. */
export function validateAddress(values: AddressValues, enabledCountryCodes: readonly string[]): AddressValidation {
  const result = addressFormSchemaFor(enabledCountryCodes).safeParse(values);
  if (result.success) return { valid: true, data: result.data, errors: {} };
  return { valid: false, data: null, errors: serverAddressErrors(fieldErrorsOf(result.error.issues, "form")) };
}

/** Per-field messages (the first one per field), from the server or the shared rules, for the fields this form has. */
export function serverAddressErrors(fieldErrors: Record<string, string[]> | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
