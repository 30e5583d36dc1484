import Papa from "papaparse";

/**
 * Reading and writing CSV files for the back office's imports and downloads, in the browser and in tests.
 * Row numbers are the spreadsheet's: the header is row 1, so the first data row is row 2, and an empty line
 * still counts as a row. That is the number a person fixing the file sees beside the row in Excel.
 */

export type CsvRow = { rowNumber: number; values: Record<string, string> };
export type SkippedCsvRow = { rowNumber: number; reason: string };
export type ParsedCsv = {
  /** The header's names, trimmed; empty names are kept so positions still line up. */
  headers: string[];
  rows: CsvRow[];
  /** Rows left out because they cannot be lined up with the header. */
  skipped: SkippedCsvRow[];
  /** Set when the file as a whole cannot be read (an unterminated quote swallows every row after it). */
  malformed: boolean;
};

const BOM = "\uFEFF";

function isBlank(fields: string[]): boolean {
  return fields.every((field) => field.trim() === "");
}

/**
 * Parses CSV text with a header row: a leading BOM is dropped, CRLF or LF line ends, quoted fields with
 * doubled quotes and line breaks inside. Empty lines are skipped silently; a row with fewer fields than the
 * header (or more fields that are not empty) is skipped and reported, since its values cannot be matched
 * to their columns.
 */
export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, { delimiter: ",", skipEmptyLines: false });
  const malformed = result.errors.some((error) => error.type === "Quotes");
  const records = result.data;
  const headerIndex = records.findIndex((fields) => !isBlank(fields));
  if (headerIndex < 0) return { headers: [], rows: [], skipped: [], malformed };

  const headers = records[headerIndex].map((name) => name.trim());
  // A header whose last cells are empty (a spreadsheet's trailing commas) ends at its last name.
  while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();
  const rows: CsvRow[] = [];
  const skipped: SkippedCsvRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const fields = records[index];
    const rowNumber = index + 1;
    if (isBlank(fields)) continue;
    if (fields.length < headers.length) {
      skipped.push({
        rowNumber,
        reason: `Row ${rowNumber}: has ${fields.length} of the header's ${headers.length} fields; skipped`,
      });
      continue;
    }
    if (fields.slice(headers.length).some((field) => field.trim() !== "")) {
      skipped.push({
        rowNumber,
        reason: `Row ${rowNumber}: has ${fields.length} fields but the header has ${headers.length} (an unquoted comma?); skipped`,
      });
      continue;
    }
    const values: Record<string, string> = {};
    headers.forEach((name, position) => {
      // The first of two same-named columns wins, as in a spreadsheet lookup.
      if (name !== "" && !(name in values)) values[name] = fields[position];
    });
    rows.push({ rowNumber, values });
  }
  return { headers, rows, skipped, malformed };
}

/** One problem with one cell, as every import error reads: where first, so a person can find it. */
export function csvRowError(rowNumber: number, field: string, message: string): string {
  return `Row ${rowNumber}, ${field}: ${message}`;
}

/** The apostrophe `formatCsv` puts before a cell a spreadsheet would run as a formula. */
const FORMULA_START = /^'[=+\-@\t\r]/;

/**
 * CSV text for a download. Cells beginning with = + - @ tab or CR are prefixed with `'` so a spreadsheet
 * shows them as text instead of running them; `unguardCsvCell` takes that prefix off again
 * when the file comes back as an import. CRLF line ends, as spreadsheets write them.
 */
export function formatCsv(
  headers: readonly string[],
  rows: readonly Record<string, string>[],
  // header: false gives the rows alone, for a download streamed in parts.
  { header = true }: { header?: boolean } = {},
): string {
  return Papa.unparse(
    { fields: [...headers], data: rows.map((row) => headers.map((name) => row[name] ?? "")) },
    // Papa's own `true` pattern ends in `.*$`, which misses a cell with a line break after its first character.
    { escapeFormulae: /^[=+\-@\t\r]/, newline: "\r\n", header },
  );
}

/** A cell as its author wrote it, without the apostrophe `formatCsv` added against formula injection. */
export function unguardCsvCell(value: string): string {
  return FORMULA_START.test(value) ? value.slice(1) : value;
}
