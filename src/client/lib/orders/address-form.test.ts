import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../../contracts/user";
import { ADDRESS_MESSAGE, COUNTRY_MESSAGE, PHONE_MESSAGE, POSTAL_CODE_SHORT_MESSAGE } from "../../../domain/address";
import { initialAddressValues, serverAddressErrors, validateAddress, type AddressValues } from "./address-form";

const user: CurrentUser = {
  id: 1,
  fullName: "Asha Rao",
  email: "asha@example.com",
  address: null,
  apartment: "",
  postalCode: null,
  country: "SG",
  phone: null,
  isPremium: true,
};

const enabled = ["AU", "SG", "US"];

const valid: AddressValues = {
  address: "12 Orchard Road",
  apartment: "#05-12",
  postalCode: "238858",
  country: "SG",
  phone: "+65 9123 4567",
};

describe("initialAddressValues", () => {
  it("starts from the saved address, with empty strings for what was never saved", () => {
    expect(initialAddressValues(user, enabled)).toEqual({
      address: "",
      apartment: "",
      postalCode: "",
      country: "SG",
      phone: "",
    });
  });

  it("keeps the shopper's own country when we ship there, else falls back to SG, else leaves it to choose", () => {
    expect(initialAddressValues({ ...user, country: "au" }, enabled).country).toBe("AU");
    expect(initialAddressValues({ ...user, country: "FR" }, enabled).country).toBe("SG");
    expect(initialAddressValues({ ...user, country: "FR" }, ["US"]).country).toBe("");
  });
});

describe("validateAddress", () => {
  it("accepts a complete address and returns the trimmed, upper-cased data", () => {
    const result = validateAddress({ ...valid, address: "  12 Orchard Road ", country: "sg" }, enabled);
    expect(result.valid).toBe(true);
    expect(result.data).toEqual({ ...valid, country: "SG" });
  });

  it("names each invalid field with the spec's message", () => {
    const result = validateAddress(
      { address: "12", apartment: "", postalCode: "1", country: "", phone: "123" },
      enabled,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      address: ADDRESS_MESSAGE,
      postalCode: POSTAL_CODE_SHORT_MESSAGE,
      country: COUNTRY_MESSAGE,
      phone: PHONE_MESSAGE,
    });
  });

  it("refuses a country we do not ship to", () => {
    expect(validateAddress({ ...valid, country: "FR" }, enabled).errors).toEqual({ country: COUNTRY_MESSAGE });
  });
});

describe("serverAddressErrors", () => {
  it("keeps the first message of the form's own fields only", () => {
    expect(serverAddressErrors({ phone: ["Too short", "Digits only"], shippingCountry: ["Other"] })).toEqual({
      phone: "Too short",
    });
    expect(serverAddressErrors(undefined)).toEqual({});
  });
});
