// The settings tabs' on-screen words (all but Security, whose words are in ../strings.ts).
import { plural } from "../strings";

export const SETTINGS_FAILURES = {
  store: "Error saving settings",
  createDescription: "Error creating description",
  updateDescription: "Error updating description",
  deleteDescription: "Error deleting description",
  validation: "Validation error",
  stripe: "Error saving Stripe configuration",
  india: "Error saving Shop from India content",
  shipping: "Failed to update shipping rates",
  premium: "Error updating premium status",
  notifications: "Error saving notification settings",
} as const;

export const COMMON = {
  save: "Save changes",
  saving: "Saving…",
  cancel: "Cancel",
  active: "Active",
  inactive: "Inactive",
} as const;

export const STORE_TAB = {
  title: "Store details",
  text: "Shown to shoppers in Help & Support. The currency changes how every amount is written, never the amounts.",
  storeName: "Store name",
  storeEmail: "Store email",
  storePhone: "Store phone",
  currency: "Currency",
  currencyHint: "Amounts are shown in this currency; they are not converted.",
  storeAddress: "Store address",
  storeDescription: "Store description",
  timeZone: "Store time zone",
  timeZoneHint: "The dashboard's and orders' days begin at midnight here.",
  supportHours: "Support hours",
  supportHoursHint: "Shown in Help & Support. Left blank, the shop shows the hours in the placeholder.",
  paymentInstructions: "Payment instructions",
  paymentDeadline: "Unpaid orders are cancelled after",
  paymentDeadlineOff: "Keep unpaid orders until I cancel them",
  paymentDeadlineHint:
    "Past it, the shop cancels an order nobody paid and its item goes back on sale; the shopper is reminded before. Orders paid by card at the tap are never affected. Suggested for limited drops.",
  customerPortalUrl: "Card change link",
  customerPortalUrlHint:
    "Stripe's customer portal link (in Stripe: Settings, Billing, Customer portal). Members whose orders are charged to their card open it to change the card. Left blank, they are asked to write to the store email.",
  deadlineHours: "Hours",
  deadlineMinutes: "Minutes",
  paymentInstructionsHint:
    "Plain text shoppers see right after placing an order and beside every unpaid order in Your Orders. Orders arrive unpaid: say how to pay, then mark them paid in Orders.",
  paymentInstructionsPlaceholder:
    "PayNow to UEN 201912345K (Chanderi Lane Pte Ltd), with your order number as the reference.",
  savedTitle: "Settings saved",
  savedText: "The shop shows the new details now.",
  loadFailed: "the store settings",
} as const;

export const DESCRIPTIONS_TAB = {
  newTitle: "New alternate description",
  text: "Ready-made descriptions the product form offers. Only active ones are offered.",
  title: "Title",
  description: "Description",
  active: "Active (offered in the product form)",
  create: "Add description",
  creating: "Adding…",
  listTitle: "Alternate descriptions",
  empty: "No alternate descriptions yet.",
  edit: "Edit",
  editTitle: "Edit alternate description",
  delete: "Delete",
  deleteTitle: "Delete this description?",
  deleteText: (title: string) => `"${title}" will no longer be offered in the product form. This cannot be undone.`,
  deleting: "Deleting…",
  requiredText: "Title and description are required.",
  createdTitle: "Description added",
  updatedTitle: "Description updated",
  deletedTitle: "Description deleted",
  toggleLabel: (title: string) => `Active: ${title}`,
  loadFailed: "the alternate descriptions",
} as const;

export const INDIA_TAB = {
  title: "Shop from India",
  text: "The popup shoppers open from the shop's Shop from India button. Shown as plain text.",
  content: "Content",
  whatsappNumber: "WhatsApp number",
  whatsappHint: "International format, like +919876543210.",
  buttonText: "Button text",
  isActive: "Show Shop from India in the shop",
  isActiveHint: "When off, the shop says the service is not available.",
  savedTitle: "Shop from India saved",
  savedText: "The shop's popup shows the new content now.",
  loadFailed: "the Shop from India content",
} as const;

export const MEMBERSHIP_TAB = {
  title: "Stripe pricing table",
  text: "Paste the embed code Stripe gives you for the pricing table. Only Stripe's own script and table are accepted.",
  code: "Pricing table embed code",
  savedTitle: "Stripe configuration saved",
  savedText: "The premium dialog shows this table now.",
  previewTitle: "Preview",
  previewText: "The table as shoppers see it in the premium dialog.",
  scriptFailed: "Stripe's pricing table could not be loaded here. Check the connection and try again.",
  loadFailed: "the membership settings",
} as const;

export const NOTIFICATIONS_TAB = {
  title: "New-order alerts",
  text: "Your choices, saved to your admin account and used on every back-office page.",
  toast: "Show a toast for new orders",
  toastHint: "On every back-office page, for 5 seconds.",
  sound: "Play a sound for new orders",
  soundHint: "A short beep, generated in the browser.",
  browser: "Show a system notification when the back office is hidden",
  browserHint: "Each browser asks for permission the first time.",
  browserBlockedTitle: "Notifications are blocked",
  browserBlockedText: "Allow notifications for this site in your browser's settings, then try again.",
  browserUnsupported: "This browser cannot show notifications.",
  savedTitle: "Notification settings saved",
  loadFailed: "your notification settings",
} as const;

export const SHIPPING_TAB = {
  title: "Shipping rates",
  text: "The countries shoppers can register and order from, and the shipping charged to each. Only enabled countries are saved and offered.",
  country: "Country",
  rate: "Rate",
  enabled: "Enabled",
  enabledLabel: (country: string) => `Ship to ${country}`,
  rateLabel: (country: string) => `Rate for ${country}`,
  remove: (country: string) => `Remove ${country}`,
  removeColumn: "Remove",
  addCountry: "Add a country",
  chooseCountry: "Choose a country…",
  add: "Add",
  empty: "No countries yet. Add one below.",
  save: "Save shipping rates",
  savedTitle: "Shipping rates updated",
  savedText: (n: number) => `${plural(n, "country is", "countries are")} offered in the shop.`,
  loadFailed: "the shipping rates",
  tableCaption: "Shipping rates by country",
} as const;

export const PREMIUM_TAB = {
  title: "Premium members",
  search: "Search members",
  searchHint: "Part of a name or email.",
  empty: "No premium members.",
  emptySearch: "No premium members match this search.",
  since: "Member since",
  unknownSince: "Unknown",
  source: "Source",
  sources: { stripe: "Stripe", demo: "Demo membership", admin: "Admin" },
  unknownSource: "Unknown",
  actions: "Actions",
  remove: "Remove premium",
  removeLabel: (name: string) => `Remove premium from ${name}`,
  removeTitle: "Remove premium membership?",
  removeText: (name: string, email: string) =>
    `${name} (${email}) will lose premium benefits at once and can no longer place orders.`,
  removing: "Removing…",
  removedTitle: "Premium removed",
  removedText: (name: string) => `${name} is no longer a premium member.`,
  count: (n: number) => `${plural(n, "member")}`,
  loadFailed: "the premium members",
  tableCaption: "Premium members",
  name: "Name",
  email: "Email",
} as const;
