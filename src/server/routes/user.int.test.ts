import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { settings, shippingRates, shopFromIndiaContent } from "../db/schema";
import { seedDefaultShippingRates } from "../db/seed-demo";

describe("shopper profile and store content", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDefaultShippingRates(t.database.db);
    await t.database.db
      .insert(shippingRates)
      .values({ countryCode: "IN", countryName: "India", rate: "9.99", enabled: false });
    cookie = await devSignIn(t.app, "profile@example.com", "Profile Person");
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "PUT", url: "/api/user/shipping", headers, payload: payload as object });
  const me = async () => (await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json();
  const valid = {
    address: "  12 Orchard Road ",
    apartment: "#05-12",
    postalCode: "238801",
    country: "sg",
    phone: "+65 9123-4567",
  };

  it("lists only enabled shipping rates, by country name", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shipping-rates/enabled" });
    expect(res.statusCode).toBe(200);
    const rates = res.json() as { countryCode: string; countryName: string; rate: string; enabled: boolean }[];
    expect(rates.map((r) => r.countryCode)).not.toContain("IN");
    expect(rates.find((r) => r.countryCode === "SG")).toEqual({
      countryCode: "SG",
      countryName: "Singapore",
      rate: "8.99",
      enabled: true,
    });
    expect(rates.map((r) => r.countryName)).toEqual([...rates.map((r) => r.countryName)].sort());
  });

  it("requires a session to save an address", async () => {
    expect((await put(valid, {})).statusCode).toBe(401);
  });

  it("refuses an invalid address with field errors and saves nothing", async () => {
    const res = await put({ address: "abc", postalCode: "1", country: "", phone: "12ab" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      address: ["Address must be at least 5 characters"],
      postalCode: ["Postal code must be at least 3 characters"],
      country: ["Please select a country"],
    });
    expect((await me()).address).toBeNull();
  });

  it("refuses a country we do not ship to", async () => {
    const res = await put({ ...valid, country: "IN" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: "Please select a country",
      fieldErrors: { country: ["Please select a country"] },
    });
    expect((await put({ ...valid, country: "ZZ" })).statusCode).toBe(400);
    expect((await me()).address).toBeNull();
  });

  it("refuses unknown fields", async () => {
    const res = await put({ ...valid, isPremium: true });
    expect(res.statusCode).toBe(400);
    expect((await me()).isPremium).toBe(false);
  });

  it("saves a valid address, trimmed and normalised, and answers the updated user", async () => {
    const res = await put(valid);
    expect(res.statusCode).toBe(200);
    const expected = {
      address: "12 Orchard Road",
      apartment: "#05-12",
      postalCode: "238801",
      country: "SG",
      phone: "+65 9123-4567",
    };
    expect(res.json()).toMatchObject(expected);
    expect(await me()).toMatchObject(expected);
  });

  it("answers store settings with nulls (USD, Singapore time) until they are set, then the stored values", async () => {
    const empty = await t.app.inject({ method: "GET", url: "/api/settings/store" });
    expect(empty.json()).toEqual({
      storeName: null,
      storeEmail: null,
      storePhone: null,
      currency: "USD",
      storeAddress: null,
      storeDescription: null,
      timeZone: "Asia/Singapore",
      supportHours: null,
      paymentInstructions: null,
      customerPortalUrl: null,
      unpaidOrderDeadlineMinutes: null,
    });
    await t.database.db.insert(settings).values({
      key: "store_settings",
      value: JSON.stringify({
        storeName: "Drop",
        storeEmail: "hello@drop.example",
        storePhone: "+65 6000 0000",
        currency: "USD",
      }),
    });
    const res = await t.app.inject({ method: "GET", url: "/api/settings/store" });
    expect(res.json()).toEqual({
      storeName: "Drop",
      storeEmail: "hello@drop.example",
      storePhone: "+65 6000 0000",
      currency: "USD",
      storeAddress: null,
      storeDescription: null,
      timeZone: "Asia/Singapore",
      supportHours: null,
      paymentInstructions: null,
      customerPortalUrl: null,
      unpaidOrderDeadlineMinutes: null,
    });
  });

  it("answers Shop from India content, or the spec's message when there is none", async () => {
    const none = await t.app.inject({ method: "GET", url: "/api/shop-from-india" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Shop from India information is not available at the moment.");
    await t.database.db
      .insert(shopFromIndiaContent)
      .values({ content: "<b>We shop for you</b>", whatsappNumber: "6591234567" });
    const res = await t.app.inject({ method: "GET", url: "/api/shop-from-india" });
    expect(res.json()).toEqual({
      content: "<b>We shop for you</b>",
      whatsappNumber: "6591234567",
      buttonText: "Start WhatsApp Conversation",
    });
  });
});
