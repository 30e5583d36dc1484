import { z } from "zod";
import { addressFormSchema } from "../domain/address";
import { textField } from "../domain/text-input";
import { storedIdSchema } from "./ids";

/** The signed-in shopper as the client sees it: no secrets, no provider ids. */
export const currentUserSchema = z.object({
  id: storedIdSchema,
  fullName: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  apartment: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  isPremium: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const shippingUpdateSchema = addressFormSchema.strict();
export type ShippingUpdate = z.input<typeof shippingUpdateSchema>;

export const shippingRateSchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  /** Exact decimal as text, e.g. "8.99". */
  rate: z.string(),
  enabled: z.boolean(),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const authProvidersSchema = z.object({ google: z.boolean(), dev: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const devLoginSchema = z.strictObject({
  email: z.email("Enter a valid email address").max(254),
  fullName: textField("Name", 120, "Enter your name").trim().min(1, "Enter your name"),
});
export type DevLogin = z.infer<typeof devLoginSchema>;

/** GET/PUT /api/user/email-reminders: the profile's "Emails" switch (payment reminders by email; order emails always go). */
export const emailRemindersSchema = z.strictObject({ on: z.boolean({ error: "on must be true or false" }) });
export type EmailReminders = z.infer<typeof emailRemindersSchema>;

/** An unsubscribe link's query (RFC 8058): who it is for, signed by the shop. */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200) });
