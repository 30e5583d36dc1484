// The rules of a product as the admin writes it (form, API, imports), apart from its images
// (image-urls.ts). Pure: the zod schemas in src/contracts/admin-products.ts apply them, and the server
// adds what needs its clock.

import { EXPIRATION_DAY_OPTIONS } from "./catalog";
import { brokenCharacterMessage, hasNulCharacter, hasUnpairedSurrogate, nulCharacterMessage } from "./text-input";

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;
export const PRODUCT_SKU_MAX = 100;
/** One rule for the form, the bulk upload, the Shopify converter and the page import (docs/decisions/050). */
export const SIZE_LABEL_MAX = 20;
export const MAX_SIZES = 30;
/** numeric(10,2): eight digits before the point. */
export const MAX_PRICE_CENTS = 99_999_999_99;

export const SIZES_REQUIRED_MESSAGE = "Please select at least one size";
export const SIZE_LABEL_EMPTY_MESSAGE = "Size labels cannot be empty";
export const SIZE_LABEL_TOO_LONG_MESSAGE = `Size labels are at most ${SIZE_LABEL_MAX} characters`;
export const SIZE_LABEL_REPEATED_MESSAGE = "Each size can be listed only once";
export const SIZE_LABEL_NUL_MESSAGE = nulCharacterMessage("Size labels");
export const SIZE_LABEL_INVALID_MESSAGE = brokenCharacterMessage("Size labels");
export const EXPIRATION_DAYS_REQUIRED_MESSAGE = "Expiration days is required";
export const EXPIRATION_DAYS_OPTION_MESSAGE = `Expiration days must be one of ${EXPIRATION_DAY_OPTIONS.join(", ")}`;
export const INVALID_DATE_MESSAGE = "Invalid date string format. Use ISO date format.";
export const EXPIRY_AFTER_PUBLICATION_MESSAGE = "The expiry must be after the publication time";
export const EXPIRY_IN_FUTURE_MESSAGE = "The expiry must be in the future";
export const PUBLICATION_IN_PAST_MESSAGE = "The publication time has passed: choose a later time, or Publish now";
export const DISCOUNT_ABOVE_PRICE_MESSAGE = "The discount cannot be more than the price";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How far in the past a requested publication time may lie and still count as now: a client's clock runs a
 * little behind, and a request takes time to arrive (docs/decisions/021). Older is refused.
 */
export const PUBLISH_AT_GRACE_MS = 2 * 60 * 1000;

/**
 * The publication time a requested one comes to at `now`: itself while ahead, now when it passed within
 * PUBLISH_AT_GRACE_MS, null (refused: PUBLICATION_IN_PAST_MESSAGE) when it passed before that.
 */
export function publicationTimeAt(requested: Date, now: Date): Date | null {
  if (requested.getTime() >= now.getTime()) return requested;
  return now.getTime() - requested.getTime() <= PUBLISH_AT_GRACE_MS ? now : null;
}

export type MoneyResult = { ok: true; text: string; cents: number } | { ok: false; message: string };

// Plain decimals: no sign, exponent, hex or thousands separator; at most two decimals.
const MONEY_TEXT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * An amount typed by the admin (a number or decimal text) as the stored text "49.00" and its cents, or why
 * not: prices are >= 0 with two decimals and must fit decimal(10,2). `label` names the field.
 */
export function parseMoneyInput(value: number | string, label: string): MoneyResult {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  if (text.startsWith("-") && MONEY_TEXT.test(text.slice(1)))
    return { ok: false, message: `${label} cannot be negative` };
  const match = MONEY_TEXT.exec(text);
  if (!match) {
    return /^-?\d*\.\d{3,}$/.test(text)
      ? { ok: false, message: `${label} can have at most 2 decimals` }
      : { ok: false, message: `${label} must be a number` };
  }
  const whole = match[1].replace(/^0+(?=\d)/, "");
  if (whole.length > 8) return { ok: false, message: `${label} is too large` };
  const fraction = (match[2] ?? "").padEnd(2, "0");
  return { ok: true, text: `${whole}.${fraction}`, cents: Number(whole) * 100 + Number(fraction) };
}

/** Why a product's size labels cannot be stored, or null. Labels outside the category's set are kept. */
export function sizeLabelsProblem(sizes: readonly string[]): string | null {
  if (sizes.length === 0) return SIZES_REQUIRED_MESSAGE;
  if (sizes.length > MAX_SIZES) return `At most ${MAX_SIZES} sizes`;
  const seen = new Set<string>();
  for (const size of sizes) {
    if (size.trim() === "") return SIZE_LABEL_EMPTY_MESSAGE;
    if (size.length > SIZE_LABEL_MAX) return SIZE_LABEL_TOO_LONG_MESSAGE;
    if (hasNulCharacter(size)) return SIZE_LABEL_NUL_MESSAGE;
    if (hasUnpairedSurrogate(size)) return SIZE_LABEL_INVALID_MESSAGE;
    const key = size.toUpperCase();
    if (seen.has(key)) return SIZE_LABEL_REPEATED_MESSAGE;
    seen.add(key);
  }
  return null;
}

export function isExpirationDayOption(days: number): boolean {
  return (EXPIRATION_DAY_OPTIONS as readonly number[]).includes(days);
}

/** Expiry is the moment of saving plus the chosen number of days. */
export function expiryFromDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

// An ISO 8601 instant: a date and time with a zone (Z or an offset), as Date.prototype.toISOString writes.
/** The written form of an instant; parseIsoInstant also checks that the day exists. */
export const ISO_INSTANT = /^\d{4}-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** The instant an ISO date-time text names, or null when it is not one (an impossible day included). */
export function parseIsoInstant(text: string): Date | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 2026-02-31 over into March; a day past the month's end is a typo, not a date.
  const [year, month, day] = text.slice(0, 10).split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= lastDay ? at : null;
}

/**
 * A count typed in a form or a CSV cell: a whole number (negative too) as a number, anything else as typed,
 * so the schema's own message names what is wrong with it ("must be a whole number", "at least 1").
 */
export function wholeNumberOrText(typed: string): number {
  const trimmed = typed.trim();
  return (/^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed) as number;
}
