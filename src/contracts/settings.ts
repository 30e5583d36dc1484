import { z } from "zod";
import { CURRENCIES } from "../domain/money";

/**
 * The store's settings as the shop reads them (GET /api/settings/store) and the back office edits them.
 * Contact fields the admin never set are null (the shop shows its fallbacks); the currency defaults to USD
 * and the time zone to Asia/Singapore.
 */
export const storeSettingsSchema = z.object({
  storeName: z.string().nullable(),
  storeEmail: z.string().nullable(),
  storePhone: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  storeAddress: z.string().nullable(),
  storeDescription: z.string().nullable(),
  /** IANA name; where the back office's days begin. */
  timeZone: z.string(),
  /** When shoppers can reach the store; null: the fallback, "Monday-Friday, 9am-5pm ET". */
  supportHours: z.string().nullable(),
  /** How to pay for an order (PayNow, bank details), plain text shown after ordering and on unpaid orders. */
  paymentInstructions: z.string().nullable(),
  /**
   * Where a member changes the card their orders are charged to: Stripe's customer portal link (an https://
   * address), or null: they are told to write to the store.
   */
  customerPortalUrl: z.string().nullable(),
  /** "Unpaid orders are cancelled after": whole minutes, or null (off, the default). */
  unpaidOrderDeadlineMinutes: z.number().int().min(1).nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const shopFromIndiaSchema = z.object({
  content: z.string(),
  whatsappNumber: z.string(),
  buttonText: z.string(),
});
export type ShopFromIndia = z.infer<typeof shopFromIndiaSchema>;
