import { z } from "zod";

/**
 * Every id column is PostgreSQL's `integer`: a larger id names no row, so it is a 400 with a clear message
 * before any query, never a database error. One rule for path parameters, query parameters and body fields.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** The one message of a bad id; `label` names it as the caller's form does ("Product id", "userId"). */
export const rowIdMessage = (label: string) => `${label} must be a whole number from 1 to ${MAX_ROW_ID}`;

/** An id the shop answers with: the same bounds, so the document says what a client may store it in. */
export const storedIdSchema = z.number().int().min(1).max(MAX_ROW_ID);

/** An id sent as a JSON number (a body field). */
export function rowIdSchema(label: string) {
  const message = rowIdMessage(label);
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
}

/**
 * An id sent as text: a path or query parameter. The document describes what is sent (zod's input side
 * would say "any number", the coercion's type), so the meta states the same bounds rowIdSchema enforces.
 */
export function rowIdTextSchema(label: string) {
  return z.coerce
    .number({ error: rowIdMessage(label) })
    .pipe(rowIdSchema(label))
    .meta({ type: "integer", minimum: 1, maximum: MAX_ROW_ID });
}

/** The `{id}` path parameter of a route about one row. */
export function rowIdParamsSchema(label: string) {
  return z.strictObject({ id: rowIdTextSchema(label) });
}
