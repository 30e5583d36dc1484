import { describe, expect, it } from "vitest";
import { isAddressComplete } from "./address-complete";

describe("isAddressComplete", () => {
  const complete = { address: "1 Orchard Road", postalCode: "238824", country: "SG" };

  it("is true for a complete address", () => {
    expect(isAddressComplete(complete)).toBe(true);
  });

  it("needs a trimmed address of at least 5 characters", () => {
    expect(isAddressComplete({ ...complete, address: "12345" })).toBe(true);
    expect(isAddressComplete({ ...complete, address: "1234" })).toBe(false);
    expect(isAddressComplete({ ...complete, address: " 1234 " })).toBe(false);
  });

  it("needs a trimmed postal code of at least 3 characters", () => {
    expect(isAddressComplete({ ...complete, postalCode: "123" })).toBe(true);
    expect(isAddressComplete({ ...complete, postalCode: "12" })).toBe(false);
    expect(isAddressComplete({ ...complete, postalCode: "  12  " })).toBe(false);
  });

  it("needs a trimmed country of at least 2 characters", () => {
    expect(isAddressComplete({ ...complete, country: "SG" })).toBe(true);
    expect(isAddressComplete({ ...complete, country: "S" })).toBe(false);
    expect(isAddressComplete({ ...complete, country: " S " })).toBe(false);
  });

  it("treats missing and null fields as empty", () => {
    expect(isAddressComplete({})).toBe(false);
    expect(isAddressComplete({ ...complete, address: null })).toBe(false);
    expect(isAddressComplete({ ...complete, postalCode: undefined })).toBe(false);
    expect(isAddressComplete({ ...complete, country: null })).toBe(false);
  });
});
