import { parseCsv } from "../../../../domain/csv";
import {
  INVALID_CSV_FILE_TYPE,
  isCsvFile,
  NO_FILE_SELECTED,
  readProductCsv,
  type ProductCsvFile,
  type ToastMessage,
} from "../../../../domain/product-csv";

// The bulk upload card's steps before anything is sent: which chosen file is accepted, and the file read
// as rows with their spreadsheet numbers. Pure, so the card's rules are tested without a browser.

/** Why a chosen file is refused before it is read ("No file selected", the wrong type), or null. */
export function chosenFileProblem(file: { name: string; type: string } | null | undefined): ToastMessage | null {
  if (!file) return { title: NO_FILE_SELECTED, description: "" };
  return isCsvFile(file) ? null : INVALID_CSV_FILE_TYPE;
}

/** A product CSV's text as the rows the upload sends, or the file-level message (empty, malformed, columns). */
export function readUploadText(text: string): ProductCsvFile {
  return readProductCsv(parseCsv(text));
}
