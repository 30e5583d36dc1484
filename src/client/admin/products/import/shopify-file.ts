import { formatCsv, parseCsv } from "../../../../domain/csv";
import { PRODUCT_CSV_COLUMNS, type ProductCsvRow } from "../../../../domain/product-csv";
import { convertShopifyCsv, type ShopifyConversion, type ShopifyStockChoice } from "../../../../domain/shopify-convert";

// The Shopify converter card's steps around the pure converter: a Shopify export's text in, and the
// converted products as the bulk upload's CSV out.

export function convertShopifyText(text: string, stock: ShopifyStockChoice = "per-size"): ShopifyConversion {
  return convertShopifyCsv(parseCsv(text), stock);
}

/** The converted products as our product CSV (every column, in the upload's order), for converted-products.csv. */
export function convertedProductsCsv(products: readonly ProductCsvRow[]): string {
  return formatCsv(
    PRODUCT_CSV_COLUMNS,
    products.map((product) => Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, product[column] ?? ""]))),
  );
}
