import { z } from "zod";
import { textField } from "../domain/text-input";
import { rowIdSchema, rowIdTextSchema, storedIdSchema } from "./ids";

/** Which drops a shopper hears about: every drop, only what they asked for (the default), or none. */
export const DROP_ALERT_MODES = ["all", "asked", "off"] as const;
export type DropAlertMode = (typeof DROP_ALERT_MODES)[number];

export const pushPublicKeySchema = z.object({
  publicKey: z.string().describe("The VAPID public key, unpadded base64url: the browser's applicationServerKey"),
});

/** Longer than any push service's endpoint; a bound so a client cannot store megabytes. */
const MAX_ENDPOINT_LENGTH = 2048;
const endpointSchema = textField("endpoint", MAX_ENDPOINT_LENGTH).min(1, "endpoint is required");

/** Unpadded base64url of exactly `bytes` bytes (RFC 8291's key and secret encodings). */
function base64UrlBytes(label: string, bytes: number) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${label} must be text` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${length}}=*$`), `${label} must be ${bytes} bytes in base64url`);
}

/** What `PushSubscription.toJSON()` gives in the browser. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64UrlBytes("keys.p256dh", 65),
    auth: base64UrlBytes("keys.auth", 16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: endpointSchema });

export const reminderAddSchema = z.strictObject({ productId: rowIdSchema("Product id") });
export const reminderParamsSchema = z.strictObject({ productId: rowIdTextSchema("Product id") });
export const remindersSchema = z.object({ productIds: z.array(storedIdSchema) });
export type Reminders = z.infer<typeof remindersSchema>;

export const dropAlertsSchema = z.strictObject({
  mode: z.enum(DROP_ALERT_MODES, { error: `mode must be one of ${DROP_ALERT_MODES.join(", ")}` }),
});
export type DropAlerts = z.infer<typeof dropAlertsSchema>;

/** What a shopper's device shows (the service worker reads it): `url` is a product's page, or `/` for several. */
export const dropLivePayloadSchema = z.object({
  type: z.literal("drop-live"),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  image: z.string().nullable(),
});
export type DropLivePayload = z.infer<typeof dropLivePayloadSchema>;

/** An unpaid order's reminder before its payment deadline; `tag` keeps one notification per order. */
export const paymentReminderPayloadSchema = z.object({
  type: z.literal("payment-reminder"),
  title: z.string(),
  body: z.string(),
  url: z.literal("/orders"),
  tag: z.string(),
});
export type PaymentReminderPayload = z.infer<typeof paymentReminderPayloadSchema>;
export type PushPayload = DropLivePayload | PaymentReminderPayload;

export const pushMessageSchema = z.object({ message: z.string() });
