import { FileField } from "../../components/file-field";
import { Download, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  conversionSuccess,
  CONVERTED_PRODUCTS_FILE_NAME,
  type ProductReport,
  SHOPIFY_NO_FILE,
  SHOPIFY_NO_PRODUCTS,
  SHOPIFY_READ_FAILED,
  summarizeErrors,
} from "../../../../domain/shopify-convert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/ui/use-toast";
import { AdminCard } from "../../components/admin-page";
import { downloadFile } from "../../../lib/api/download-file";
import { SHOPIFY } from "./import-strings";
import { convertedProductsCsv, convertShopifyText } from "./shopify-file";

type Converted = { count: number; csv: string; errors: string[]; reports: ProductReport[] };

/**
 * Shopify CSV Converter: the pure converter runs in the browser on the chosen export;
 * the result downloads as converted-products.csv for the bulk upload. Only the first 10 errors are listed;
 * the conversion report lists every product something was assumed for, so the owner sees it
 * before importing.
 */
export function ShopifyConverterCard({
  onConverted,
}: {
  /** Hands the converted CSV to the upload's preview; the download stays available. */
  onConverted?: (fileName: string, csv: string) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const [converted, setConverted] = useState<Converted | null>(null);
  const [unlimitedStock, setUnlimitedStock] = useState(false);

  async function convert() {
    const file = fileInput.current?.files?.[0];
    setConverted(null);
    if (!file) {
      toast({ variant: "destructive", title: SHOPIFY_NO_FILE.title, description: SHOPIFY_NO_FILE.description });
      return;
    }
    setConverting(true);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setConverting(false);
      toast({ variant: "destructive", title: SHOPIFY_READ_FAILED });
      return;
    }
    const conversion = convertShopifyText(text, unlimitedStock ? "unlimited" : "per-size");
    setConverting(false);
    const count = conversion.products.length;
    const csv = convertedProductsCsv(conversion.products);
    setConverted({
      count,
      csv,
      errors: conversion.errors,
      reports: conversion.reports,
    });
    if (count === 0) {
      toast({ variant: "destructive", title: SHOPIFY_NO_PRODUCTS, description: conversion.errors[0] });
      return;
    }
    const success = conversionSuccess(count);
    toast({ title: success.title, description: success.description });
    onConverted?.(CONVERTED_PRODUCTS_FILE_NAME, csv);
  }

  const summary = converted ? summarizeErrors(converted.errors) : null;

  return (
    <AdminCard className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-semibold text-ink">{SHOPIFY.title}</h2>
        <p className="text-sm text-ink-muted">{SHOPIFY.lead}</p>
      </div>
      <FileField
        label={SHOPIFY.file}
        accept=".csv,text/csv"
        fileName={fileName}
        inputRef={fileInput}
        onChange={(event) => {
          setFileName(event.target.files?.[0]?.name ?? null);
          setConverted(null);
        }}
      />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={unlimitedStock}
          onChange={(event) => {
            setUnlimitedStock(event.target.checked);
            setConverted(null);
          }}
        />
        {SHOPIFY.unlimitedStock}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button disabled={converting} onClick={() => void convert()}>
          <RefreshCw aria-hidden="true" />
          {converting ? SHOPIFY.converting : SHOPIFY.convert}
        </Button>
        {converted && converted.count > 0 ? (
          <Button variant="secondary" onClick={() => downloadFile(CONVERTED_PRODUCTS_FILE_NAME, converted.csv)}>
            <Download aria-hidden="true" />
            {SHOPIFY.download}
          </Button>
        ) : null}
      </div>
      {converted ? (
        <div className="grid gap-2 border-t border-line pt-4">
          <p role="status" className="text-sm font-semibold text-ink">
            {converted.count > 0 ? SHOPIFY.converted(converted.count) : SHOPIFY_NO_PRODUCTS}
          </p>
          {summary && summary.shown.length > 0 ? (
            <ul
              aria-label={SHOPIFY.errorsLabel}
              className="grid gap-1 rounded-xl bg-destructive-soft p-3 text-sm text-destructive"
            >
              {summary.shown.map((error, index) => (
                <li key={index}>{error}</li>
              ))}
              {summary.more ? <li className="font-semibold">{summary.more}</li> : null}
            </ul>
          ) : null}
          {converted.count > 0 ? <ConversionReport reports={converted.reports} /> : null}
        </div>
      ) : null}
    </AdminCard>
  );
}

/** Per product, what the converter assumed (size option, Free Size, images left out, discount, category). */
function ConversionReport({ reports }: { reports: readonly ProductReport[] }) {
  const headingId = useId();
  const assumed = reports.filter((report) => report.notes.length > 0);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {SHOPIFY.reportTitle}
      </h3>
      <p className="text-sm text-ink-muted">{SHOPIFY.reportSummary(assumed.length, reports.length)}</p>
      {assumed.length > 0 ? (
        <ul
          aria-labelledby={headingId}
          // Scrolls when long: focusable so a keyboard can scroll it too.
          tabIndex={0}
          className="grid max-h-72 gap-2 overflow-y-auto rounded-xl border border-line bg-surface p-3 text-sm"
        >
          {assumed.map((report) => (
            <li key={report.handle}>
              <span className="font-semibold text-ink">{report.name}</span>{" "}
              <span className="text-ink-muted">({report.handle})</span>
              <ul className="ml-4 list-disc text-ink-muted">
                {report.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
