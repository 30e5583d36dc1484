// Manage Products' and the product form's on-screen words, as the functional spec writes them but for the words
// that did not say what they do (docs/decisions/055, 057); rules' own words (validation messages) come from
// src/domain and src/contracts.
import { CATEGORIES } from "../../../domain/catalog";
import { sampleName } from "../../../domain/product-duplicates";
import { type Noun, plural } from "../strings";

/** "Create Sample Products" adds one draft per category (services/products/admin-products.ts). */
const SAMPLE_COUNT = CATEGORIES.length;

export const PRODUCTS = {
  addNew: "Add New Product",
  createSamples: "Create Sample Products",
  creatingSamples: "Creating…",
  samplesTitle: `Create ${plural(SAMPLE_COUNT, "sample product")}?`,
  samplesText:
    `One draft per category from the demo catalog, with its photos, prices and sizes, each named ` +
    `“${sampleName("…", new Set())}”, never the name of a product you already have. ` +
    `Drafts stay hidden from shoppers until you schedule them.`,
  samplesConfirm: `Create ${plural(SAMPLE_COUNT, "draft")}`,
  bulkDeleteTitle: "Bulk Delete Actions",
  bulkDeleteText: "Permanently remove products in one go. Orders keep their copy of each product.",
  importsTitle: "Import products",
  importsText: "Bulk Upload Products from a CSV file, and the Shopify CSV Converter.",
  deleteAllDrafts: "Delete All Drafts",
  deleteAllActive: "Delete All Active",
  deleteAllDraftsTitle: "Delete all drafts?",
  deleteAllDraftsText: "Every draft product will be deleted. This cannot be undone.",
  deleteAllActiveTitle: "Delete all active products?",
  deleteAllActiveText:
    "Every live product will be deleted and disappear from the shop at once. Orders keep their copy. This cannot be undone.",
  deleting: "Deleting…",
  cancel: "Cancel",
  filters: "Filters",
  category: "Category",
  allCategories: "All Categories",
  status: "Status",
  sortBy: "Sort By",
  search: "Search",
  searchPlaceholder: "Search by name",
  tableCaption: "Products",
  columns: {
    product: "Product",
    category: "Category",
    price: "Price",
    status: "Status",
    stock: "Stock",
    expiration: "Expiration",
    actions: "Actions",
  },
  unlimitedStock: "Unlimited",
  stockOfSize: (size: string, sold: number, left: number) => `${size}: ${sold} sold, ${left} left`,
  selectRow: (name: string) => `Select ${name}`,
  off: (amount: string) => `-${amount} off`,
  originalPrice: "Original price",
  edit: (name: string) => `Edit ${name}`,
  reactivate: (name: string) => `Reactivate ${name}`,
  delete: (name: string) => `Delete ${name}`,
  empty: "No products found",
  emptyText: "Try another filter or search, or add a product.",
  loading: "Loading products",
  loadFailed: "the products",
  pagination: "Product pages",
  rows: { one: "product", many: "products" } satisfies Noun,
  bulkActions: "Bulk actions",
  /** The bulk buttons, the count being the selected products each one moves. */
  bulk: {
    // The main button is offered with no draft selected too (its toast asks for one): it names no count then.
    schedule: (n: number) => (n === 0 ? "Schedule Drafts" : `Schedule ${plural(n, "Draft")}`),
    activate: (n: number) => `Activate ${n} Expired`,
    // The spec's "Draft n Active" did not say which way products go (decision 057).
    draft: (n: number) => `Move ${n} Active to Draft`,
    reschedule: (n: number) => `Reschedule ${n} Scheduled`,
  },
  publishesOn: (date: string) => `Goes live ${date}`,

  deleteTitle: "Delete Product",
  deleteText: (name: string) =>
    `"${name}" will be removed from the shop. Orders keep their copy. This cannot be undone.`,
  deleteConfirm: "Delete",

  scheduleTitle: "Schedule Products",
  activateTitle: "Activate Expired Products",
  rescheduleTitle: "Reschedule Products",
  windowText: (n: number, zone: string) =>
    `${plural(n, "selected product")}. Times are in the store's time zone (${zone}).`,
  publishNow: "Publish now (the products go live as soon as you confirm)",
  /** The window dialog's confirm button once Publish now is ticked: it no longer schedules. */
  publishNowConfirm: "Publish now",
  publishDate: "Publication Date",
  publishTime: "Publication Time",
  expiryDate: "Expiration Date",
  expiryTime: "Expiration Time",
  scheduleConfirm: "Schedule",
  activateConfirm: "Activate",
  rescheduleConfirm: "Reschedule",
  saving: "Saving…",

  draftTitle: (n: number) => `Move ${plural(n, "active product")} to Draft?`,
  draftText: (n: number) =>
    n === 1
      ? "It leaves the shop at once: shoppers can no longer see or order it. Orders already placed are kept. " +
        "Schedule it again to bring it back."
      : "They leave the shop at once: shoppers can no longer see or order them. Orders already placed are kept. " +
        "Schedule them again to bring them back.",
  draftConfirm: "Move to Draft",
  moving: "Moving…",

  reactivateTitle: "Reactivate Product",
  reactivateText: (name: string, zone: string) =>
    `"${name}" goes live now until the new expiry. Times are in the store's time zone (${zone}).`,
  reactivateConfirm: "Reactivate",

  toasts: {
    noneSelectedTitle: "No products selected",
    noneSelectedText: "Please select at least one draft product to schedule.",
    scheduledTitle: "Products scheduled",
    scheduled: (n: number) => `${plural(n, "product has", "products have")} been scheduled for publishing.`,
    // Decision 020: a window that starts at once says so, never "scheduled".
    publishedNowTitle: "Products published now",
    publishedNow: (n: number) => `${plural(n, "product is", "products are")} live now (Publish now).`,
    activatedTitle: "Products activated",
    activated: (n: number) => `${plural(n, "expired product has", "expired products have")} been reactivated.`,
    draftedTitle: "Products moved to draft",
    drafted: (n: number) => `${plural(n, "active product has", "active products have")} been moved to draft.`,
    rescheduledTitle: "Products rescheduled",
    rescheduled: (n: number) => `${plural(n, "scheduled product has", "scheduled products have")} been rescheduled.`,
    deletedTitle: "Product deleted",
    deleted: "The product has been removed successfully",
    reactivated: "Product reactivated",
    samplesCreated: "Sample products created",
    samplesAdded: (n: number) => `${plural(n, "draft")} added to the list.`,
    bulkDeleted: "Bulk delete completed",
    deleteFailed: "Failed to delete product",
    reactivateFailed: "Failed to reactivate product",
    scheduleFailed: "Failed to schedule products",
    activateFailed: "Failed to activate products",
    draftFailed: "Failed to draft products",
    rescheduleFailed: "Failed to reschedule products",
    samplesFailed: "Failed to create sample products",
    bulkDeleteFailed: "Bulk delete failed",
    saveFailed: "Failed to create/update product",
    sortFailed: "Error saving settings",
    created: "Product created",
    updated: "Product updated",
    authExpired: "Authentication expired. Please log out and log back in.",
  },
} as const;

export const PRODUCT_FORM = {
  addTitle: "Add Product",
  addLead: "A new product for the shop. Saved as a draft unless you untick the box.",
  editTitle: "Edit Product",
  editLead: "Changes reach shoppers as soon as you save.",
  back: "Back to products",
  notFound: "Product not found",
  notFoundText: "It may have been deleted. Go back to the list to find another product.",
  loading: "Loading the product",
  loadFailed: "the product",
  details: "Details",
  name: "Product name",
  category: "Category",
  price: "Price",
  discount: "Discount amount",
  discountHint: "Taken off the price; 0 for none.",
  expirationDays: "Expiration days",
  expirationHint: "The product expires this many days after you save.",
  keepExpiry: (date: string) => `Keep current expiry (${date})`,
  days: (n: number) => `${plural(n, "day")}`,
  description: "Description",
  alternatePicker: "Use an alternate description",
  alternateTitle: "Alternate descriptions",
  alternateText: "Pick a description to replace the current one.",
  alternateEmpty: "No alternate descriptions yet",
  alternateLoading: "Loading alternate descriptions",
  alternateUse: "Use this",
  supplierLink: "Supplier link",
  supplierHint: "Where you buy it; never shown to shoppers.",
  images: "Images",
  imagesHint: "Up to four image URLs (http:// or https://). The first is the cover.",
  imageSlot: (n: number) => `Image URL ${n}`,
  imagePreview: (n: number) => `Preview of image ${n}`,
  sizes: "Sizes",
  sizesHint: "The category's sizes; sizes brought in by an import stay listed after them.",
  stock: "Quantity per size",
  stockHint: "Units you have of each ticked size. Leave blank for unlimited.",
  stockFor: (size: string) => `Quantity of ${size}`,
  unlimited: "Unlimited",
  soldAndLeft: (sold: number, left: number) => `${sold} sold, ${left} left`,
  perMemberLimit: "Limit per member",
  perMemberLimitHint: "Units of this product one shopper may order. Blank for no limit.",
  saveAsDraft: "Save as draft",
  saveAsDraftHint: "Drafts are hidden from shoppers. Untick to publish now.",
  save: "Save Product",
  saving: "Saving…",
  cancel: "Cancel",
  preview: "Shopper preview",
  previewText: "How the product looks on Discover.",
  previewNameFallback: "Product name",
  previewDraft: "Draft: hidden from shoppers",
  previewLive: "Goes live when saved",
  previewScheduled: "Scheduled",
  fixErrors: "Please fix the highlighted fields.",
} as const;

/** How many shoppers asked to be reminded of a scheduled product: the list's status cell and the form. */
export const REMINDERS = {
  count: (count: number) => plural(count, "shopper to remind", "shoppers to remind"),
  formNote: (count: number) =>
    count === 0
      ? "No shopper has asked to be reminded of this product yet."
      : `${plural(count, "shopper has", "shoppers have")} asked to be reminded when it goes live.`,
} as const;
