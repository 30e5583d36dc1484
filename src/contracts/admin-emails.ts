import { z } from "zod";
import { rowIdParamsSchema, storedIdSchema } from "./ids";

/** What an outbox message is about (docs/decisions/072). */
export const EMAIL_KINDS = [
  "order-placed",
  "order-paid",
  "order-cancelled",
  "order-shipped",
  "order-delivered",
  "payment-reminder",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
/** The kinds a shopper may turn off (the profile's Emails switch, RFC 8058's one-click link); the rest always go. */
export const OPTIONAL_EMAIL_KINDS: readonly EmailKind[] = ["payment-reminder"];

/**
 * Where a message stands on the Emails page: queued (still to go), sent (the SMTP server took it), kept (no
 * SMTP_URL: rendered and kept, never sent), skipped (not needed, with why), failed (given up, with why).
 */
export const EMAIL_STATES = ["queued", "sent", "kept", "skipped", "failed"] as const;

export const adminEmailSchema = z.object({
  id: storedIdSchema,
  kind: z.enum(EMAIL_KINDS),
  orderId: storedIdSchema.nullable(),
  state: z.enum(EMAIL_STATES),
  reason: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  toAddress: z.string().nullable(),
  subject: z.string().nullable(),
});
export type AdminEmail = z.infer<typeof adminEmailSchema>;

/** One message as it went (or would have): the back office shows the HTML in a sandboxed frame, scripts off. */
export const adminEmailDetailSchema = adminEmailSchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>;

export const EMAILS_PAGE_SIZE = 25;
export const adminEmailsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export const adminEmailListSchema = z.object({
  emails: z.array(adminEmailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminEmailList = z.infer<typeof adminEmailListSchema>;

export const emailIdParamsSchema = rowIdParamsSchema("Email id");
