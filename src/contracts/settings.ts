import { z } from "zod";

export const CURRENCIES = ["USD", "EUR", "GBP", "JPY"] as const;

export const storeSettingsSchema = z.object({
  storeName: z.string().nullable(),
  storeEmail: z.string().nullable(),
  storePhone: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  storeAddress: z.string().nullable(),
  storeDescription: z.string().nullable(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const shopFromIndiaSchema = z.object({
  content: z.string(),
  whatsappNumber: z.string(),
  buttonText: z.string(),
});
export type ShopFromIndia = z.infer<typeof shopFromIndiaSchema>;
