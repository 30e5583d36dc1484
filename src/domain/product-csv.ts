import { formatCsv, type ParsedCsv, unguardCsvCell } from "./csv";

/**
 * The product CSV of the bulk upload: its columns, the file-level checks the browser makes
 * before sending rows, and the mapping of one row to product fields. The product rules themselves (images,
 * sizes, prices) are the product API's, applied to every row by the server.
 */

export const PRODUCT_CSV_REQUIRED_COLUMNS = ["name", "description", "price", "category"] as const;
/**
 * `discountAmount` is the row's own discount (the Shopify converter writes a compare-at price's difference
 * there); the upload's flat discount is added to it.
 */
export const PRODUCT_CSV_OPTIONAL_COLUMNS = [
  "images",
  "sizes",
  "supplierLink",
  "sku",
  "discountAmount",
  "stock",
  "perMemberLimit",
] as const;
/** Every column, in the order downloads write them. */
export const PRODUCT_CSV_COLUMNS = [...PRODUCT_CSV_REQUIRED_COLUMNS, ...PRODUCT_CSV_OPTIONAL_COLUMNS] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** One row as the file has it: text in our columns (the bulk upload's `csvData` items). */
export type ProductCsvRow = Partial<Record<ProductCsvColumn, string>>;

/** A toast's title and text; `toastText` joins them where one line is shown. */
export type ToastMessage = { title: string; description: string };

export function toastText(message: ToastMessage): string {
  return `${message.title}: ${message.description}`;
}

export const CSV_FILE_ISSUE: ToastMessage = {
  title: "CSV file issue",
  description: "The CSV file appears to be empty, has no data rows, or is improperly formatted...",
};
export const INVALID_CSV_FILE_TYPE: ToastMessage = {
  title: "Invalid file type",
  description: "Please select a CSV file (.csv extension)",
};
export const NO_FILE_SELECTED = "No file selected";

export function missingColumnsMessage(missing: readonly string[]): ToastMessage {
  return {
    title: "Missing required columns",
    description: `Your CSV is missing these required columns: ${missing.join(", ")}`,
  };
}

/** MIME types browsers give CSV files (Windows reports Excel's for .csv when Excel is installed). */
const CSV_MIME_TYPES = new Set([
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
]);

/** A chosen file is accepted by its .csv extension or a CSV/Excel MIME type. */
export function isCsvFile(file: { name: string; type: string }): boolean {
  return file.name.toLowerCase().endsWith(".csv") || CSV_MIME_TYPES.has(file.type.toLowerCase());
}

export type ProductCsvFile =
  { ok: true; rows: ProductCsvRow[]; rowNumbers: number[]; skipped: string[] } | { ok: false; message: ToastMessage };

const COLUMN_BY_LOWER_NAME = new Map<string, ProductCsvColumn>(
  PRODUCT_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]),
);

/** Our column a header names, matched without regard to case or surrounding spaces; undefined for others. */
function productCsvColumnOf(header: string): ProductCsvColumn | undefined {
  return COLUMN_BY_LOWER_NAME.get(header.trim().toLowerCase());
}

/** The required columns none of these headers names. */
export function missingProductCsvColumns(headers: Iterable<string>): ProductCsvColumn[] {
  const present = new Set([...headers].map(productCsvColumnOf));
  return PRODUCT_CSV_REQUIRED_COLUMNS.filter((column) => !present.has(column));
}

/** A row keyed by the file's headers as a row of our columns; other columns are left out. */
export function productCsvRowOf(values: Readonly<Record<string, string>>): ProductCsvRow {
  const row: ProductCsvRow = {};
  for (const [header, value] of Object.entries(values)) {
    const column = productCsvColumnOf(header);
    if (column && row[column] === undefined) row[column] = value;
  }
  return row;
}

/**
 * The file-level checks of the upload: readable, a header and at least one data row, and the required
 * columns present. Rows the parser skipped are reported by row number; the rest go to the server with
 * their spreadsheet numbers.
 */
export function readProductCsv(parsed: ParsedCsv): ProductCsvFile {
  if (parsed.malformed || parsed.headers.length === 0) return { ok: false, message: CSV_FILE_ISSUE };
  const missing = missingProductCsvColumns(parsed.headers);
  if (missing.length > 0) return { ok: false, message: missingColumnsMessage(missing) };
  if (parsed.rows.length === 0) return { ok: false, message: CSV_FILE_ISSUE };
  return {
    ok: true,
    rows: parsed.rows.map(({ values }) => productCsvRowOf(values)),
    rowNumbers: parsed.rows.map((row) => row.rowNumber),
    skipped: parsed.skipped.map((row) => row.reason),
  };
}

/**
 * A list cell ("XS,S,M" or "https://a/1.jpg, https://a/2.jpg") as its items, trimmed, empties dropped.
 * A comma right before a scheme or followed by a space separates items; other commas stay inside the item,
 * so image addresses with commas in their path (w_400,h_600 transformations) survive.
 */
export function splitCsvList(cell: string | undefined): string[] {
  if (cell === undefined) return [];
  return cell
    .split(/,(?=\s*[a-z][a-z0-9+.-]*:)|,\s+/i)
    .flatMap((part) => (/^[a-z][a-z0-9+.-]*:/i.test(part.trim()) ? [part] : part.split(",")))
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The product fields one row describes, before the product rules judge them. */
export type ProductCsvFields = {
  name: string;
  description: string;
  price: string;
  category: string;
  images: string[];
  sizes: string[];
  supplierLink: string;
  sku: string | null;
  /** The row's own discount as written ("" when none). */
  discountAmount: string;
  /** Units per size as written ("S:3,M:5"; "" when unlimited), read by `parseStockText`. */
  stock: string;
  /** Units one member may order as written ("" when no limit). */
  perMemberLimit: string;
};

/** One row as product fields: cells trimmed and unguarded, lists split, category lower-cased. */
export function productFieldsOfCsvRow(row: ProductCsvRow): ProductCsvFields {
  const cell = (column: ProductCsvColumn) => unguardCsvCell((row[column] ?? "").trim());
  const sku = cell("sku");
  return {
    name: cell("name"),
    description: cell("description"),
    price: cell("price"),
    category: cell("category").toLowerCase(),
    images: splitCsvList(cell("images")),
    sizes: splitCsvList(cell("sizes")),
    supplierLink: cell("supplierLink"),
    sku: sku === "" ? null : sku,
    discountAmount: cell("discountAmount"),
    stock: cell("stock"),
    perMemberLimit: cell("perMemberLimit"),
  };
}

/** The upload's flat discount: a number, at least 0, in steps of 0.01. */
export const UPLOAD_DISCOUNT = { min: 0, step: 0.01, default: 0 } as const;

export const SAMPLE_PRODUCTS_FILE_NAME = "sample-products.csv";

/**
 * The downloadable sample: every column, quoted fields with commas and doubled quotes,
 * sizes from XS to 2XL and kids' ages such as 2-3Y, one row with a discount, a quantity per size and a limit
 * per member of its own. It imports with no rejected row (tested).
 */
export const SAMPLE_PRODUCTS_CSV = [
  PRODUCT_CSV_COLUMNS.join(","),
  'Embroidered Anarkali Kurta,"Flowing georgette anarkali with zari embroidery, a ""dupatta"" and lining included.",49.99,regular,"https://images.example.com/sample/anarkali-1.jpg,https://images.example.com/sample/anarkali-2.jpg","XS,S,M,L,XL,2XL",https://supplier.example.com/anarkali,ANK-001,10.00,"XS:2,S:5,M:5,L:5,XL:3,2XL:2",2',
  'Printed Cotton Kurti,"Everyday cotton kurti with block prints, three-quarter sleeves.",24.50,regular,https://images.example.com/sample/kurti-1.jpg,"S,M,L,XL",https://supplier.example.com/kurti,KRT-014,,,',
  'Silk Blend Saree Gown,"A pre-draped saree gown, comfortable in larger sizes.",64.00,plus,https://images.example.com/sample/saree-gown-1.jpg,"3XL,4XL,5XL",,SGN-203,,,',
  'Kids Lehenga Choli,"Twirl-ready lehenga with a soft lining, for little ones.",29.99,kids,"https://images.example.com/sample/kids-lehenga-1.jpg,https://images.example.com/sample/kids-lehenga-2.jpg","2-3Y,3-4Y,4-5Y,5-6Y",,KDS-310,,,',
  'Men\'s Linen Kurta,"Breathable linen kurta with a mandarin collar.",39.00,men,https://images.example.com/sample/linen-kurta-1.jpg,"S,M,L,XL,2XL",https://supplier.example.com/linen-kurta,MEN-402,,,',
].join("\r\n");

export const REJECTED_ROWS_FILE_NAME = "rejected-products.csv";
export const REJECTED_REASON_COLUMN = "reason";

/** A rejected upload row as the server reports it (contracts/imports.ts `rejectedRowSchema`). */
export type RejectedCsvRow = {
  row: number;
  values: Readonly<Record<string, string>>;
  problems: readonly { field: string; message: string }[];
};

/**
 * The rejected rows as a CSV to fix and upload again: our columns with the row's values, plus a reason
 * column naming the original row and every problem. The reason column is not one of ours, so the file
 * uploads again as it is once the cells are fixed.
 */
export function rejectedRowsCsv(rejected: readonly RejectedCsvRow[]): string {
  return formatCsv(
    [...PRODUCT_CSV_COLUMNS, REJECTED_REASON_COLUMN],
    rejected.map(({ row, values, problems }) => ({
      ...productCsvRowOf(values),
      [REJECTED_REASON_COLUMN]: `Row ${row}: ${problems.map((p) => `${p.field}: ${p.message}`).join("; ")}`,
    })),
  );
}
