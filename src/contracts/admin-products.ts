import { z } from "zod";
import { CATEGORIES, PRODUCT_SORT_ORDERS } from "../domain/catalog";
import { cleanImageList, isImageAddress, MAX_URL_LENGTH } from "../domain/image-urls";
import {
  DISCOUNT_ABOVE_PRICE_MESSAGE,
  EXPIRATION_DAYS_OPTION_MESSAGE,
  EXPIRATION_DAYS_REQUIRED_MESSAGE,
  EXPIRY_AFTER_PUBLICATION_MESSAGE,
  INVALID_DATE_MESSAGE,
  ISO_INSTANT,
  isExpirationDayOption,
  MAX_SIZES,
  parseIsoInstant,
  parseMoneyInput,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_SKU_MAX,
  sizeLabelsProblem,
  SIZES_REQUIRED_MESSAGE,
} from "../domain/product-input";
import type { AdminStatusLabel } from "../domain/status-labels";
import { textField } from "../domain/text-input";
import { productIdSchema, productSchema } from "./product";
import { MAX_UNITS, type Stock, stockProblem } from "../domain/stock";

/**
 * The back office's product calls. Field schemas are exported one by one so the
 * admin form validates each input with the rule the server applies; the server adds what needs its clock
 * (expiry from days, "active" publishing now, expiry after publication).
 */

/** The statuses a product row can hold; `expired` is only ever written by legacy bulk operations. */
export const STORED_PRODUCT_STATUSES = ["draft", "scheduled", "active", "expired"] as const;
export const ADMIN_STATUS_LABELS = [
  "Draft",
  "Scheduled",
  "Expired",
  "Expiring Soon",
  "Active",
] as const satisfies readonly AdminStatusLabel[];

/**
 * A product as the back office reads it: the shopper's fields (`status` is the effective status at answer
 * time) plus what only the admin sees. Clients re-derive the label with adminStatusLabel as their clock runs.
 */
export const adminProductSchema = productSchema.extend({
  storedStatus: z.enum(STORED_PRODUCT_STATUSES),
  /** Draft, Scheduled, Expired, Expiring Soon (live, expiring within 24 h) or Active. */
  statusLabel: z.enum(ADMIN_STATUS_LABELS),
  /** price minus discount, never below zero, as "49.00". */
  finalPrice: z.string(),
  supplierLink: z.string(),
  sku: z.string().nullable(),
  createdAt: z.string(),
  /** Units offered per limited size (sold = offered - stockLeft); null when unlimited. */
  stock: z.record(z.string(), z.number().int()).nullable(),
  perMemberLimit: z.number().int().nullable(),
  /** Shoppers who asked "Remind me"; null unless the product is scheduled. */
  reminderCount: z.number().int().nullable(),
  /**
   * `images` as the shop shows them: each one's own copy (/media) once made, else the address as saved. The
   * back office shows these and edits `images` (decision 043).
   */
  shopImages: z.array(z.string()),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.array(adminProductSchema);

/** GET /api/products/{id}: the admin shape to an admin (drafts too), the shopper's shape to anyone else. */
export const productOrAdminProductSchema = z.union([adminProductSchema, productSchema]);

/** A price or discount: a number or decimal text, >= 0 with at most 2 decimals; answers "49.00". */
export const moneyInputSchema = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((value, ctx) => {
    const money = parseMoneyInput(value, label);
    if (money.ok) return money.text;
    ctx.addIssue({ code: "custom", message: money.message });
    return z.NEVER;
  });

/** An ISO 8601 date-time with a zone, kept as the text sent. */
export const isoInstantSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  // The pattern is what the OpenAPI document can say; the refine adds that the day exists.
  .regex(ISO_INSTANT, { message: INVALID_DATE_MESSAGE, abort: true })
  .refine((text) => parseIsoInstant(text) !== null, INVALID_DATE_MESSAGE);

/** The image slots as sent: cleaned (cleanImageList) to the addresses to store. */
export const productImagesSchema = z
  .array(z.unknown(), { error: "Images must be a list of image URLs" })
  .max(40, "Too many images")
  .transform((entries, ctx) => {
    const result = cleanImageList(entries);
    if (result.ok) return result.images;
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  });

/** Size labels, trimmed; labels outside the category's set are kept (imports bring 2-3Y or waist 28). */
export const productSizesSchema = z
  .array(z.string({ error: "Size labels must be text" }), { error: SIZES_REQUIRED_MESSAGE })
  .max(MAX_SIZES, `At most ${MAX_SIZES} sizes`)
  .transform((sizes) => sizes.map((size) => size.trim()))
  .superRefine((sizes, ctx) => {
    const problem = sizeLabelsProblem(sizes);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The form's expiration choice (1, 2, 3, 7, 14 or 30 days); a blank, null or 0 counts as missing. */
export const expirationDaysSchema = z
  .union([z.number(), z.string(), z.null()], { error: EXPIRATION_DAYS_OPTION_MESSAGE })
  .transform((value, ctx) => {
    const days = typeof value === "string" ? (value.trim() === "" ? 0 : Number(value)) : (value ?? 0);
    if (days === 0 || days < 0) {
      ctx.addIssue({ code: "custom", message: EXPIRATION_DAYS_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    if (!isExpirationDayOption(days)) {
      ctx.addIssue({ code: "custom", message: EXPIRATION_DAYS_OPTION_MESSAGE });
      return z.NEVER;
    }
    return days;
  });

export const SUPPLIER_LINK_MESSAGE = "Supplier link must be an http:// or https:// link";

/** What the admin can set a product to; `active` publishes at the moment of saving. */
export const PRODUCT_INPUT_STATUSES = ["draft", "active", "scheduled"] as const;
export const PUBLISH_AT_REQUIRED_MESSAGE = "A scheduled product needs a publication time";
export const EXPIRY_CHOICE_CONFLICT_MESSAGE = "Send expirationDays or expiresAt, not both";

/**
 * Body of POST /api/products and PUT /api/products/{id}. The expiry is `expirationDays` (the form: the
 * server sets now + days) or an exact `expiresAt`. `status`: draft (publishAt stored empty), active (the
 * server publishes now) or scheduled (needs publishAt). On PUT, an omitted discountAmount, sku,
 * supplierLink or description keeps the stored value; on POST they default to 0.00, none, "" and "".
 */
export const productInputSchema = z
  .strictObject({
    // Required: a pattern (some character that is not a space) rather than a refine, so the document says it.
    name: textField("Product name", PRODUCT_NAME_MAX)
      .regex(/\S/, "Product name is required")
      .transform((name) => name.trim()),
    description: textField("Description", PRODUCT_DESCRIPTION_MAX).optional(),
    price: moneyInputSchema("Price"),
    discountAmount: moneyInputSchema("Discount").optional(),
    images: productImagesSchema,
    category: z.enum(CATEGORIES, { error: "Category must be regular, plus, kids or men" }),
    sizes: productSizesSchema,
    supplierLink: textField("Supplier link", MAX_URL_LENGTH)
      .transform((link) => link.trim())
      .refine((link) => link === "" || (!link.startsWith("/") && isImageAddress(link)), SUPPLIER_LINK_MESSAGE)
      .optional(),
    sku: textField("SKU", PRODUCT_SKU_MAX)
      .transform((sku) => sku.trim() || null)
      .nullable()
      .optional(),
    status: z.enum(PRODUCT_INPUT_STATUSES, { error: "Status must be draft, active or scheduled" }),
    expirationDays: expirationDaysSchema.optional(),
    expiresAt: isoInstantSchema.optional(),
    publishAt: isoInstantSchema.nullable().optional(),
    /** Units offered per size (a size left out is unlimited); null: unlimited. Omitted on PUT: kept. */
    stock: z
      .record(
        z.string(),
        z
          .number({ error: "Stock must be a whole number" })
          .int("Stock must be a whole number")
          .min(0, "Stock cannot be negative")
          .max(MAX_UNITS, `Stock is at most ${MAX_UNITS} per size`),
      )
      .nullable()
      .optional(),
    /** Units of this product one member may order; null: no limit. Omitted on PUT: kept. */
    perMemberLimit: z
      .number({ error: "Limit per member must be a whole number" })
      .int("Limit per member must be a whole number")
      .min(1, "Limit per member must be at least 1")
      .max(MAX_UNITS, `Limit per member is at most ${MAX_UNITS}`)
      .nullable()
      .optional(),
  })
  // Runs even when a field failed, so the form shows every problem at once; it reads what was sent (a
  // failed field holds its raw value), hence the type checks.
  .superRefine(
    (input: Record<string, unknown>, ctx) => {
      const instant = (value: unknown) => (typeof value === "string" ? parseIsoInstant(value) : null);
      const money = (value: unknown, label: string) =>
        typeof value === "number" || typeof value === "string" ? parseMoneyInput(value, label) : null;
      if (input.expirationDays === undefined && input.expiresAt === undefined)
        ctx.addIssue({ code: "custom", path: ["expirationDays"], message: EXPIRATION_DAYS_REQUIRED_MESSAGE });
      if (input.expirationDays !== undefined && input.expiresAt !== undefined)
        ctx.addIssue({ code: "custom", path: ["expiresAt"], message: EXPIRY_CHOICE_CONFLICT_MESSAGE });
      if (input.status === "scheduled" && !input.publishAt)
        ctx.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_REQUIRED_MESSAGE });
      const publishAt = instant(input.publishAt);
      const expiresAt = instant(input.expiresAt);
      if (input.status === "scheduled" && publishAt && expiresAt && expiresAt <= publishAt)
        ctx.addIssue({ code: "custom", path: ["expiresAt"], message: EXPIRY_AFTER_PUBLICATION_MESSAGE });
      const price = money(input.price, "Price");
      const discount = money(input.discountAmount, "Discount");
      if (price?.ok && discount?.ok && discount.cents > price.cents)
        ctx.addIssue({ code: "custom", path: ["discountAmount"], message: DISCOUNT_ABOVE_PRICE_MESSAGE });
      if (input.stock && typeof input.stock === "object" && Array.isArray(input.sizes)) {
        const problem = stockProblem(input.stock as Stock, input.sizes as string[]);
        if (problem) ctx.addIssue({ code: "custom", path: ["stock"], message: problem });
      }
    },
    { when: ({ value }) => typeof value === "object" && value !== null && !Array.isArray(value) },
  );
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductInputBody = z.input<typeof productInputSchema>;

export const NO_PRODUCTS_SELECTED_MESSAGE = "Please select at least one product";
const productIdsSchema = z
  .array(productIdSchema, { error: NO_PRODUCTS_SELECTED_MESSAGE })
  .min(1, NO_PRODUCTS_SELECTED_MESSAGE)
  .max(10_000, "At most 10,000 products at a time");

export const PUBLISH_AT_OR_NOW_MESSAGE = "Send a publication time or publishNow, not both";

/**
 * POST /api/admin/products/schedule | bulk-activate | bulk-reschedule. `publishNow: true` is the owner's
 * explicit "Publish now" (the server's now is the publication time, decision 021); otherwise publishAt must
 * still lie ahead (checked by the service, which owns the clock).
 */
export const productWindowBodySchema = z
  .strictObject({
    productIds: productIdsSchema,
    publishAt: isoInstantSchema.optional(),
    publishNow: z.literal(true, { error: "publishNow can only be true" }).optional(),
    expiresAt: isoInstantSchema,
  })
  .superRefine(({ publishAt, publishNow, expiresAt }, ctx) => {
    if (publishNow && publishAt !== undefined)
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: PUBLISH_AT_OR_NOW_MESSAGE });
    if (!publishNow && publishAt === undefined)
      ctx.addIssue({ code: "custom", path: ["publishAt"], message: INVALID_DATE_MESSAGE });
    const from = publishAt === undefined ? null : parseIsoInstant(publishAt);
    const to = parseIsoInstant(expiresAt);
    if (from && to && !(to > from))
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: EXPIRY_AFTER_PUBLICATION_MESSAGE });
  });
export type ProductWindowBody = z.infer<typeof productWindowBodySchema>;

/** POST /api/admin/products/bulk-draft: only live (active, unexpired) products move. */
export const productIdsBodySchema = z.strictObject({ productIds: productIdsSchema });
export type ProductIdsBody = z.infer<typeof productIdsBodySchema>;

/** PUT /api/admin/products/{id}/reactivate: an expired product goes live now until expiresAt. */
export const reactivateBodySchema = z.strictObject({ expiresAt: isoInstantSchema });
export type ReactivateBody = z.infer<typeof reactivateBodySchema>;

/** How many of the selected products were in the state the call moves (the others are left alone). */
export const updatedCountSchema = z.object({ updatedCount: z.number().int() });
export type UpdatedCount = z.infer<typeof updatedCountSchema>;

export const BULK_DELETE_STATUSES = ["draft", "active"] as const;
export const bulkDeleteParamsSchema = z.strictObject({
  status: z.enum(BULK_DELETE_STATUSES, { error: "Bulk delete takes draft or active" }),
});
export const bulkDeleteResultSchema = z.object({ message: z.string(), deletedCount: z.number().int() });
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;

export const sampleProductsResultSchema = z.object({
  message: z.string(),
  products: adminProductListSchema,
});
export type SampleProductsResult = z.infer<typeof sampleProductsResultSchema>;

/** POST /api/admin/settings: a key and its value; the sort order is the one key this call saves. */
export const adminSettingBodySchema = z.discriminatedUnion(
  "key",
  [
    z.strictObject({
      key: z.literal("product_sort_order"),
      value: z.enum(PRODUCT_SORT_ORDERS, { error: `Sort order must be one of ${PRODUCT_SORT_ORDERS.join(", ")}` }),
    }),
  ],
  { error: "Unknown setting key" },
);
export type AdminSettingBody = z.infer<typeof adminSettingBodySchema>;

/** The saved sort order: POST /api/admin/settings answers it, GET /api/admin/settings/product-sort-order reads it. */
export const productSortSettingSchema = z.object({
  key: z.literal("product_sort_order"),
  value: z.enum(PRODUCT_SORT_ORDERS),
});
export type ProductSortSetting = z.infer<typeof productSortSettingSchema>;
