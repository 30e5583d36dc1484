// The Schedule / Activate Expired / Reactivate forms' rules (admin spec sections 5 and 9). The admin enters
// dates in their own time zone with the browser's date and time inputs; the API gets ISO instants.
import { EXPIRY_AFTER_PUBLICATION_MESSAGE, EXPIRY_IN_FUTURE_MESSAGE } from "../../../domain/product-input";

export const DEFAULT_PUBLISH_TIME = "10:00";
export const DEFAULT_EXPIRY_TIME = "23:59";
export const DEFAULT_EXPIRY_DAYS_AHEAD = 7;

export const WINDOW_MESSAGES = {
  publishDate: "Please select a date",
  publishTime: "Please select a time",
  expiryDate: "Please select an expiry date",
  expiryTime: "Please select an expiry time",
} as const;

export interface WindowValues {
  publishDate: string;
  publishTime: string;
  expiryDate: string;
  expiryTime: string;
}
export type WindowField = keyof WindowValues;
export type WindowErrors = Partial<Record<WindowField, string>>;

const pad = (n: number) => String(n).padStart(2, "0");

/** A date input's value ("2026-11-23") for the local calendar day of `at`. */
export function localDateValue(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The spec's defaults: publication today at 10:00, expiry 7 days ahead at 23:59. */
export function defaultWindow(now: Date): WindowValues {
  const expiry = new Date(now.getFullYear(), now.getMonth(), now.getDate() + DEFAULT_EXPIRY_DAYS_AHEAD);
  return {
    publishDate: localDateValue(now),
    publishTime: DEFAULT_PUBLISH_TIME,
    expiryDate: localDateValue(expiry),
    expiryTime: DEFAULT_EXPIRY_TIME,
  };
}

/** The instant a local date and time name, or null when either is missing or malformed. */
export function localInstant(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  return Number.isNaN(at.getTime()) ? null : at;
}

export type WindowResult = { ok: true; publishAt: string; expiresAt: string } | { ok: false; errors: WindowErrors };

/**
 * Checks the schedule form: every field required with the spec's message, the expiry in the future (past
 * dates are also not selectable, see `min` on the input) and after the publication.
 */
export function readWindow(values: WindowValues, now: Date): WindowResult {
  const errors: WindowErrors = {};
  if (!values.publishDate) errors.publishDate = WINDOW_MESSAGES.publishDate;
  if (!values.publishTime) errors.publishTime = WINDOW_MESSAGES.publishTime;
  if (!values.expiryDate) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (!values.expiryTime) errors.expiryTime = WINDOW_MESSAGES.expiryTime;
  const publishAt = localInstant(values.publishDate, values.publishTime);
  const expiresAt = localInstant(values.expiryDate, values.expiryTime);
  if (values.publishDate && values.publishTime && !publishAt) errors.publishDate = WINDOW_MESSAGES.publishDate;
  if (values.expiryDate && values.expiryTime && !expiresAt) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (publishAt && expiresAt && errors.expiryDate === undefined) {
    if (expiresAt.getTime() <= now.getTime()) errors.expiryDate = EXPIRY_IN_FUTURE_MESSAGE;
    else if (expiresAt.getTime() <= publishAt.getTime()) errors.expiryDate = EXPIRY_AFTER_PUBLICATION_MESSAGE;
  }
  if (Object.keys(errors).length > 0 || !publishAt || !expiresAt) return { ok: false, errors };
  return { ok: true, publishAt: publishAt.toISOString(), expiresAt: expiresAt.toISOString() };
}

export type ExpiryValues = Pick<WindowValues, "expiryDate" | "expiryTime">;
export type ExpiryResult = { ok: true; expiresAt: string } | { ok: false; errors: WindowErrors };

/** The Reactivate form: only the expiry, with the same messages, defaults and rule. */
export function readExpiry(values: ExpiryValues, now: Date): ExpiryResult {
  const errors: WindowErrors = {};
  if (!values.expiryDate) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (!values.expiryTime) errors.expiryTime = WINDOW_MESSAGES.expiryTime;
  const expiresAt = localInstant(values.expiryDate, values.expiryTime);
  if (values.expiryDate && values.expiryTime) {
    if (!expiresAt) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
    else if (expiresAt.getTime() <= now.getTime()) errors.expiryDate = EXPIRY_IN_FUTURE_MESSAGE;
  }
  if (Object.keys(errors).length > 0 || !expiresAt) return { ok: false, errors };
  return { ok: true, expiresAt: expiresAt.toISOString() };
}
