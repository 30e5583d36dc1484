// The import cards' and dialogs' on-screen words. The rules' own messages
// (file checks, converter, URL, HTML-source search) come from src/domain and are imported from there.
import { type Noun, plural } from "../../strings";

export const BULK_UPLOAD = {
  title: "Bulk Upload Products",
  lead: "Add many products from a CSV file. Every row is checked first; nothing is saved until you import.",
  file: "CSV file",
  fileHint: "Columns: name, description, price, category; optional images, sizes, supplierLink, sku.",
  discount: "Flat discount amount",
  discountHint: "Taken off every product's price; 0 for none.",
  sample: "Download sample CSV",
  checking: "Checking the file…",
  previewTitle: (name: string) => `Preview of ${name}`,
  previewSummary: (ok: number, rejected: number) =>
    `${plural(ok, "product")} ready to import, ${plural(rejected, "row")} rejected. Nothing has been saved yet.`,
  readyCaption: "Products that would be created (as drafts)",
  readyPager: "Pages of the products to create",
  readyRows: { one: "product to create", many: "products to create" } satisfies Noun,
  rejectedTitle: "Rejected rows",
  columns: {
    row: "Row",
    name: "Name",
    category: "Category",
    price: "Price",
    discount: "Discount",
    sizes: "Sizes",
    images: "Images",
  },
  importButton: (n: number) => `Import ${plural(n, "product")}`,
  importing: "Importing…",
  cancel: "Cancel",
  downloadRejected: "Download rejected rows",
  resultsTitle: (successful: number, failed: number) => `Upload Results: ${successful} successful, ${failed} failed`,
  errorsLabel: "Upload errors",
  uploadCompleted: "Upload completed",
  uploadFailed: "Upload failed",
} as const;

export const SHOPIFY = {
  title: "Shopify CSV Converter",
  lead: "Turn a Shopify product export into this shop's CSV, ready for the bulk upload above.",
  file: "Shopify export (.csv)",
  unlimitedStock:
    "Unlimited stock: ignore the export's inventory counts (otherwise each size keeps its Variant Inventory Qty)",
  convert: "Convert",
  converting: "Converting…",
  download: "Download converted-products.csv",
  converted: (n: number) => `${plural(n, "product")} converted.`,
  errorsLabel: "Conversion errors",
  reportTitle: "Conversion report",
  reportSummary: (assumed: number, total: number) =>
    assumed === 0
      ? "Every product converted as it is in the export."
      : `What was assumed for ${assumed} of ${plural(total, "product")}; check before importing:`,
} as const;

export const HTML_SOURCE = {
  open: "Extract from HTML Source",
  title: "Extract from HTML Source",
  text: "Paste a product page's source (Ctrl+U in the browser, then copy all), enter a word its image addresses contain, and click images into the four slots.",
  source: "Page source",
  term: "Search term",
  termPlaceholder: "rukminim",
  search: "Find images",
  found: (n: number) => `${plural(n, "matching image")}`,
  none: "No matching image URLs. Try another search term.",
  results: "Matching image URLs",
  slots: "Image slots",
  slot: (n: number) => `Slot ${n}`,
  emptySlot: "Empty",
  clearSlot: (n: number) => `Clear slot ${n}`,
  pick: (url: string) => `Put ${url} in the next free slot`,
  inSlot: (n: number) => `In slot ${n}`,
  slotsFull: "All four slots are taken. Clear one first.",
  use: "Use Selected Images",
  reset: "Reset All",
  needOne: "Select at least one image for a slot.",
  inputRequiredText: "Paste the page source and enter a search term.",
} as const;

export const WEBSITE_IMPORT = {
  otherCurrency: (page: string, store: string) =>
    `This page prices the product in ${page}; the store sells in ${store}. The amount is not converted: check the price before saving.`,
  extractImages: "Extract images from URL",
  extractImagesTitle: "Extract images from a website",
  extractImagesText: "Enter a product page address; its images fill the empty image slots.",
  url: "Page address",
  extract: "Extract",
  extracting: "Extracting…",
  failedImages: "Failed to extract images",
  noImages: "No images found",
  noImagesText: "The page shows no product images we could read. Try Extract from HTML Source.",
  imagesAdded: (n: number) => `${plural(n, "image")} added`,

  open: "Import from Website",
  title: "Import from Website",
  text: "Browse to a product page, extract its details, check them, then use them in the form.",
  address: "Address",
  go: "Go",
  back: "Back",
  forward: "Forward",
  refresh: "Refresh",
  mode: "View",
  embedMode: "Embed",
  newTabMode: "Open in new tab",
  embedNoPage: "Enter a product page's address and choose Go to see it here.",
  embedChecking: (host: string) => `Checking whether ${host} can be shown here…`,
  embedFrameTitle: (host: string) => `${host}, shown in a sandboxed frame`,
  embedSandboxed:
    "Shown in a sandboxed frame: the page cannot act on this site, open windows or leave this page. A blank frame means the site refused to be shown after all: open it in a new tab.",
  embedRefused: (host: string, reason: string) =>
    `${host} does not allow other sites to show it in a frame (${reason}). Open it in a new tab to look at it, then use Extract.`,
  embedFailed: (host: string, message: string) =>
    `${host} could not be loaded, so it is not shown here: ${message}. You can still open it in a new tab.`,
  openPage: "Open page in new tab",
  newTabText: "The page opens in a new tab. Come back here and use Extract to read its details.",
  tabs: "Import steps",
  extractTab: "Extract",
  previewTab: "Preview",
  extractText: "Reads the page's product data (title, price, description, sizes, images) on the server.",
  extractButton: "Extract product data",
  nothingYet: "Nothing extracted yet. Use the Extract tab first.",
  fieldTitle: "Title",
  fieldPrice: "Price",
  fieldDescription: "Description",
  fieldSizes: "Sizes",
  fieldImages: "Images",
  none: "none",
  useData: "Use Product Data",
  incomplete: "Incomplete product data",
  incompleteText: "A title, a price and at least one image are needed.",
  extractionFailed: "Extraction failed",
  manualText: "Opening the page in a new tab: copy its details by hand, or use Extract from HTML Source.",
  manualMode:
    "Manual mode: the page could not be read automatically. Copy its details by hand, or use Extract from HTML Source.",
  popupBlocked: "Pop-up blocked",
  popupBlockedText: "Allow pop-ups for this site, or open the page yourself.",
  flipkartTitle: "Flipkart pages cannot be fetched",
  flipkartPatterns: "Flipkart's product images look like:",
  flipkartUseSource: "Use Extract from HTML Source with the search term",
  productIdLabel: "Product id",
} as const;

// Rows and pages already in the shop (docs/decisions/028).
export const UPLOAD_DUPLICATES = {
  title: "Already in your shop",
  lead: (n: number) =>
    `${plural(n, "row matches a product", "rows match products")} you already have. Skip creates nothing; Update changes the existing product's details and keeps its status.`,
  caption: "Rows that duplicate a product",
  pager: "Pages of the duplicate rows",
  rows: { one: "duplicate row", many: "duplicate rows" } satisfies Noun,
  columns: { row: "Row", name: "Name", price: "Price", existing: "Existing product", action: "Action" },
  matchedBy: { sku: "same SKU", "name-and-price": "same name and price" },
  repeatsRow: (row: number) => `Repeats row ${row} of this file`,
  alwaysSkipped: "Skipped",
  choiceLabel: (row: number, name: string) => `Action for row ${row} (${name})`,
  choices: { skip: "Skip", update: "Update existing" },
  allLabel: "Every duplicate",
  skipAll: "Skip all",
  updateAll: "Update all",
} as const;

export const PAGE_DUPLICATE = {
  title: "Already in your shop",
  text: (name: string) => `"${name}" has this title and price.`,
  choiceLabel: "What to do with this page",
  skip: "Skip: keep the form as it is",
  update: (name: string) => `Update "${name}" with this page's details (its status stays)`,
  skipped: (name: string) => `Skipped: "${name}" is already in your shop`,
} as const;
