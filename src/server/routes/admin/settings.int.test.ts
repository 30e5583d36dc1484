import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ActivityAction } from "../../../contracts/activity";
import {
  CUSTOMER_PORTAL_MESSAGE,
  ALTERNATE_DESCRIPTION_REQUIRED,
  PRICING_TABLE_CODE_REQUIRED,
  WHATSAPP_NUMBER_MESSAGE,
} from "../../../contracts/admin-settings";
import { PRICING_TABLE_PROBLEMS } from "../../../domain/pricing-table";
import { adminSignIn } from "../../../testing/sign-in";
import { openSocket, settleSockets, type TestSocket } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, admins, shippingRates, users } from "../../db/schema";
import { seedDefaultShippingRates } from "../../db/seed-demo";
import { SHOP_FROM_INDIA_MISSING } from "../store-content";

const EMBED = `<script async src="https://js.stripe.com/v3/pricing-table.js"></script>
<stripe-pricing-table pricing-table-id="prctbl_1SettingsTest" publishable-key="pk_test_51SettingsKey"></stripe-pricing-table>`;

describe("the settings tabs' calls", () => {
  let t: TestApp;
  let cookie: string;
  let adminId: number;
  const clock = manualClock("2026-04-01T08:00:00Z");

  type Call = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: unknown; admin?: boolean };
  const call = ({ method, url, payload, admin = true }: Call) =>
    t.app.inject({
      method,
      url,
      headers: admin ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ok = async (c: Call, status = 200) => {
    const res = await call(c);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const activity = (action: ActivityAction) =>
    t.database.db.select().from(activityLog).where(eq(activityLog.action, action)).orderBy(activityLog.id);

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    cookie = (await adminSignIn(t.app)).cookie;
    [{ id: adminId }] = await t.database.db.select({ id: admins.id }).from(admins);
  });
  afterAll(async () => {
    await t.close();
  });

  describe("store settings", () => {
    const settings = {
      storeName: "Chanderi Lane",
      storeEmail: "hello@chanderilane.example.com",
      storePhone: "+65 6291 4827",
      currency: "EUR",
      storeAddress: "27 Buffalo Road, Singapore 219795",
      storeDescription: "Indian ethnic wear, shipped from Singapore.",
      timeZone: "Europe/Paris",
      supportHours: "Monday-Saturday, 10am-7pm SGT",
      paymentInstructions: "PayNow to UEN 201912345K with your order number as the reference.",
      customerPortalUrl: "https://billing.stripe.com/p/login/test_123",
      unpaidOrderDeadlineMinutes: 90,
    };

    it("starts from the defaults, for the admin and the shop alike", async () => {
      const defaults = {
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
      };
      expect(await ok({ method: "GET", url: "/api/admin/settings/store" })).toEqual(defaults);
      expect(await ok({ method: "GET", url: "/api/settings/store", admin: false })).toEqual(defaults);
    });

    it("saves them, shows them to the shop's Help & Support and logs what changed", async () => {
      expect(await ok({ method: "PUT", url: "/api/admin/settings/store", payload: settings })).toEqual(settings);
      expect(await ok({ method: "GET", url: "/api/settings/store", admin: false })).toEqual(settings);
      expect(await ok({ method: "GET", url: "/api/admin/settings/store" })).toEqual(settings);

      // Blank text means "not set"; only the changed fields go in the log.
      const next = { ...settings, storeDescription: "  ", currency: "JPY" };
      expect(await ok({ method: "PUT", url: "/api/admin/settings/store", payload: next })).toMatchObject({
        storeDescription: null,
        currency: "JPY",
      });
      const rows = await activity("settings.store");
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        adminId,
        target: "settings:store",
        at: clock.now(),
        changes: {
          before: { currency: "EUR", storeDescription: settings.storeDescription },
          after: { currency: "JPY", storeDescription: null },
        },
      });
    });

    it("takes a card change link only as an https:// address", async () => {
      for (const link of ["http://billing.stripe.com/p/login/x", "billing.stripe.com/p/login/x", "https://has space"]) {
        const res = await t.app.inject({
          method: "PUT",
          url: "/api/admin/settings/store",
          headers: { cookie },
          payload: { ...settings, customerPortalUrl: link },
        });
        expect(res.statusCode, link).toBe(400);
        expect(res.json().fieldErrors.customerPortalUrl).toEqual([CUSTOMER_PORTAL_MESSAGE]);
      }
    });

    it("takes Singapore and India's currencies beside the spec's four", async () => {
      for (const currency of ["SGD", "INR"]) {
        const saved = await ok({ method: "PUT", url: "/api/admin/settings/store", payload: { ...settings, currency } });
        expect(saved).toMatchObject({ currency });
        expect(await ok({ method: "GET", url: "/api/settings/store", admin: false })).toMatchObject({ currency });
      }
    });

    it.each([
      ["a bad email", { storeEmail: "not-an-email" }, "storeEmail"],
      ["a phone without digits", { storePhone: "call us" }, "storePhone"],
      ["a currency not offered", { currency: "AUD" }, "currency"],
      ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone"],
      ["a NUL character", { storeName: "Chanderi\0Lane" }, "storeName"],
      ["an unknown field", { storeLogo: "x.png" }, ""],
    ])("refuses %s and changes nothing", async (_label, change, field) => {
      const before = await ok({ method: "GET", url: "/api/admin/settings/store" });
      const logged = (await activity("settings.store")).length;
      const res = await call({ method: "PUT", url: "/api/admin/settings/store", payload: { ...settings, ...change } });
      expect(res.statusCode).toBe(400);
      if (field) expect(res.json().fieldErrors).toHaveProperty(field);
      expect(await ok({ method: "GET", url: "/api/admin/settings/store" })).toEqual(before);
      expect(await activity("settings.store")).toHaveLength(logged);
    });

    it("needs the currency and the time zone", async () => {
      const { currency: _c, timeZone: _z, ...rest } = settings;
      const res = await call({ method: "PUT", url: "/api/admin/settings/store", payload: rest });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(["currency", "timeZone"]);
    });
  });

  describe("alternate descriptions", () => {
    it("creates, lists, edits, hides and deletes them; the product form's picker sees the active ones", async () => {
      const festive = await ok(
        {
          method: "POST",
          url: "/api/admin/alternate-descriptions",
          payload: { title: " Festive cotton ", description: "Breathable cotton for long days." },
        },
        201,
      );
      expect(festive).toMatchObject({ title: "Festive cotton", isActive: true, createdAt: clock.now().toISOString() });
      const silk = await ok(
        {
          method: "POST",
          url: "/api/admin/alternate-descriptions",
          payload: { title: "Banarasi silk", description: "<b>Woven</b> silk", isActive: false },
        },
        201,
      );
      expect(
        (await ok({ method: "GET", url: "/api/admin/alternate-descriptions" })).map((d: { id: number }) => d.id),
      ).toEqual([silk.id, festive.id]);
      expect(await ok({ method: "GET", url: "/api/alternate-descriptions", admin: false })).toEqual([
        { id: festive.id, title: "Festive cotton", description: "Breathable cotton for long days." },
      ]);

      clock.advance(60_000);
      const shown = await ok({
        method: "PUT",
        url: `/api/admin/alternate-descriptions/${silk.id}`,
        payload: { title: "Banarasi silk", description: "<b>Woven</b> silk", isActive: true },
      });
      expect(shown).toMatchObject({ isActive: true, updatedAt: clock.now().toISOString() });
      // Stored and served as the text typed, markup included: the pages render it as text.
      expect(await ok({ method: "GET", url: "/api/alternate-descriptions", admin: false })).toEqual([
        { id: silk.id, title: "Banarasi silk", description: "<b>Woven</b> silk" },
        { id: festive.id, title: "Festive cotton", description: "Breathable cotton for long days." },
      ]);

      expect(await ok({ method: "DELETE", url: `/api/admin/alternate-descriptions/${festive.id}` })).toEqual({
        message: "Alternate description deleted",
      });
      const gone = await call({ method: "DELETE", url: `/api/admin/alternate-descriptions/${festive.id}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe("Alternate description not found");
      const missing = await call({
        method: "PUT",
        url: `/api/admin/alternate-descriptions/${festive.id}`,
        payload: { title: "x", description: "y" },
      });
      expect(missing.statusCode).toBe(404);

      expect((await activity("settings.alternate-description-create")).map((r) => r.changes)).toEqual([
        { after: { title: "Festive cotton", description: "Breathable cotton for long days.", isActive: true } },
        { after: { title: "Banarasi silk", description: "<b>Woven</b> silk", isActive: false } },
      ]);
      expect((await activity("settings.alternate-description-update"))[0]).toMatchObject({
        target: `alternate-description:${silk.id}`,
        changes: { before: { isActive: false }, after: { isActive: true } },
      });
      expect((await activity("settings.alternate-description-delete"))[0]).toMatchObject({
        target: `alternate-description:${festive.id}`,
        changes: { before: { title: "Festive cotton" } },
      });
    });

    it.each([
      ["a blank title", { title: "  ", description: "Some text" }, "title"],
      ["a blank description", { title: "Title", description: "" }, "description"],
      ["no title", { description: "Some text" }, "title"],
    ])("refuses %s with the spec's Validation error", async (_label, payload, field) => {
      const before = await ok({ method: "GET", url: "/api/admin/alternate-descriptions" });
      const res = await call({ method: "POST", url: "/api/admin/alternate-descriptions", payload });
      expect(res.statusCode).toBe(400);
      if (field !== "title" || "title" in payload) {
        expect(res.json().fieldErrors[field]).toEqual([ALTERNATE_DESCRIPTION_REQUIRED]);
        expect(res.json().message).toContain(ALTERNATE_DESCRIPTION_REQUIRED);
      }
      const [first] = before as { id: number }[];
      const edit = await call({ method: "PUT", url: `/api/admin/alternate-descriptions/${first.id}`, payload });
      expect(edit.statusCode).toBe(400);
      expect(await ok({ method: "GET", url: "/api/admin/alternate-descriptions" })).toEqual(before);
    });

    it("refuses an id that is not a row id", async () => {
      for (const id of ["abc", "0", "99999999999"]) {
        const res = await call({ method: "DELETE", url: `/api/admin/alternate-descriptions/${id}` });
        expect(res.statusCode, id).toBe(400);
      }
    });
  });

  describe("Shop from India", () => {
    it("is not found by the shop until the admin saves it, then again once switched off", async () => {
      const missing = await call({ method: "GET", url: "/api/shop-from-india", admin: false });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(SHOP_FROM_INDIA_MISSING);
      expect(await ok({ method: "GET", url: "/api/admin/shop-from-india" })).toEqual({
        content: "",
        whatsappNumber: "",
        buttonText: "Start WhatsApp Conversation",
        isActive: true,
        updatedAt: null,
      });

      const content = "We shop in Jaipur for you.\n\n<script>alert(1)</script> stays text.";
      const saved = await ok({
        method: "PUT",
        url: "/api/admin/shop-from-india",
        payload: { content, whatsappNumber: "+65 9123-4567" },
      });
      expect(saved).toEqual({
        content,
        whatsappNumber: "+6591234567",
        buttonText: "Start WhatsApp Conversation",
        isActive: true,
        updatedAt: clock.now().toISOString(),
      });
      expect(await ok({ method: "GET", url: "/api/shop-from-india", admin: false })).toEqual({
        content,
        whatsappNumber: "+6591234567",
        buttonText: "Start WhatsApp Conversation",
      });

      await ok({
        method: "PUT",
        url: "/api/admin/shop-from-india",
        payload: { content, whatsappNumber: "+6591234567", buttonText: "Chat with us", isActive: false },
      });
      expect((await call({ method: "GET", url: "/api/shop-from-india", admin: false })).statusCode).toBe(404);
      expect(await ok({ method: "GET", url: "/api/admin/shop-from-india" })).toMatchObject({
        buttonText: "Chat with us",
        isActive: false,
      });
      const rows = await activity("settings.shop-from-india");
      expect(rows).toHaveLength(2);
      expect(rows[0].changes).toEqual({
        after: { content, whatsappNumber: "+6591234567", buttonText: "Start WhatsApp Conversation", isActive: true },
      });
      expect(rows[1].changes).toEqual({
        before: { buttonText: "Start WhatsApp Conversation", isActive: true },
        after: { buttonText: "Chat with us", isActive: false },
      });
    });

    it.each([
      ["a local number", { content: "Hi", whatsappNumber: "91234567" }, "whatsappNumber", WHATSAPP_NUMBER_MESSAGE],
      [
        "letters in the number",
        { content: "Hi", whatsappNumber: "+65 CALL NOW" },
        "whatsappNumber",
        WHATSAPP_NUMBER_MESSAGE,
      ],
      [
        "a country code of 0",
        { content: "Hi", whatsappNumber: "+0591234567" },
        "whatsappNumber",
        WHATSAPP_NUMBER_MESSAGE,
      ],
      ["blank content", { content: " ", whatsappNumber: "+6591234567" }, "content", "Content is required"],
    ])("refuses %s and changes nothing", async (_label, payload, field, message) => {
      const before = await ok({ method: "GET", url: "/api/admin/shop-from-india" });
      const res = await call({ method: "PUT", url: "/api/admin/shop-from-india", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field]).toEqual([message]);
      expect(await ok({ method: "GET", url: "/api/admin/shop-from-india" })).toEqual(before);
    });
  });

  describe("membership", () => {
    it("saves Stripe's embed code; the shop renders its two ids", async () => {
      expect(await ok({ method: "GET", url: "/api/admin/settings/stripe-pricing-table" })).toEqual({
        stripePricingTableCode: null,
        pricingTableId: null,
        publishableKey: null,
      });
      const saved = await ok({
        method: "PUT",
        url: "/api/admin/settings/stripe-pricing-table",
        payload: { stripePricingTableCode: EMBED },
      });
      expect(saved).toEqual({
        stripePricingTableCode: EMBED,
        pricingTableId: "prctbl_1SettingsTest",
        publishableKey: "pk_test_51SettingsKey",
      });
      expect(await ok({ method: "GET", url: "/api/settings/stripe-pricing-table", admin: false })).toEqual({
        pricingTableId: "prctbl_1SettingsTest",
        publishableKey: "pk_test_51SettingsKey",
      });
      expect((await activity("settings.stripe-pricing-table"))[0]).toMatchObject({
        changes: {
          before: { pricingTableId: null, publishableKey: null },
          after: { pricingTableId: "prctbl_1SettingsTest", publishableKey: "pk_test_51SettingsKey" },
        },
      });
    });

    it.each([
      ["a blank code", "   ", PRICING_TABLE_CODE_REQUIRED],
      [
        "markup that is not a pricing table",
        "<iframe src='https://evil.example'></iframe>",
        PRICING_TABLE_PROBLEMS.noElement,
      ],
      [
        "another script",
        `${EMBED}<script src="https://evil.example/x.js"></script>`,
        PRICING_TABLE_PROBLEMS.otherScript,
      ],
      ["an inline script", `${EMBED}<script>document.cookie</script>`, PRICING_TABLE_PROBLEMS.otherScript],
      ["a secret key", EMBED.replace("pk_test_", "sk_test_"), PRICING_TABLE_PROBLEMS.badKey],
    ])("refuses %s with the reason and keeps the code", async (_label, code, reason) => {
      const res = await call({
        method: "PUT",
        url: "/api/admin/settings/stripe-pricing-table",
        payload: { stripePricingTableCode: code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.stripePricingTableCode).toEqual([reason]);
      expect(res.json().message).toContain(reason);
      expect(
        (await ok({ method: "GET", url: "/api/admin/settings/stripe-pricing-table" })).stripePricingTableCode,
      ).toBe(EMBED);
    });

    it("needs the code in the body", async () => {
      const res = await call({ method: "PUT", url: "/api/admin/settings/stripe-pricing-table", payload: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.stripePricingTableCode).toEqual([PRICING_TABLE_CODE_REQUIRED]);
    });
  });

  describe("notifications", () => {
    it("keeps each admin's choices on the server", async () => {
      expect(await ok({ method: "GET", url: "/api/admin/notification-preferences" })).toEqual({
        newOrderToast: true,
        sound: false,
        browserNotifications: false,
      });
      const choices = { newOrderToast: false, sound: true, browserNotifications: true };
      expect(await ok({ method: "PUT", url: "/api/admin/notification-preferences", payload: choices })).toEqual(
        choices,
      );
      expect(await ok({ method: "GET", url: "/api/admin/notification-preferences" })).toEqual(choices);
      expect((await activity("settings.notifications"))[0]).toMatchObject({
        target: `admin:${adminId}`,
        changes: {
          before: { newOrderToast: true, sound: false, browserNotifications: false },
          after: choices,
        },
      });
    });

    it.each([
      ["a missing choice", { newOrderToast: true, sound: true }],
      ["a choice that is not a boolean", { newOrderToast: "yes", sound: true, browserNotifications: false }],
      ["an unknown choice", { newOrderToast: true, sound: true, browserNotifications: false, email: true }],
    ])("refuses %s", async (_label, payload) => {
      const before = await ok({ method: "GET", url: "/api/admin/notification-preferences" });
      const res = await call({ method: "PUT", url: "/api/admin/notification-preferences", payload });
      expect(res.statusCode).toBe(400);
      expect(await ok({ method: "GET", url: "/api/admin/notification-preferences" })).toEqual(before);
    });
  });

  describe("premium members", () => {
    beforeAll(async () => {
      await t.database.db.insert(users).values([
        {
          fullName: "Asha Rao",
          email: "asha@example.com",
          isPremium: true,
          premiumSource: "stripe",
          premiumChangedAt: new Date("2026-03-01T10:00:00Z"),
        },
        {
          fullName: "Ben 100% Ito",
          email: "ben@example.com",
          isPremium: true,
          premiumSource: "admin",
          premiumChangedAt: new Date("2026-03-20T10:00:00Z"),
        },
        { fullName: "Old Member", email: "old@example.com", isPremium: true },
        { fullName: "Cara Lim", email: "cara@example.com", isPremium: false, premiumSource: "admin" },
      ]);
    });

    it("lists premium customers, most recently made premium first, with since-when and from where", async () => {
      const members = await ok({ method: "GET", url: "/api/admin/premium-members" });
      expect(members.map((m: { email: string }) => m.email)).toEqual([
        "ben@example.com",
        "asha@example.com",
        "old@example.com",
      ]);
      expect(members[0]).toEqual({
        id: expect.any(Number),
        fullName: "Ben 100% Ito",
        email: "ben@example.com",
        premiumSource: "admin",
        premiumSince: "2026-03-20T10:00:00.000Z",
        createdAt: expect.any(String),
      });
      expect(members[2]).toMatchObject({ premiumSource: null, premiumSince: null });
    });

    it("searches names and emails, any case, wildcards meaning themselves", async () => {
      const search = async (q: string) =>
        (await ok({ method: "GET", url: `/api/admin/premium-members?q=${encodeURIComponent(q)}` })).map(
          (m: { email: string }) => m.email,
        );
      expect(await search("ASHA")).toEqual(["asha@example.com"]);
      expect(await search("ben@")).toEqual(["ben@example.com"]);
      expect(await search("%")).toEqual(["ben@example.com"]);
      expect(await search("_")).toEqual([]);
      expect(await search("cara")).toEqual([]);
      expect(await search("  ")).toHaveLength(3);
    });
  });
});

describe("shipping rates", () => {
  let t: TestApp;
  let cookie: string;
  let socket: TestSocket;
  const clock = manualClock("2026-04-01T08:00:00Z");
  const rates = () => t.app.inject({ method: "GET", url: "/api/shipping-rates", headers: { cookie } });
  const enabled = async () =>
    (await t.app.inject({ method: "GET", url: "/api/shipping-rates/enabled" })).json() as {
      countryCode: string;
      rate: string;
    }[];
  const post = (payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/shipping-rates",
      headers: { cookie },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    await seedDefaultShippingRates(t.database.db);
    const base = await listenOnLoopback(t.app);
    cookie = (await adminSignIn(t.app)).cookie;
    // A shopper's page, signed out: every open page hears about new rates.
    socket = await openSocket(base);
  });
  beforeEach(async () => {
    await settleSockets(t.app.events, [socket]);
    socket.messages.length = 0;
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it("lists every stored rate to the admin only", async () => {
    const res = await rates();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(8);
    expect(res.json()).toContainEqual({
      id: expect.any(Number),
      countryCode: "SG",
      countryName: "Singapore",
      rate: "8.99",
      enabled: true,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/shipping-rates" })).statusCode).toBe(401);
  });

  it("keeps only the enabled rates, names them from the code and tells every page", async () => {
    const res = await post({
      rates: [
        { id: 1, countryCode: "SG", countryName: "Singapore", rate: 9.5, enabled: true },
        { countryCode: "us", countryName: "USA", rate: "12.99", enabled: false },
        { countryCode: "IN", countryName: "Bharat", rate: "7.5", enabled: true },
        { countryCode: "JP", countryName: "Japan", rate: "0", enabled: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Shipping rates updated");
    expect(
      res
        .json()
        .rates.map((r: { countryCode: string; countryName: string; rate: string }) => [
          r.countryCode,
          r.countryName,
          r.rate,
        ]),
    ).toEqual([
      ["IN", "India", "7.50"],
      ["JP", "Japan", "0.00"],
      ["SG", "Singapore", "9.50"],
    ]);
    await socket.next("shipping-rates-updated");
    expect((await enabled()).map((r) => [r.countryCode, r.rate])).toEqual([
      ["IN", "7.50"],
      ["JP", "0.00"],
      ["SG", "9.50"],
    ]);
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, "settings.shipping-rates"));
    expect(logged.changes).toEqual({
      before: { AU: "22.99", CA: "15.99", DE: "16.99", FR: "16.99", GB: "18.99", JP: "19.99", SG: "8.99", US: "12.99" },
      after: { IN: "7.50", JP: "0.00", SG: "9.50" },
    });
  });

  it.each([
    ["a negative rate", { countryCode: "SG", rate: -1, enabled: true }, "rates.0.rate"],
    ["three decimals", { countryCode: "SG", rate: "1.234", enabled: true }, "rates.0.rate"],
    ["a rate that is not a number", { countryCode: "SG", rate: "free", enabled: true }, "rates.0.rate"],
    ["an unknown country", { countryCode: "XX", rate: "1.00", enabled: true }, "rates.0.countryCode"],
    ["no enabled flag", { countryCode: "SG", rate: "1.00" }, "rates.0.enabled"],
  ])("refuses %s, changes nothing and tells no page", async (_label, rate, field) => {
    const before = await t.database.db.select().from(shippingRates).orderBy(shippingRates.id);
    const res = await post({ rates: [rate] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty([field]);
    expect(await t.database.db.select().from(shippingRates).orderBy(shippingRates.id)).toEqual(before);
    await settleSockets(t.app.events, [socket]);
    expect(socket.messages).toEqual([]);
  });

  it("refuses the same country twice", async () => {
    const res = await post({
      rates: [
        { countryCode: "SG", rate: "1.00", enabled: true },
        { countryCode: "sg", rate: "2.00", enabled: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Each country can have only one rate");
  });

  it("with nothing enabled, offers no country and the shop falls back to its default fee", async () => {
    expect((await post({ rates: [{ countryCode: "SG", rate: "8.99", enabled: false }] })).statusCode).toBe(200);
    await socket.next("shipping-rates-updated");
    expect(await enabled()).toEqual([]);
    expect((await rates()).json()).toEqual([]);
  });
});
