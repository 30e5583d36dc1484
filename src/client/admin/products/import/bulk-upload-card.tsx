import { FileField } from "../../components/file-field";
import { Download, FileUp } from "lucide-react";
import { useRef, useState, type ChangeEvent, type RefObject } from "react";
import type { BulkUploadResult } from "../../../../contracts/imports";
import { CATEGORY_LABELS, type Category } from "../../../../domain/catalog";
import {
  CSV_FILE_ISSUE,
  REJECTED_ROWS_FILE_NAME,
  rejectedRowsCsv,
  SAMPLE_PRODUCTS_CSV,
  SAMPLE_PRODUCTS_FILE_NAME,
  UPLOAD_DISCOUNT,
  type ProductCsvRow,
  type ToastMessage,
} from "../../../../domain/product-csv";
import { parseMoneyInput } from "../../../../domain/product-input";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/form-field";
import { InlineLoading, InlineStateMessage } from "../../../components/ui/inline-state-message";
import { toast } from "../../../lib/ui/use-toast";
import { useAmountText } from "../../../lib/store/use-store-settings";
import { AdminCard } from "../../components/admin-page";
import { failureToast } from "../failure-toast";
import { downloadFile } from "../../../lib/api/download-file";
import { dataColumns } from "../../components/data-table";
import { DuplicateRows, useDuplicateChoices, type DuplicateChoicesState } from "./duplicate-rows";
import { PREVIEW_CELL, PreviewTable } from "./preview-table";
import { BULK_UPLOAD } from "./import-strings";
import { chosenFileProblem, readUploadText } from "./upload-file";
import { useBulkUpload } from "./use-bulk-upload";

/** A file that passed the browser's checks, and the server's dry-run answer for it. */
type Checked = {
  fileName: string;
  rows: ProductCsvRow[];
  rowNumbers: number[];
  /** Rows the parser could not line up with the header: never sent, reported with the rejected ones. */
  skipped: string[];
  discountAmount: string;
  result: BulkUploadResult;
};

/** What the results area shows after a committed upload. */
type Outcome = { successful: number; failed: number; errors: string[]; result: BulkUploadResult };

function destructive(message: ToastMessage) {
  toast({ variant: "destructive", title: message.title, description: message.description || undefined });
}

function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as Category] ?? category;
}

/**
 * Bulk Upload Products: choosing a file runs a dry run and shows what would be
 * created and every rejected row; "Import n products" then commits; the results list every error.
 */
/** How the converter hands its result to this card: the upload's preview of a CSV text, by name. */
export type PreviewCsv = (fileName: string, text: string) => void;

export function BulkUploadCard({ previewRef }: { previewRef?: RefObject<PreviewCsv | null> }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [discount, setDiscount] = useState(String(UPLOAD_DISCOUNT.default));
  const [discountError, setDiscountError] = useState<string>();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useBulkUpload();
  const duplicates = useDuplicateChoices(checked?.result ?? null);
  const checking = upload.isPending && upload.variables?.dryRun === true;
  const committing = upload.isPending && upload.variables?.dryRun !== true;

  function discountAmount(): string | null {
    const money = parseMoneyInput(discount.trim() === "" ? "0" : discount, "Discount");
    if (!money.ok) {
      setDiscountError(money.message);
      return null;
    }
    setDiscountError(undefined);
    return money.text;
  }

  function clearFile() {
    if (fileInput.current) fileInput.current.value = "";
    setFileName(null);
  }

  function dryRun(file: Omit<Checked, "result" | "discountAmount">, amount: string) {
    upload.mutate(
      { csvData: file.rows, rowNumbers: file.rowNumbers, discountAmount: amount, dryRun: true },
      {
        onSuccess: (result) => setChecked({ ...file, discountAmount: amount, result }),
        onError: (error) => {
          clearFile();
          failureToast(BULK_UPLOAD.uploadFailed, error);
        },
      },
    );
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileName(file?.name ?? null);
    setChecked(null);
    setOutcome(null);
    const problem = chosenFileProblem(file);
    if (problem || !file) {
      clearFile();
      destructive(problem ?? CSV_FILE_ISSUE);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      clearFile();
      destructive(CSV_FILE_ISSUE);
      return;
    }
    previewText(file.name, text);
  }

  /** The dry run of a CSV text: a chosen file's, or the Shopify converter's result handed over. */
  function previewText(name: string, text: string) {
    setFileName(name);
    setChecked(null);
    setOutcome(null);
    const amount = discountAmount();
    if (amount === null) {
      clearFile();
      return;
    }
    const read = readUploadText(text);
    if (!read.ok) {
      clearFile();
      destructive(read.message);
      return;
    }
    dryRun({ fileName: name, rows: read.rows, rowNumbers: read.rowNumbers, skipped: read.skipped }, amount);
  }
  if (previewRef) previewRef.current = previewText;

  /** A discount changed while a preview is open: the rows are checked again with it (discount <= price). */
  function recheck() {
    const amount = discountAmount();
    if (!checked || amount === null || amount === checked.discountAmount) return;
    dryRun(checked, amount);
  }

  function commit() {
    if (!checked) return;
    const { rows, rowNumbers, skipped, discountAmount: amount } = checked;
    upload.mutate(
      { csvData: rows, rowNumbers, discountAmount: amount, dryRun: false, ...duplicates.body },
      {
        onSuccess: (result) => {
          setChecked(null);
          clearFile();
          setOutcome({
            successful: result.results.successful,
            failed: result.results.failed + skipped.length,
            errors: [...skipped, ...result.results.errors],
            result,
          });
          toast({ title: BULK_UPLOAD.uploadCompleted, description: result.message });
        },
        onError: (error) => failureToast(BULK_UPLOAD.uploadFailed, error),
      },
    );
  }

  function cancel() {
    setChecked(null);
    clearFile();
  }

  return (
    <AdminCard className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-semibold text-ink">{BULK_UPLOAD.title}</h2>
        <p className="text-sm text-ink-muted">{BULK_UPLOAD.lead}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FileField
          label={BULK_UPLOAD.file}
          hint={BULK_UPLOAD.fileHint}
          accept=".csv,text/csv,application/vnd.ms-excel"
          disabled={upload.isPending}
          fileName={fileName}
          inputRef={fileInput}
          onChange={(event) => void chooseFile(event)}
        />
        <TextField
          label={BULK_UPLOAD.discount}
          hint={BULK_UPLOAD.discountHint}
          type="number"
          inputMode="decimal"
          min={UPLOAD_DISCOUNT.min}
          step={UPLOAD_DISCOUNT.step}
          value={discount}
          error={discountError}
          disabled={upload.isPending}
          onChange={(event) => setDiscount(event.target.value)}
          onBlur={recheck}
        />
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadFile(SAMPLE_PRODUCTS_FILE_NAME, SAMPLE_PRODUCTS_CSV)}
        >
          <Download aria-hidden="true" />
          {BULK_UPLOAD.sample}
        </Button>
      </div>

      {checking ? <InlineLoading label={BULK_UPLOAD.checking} className="py-6" /> : null}
      {checked && !checking ? (
        <UploadPreview
          checked={checked}
          duplicates={duplicates}
          committing={committing}
          onCommit={commit}
          onCancel={cancel}
        />
      ) : null}
      {outcome ? <UploadResults outcome={outcome} /> : null}
    </AdminCard>
  );
}

type ReadyRow = BulkUploadResult["created"][number];
const readyColumn = dataColumns<ReadyRow>();

/** The rows that would be created; sizes wrap and never get cut, the images are counted. */
function readyColumns(money: (amount: string) => string) {
  return [
    readyColumn.accessor("row", { header: BULK_UPLOAD.columns.row, meta: { className: PREVIEW_CELL } }),
    readyColumn.accessor("name", {
      header: BULK_UPLOAD.columns.name,
      meta: { rowHeader: true, className: `${PREVIEW_CELL} min-w-[10rem] font-medium text-ink` },
    }),
    readyColumn.display({
      id: "category",
      header: BULK_UPLOAD.columns.category,
      meta: { className: `${PREVIEW_CELL} whitespace-nowrap` },
      cell: ({ row }) => categoryLabel(row.original.category),
    }),
    readyColumn.display({
      id: "price",
      header: BULK_UPLOAD.columns.price,
      meta: { className: `${PREVIEW_CELL} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => money(row.original.price),
    }),
    readyColumn.display({
      id: "discount",
      header: BULK_UPLOAD.columns.discount,
      meta: { className: `${PREVIEW_CELL} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => money(row.original.discountAmount),
    }),
    readyColumn.display({
      id: "sizes",
      header: BULK_UPLOAD.columns.sizes,
      meta: { className: `${PREVIEW_CELL} min-w-[8rem]` },
      cell: ({ row }) => row.original.sizes.join(", "),
    }),
    readyColumn.display({
      id: "images",
      header: BULK_UPLOAD.columns.images,
      meta: { className: `${PREVIEW_CELL} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => row.original.images.length,
    }),
  ];
}

function UploadPreview({
  checked,
  duplicates,
  committing,
  onCommit,
  onCancel,
}: {
  checked: Checked;
  duplicates: DuplicateChoicesState;
  committing: boolean;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const money = useAmountText();
  const { result, skipped, fileName } = checked;
  const ready = result.created.length;
  const rejectedCount = result.rejected.length + skipped.length;
  return (
    <section aria-labelledby="upload-preview-title" className="grid gap-3 border-t border-line pt-4">
      <div className="grid gap-1">
        <h3 id="upload-preview-title" className="font-display text-base font-semibold text-ink">
          {BULK_UPLOAD.previewTitle(fileName)}
        </h3>
        <p role="status" className="text-sm text-ink">
          {BULK_UPLOAD.previewSummary(ready, rejectedCount)}
        </p>
      </div>
      {ready > 0 ? (
        <PreviewTable
          caption={BULK_UPLOAD.readyCaption}
          columns={readyColumns(money)}
          data={result.created}
          pager={BULK_UPLOAD.readyPager}
          rows={BULK_UPLOAD.readyRows}
        />
      ) : null}
      <DuplicateRows state={duplicates} disabled={committing} />
      {rejectedCount > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-semibold text-destructive">{BULK_UPLOAD.rejectedTitle}</h4>
          <ul
            className="grid max-h-60 gap-2 overflow-y-auto rounded-xl bg-destructive-soft p-3 text-sm text-ink"
            tabIndex={0}
            aria-label={BULK_UPLOAD.rejectedTitle}
          >
            {skipped.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
            {result.rejected.map((row) => (
              <li key={row.row}>
                <span className="font-semibold">
                  {BULK_UPLOAD.columns.row} {row.row}
                  {row.values.name ? ` (${row.values.name})` : ""}:
                </span>{" "}
                {row.problems.map((problem) => `${problem.field}: ${problem.message}`).join("; ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {result.rejected.length > 0 ? <RejectedDownload result={result} /> : null}
        <Button variant="secondary" disabled={committing} onClick={onCancel}>
          {BULK_UPLOAD.cancel}
        </Button>
        <Button disabled={(ready === 0 && duplicates.rows.length === 0) || committing} onClick={onCommit}>
          <FileUp aria-hidden="true" />
          {committing ? BULK_UPLOAD.importing : BULK_UPLOAD.importButton(ready + duplicates.updates)}
        </Button>
      </div>
    </section>
  );
}

function RejectedDownload({ result }: { result: BulkUploadResult }) {
  return (
    <Button variant="secondary" onClick={() => downloadFile(REJECTED_ROWS_FILE_NAME, rejectedRowsCsv(result.rejected))}>
      <Download aria-hidden="true" />
      {BULK_UPLOAD.downloadRejected}
    </Button>
  );
}

function UploadResults({ outcome }: { outcome: Outcome }) {
  return (
    <section aria-labelledby="upload-results-title" className="grid gap-2 border-t border-line pt-4">
      <h3 id="upload-results-title" role="status" className="font-display text-base font-semibold text-ink">
        {BULK_UPLOAD.resultsTitle(outcome.successful, outcome.failed)}
      </h3>
      {outcome.errors.length > 0 ? (
        <>
          <ul
            aria-label={BULK_UPLOAD.errorsLabel}
            tabIndex={0}
            className="h-32 overflow-y-auto rounded-xl bg-destructive-soft p-3 text-sm text-destructive"
          >
            {outcome.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          {outcome.result.rejected.length > 0 ? (
            <div>
              <RejectedDownload result={outcome.result} />
            </div>
          ) : null}
        </>
      ) : null}
      {outcome.successful === 0 && outcome.errors.length === 0 ? (
        <InlineStateMessage text={outcome.result.message} />
      ) : null}
    </section>
  );
}
