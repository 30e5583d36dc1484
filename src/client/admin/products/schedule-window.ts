// The Schedule / Activate Expired / Reactivate forms' rules. The admin enters dates and times on the store's
// wall clock (its time zone setting); the API gets ISO instants.
import {
  EXPIRY_AFTER_PUBLICATION_MESSAGE,
  EXPIRY_IN_FUTURE_MESSAGE,
  PUBLICATION_IN_PAST_MESSAGE,
  publicationTimeAt,
} from "../../../domain/product-input";
import { instantIn, nextWallClockTime, wallClockIn } from "../../../domain/store-time-zone";
import { z } from "zod";

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

/** A date input's value ("2026-11-23"): the store's calendar day at `at`. */
export function storeDateValue(at: Date, timeZone: string): string {
  return wallClockIn(at, timeZone).date;
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The defaults: publication at the next 10:00 on the store's clock that is still ahead (decision 021:
 * "today at 10:00" is in the past after 10:00), expiry 7 days ahead at 23:59.
 */
export function defaultWindow(now: Date, timeZone: string): WindowValues {
  const publication = nextWallClockTime(now, DEFAULT_PUBLISH_TIME, timeZone);
  return {
    publishDate: publication.date,
    publishTime: publication.time,
    expiryDate: addDays(storeDateValue(now, timeZone), DEFAULT_EXPIRY_DAYS_AHEAD),
    expiryTime: DEFAULT_EXPIRY_TIME,
  };
}

export type WindowResult =
  | { ok: true; publishAt: string; expiresAt: string }
  | { ok: true; publishNow: true; expiresAt: string }
  | { ok: false; errors: WindowErrors };

/**
 * Checks the schedule form: every field required with its message, the publication still ahead
 * unless the owner chose "Publish now" (then the publication fields are not read), the expiry in the future
 * (past dates are also not selectable, see `min` on the input) and after the publication.
 */
export function readWindow(values: WindowValues, now: Date, timeZone: string, publishNow = false): WindowResult {
  const errors: WindowErrors = {};
  if (!publishNow) {
    if (!values.publishDate) errors.publishDate = WINDOW_MESSAGES.publishDate;
    if (!values.publishTime) errors.publishTime = WINDOW_MESSAGES.publishTime;
  }
  if (!values.expiryDate) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (!values.expiryTime) errors.expiryTime = WINDOW_MESSAGES.expiryTime;
  const publishAt = publishNow ? now : instantIn(values.publishDate, values.publishTime, timeZone);
  const expiresAt = instantIn(values.expiryDate, values.expiryTime, timeZone);
  if (values.publishDate && values.publishTime && !publishAt) errors.publishDate = WINDOW_MESSAGES.publishDate;
  // The server's rule: a time that passed moments ago (this very minute, say) counts as now.
  if (!publishNow && publishAt && publicationTimeAt(publishAt, now) === null)
    errors.publishDate = PUBLICATION_IN_PAST_MESSAGE;
  if (values.expiryDate && values.expiryTime && !expiresAt) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (publishAt && expiresAt && errors.expiryDate === undefined) {
    if (expiresAt.getTime() <= now.getTime()) errors.expiryDate = EXPIRY_IN_FUTURE_MESSAGE;
    else if (expiresAt.getTime() <= publishAt.getTime()) errors.expiryDate = EXPIRY_AFTER_PUBLICATION_MESSAGE;
  }
  if (Object.keys(errors).length > 0 || !publishAt || !expiresAt) return { ok: false, errors };
  if (publishNow) return { ok: true, publishNow: true, expiresAt: expiresAt.toISOString() };
  return { ok: true, publishAt: publishAt.toISOString(), expiresAt: expiresAt.toISOString() };
}

export type ExpiryValues = Pick<WindowValues, "expiryDate" | "expiryTime">;
export type ExpiryResult = { ok: true; expiresAt: string } | { ok: false; errors: WindowErrors };

/** The Reactivate form: only the expiry, with the same messages, defaults and rule. */
export function readExpiry(values: ExpiryValues, now: Date, timeZone: string): ExpiryResult {
  const errors: WindowErrors = {};
  if (!values.expiryDate) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
  if (!values.expiryTime) errors.expiryTime = WINDOW_MESSAGES.expiryTime;
  const expiresAt = instantIn(values.expiryDate, values.expiryTime, timeZone);
  if (values.expiryDate && values.expiryTime) {
    if (!expiresAt) errors.expiryDate = WINDOW_MESSAGES.expiryDate;
    else if (expiresAt.getTime() <= now.getTime()) errors.expiryDate = EXPIRY_IN_FUTURE_MESSAGE;
  }
  if (Object.keys(errors).length > 0 || !expiresAt) return { ok: false, errors };
  return { ok: true, expiresAt: expiresAt.toISOString() };
}

/** The window dialogs' values: the four wall-clock fields and the owner's explicit "Publish now". */
export interface WindowFormValues extends WindowValues {
  publishNow: boolean;
}

/** A window dialog's answer: Schedule / Activate / Reschedule read the whole window, Reactivate only the expiry. */
export function readWindowForm(
  values: WindowFormValues,
  now: Date,
  timeZone: string,
  withPublication: boolean,
): WindowResult {
  if (withPublication) return readWindow(values, now, timeZone, values.publishNow);
  const result = readExpiry(values, now, timeZone);
  return result.ok ? { ok: true, publishNow: true, expiresAt: result.expiresAt } : result;
}

/** The dialogs' schema (useContractForm): readWindowForm's messages on their fields, on the clock at submit. */
export function windowFormSchema(timeZone: string, withPublication: boolean, now: () => Date = () => new Date()) {
  return z.custom<WindowFormValues>().superRefine((values, ctx) => {
    const result = readWindowForm(values, now(), timeZone, withPublication);
    if (result.ok) return;
    for (const [field, message] of Object.entries(result.errors))
      ctx.addIssue({ code: "custom", path: [field], message });
  });
}
