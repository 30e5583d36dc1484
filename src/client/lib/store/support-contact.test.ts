import { describe, expect, it } from "vitest";
import { SUPPORT_HOURS_FALLBACK } from "../../../domain/store-defaults";
import { telHref, whatsappHref } from "./support-contact";
import { SUPPORT_CONTACT_FALLBACK, supportContact } from "../../../domain/store-contact";

describe("supportContact", () => {
  it("uses the store's settings when they are set", () => {
    const contact = supportContact({
      storeName: "Chanderi Lane",
      storeEmail: "hello@shop.example.com",
      storePhone: "+65 6291 4827",
      storeAddress: "1 Main Street",
      storeDescription: "  We love silk.\nAnd cotton. ",
      supportHours: "Daily, 10am-7pm SGT",
    });
    expect(contact).toEqual({
      storeName: "Chanderi Lane",
      storeEmail: "hello@shop.example.com",
      storePhone: "+65 6291 4827",
      storeAddress: "1 Main Street",
      supportHours: "Daily, 10am-7pm SGT",
      storeDescription: "We love silk.\nAnd cotton.",
    });
  });

  it("falls back per detail when a setting is missing or blank, and has no invented description", () => {
    const contact = supportContact({
      storeEmail: "  ",
      storePhone: null,
      storeAddress: "2 Side Road",
      storeDescription: "",
    });
    expect(contact).toEqual({
      storeName: SUPPORT_CONTACT_FALLBACK.storeName,
      storeEmail: SUPPORT_CONTACT_FALLBACK.storeEmail,
      storePhone: SUPPORT_CONTACT_FALLBACK.storePhone,
      storeAddress: "2 Side Road",
      supportHours: SUPPORT_HOURS_FALLBACK,
      storeDescription: null,
    });
  });

  it("falls back entirely when there are no settings at all", () => {
    expect(supportContact(undefined)).toEqual({
      ...SUPPORT_CONTACT_FALLBACK,
      supportHours: "Monday-Friday, 9am-5pm ET",
      storeDescription: null,
    });
  });
});

describe("telHref", () => {
  it("keeps a leading + and the digits only", () => {
    expect(telHref(" +65 6123-4567 ")).toBe("tel:+6561234567");
    expect(telHref("(020) 7946 0018")).toBe("tel:02079460018");
  });
});

describe("whatsappHref", () => {
  it("links to wa.me with the digits of the number only", () => {
    expect(whatsappHref("+91 98765-43210")).toBe("https://wa.me/919876543210");
  });

  it("gives no link for a number without digits", () => {
    expect(whatsappHref(" - ")).toBeNull();
  });
});
