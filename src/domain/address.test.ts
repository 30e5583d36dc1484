import { describe, it, expect } from "vitest";
import type { z } from "zod";
import {
  ADDRESS_MESSAGE,
  APARTMENT_HINT,
  COUNTRY_MESSAGE,
  DEFAULT_COUNTRY,
  PHONE_CHARACTERS_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  addressFormSchema,
  addressFormSchemaFor,
  phoneDigits,
} from "./address";

const valid = {
  address: "1 Orchard Road",
  apartment: "#05-12",
  postalCode: "238824",
  country: "SG",
  phone: "+65 9123 4567",
};

function messagesFor(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe("constants", () => {
  it("defaults the country to SG", () => {
    expect(DEFAULT_COUNTRY).toBe("SG");
  });

  it("has an apartment hint that asks for the unit number and is true: the field is optional", () => {
    expect(APARTMENT_HINT).toMatch(/unit/i);
    expect(APARTMENT_HINT).toMatch(/^Optional\./);
    expect(APARTMENT_HINT).not.toMatch(/required|mandatory/i);
    const withoutUnit = addressFormSchema.safeParse({
      address: "12 Orchard Road",
      apartment: "",
      postalCode: "238801",
      country: "SG",
      phone: "91234567",
    });
    expect(withoutUnit.success).toBe(true);
  });

  it("uses the spec's messages", () => {
    expect(ADDRESS_MESSAGE).toBe("Address must be at least 5 characters");
    expect(POSTAL_CODE_MESSAGE).toBe("Postal code is required");
    expect(COUNTRY_MESSAGE).toBe("Please select a country");
    expect(PHONE_MESSAGE).toBe("Phone number must be at least 8 digits");
  });
});

describe("addressFormSchema", () => {
  it("accepts a complete address and trims it", () => {
    expect(
      addressFormSchema.parse({
        address: "  1 Orchard Road ",
        apartment: " #05-12 ",
        postalCode: " 238824 ",
        country: " SG ",
        phone: " +65 9123 4567 ",
      }),
    ).toEqual(valid);
  });

  it("defaults a missing apartment to an empty string and accepts an empty one", () => {
    const withoutApartment = {
      address: valid.address,
      postalCode: valid.postalCode,
      country: valid.country,
      phone: valid.phone,
    };
    expect(addressFormSchema.parse(withoutApartment).apartment).toBe("");
    expect(addressFormSchema.parse({ ...valid, apartment: "" }).apartment).toBe("");
  });

  it("upper-cases the country code", () => {
    expect(addressFormSchema.parse({ ...valid, country: "us", postalCode: "94103" }).country).toBe("US");
  });

  it("requires 5 characters of address after trimming", () => {
    expect(messagesFor(addressFormSchema, { ...valid, address: "12345" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, address: "1234" })).toEqual({ address: [ADDRESS_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, address: "  1234  " })).toEqual({ address: [ADDRESS_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, address: "" })).toEqual({ address: [ADDRESS_MESSAGE] });
  });

  it("holds a postal code to its country's format where it is easy to tell, once country and code are valid", () => {
    expect(messagesFor(addressFormSchema, { ...valid, postalCode: "123" })).toEqual({
      postalCode: ["Singapore postal codes are 6 digits"],
    });
    expect(messagesFor(addressFormSchema, { ...valid, postalCode: "2388245" })).toEqual({
      postalCode: ["Singapore postal codes are 6 digits"],
    });
    expect(messagesFor(addressFormSchema, { ...valid, postalCode: " 018956 " })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, country: "IN", postalCode: "560001" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, country: "IN", postalCode: "056000" })).toEqual({
      postalCode: ["India postal codes are 6 digits, not starting with 0"],
    });
    expect(messagesFor(addressFormSchema, { ...valid, country: "US", postalCode: "94103-1234" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, country: "JP", postalCode: "100-0001" })).toEqual({});
    // Other fields being wrong does not hide it; a missing country says only that.
    expect(messagesFor(addressFormSchema, { ...valid, phone: "1", postalCode: "123" })).toEqual({
      postalCode: ["Singapore postal codes are 6 digits"],
      phone: [PHONE_MESSAGE],
    });
    expect(messagesFor(addressFormSchema, { ...valid, country: "", postalCode: "123" })).toEqual({
      country: [COUNTRY_MESSAGE],
    });
  });

  it("requires 3 characters of postal code after trimming, and says so when fewer were typed", () => {
    expect(messagesFor(addressFormSchema, { ...valid, country: "GB", postalCode: "123" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, postalCode: "12" })).toEqual({
      postalCode: ["Postal code must be at least 3 characters"],
    });
    expect(messagesFor(addressFormSchema, { ...valid, postalCode: "   " })).toEqual({
      postalCode: [POSTAL_CODE_MESSAGE],
    });
  });

  it("requires a country, once", () => {
    expect(messagesFor(addressFormSchema, { ...valid, country: "" })).toEqual({ country: [COUNTRY_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, country: "  " })).toEqual({ country: [COUNTRY_MESSAGE] });
  });

  it("requires at least 8 digits of phone, not counting formatting", () => {
    expect(messagesFor(addressFormSchema, { ...valid, phone: "12345678" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, phone: "1234567" })).toEqual({ phone: [PHONE_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "+1 (234) 567" })).toEqual({ phone: [PHONE_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "(12) 34-56-78" })).toEqual({});
    expect(messagesFor(addressFormSchema, { ...valid, phone: "" })).toEqual({ phone: [PHONE_MESSAGE] });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "- - - - - - - -" })).toEqual({ phone: [PHONE_MESSAGE] });
  });

  it("keeps the phone as typed (trimmed), formatting included", () => {
    expect(addressFormSchema.parse({ ...valid, phone: " (65) 9123-4567 " }).phone).toBe("(65) 9123-4567");
  });

  it("rejects letters and other characters in the phone", () => {
    expect(messagesFor(addressFormSchema, { ...valid, phone: "9123 4567 ext" })).toEqual({
      phone: [PHONE_CHARACTERS_MESSAGE],
    });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "abcdefgh" })).toEqual({
      phone: [PHONE_CHARACTERS_MESSAGE],
    });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "9123.4567" })).toEqual({
      phone: [PHONE_CHARACTERS_MESSAGE],
    });
  });

  it("allows + only at the start of the phone", () => {
    expect(messagesFor(addressFormSchema, { ...valid, phone: "65+91234567" })).toEqual({
      phone: [PHONE_CHARACTERS_MESSAGE],
    });
    expect(messagesFor(addressFormSchema, { ...valid, phone: "++6591234567" })).toEqual({
      phone: [PHONE_CHARACTERS_MESSAGE],
    });
  });

  it("reports every failing field at once", () => {
    expect(messagesFor(addressFormSchema, { address: "", postalCode: "", country: "", phone: "" })).toEqual({
      address: [ADDRESS_MESSAGE],
      postalCode: [POSTAL_CODE_MESSAGE],
      country: [COUNTRY_MESSAGE],
      phone: [PHONE_MESSAGE],
    });
  });

  it("rejects missing or non-string required fields", () => {
    expect(addressFormSchema.safeParse({ ...valid, address: undefined }).success).toBe(false);
    expect(addressFormSchema.safeParse({ ...valid, phone: 91234567 }).success).toBe(false);
    expect(addressFormSchema.safeParse(null).success).toBe(false);
  });

  it("does not restrict the country list on its own", () => {
    expect(messagesFor(addressFormSchema, { ...valid, country: "ZZ" })).toEqual({});
  });
});

describe("addressFormSchemaFor", () => {
  const schema = addressFormSchemaFor(["SG", "us", " MY "]);

  it("accepts a country with an enabled rate, in any case", () => {
    expect(schema.parse(valid).country).toBe("SG");
    expect(schema.parse({ ...valid, country: "US", postalCode: "94103" }).country).toBe("US");
    expect(schema.parse({ ...valid, country: "my", postalCode: "50088" }).country).toBe("MY");
  });

  it("rejects a country without an enabled rate with the same message", () => {
    expect(messagesFor(schema, { ...valid, country: "JP" })).toEqual({ country: [COUNTRY_MESSAGE] });
  });

  it("reports an empty country once, not twice", () => {
    expect(messagesFor(schema, { ...valid, country: "" })).toEqual({ country: [COUNTRY_MESSAGE] });
  });

  it("rejects every country when none is enabled", () => {
    expect(messagesFor(addressFormSchemaFor([]), valid)).toEqual({ country: [COUNTRY_MESSAGE] });
  });

  it("still applies the other field rules", () => {
    expect(messagesFor(schema, { ...valid, address: "abc" })).toEqual({ address: [ADDRESS_MESSAGE] });
  });
});

describe("phoneDigits", () => {
  it("strips spaces, dashes, parentheses and a leading +", () => {
    expect(phoneDigits("+65 (912) 34-567")).toBe("6591234567");
    expect(phoneDigits(" 91234567 ")).toBe("91234567");
    expect(phoneDigits("")).toBe("");
  });

  it("is null when other characters remain", () => {
    expect(phoneDigits("9123x4567")).toBeNull();
    expect(phoneDigits("65+1234")).toBeNull();
  });
});
