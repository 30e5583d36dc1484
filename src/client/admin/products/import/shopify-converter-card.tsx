import { Download, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import {
  conversionSuccess,
  CONVERTED_PRODUCTS_FILE_NAME,
  SHOPIFY_NO_FILE,
  SHOPIFY_NO_PRODUCTS,
  SHOPIFY_READ_FAILED,
  summarizeErrors,
} from "../../../../domain/shopify-convert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/use-toast";
import { AdminCard } from "../../components/admin-page";
import { downloadFile } from "../../../lib/download-file";
import { SHOPIFY } from "./import-strings";
import { convertedProductsCsv, convertShopifyText } from "./shopify-file";

type Converted = { count: number; csv: string; errors: string[] };

/**
 * Shopify CSV Converter (admin spec 2 and 5): the pure converter runs in the browser on the chosen export;
 * the result downloads as converted-products.csv for the bulk upload. Only the first 10 errors are listed.
 */
export function ShopifyConverterCard() {
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [converting, setConverting] = useState(false);
  const [converted, setConverted] = useState<Converted | null>(null);

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
    const conversion = convertShopifyText(text);
    setConverting(false);
    const count = conversion.products.length;
    setConverted({ count, csv: convertedProductsCsv(conversion.products), errors: conversion.errors });
    if (count === 0) {
      toast({ variant: "destructive", title: SHOPIFY_NO_PRODUCTS, description: conversion.errors[0] });
      return;
    }
    const success = conversionSuccess(count);
    toast({ title: success.title, description: success.description });
  }

  const summary = converted ? summarizeErrors(converted.errors) : null;

  return (
    <AdminCard className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-semibold text-ink">{SHOPIFY.title}</h2>
        <p className="text-sm text-ink-muted">{SHOPIFY.lead}</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          {SHOPIFY.file}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={() => setConverted(null)}
          className="block w-full rounded-xl border border-line bg-card p-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-primary-soft file:px-4 file:py-2 file:font-semibold file:text-primary"
        />
      </div>
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
        </div>
      ) : null}
    </AdminCard>
  );
}
