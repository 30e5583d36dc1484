import { z } from "zod";
import { MAX_URL_LENGTH } from "../domain/image-urls";
import { DUPLICATE_MATCHES } from "../domain/product-duplicates";
import { URL_REQUIRED_MESSAGE } from "../domain/import-url";
import { textField } from "../domain/text-input";
import { moneyInputSchema } from "./admin-products";
import { storedIdSchema } from "./ids";

/**
 * The back office's import calls: the CSV bulk upload and the website import. The file
 * rules, the Shopify converter and the URL rules the forms share are pure functions in src/domain
 * (csv.ts, product-csv.ts, shopify-convert.ts, import-url.ts).
 */

/** At most this many rows in one upload: 10,000 validate and commit within seconds. */
export const MAX_UPLOAD_ROWS = 10_000;
/** Route body limit for the upload: 10,000 rows of generous product text. */
export const UPLOAD_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

const cellSchema = z.union([z.string(), z.number(), z.null()]);

/** What the owner chose for a row that duplicates an existing product (docs/decisions/028). */
export const DUPLICATE_CHOICES = ["skip", "update"] as const;
export type DuplicateChoice = (typeof DUPLICATE_CHOICES)[number];
export const DEFAULT_DUPLICATE_CHOICE: DuplicateChoice = "skip";
export const DUPLICATE_CHOICE_MESSAGE = 'A duplicate\'s choice must be "skip" or "update"';
const duplicateChoiceSchema = z.enum(DUPLICATE_CHOICES, { error: DUPLICATE_CHOICE_MESSAGE });

export const notAnUploadRowMessage = (row: number) => `Row ${row} is not a row of this upload`;
export const REPEATED_ROW_NUMBERS_MESSAGE = "rowNumbers must name each row once";
export const twoChoicesMessage = (row: number) => `Row ${row} has more than one choice`;

/**
 * POST /api/admin/products/bulk-upload. `csvData` is the file's rows as objects keyed by column (what
 * papaparse gives with `header: true`); numbers are read as their text. `discountAmount` is the flat
 * discount for every row (>= 0, step 0.01). `dryRun: true` validates and reports without writing.
 * `rowNumbers`, when sent, are the rows' numbers in the file (header = row 1), one per row, so errors
 * name the row a person sees in a spreadsheet; without it row i is numbered i + 2.
 * A row that duplicates an existing product is skipped or updates that product (never its status):
 * `duplicateChoices` says so per row, by the same numbers; `onDuplicate` for the others (default "skip").
 * A choice for a row that turns out not to be a duplicate is ignored, so a dry run's choices stay valid
 * when the catalog changed meanwhile.
 */
export const bulkUploadBodySchema = z
  .strictObject({
    csvData: z
      .array(z.record(z.string(), cellSchema), { error: "csvData must be a list of rows" })
      .max(MAX_UPLOAD_ROWS, `At most ${MAX_UPLOAD_ROWS.toLocaleString("en")} rows in one upload`),
    discountAmount: moneyInputSchema("Discount").optional(),
    dryRun: z.boolean().optional(),
    rowNumbers: z.array(z.number().int().min(1)).optional(),
    duplicateChoices: z
      .array(z.strictObject({ row: z.number().int().min(1), choice: duplicateChoiceSchema }))
      .max(MAX_UPLOAD_ROWS)
      .optional()
      .meta({
        description:
          "The owner's choice per row that duplicates an existing product, by row number (skip or update; update never changes the product's status). A choice for a row that is no duplicate is ignored.",
      }),
    onDuplicate: duplicateChoiceSchema
      .optional()
      .meta({ description: "The choice for every duplicate row without its own; default skip" }),
  })
  .refine((body) => body.rowNumbers === undefined || body.rowNumbers.length === body.csvData.length, {
    path: ["rowNumbers"],
    message: "rowNumbers must have one number per row of csvData",
  })
  // Each number names one row: a repeat would give two rows' problems and duplicate choices one name.
  .refine((body) => body.rowNumbers === undefined || new Set(body.rowNumbers).size === body.rowNumbers.length, {
    path: ["rowNumbers"],
    message: REPEATED_ROW_NUMBERS_MESSAGE,
  })
  .superRefine((body, context) => {
    if (!body.duplicateChoices) return;
    const rows = new Set(body.rowNumbers ?? body.csvData.map((_, index) => index + 2));
    const seen = new Set<number>();
    for (const { row } of body.duplicateChoices) {
      const message = !rows.has(row) ? notAnUploadRowMessage(row) : seen.has(row) ? twoChoicesMessage(row) : null;
      seen.add(row);
      if (message) context.addIssue({ code: "custom", path: ["duplicateChoices"], message });
    }
  });
export type BulkUploadBody = z.input<typeof bulkUploadBodySchema>;

/** One problem of one row: the row's number in the file, the column, and what is wrong. */
export const rowProblemSchema = z.object({ field: z.string(), message: z.string() });

/** What a valid row becomes (a draft), for the dry run's preview table. */
export const uploadPreviewSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  discountAmount: z.string(),
  images: z.array(z.string()),
  category: z.string(),
  sizes: z.array(z.string()),
  supplierLink: z.string(),
  sku: z.string().nullable(),
  /** Units offered per size (the `stock` column, "S:3,M:5"); null: unlimited (docs/decisions/018). */
  stock: z.record(z.string(), z.number().int()).nullable(),
  perMemberLimit: z.number().int().nullable(),
});
export type UploadPreview = z.infer<typeof uploadPreviewSchema>;

/** The product a row duplicates, as the preview names it. */
export const existingProductSchema = z.object({ id: storedIdSchema, name: z.string() });

/**
 * A valid row that is already in the shop: `existing` is the product it duplicates (null when only an
 * earlier row of the file is the same product); `sameAsRow` an earlier row of this file that is the same
 * product (such a row is always skipped: a file never makes two of one product); `choice` what was, or on a
 * dry run would be, done with it.
 */
export const duplicateRowSchema = uploadPreviewSchema.extend({
  existing: existingProductSchema.nullable(),
  matchedBy: z.enum(DUPLICATE_MATCHES),
  sameAsRow: z.number().int().nullable(),
  choice: z.enum(DUPLICATE_CHOICES),
});
export type DuplicateRow = z.infer<typeof duplicateRowSchema>;

export const rejectedRowSchema = z.object({
  row: z.number().int(),
  /** The row as sent, so the screen can offer the rejected rows as a CSV with a reason column. */
  values: z.record(z.string(), z.string()),
  problems: z.array(rowProblemSchema),
});
export type RejectedRow = z.infer<typeof rejectedRowSchema>;

/**
 * The answer `{message, results: {successful, failed, errors}}`, where errors are texts that each
 * name a row and a field ("Row 7, price: Price must be a number"), plus the per-row detail: `created` (what
 * was, or on a dry run would be, saved as drafts), `duplicates` (valid rows already in the shop, each
 * skipped or updating its product) and `rejected` (each refused row with its problems). `successful` counts
 * the rows saved (created or updating a product), on a dry run those that would be.
 */
export const bulkUploadResultSchema = z.object({
  message: z.string(),
  dryRun: z.boolean(),
  results: z.object({
    successful: z.number().int(),
    failed: z.number().int(),
    errors: z.array(z.string()),
  }),
  created: z.array(uploadPreviewSchema),
  duplicates: z.array(duplicateRowSchema).meta({
    description:
      "Valid rows already in the shop (same SKU, else same name and price), each skipped or updating its product; a row repeating an earlier row of the file is always skipped",
  }),
  rejected: z.array(rejectedRowSchema),
  /** The ids of the drafts saved, in row order; empty on a dry run. */
  productIds: z.array(z.number().int()),
  /** The ids of the existing products the upload updated, in row order; empty on a dry run. */
  updatedProductIds: z
    .array(z.number().int())
    .meta({ description: "The existing products updated, in row order; empty on a dry run" }),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** POST /api/extract-product-data and POST /api/extract-images. */
export const extractUrlBodySchema = z.strictObject({ url: textField("URL", MAX_URL_LENGTH, URL_REQUIRED_MESSAGE) });
export type ExtractUrlBody = z.infer<typeof extractUrlBodySchema>;

/**
 * POST /api/extract-product-data. Text fields are "" when the page does not state them; price is decimal
 * text ("1299.00"). For a site that blocks fetching (Flipkart) `success` is false and `note` and
 * `samplePatterns` say how to use the HTML-source path instead.
 */
export const extractProductDataResultSchema = z.object({
  success: z.boolean(),
  /**
   * A product of the shop with the page's title and price (docs/decisions/028), or null: the preview
   * offers to skip the page or to update that product instead of creating another.
   */
  duplicate: existingProductSchema
    .nullable()
    .meta({ description: "The shop's product with the page's title and price, or null" }),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  currency: z.string().meta({
    description: "The price's currency as the page states it (ISO code, e.g. INR), or empty when it names none",
  }),
  sizes: z.array(z.string()),
  images: z.array(z.string()),
  note: z.string().nullable(),
  samplePatterns: z.array(z.string()),
});
export type ExtractProductDataResult = z.infer<typeof extractProductDataResultSchema>;

/** POST /api/extract-images: the page's images and what else it states; Flipkart answers note + samplePatterns. */
export const extractImagesResultSchema = z.object({
  images: z.array(z.string()),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  note: z.string().nullable(),
  samplePatterns: z.array(z.string()),
  productId: z.string().nullable(),
});
export type ExtractImagesResult = z.infer<typeof extractImagesResultSchema>;
