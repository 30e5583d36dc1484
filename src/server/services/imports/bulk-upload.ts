import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { productInputSchema } from "../../../contracts/admin-products";
import type { BulkUploadResult, DuplicateChoice, RejectedRow, UploadPreview } from "../../../contracts/imports";
import { DEFAULT_EXPIRATION_DAYS } from "../../../domain/catalog";
import { csvRowError } from "../../../domain/csv";
import { parseStockText } from "../../../domain/stock";
import {
  CSV_FILE_ISSUE,
  missingColumnsMessage,
  missingProductCsvColumns,
  productCsvRowOf,
  productFieldsOfCsvRow,
  toastText,
} from "../../../domain/product-csv";
import { expiryFromDays, type MoneyResult, parseMoneyInput, wholeNumberOrText } from "../../../domain/product-input";
import type { Db } from "../../db/client";
import { products, productStock } from "../../db/schema";
import { AppError } from "../../errors";
import type { Effects } from "../../effects";
import { activityBy, type AdminActor, recordActivity } from "../activity/activity-log";
import { readDuplicateCandidates, type SortedRows, sortUploadRows, updateProductsFromRows } from "./import-duplicates";

/**
 * The CSV bulk upload. Every row is judged by the product API's own rules
 * (productInputSchema: images, size labels, prices, the discount not above the price); the valid rows are
 * saved as drafts in one transaction with one activity row for the upload, or, on a dry run, only
 * reported. Row numbers are the file's (header = row 1) when the client sends them. A row already in the
 * shop is skipped or updates its product, as the owner chose (import-duplicates.ts, docs/decisions/028).
 */

export type UploadCell = string | number | null;
export type BulkUploadRequest = {
  rows: readonly Readonly<Record<string, UploadCell>>[];
  rowNumbers?: readonly number[];
  /** The flat discount for every row, as money text ("5.00"). */
  discountAmount: string;
  dryRun: boolean;
  /** The owner's choice per duplicate row, by row number; `onDuplicate` for the others (default skip). */
  duplicateChoices?: ReadonlyMap<number, DuplicateChoice>;
  onDuplicate?: DuplicateChoice;
};

/** The transaction-scoped advisory lock every committing upload takes (any constant of our own). */
const IMPORT_LOCK_KEY = 727275;

export const DESCRIPTION_REQUIRED_MESSAGE = "Description is required";

/** The CSV column a product field comes from (the product rules speak of fields, a file of columns). */
const COLUMN_OF_FIELD: Record<string, string> = { discountAmount: "price", expirationDays: "row" };

type ValidRow = { row: number; values: UploadPreview };
export type JudgedRows = { valid: ValidRow[]; rejected: RejectedRow[] };

function cellText(value: UploadCell | undefined): string {
  return value === null || value === undefined ? "" : String(value);
}

/**
 * A row's discount: its own discountAmount cell (a Shopify compare-at price's difference) plus the upload's
 * flat discount, which applies on top.
 */
function rowDiscount(cell: string, flat: string): MoneyResult {
  const flatMoney = parseMoneyInput(flat, "Discount");
  if (cell === "" || !flatMoney.ok) return flatMoney;
  const own = parseMoneyInput(cell, "Discount");
  if (!own.ok) return own;
  const cents = own.cents + flatMoney.cents;
  return { ok: true, cents, text: (cents / 100).toFixed(2) };
}

/** Judges every row with the product rules; pure. `now` fixes each draft's expiry (now + the default days). */
export function judgeUploadRows(
  request: Pick<BulkUploadRequest, "rows" | "rowNumbers" | "discountAmount">,
): JudgedRows {
  const valid: ValidRow[] = [];
  const rejected: RejectedRow[] = [];
  request.rows.forEach((raw, index) => {
    const row = request.rowNumbers?.[index] ?? index + 2;
    const values = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, cellText(value)]));
    const fields = productFieldsOfCsvRow(productCsvRowOf(values));
    const discount = rowDiscount(fields.discountAmount, request.discountAmount);
    const stock = parseStockText(fields.stock);
    const parsed = productInputSchema.safeParse({
      name: fields.name,
      description: fields.description,
      price: fields.price,
      discountAmount: discount.ok ? discount.text : request.discountAmount,
      images: fields.images,
      category: fields.category,
      sizes: fields.sizes,
      supplierLink: fields.supplierLink,
      sku: fields.sku,
      status: "draft",
      expirationDays: DEFAULT_EXPIRATION_DAYS,
      stock: stock.ok ? stock.stock : null,
      perMemberLimit: fields.perMemberLimit === "" ? null : wholeNumberOrText(fields.perMemberLimit),
    });
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? "row");
          return { field: COLUMN_OF_FIELD[field] ?? field, message: issue.message };
        });
    if (fields.description === "") problems.unshift({ field: "description", message: DESCRIPTION_REQUIRED_MESSAGE });
    if (!discount.ok) problems.push({ field: "discountAmount", message: discount.message });
    if (!stock.ok) problems.push({ field: "stock", message: stock.message });
    if (!parsed.success || problems.length > 0) {
      rejected.push({ row, values, problems });
      return;
    }
    const input = parsed.data;
    valid.push({
      row,
      values: {
        row,
        name: input.name,
        description: input.description ?? "",
        price: input.price,
        discountAmount: input.discountAmount ?? "0.00",
        images: input.images,
        category: input.category,
        sizes: input.sizes,
        supplierLink: input.supplierLink ?? "",
        sku: input.sku ?? null,
        // The row's own reading, checked by the schema above: zod's record leaves out a size named __proto__.
        stock: stock.ok ? stock.stock : null,
        perMemberLimit: input.perMemberLimit ?? null,
      },
    });
  });
  return { valid, rejected };
}

/** Each problem as one error line, naming its row and field. */
function errorTexts(rejected: readonly RejectedRow[]): string[] {
  return rejected.flatMap(({ row, problems }) => problems.map((p) => csvRowError(row, p.field, p.message)));
}

type DraftContext = { expiresAt: string; createdAt: string };
type DraftColumn = {
  column: AnyPgColumn;
  /** How the JSON carries it: as text of the column's type, as a list (text[]), or as an enum's label. */
  kind: "text" | "numeric" | "integer" | "timestamptz" | "list" | "enum";
  value(row: UploadPreview, context: DraftContext): unknown;
};

/** The stored columns of an uploaded draft; the others take their defaults (publishAt empty). */
const DRAFT_COLUMNS: readonly DraftColumn[] = [
  { column: products.name, kind: "text", value: (row) => row.name },
  { column: products.description, kind: "text", value: (row) => row.description },
  { column: products.price, kind: "numeric", value: (row) => row.price },
  { column: products.discountAmount, kind: "numeric", value: (row) => row.discountAmount },
  { column: products.images, kind: "list", value: (row) => row.images },
  { column: products.category, kind: "enum", value: (row) => row.category },
  { column: products.sizes, kind: "list", value: (row) => row.sizes },
  { column: products.supplierLink, kind: "text", value: (row) => row.supplierLink },
  { column: products.sku, kind: "text", value: (row) => row.sku },
  { column: products.perMemberLimit, kind: "integer", value: (row) => row.perMemberLimit },
  { column: products.status, kind: "enum", value: () => "draft" },
  { column: products.expiresAt, kind: "timestamptz", value: (_row, context) => context.expiresAt },
  { column: products.createdAt, kind: "timestamptz", value: (_row, context) => context.createdAt },
];

/**
 * One multi-row INSERT of every draft, the rows passed as ONE JSON parameter that jsonb_to_recordset
 * spreads: a parameter per value would hit PostgreSQL's 65,535-parameter limit at 5,461 rows, and binding
 * tens of thousands of parameters is what made 10,000 rows take seconds.
 */
function insertDrafts(rows: readonly UploadPreview[], context: DraftContext): SQL {
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(DRAFT_COLUMNS.map((d) => [d.column.name, d.value(row, context)]))),
  );
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  const columns = list(DRAFT_COLUMNS.map(({ column }) => sql`${sql.identifier(column.name)}`));
  const values = list(
    DRAFT_COLUMNS.map(({ column, kind }) => {
      const field = sql`r.${sql.identifier(column.name)}`;
      if (kind === "list") return sql`ARRAY(SELECT jsonb_array_elements_text(${field}))`;
      if (kind === "enum") return sql`${field}::${sql.identifier(column.getSQLType())}`;
      return field;
    }),
  );
  const record = list(
    DRAFT_COLUMNS.map(({ column, kind }) => {
      const type = kind === "list" ? "jsonb" : kind === "enum" ? "text" : kind;
      return sql`${sql.identifier(column.name)} ${sql.raw(type)}`;
    }),
  );
  return sql`INSERT INTO ${products} (${columns})
    SELECT ${values} FROM jsonb_to_recordset(${json}::jsonb) AS r(${record})
    RETURNING ${sql.identifier(products.id.name)} AS id`;
}

/** The rows of a raw statement's result: postgres.js answers an array, PGlite an object holding `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

type UploadCounts = { created: number; updated: number; skipped: number; failed: number };

function uploadMessage({ created, updated, skipped, failed }: UploadCounts, dryRun: boolean): string {
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const skippedText = skipped ? `${count(skipped, "duplicate")} skipped` : "";
  const rejectedText = failed ? `${count(failed, "row")} rejected` : "";
  const join = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);
  if (dryRun) {
    const updatedText = updated ? `${count(updated, "product")} would be updated` : "";
    const rest = join([updatedText, skippedText, rejectedText], ", ");
    return `Dry run: ${count(created, "product")} would be saved as drafts${rest ? `, ${rest}` : ""}. Nothing was saved.`;
  }
  if (created + updated === 0) return `No products were uploaded: ${join([skippedText, rejectedText], ", ")}`;
  const savedText = created
    ? join(
        [`Uploaded ${count(created, "product")} as drafts`, updated ? `updated ${count(updated, "product")}` : ""],
        "; ",
      )
    : `Updated ${count(updated, "product")}`;
  return join([savedText, skippedText, rejectedText], "; ");
}

export async function bulkUploadProducts(
  db: Db,
  effects: Effects,
  request: BulkUploadRequest,
  actor: AdminActor,
): Promise<BulkUploadResult> {
  if (request.rows.length === 0) throw new AppError("BAD_REQUEST", toastText(CSV_FILE_ISSUE));
  const missing = missingProductCsvColumns(new Set(request.rows.flatMap((row) => Object.keys(row))));
  if (missing.length > 0) throw new AppError("BAD_REQUEST", toastText(missingColumnsMessage(missing)));

  const { valid, rejected } = judgeUploadRows(request);
  const rows = valid.map((row) => row.values);
  const sortRows = async (reader: Db) =>
    sortUploadRows(
      rows,
      await readDuplicateCandidates(reader, rows),
      request.duplicateChoices ?? new Map(),
      request.onDuplicate,
    );
  const answer = (sorted: SortedRows, productIds: number[], updatedProductIds: number[]): BulkUploadResult => {
    const updated = sorted.duplicates.filter((row) => row.choice === "update").length;
    const counts = {
      created: sorted.create.length,
      updated,
      skipped: sorted.duplicates.length - updated,
      failed: rejected.length,
    };
    return {
      message: uploadMessage(counts, request.dryRun),
      dryRun: request.dryRun,
      results: { successful: counts.created + updated, failed: rejected.length, errors: errorTexts(rejected) },
      created: sorted.create,
      duplicates: sorted.duplicates,
      rejected,
      productIds,
      updatedProductIds,
    };
  };
  if (request.dryRun || valid.length === 0) return answer(await sortRows(db), [], []);

  const context = {
    expiresAt: expiryFromDays(actor.now, DEFAULT_EXPIRATION_DAYS).toISOString(),
    createdAt: actor.now.toISOString(),
  };
  const saved = await db.transaction(async (tx) => {
    // Imports take turns, so two uploads of one file at once cannot both find its products missing.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const sorted = await sortRows(tx);
    const created = sorted.create;
    const ids = created.length > 0 ? await insertNewDrafts(tx, created, context) : [];
    const updatedIds = await updateProductsFromRows(
      tx,
      sorted.duplicates.filter((row) => row.choice === "update"),
      actor,
    );
    if (ids.length + updatedIds.length === 0) return { sorted, ids, updatedIds };
    await recordActivity(tx, {
      ...activityBy(actor),
      action: "product.bulk-upload",
      target: null,
      changes: {
        after: {
          successful: ids.length,
          failed: rejected.length,
          updated: updatedIds.length,
          skipped: sorted.duplicates.length - updatedIds.length,
          discountAmount: request.discountAmount,
          firstProductId: ids[0],
          lastProductId: ids[ids.length - 1],
        },
      },
    });
    return { sorted, ids, updatedIds };
  });
  // Drafts are invisible to shoppers; like a single new product, the upload still says the catalog changed,
  // so other admin tabs refresh their lists (and an updated live product reaches the shop).
  if (saved.ids.length + saved.updatedIds.length > 0)
    effects
      .publish({
        audience: "everyone",
        message: { type: "customer-products-updated", reason: saved.updatedIds.length > 0 ? "updated" : "created" },
      })
      // Their images on other sites were queued as they were saved (drizzle/0012_media.sql).
      .wake("image-copies");
  return answer(saved.sorted, saved.ids, saved.updatedIds);
}

/** The new drafts and their stock; answers their ids in row order. */
async function insertNewDrafts(tx: Db, created: readonly UploadPreview[], context: DraftContext): Promise<number[]> {
  const inserted = await tx.execute(insertDrafts(created, context));
  const ids = rowsOf<{ id: number }>(inserted).map((row) => Number(row.id));
  // The ids come back in the rows' order (one INSERT ... SELECT over the JSON array, in its order).
  const stockRows = created.flatMap((row, i) =>
    Object.entries(row.stock ?? {}).map(([size, offered]) => ({ product_id: ids[i], size, offered })),
  );
  // One JSON parameter, as for the drafts: thousands of rows of sizes would pass the parameter limit.
  if (stockRows.length > 0)
    await tx.execute(sql`INSERT INTO ${productStock} (product_id, size, offered)
      SELECT product_id, size, offered
      FROM jsonb_to_recordset(${JSON.stringify(stockRows)}::jsonb) AS r(product_id integer, size text, offered integer)`);
  return ids;
}
