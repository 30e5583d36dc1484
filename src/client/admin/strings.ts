// The back office's on-screen words in one place; strings the server also uses live in src/contracts/admin.ts
// and are imported from there.

import { ADMIN_PASSWORD_RULE } from "../../contracts/admin";

/** A count with its noun, singular for exactly one: "1 product", "3 products" (or the `many` given). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What a table's rows are, for counting them: "1 entry", "23 entries". */
export type Noun = { one: string; many: string };

/** A status as the back office shows it: the stored word, capitalised ("partially paid" -> "Partially paid"). */
export const statusWords = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1);

export const LOGIN = {
  title: "Admin Login",
  intro: "Sign in to manage products, orders and customers.",
  email: "Email",
  password: "Password",
  showPassword: "Show password",
  hidePassword: "Hide password",
  code: "Authenticator code",
  codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
  submit: "Sign In",
  submitting: "Signing in…",
  backToShop: "Back to the shop",
  fillAllFields: "Please fill in all fields",
  // Not here: "Unauthorized email address for admin access", a check of one fixed email in the browser
  // (docs/decisions/005). Ours is ADMIN_EMAIL on the server, which answers a wrong email exactly like a wrong
  // password on purpose (nothing tells an outsider which email is the admin's), so the server's message is shown.
  twoFactorRequiredTitle: "Two-factor authentication required",
  twoFactorRequiredText: "Please enter your authenticator code",
  successTitle: "Admin login successful",
  successText: "Welcome to the admin dashboard",
  failedTitle: "Admin login failed",
} as const;

export const LOGOUT = {
  button: "Log out",
  successTitle: "Admin logout successful",
  successText: "You have been logged out",
  failedTitle: "Logout completed",
} as const;

export const SHELL = {
  brand: "Drop Admin",
  navLabel: "Admin",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Admin menu",
  signedInAs: "Signed in as",
  viewShop: "View shop",
  checkingSession: "Checking your admin session",
  sessionCheckFailedTitle: "Something went wrong",
  sessionCheckFailedText: "We couldn't check your admin session. Please try again.",
  tryAgain: "Try Again",
} as const;

/** The question before unsaved changes are left behind (components/leave-guard.tsx). */
export const LEAVE_GUARD = {
  title: "Leave without saving?",
  text: "Your changes on this page will be lost.",
  stay: "Keep editing",
  leave: "Leave",
} as const;

export const NAV = {
  dashboard: "Dashboard",
  products: "Products",
  orders: "Orders",
  customers: "Customers",
  settings: "Settings",
  activity: "Activity",
  emails: "Emails",
} as const;

/** Every back-office date and time is on the store's clock, and each screen with dates says so. */
export const STORE_TIME_NOTE = (zone: string) => `Dates and times are in the store's time zone (${zone}).`;

export const FILE_FIELD = {
  choose: "Choose file",
  none: "No file chosen",
} as const;

export const PAGES = {
  dashboard: { title: "Dashboard", lead: "Sales, orders and products at a glance." },
  products: { title: "Manage Products", lead: "Add, schedule and retire the products of each drop." },
  orders: { title: "Order Management", lead: "Process, ship and settle the shop's orders." },
  customers: { title: "Customer Management", lead: "Find customers and manage premium memberships." },
  settings: { title: "Settings", lead: "The store, its content and your account's security." },
  activity: { title: "Activity", lead: "Every change made in the back office, newest first." },
  emails: {
    title: "Emails",
    lead: "Every email the shop sent shoppers, or would have sent without SMTP_URL, newest first.",
  },
  notFound: {
    title: "Page not found",
    text: "This admin page doesn't exist or has moved.",
    back: "Back to the dashboard",
  },
} as const;

export const SETTINGS_TABS = {
  store: "Store Settings",
  descriptions: "Alternate Descriptions",
  india: "Shop from India",
  membership: "Membership",
  notifications: "Notifications",
  shipping: "Shipping Rates",
  premium: "Premium Members",
  security: "Security",
} as const;

export const SECURITY = {
  twoFactorTitle: "Two-factor authentication",
  twoFactorOn:
    "Two-factor authentication is on. Signing in needs your password and a code from your authenticator app.",
  twoFactorOff:
    "Two-factor authentication is off. Turn it on so that a stolen password alone cannot open the back office.",
  recoveryLeft: (n: number) => `${plural(n, "unused recovery code")} left.`,
  setUp: "Set up two-factor",
  settingUp: "Preparing…",
  scanTitle: "Scan this code with your authenticator app",
  scanText: "Use Google Authenticator, 1Password, Authy or any app that supports TOTP codes.",
  qrAlt: "QR code for your authenticator app",
  manualKey: "Or enter this key by hand",
  copyKey: "Copy key",
  verifyCode: "Code from the app",
  verifyHint: "Enter the 6-digit code your app shows now.",
  verify: "Verify and turn on",
  verifying: "Verifying…",
  cancel: "Cancel",
  disable: "Turn off two-factor",
  disableTitle: "Turn off two-factor authentication?",
  disableText: "Signing in will need only your password. Enter a current code from your authenticator app to confirm.",
  disableConfirm: "Turn off",
  disabling: "Turning off…",
  recoveryTitle: "Save your recovery codes",
  recoveryText:
    "Each code signs you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.",
  copyCodes: "Copy codes",
  downloadCodes: "Download .txt",
  recoveryFileName: "drop-admin-recovery-codes.txt",
  recoveryFileHeading: "Drop admin recovery codes. Each code works once.",
  savedThem: "I have saved these codes",
  done: "Done",
  copied: "Copied",
  copiedText: "Copied to the clipboard.",
  copyFailed: "Copy failed",
  copyFailedText: "Your browser did not allow copying. Select the text and copy it by hand.",
  setupFailed: "Setup Failed",
  verificationFailed: "Verification Failed",
  disableFailed: "Disable Failed",
  enabledTitle: "Two-factor authentication enabled",
  enabledText: "Your account now needs a code from your authenticator app to sign in.",
  disabledTitle: "Two-factor authentication disabled",
  disabledText: "Signing in now needs only your password.",
  passwordTitle: "Change password",
  // Why a password change is confirmed with a two-factor code.
  passwordNeedsTwoFactor:
    "Changing the password needs two-factor authentication: the new password is confirmed with a code from your authenticator app, so that someone holding a signed-in session alone cannot change it and lock you out.",
  leadToTwoFactor: "Set up two-factor first",
  currentPassword: "Current password",
  newPassword: "New password",
  newPasswordHint: ADMIN_PASSWORD_RULE,
  confirmPassword: "Confirm new password",
  passwordCode: "Authenticator code",
  changePassword: "Change password",
  changingPassword: "Changing…",
  passwordMismatch: "Password Mismatch",
  passwordMismatchText: "The new password and its confirmation do not match.",
  passwordChangeFailed: "Password Change Failed",
  passwordChangedTitle: "Password changed",
  passwordChangedText: "Every other admin session has been signed out.",
  loadFailed: "your security settings",
} as const;

export const ALERTS = {
  soldOutTitle: "Sold out",
  soldOut: (productName: string) => `${productName} has sold out: every size is gone.`,
  newOrderTitle: "New order",
  newOrder: (customer: string, product: string, total: string) => `${customer} ordered ${product} for ${total}.`,
  statusTitle: "Order status updated",
  status: (orderId: number, status: string) => `Order #${orderId} is now ${status}.`,
  paymentTitle: "Payment updated",
  payment: (orderId: number, isPaid: boolean) => `Order #${orderId} is now ${isPaid ? "paid" : "unpaid"}.`,
  notificationTitle: "New order",
} as const;

export const ACTIVITY = {
  action: "Action",
  allActions: "All actions",
  from: "From",
  to: "To",
  clear: "Clear filters",
  time: "Time",
  what: "What happened",
  details: "Details",
  ip: "IP",
  none: "—",
  emptyTitle: "No activity yet",
  emptyFiltered: "No entries match these filters.",
  emptyText: "Sign-ins and every change made in the back office will be listed here.",
  loadFailed: "the activity log",
  loading: "Loading the activity log",
  rows: { one: "entry", many: "entries" } satisfies Noun,
  pagination: "Activity pages",
  tableCaption: "Activity log",
} as const;

export const EMAILS = {
  time: "Time",
  to: "To",
  subject: "Subject",
  state: "State",
  view: "View",
  viewLabel: (subject: string) => `View ${subject}`,
  states: {
    queued: "Queued",
    sent: "Sent",
    kept: "Kept, not sent",
    skipped: "Not needed",
    failed: "Failed",
  },
  notRendered: "(not written yet)",
  emptyTitle: "No emails yet",
  emptyText: "Order confirmations, payments, cancellations and shipping updates will be listed here.",
  loadFailed: "the emails",
  loading: "Loading the emails",
  rows: { one: "email", many: "emails" } satisfies Noun,
  pagination: "Email pages",
  tableCaption: "Emails",
  detailText: (to: string | null, state: string) => `${to ?? "No recipient"} · ${state}`,
  loadingDetail: "Loading the email",
  detailFailed: (why: string) => `The email could not be loaded: ${why}`,
  tryAgain: "Try again",
  rendered: "As shoppers see it",
  plainText: "Plain text",
  frameTitle: (subject: string) => `The email: ${subject}`,
  why: "Why",
} as const;

/** Every admin table's frame and pager (components/data-table.tsx); each table names its rows (`rows`). */
export const TABLES = {
  showing: (first: number, last: number, total: number, rows: Noun) =>
    `Showing ${first}-${last} of ${plural(total, rows.one, rows.many)}`,
  previous: "Previous",
  next: "Next",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  page: (page: number) => `Page ${page}`,
  select: "Select",
  tryLater: "Please try again.",
  tryAgain: "Try Again",
} as const;
