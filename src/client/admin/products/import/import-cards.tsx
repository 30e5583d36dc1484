import { useRef } from "react";
import { BulkUploadCard, type PreviewCsv } from "./bulk-upload-card";
import { ShopifyConverterCard } from "./shopify-converter-card";

/**
 * Manage Products' import cards: Bulk Upload Products and the Shopify CSV Converter. A
 * conversion goes straight into the upload's preview, so the owner need not download the file
 * and choose it again. One above the other: side by side, the upload's preview had half the width and cut
 * its last columns (sizes, images).
 */
export function ImportCards() {
  const preview = useRef<PreviewCsv | null>(null);
  return (
    <div className="grid gap-6">
      <BulkUploadCard previewRef={preview} />
      <ShopifyConverterCard onConverted={(name, csv) => preview.current?.(name, csv)} />
    </div>
  );
}
