import { BulkUploadCard } from "./bulk-upload-card";
import { ShopifyConverterCard } from "./shopify-converter-card";

/** Manage Products' import cards (admin spec 2): Bulk Upload Products and the Shopify CSV Converter. */
export function ImportCards() {
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <BulkUploadCard />
      <ShopifyConverterCard />
    </div>
  );
}
