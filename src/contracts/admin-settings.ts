import { z } from "zod";
import { isCountryCode } from "../domain/countries";
import { CURRENCIES } from "../domain/money";
import { isTimeZone } from "../domain/store-time-zone";
import { textField } from "../domain/text-input";
import { PREMIUM_SOURCES } from "./admin-customers";
import { moneyInputSchema } from "./admin-products";
import { rowIdParamsSchema, rowIdSchema, storedIdSchema } from "./ids";
import { storeSettingsSchema } from "./settings";

/**
 * The back office's settings tabs: Store Settings, Alternate Descriptions, Shop from
 * India, Membership, Notifications, Shipping Rates and Premium Members. The forms validate with these same
 * schemas; the server answers 400 with the first problem and changes nothing.
 */

const text = (label: string, max: number) => textField(label, max).trim();

/**
 * Blank means "not set": the shop then shows its fallback (src/domain/store-defaults.ts). A `rule` is
 * checked on the trimmed text as a pattern (which must accept blank), so the OpenAPI document shows it.
 */
const optionalText = (label: string, max: number, rule?: { pattern: RegExp; message: string }) =>
  z
    .union([rule ? text(label, max).regex(rule.pattern, rule.message) : text(label, max), z.null()])
    .transform((value) => (value ? value : null))
    .optional()
    .transform((value) => value ?? null);

export const STORE_EMAIL_MESSAGE = "Enter a valid email address";
export const STORE_PHONE_MESSAGE = "Enter a phone number: digits, spaces and + - ( ) only";
export const CURRENCY_MESSAGE = `Currency must be one of ${CURRENCIES.join(", ")}`;
/** A payment deadline is at most 30 days: an order held longer is the owner's to chase. */
export const MAX_PAYMENT_DEADLINE_MINUTES = 30 * 24 * 60;
export const PAYMENT_DEADLINE_MESSAGE = "Enter a time of at least 1 minute and at most 30 days, or turn it off";
export const CUSTOMER_PORTAL_MESSAGE = "Enter the link as Stripe gives it, starting with https://";
export const TIME_ZONE_MESSAGE = "Choose a time zone by its IANA name, such as Asia/Singapore";

/** Blank, or at least three of digits, spaces and + - ( ) with one digit at least. */
const PHONE_TEXT = /^(?:|(?=.*\d)\+?[\d\s\-().]{3,})$/;
/** Blank, or an address zod's email check accepts (its own pattern, so the OpenAPI document shows it). */
const EMAIL_TEXT = new RegExp(`^(?:|${z.regexes.email.source.slice(1, -1)})$`);
/** Blank, or an https:// address with no spaces. */
const HTTPS_LINK = /^(?:|https:\/\/[^\s/?#]+\.[^\s]+)$/;
/** An IANA name's form (Asia/Singapore, UTC, Etc/GMT+5); isTimeZone asks Intl whether it exists. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** PUT /api/admin/settings/store. */
export const storeSettingsInputSchema = z.strictObject({
  storeName: optionalText("Store name", 120),
  storeEmail: optionalText("Store email", 254, { pattern: EMAIL_TEXT, message: STORE_EMAIL_MESSAGE }),
  storePhone: optionalText("Store phone", 40, { pattern: PHONE_TEXT, message: STORE_PHONE_MESSAGE }),
  currency: z.enum(CURRENCIES, { error: CURRENCY_MESSAGE }),
  storeAddress: optionalText("Store address", 500),
  storeDescription: optionalText("Store description", 2000),
  timeZone: text("Time zone", 64)
    .regex(TIME_ZONE_NAME, { message: TIME_ZONE_MESSAGE, abort: true })
    .refine(isTimeZone, TIME_ZONE_MESSAGE),
  supportHours: optionalText("Support hours", 120),
  paymentInstructions: optionalText("Payment instructions", 2000),
  customerPortalUrl: optionalText("Customer portal link", 500, {
    pattern: HTTPS_LINK,
    message: CUSTOMER_PORTAL_MESSAGE,
  }),
  // Omitted: kept as it is (a client that predates the setting does not turn it off).
  unpaidOrderDeadlineMinutes: z
    .number({ error: PAYMENT_DEADLINE_MESSAGE })
    .int(PAYMENT_DEADLINE_MESSAGE)
    .min(1, PAYMENT_DEADLINE_MESSAGE)
    .max(MAX_PAYMENT_DEADLINE_MINUTES, PAYMENT_DEADLINE_MESSAGE)
    .nullable()
    .optional(),
});
export type StoreSettingsInput = z.input<typeof storeSettingsInputSchema>;
export type StoreSettingsValues = z.output<typeof storeSettingsInputSchema>;

/** GET and PUT /api/admin/settings/store answer the same shape as the shop's GET /api/settings/store. */
export const adminStoreSettingsSchema = storeSettingsSchema;

// Alternate descriptions -------------------------------------------------------------------------------

/** The message when a title or description is blank. */
export const ALTERNATE_DESCRIPTION_REQUIRED = "Validation error";

const requiredText = (label: string, max: number) =>
  // Required as a pattern (a character that is not a space), which the OpenAPI document shows.
  text(label, max).regex(/\S/, ALTERNATE_DESCRIPTION_REQUIRED);

/** POST /api/admin/alternate-descriptions and PUT .../{id}. */
export const alternateDescriptionInputSchema = z.strictObject({
  title: requiredText("Title", 200),
  description: requiredText("Description", 5000),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});
export type AlternateDescriptionInput = z.input<typeof alternateDescriptionInputSchema>;
export type AlternateDescriptionValues = z.output<typeof alternateDescriptionInputSchema>;

export const alternateDescriptionSchema = z.object({
  id: storedIdSchema,
  title: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AlternateDescription = z.infer<typeof alternateDescriptionSchema>;
export const alternateDescriptionListSchema = z.array(alternateDescriptionSchema);

/** The product form's picker (public GET /api/alternate-descriptions): active ones only. */
export const publicAlternateDescriptionSchema = alternateDescriptionSchema.pick({
  id: true,
  title: true,
  description: true,
});
export const publicAlternateDescriptionListSchema = z.array(publicAlternateDescriptionSchema);

export const alternateDescriptionIdParamsSchema = rowIdParamsSchema("Alternate description id");

export const ALTERNATE_DESCRIPTION_NOT_FOUND = "Alternate description not found";
export const ALTERNATE_DESCRIPTION_DELETED = "Alternate description deleted";
export const alternateDescriptionDeletedSchema = z.object({ message: z.string() });

// Shop from India ----------------------------------------------------------------------------------------

export const DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT = "Start WhatsApp Conversation";
export const SHOP_FROM_INDIA_CONTENT_REQUIRED = "Content is required";
export const WHATSAPP_NUMBER_MESSAGE = "Enter the WhatsApp number in international format, like +6591234567";

// E.164: a plus, a country code that does not start with 0, at most 15 digits in all.
const WHATSAPP_NUMBER = /^\+[1-9]\d{7,14}$/;

/** PUT /api/admin/shop-from-india. Spaces, dashes and brackets in the number are dropped before the check. */
export const shopFromIndiaInputSchema = z.strictObject({
  content: text("Content", 5000).regex(/\S/, SHOP_FROM_INDIA_CONTENT_REQUIRED),
  whatsappNumber: z
    .string({ error: WHATSAPP_NUMBER_MESSAGE })
    .max(40, WHATSAPP_NUMBER_MESSAGE)
    // The number as typed (spaces, dashes, brackets around a + and digits): what the document can say.
    .regex(/^[\s\-().]*\+[\d\s\-().]*$/, { message: WHATSAPP_NUMBER_MESSAGE, abort: true })
    .transform((value) => value.replace(/[\s\-().]/g, ""))
    .refine((value) => WHATSAPP_NUMBER.test(value), WHATSAPP_NUMBER_MESSAGE),
  buttonText: text("Button text", 60)
    .optional()
    .transform((value) => value || DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});
export type ShopFromIndiaInput = z.input<typeof shopFromIndiaInputSchema>;
export type ShopFromIndiaValues = z.output<typeof shopFromIndiaInputSchema>;

/** The admin's view: null fields when nothing was saved yet (the form then starts from the defaults). */
export const adminShopFromIndiaSchema = z.object({
  content: z.string(),
  whatsappNumber: z.string(),
  buttonText: z.string(),
  isActive: z.boolean(),
  /** ISO 8601 instant of the last save, or null before the first. */
  updatedAt: z.string().nullable(),
});
export type AdminShopFromIndia = z.infer<typeof adminShopFromIndiaSchema>;

// Membership ----------------------------------------------------------------------------------------------

export const PRICING_TABLE_CODE_REQUIRED = "Stripe pricing table code is required";

/** PUT /api/admin/settings/stripe-pricing-table; the embed's own rules are checked by the server. */
export const stripePricingTableInputSchema = z.strictObject({
  stripePricingTableCode: textField("Stripe pricing table code", 5000, PRICING_TABLE_CODE_REQUIRED)
    .trim()
    .min(1, PRICING_TABLE_CODE_REQUIRED),
});

/** The stored code and the two values the shop renders from it (null when nothing is stored). */
export const adminStripePricingTableSchema = z.object({
  stripePricingTableCode: z.string().nullable(),
  pricingTableId: z.string().nullable(),
  publishableKey: z.string().nullable(),
});
export type AdminStripePricingTable = z.infer<typeof adminStripePricingTableSchema>;

// Shipping rates ------------------------------------------------------------------------------------------

export const COUNTRY_CODE_MESSAGE = "Country code must be a two-letter ISO 3166 code, like SG";
export const REPEATED_COUNTRY_MESSAGE = "Each country can have only one rate";

/** One row of the Shipping Rates tab as it posts it; the name is taken from the code. */
export const shippingRateInputSchema = z.strictObject({
  id: rowIdSchema("Shipping rate id").optional(),
  countryCode: z
    .string({ error: COUNTRY_CODE_MESSAGE })
    .trim()
    .transform((code) => code.toUpperCase())
    .refine(isCountryCode, COUNTRY_CODE_MESSAGE),
  countryName: textField("Country name", 120).optional(),
  rate: moneyInputSchema("Rate"),
  enabled: z.boolean({ error: "enabled must be true or false" }),
});

/** POST /api/admin/shipping-rates: the whole table; only the enabled rows are kept. */
export const shippingRatesInputSchema = z.strictObject({
  rates: z
    .array(shippingRateInputSchema, { error: "rates must be a list" })
    .max(300, "At most 300 rates")
    .refine((rates) => new Set(rates.map((r) => r.countryCode)).size === rates.length, REPEATED_COUNTRY_MESSAGE),
});
export type ShippingRatesInput = z.input<typeof shippingRatesInputSchema>;

export const adminShippingRateSchema = z.object({
  id: storedIdSchema,
  countryCode: z.string(),
  countryName: z.string(),
  /** Exact decimal text, e.g. "8.99". */
  rate: z.string(),
  enabled: z.boolean(),
});
export type AdminShippingRate = z.infer<typeof adminShippingRateSchema>;
export const adminShippingRateListSchema = z.array(adminShippingRateSchema);

export const SHIPPING_RATES_SAVED = "Shipping rates updated";
export const shippingRatesSavedSchema = z.object({ message: z.string(), rates: adminShippingRateListSchema });

// Notifications -------------------------------------------------------------------------------------------

/** The admin's new-order alerts: the toast (on by default), its sound and a browser notification. */
export const notificationPreferencesSchema = z.strictObject({
  newOrderToast: z.boolean({ error: "newOrderToast must be true or false" }),
  sound: z.boolean({ error: "sound must be true or false" }),
  browserNotifications: z.boolean({ error: "browserNotifications must be true or false" }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

// Premium members -----------------------------------------------------------------------------------------

export const premiumMembersQuerySchema = z.strictObject({
  /** Part of the name or email, any case. */
  q: text("Search", 200).optional(),
});

export const premiumMemberSchema = z.object({
  id: storedIdSchema,
  fullName: z.string(),
  email: z.string(),
  /** Who made them premium last (Stripe, the demo membership or the admin); null when it predates that record. */
  premiumSource: z.enum(PREMIUM_SOURCES).nullable(),
  /** ISO 8601 instant since when they are premium, or null when unknown. */
  premiumSince: z.string().nullable(),
  /** ISO 8601 instant the customer joined. */
  createdAt: z.string(),
});
export type PremiumMember = z.infer<typeof premiumMemberSchema>;
export const premiumMemberListSchema = z.array(premiumMemberSchema);
