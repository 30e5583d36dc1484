/**
 * An error body's `fieldErrors` (contracts/error.ts) from validation issues, for the server's answers and
 * the client's forms alike. Zod-free, so the client's entry chunk can use it without the schema library.
 */

/** A problem with one value, as zod reports it: where (`path`) and what (`message`). */
export type ValidationIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Each field's messages, keyed by its dotted path; issues about the whole input go under `wholeInput`. */
export function fieldErrorsOf(issues: readonly ValidationIssue[], wholeInput: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) (fieldErrors[issue.path.map(String).join(".") || wholeInput] ??= []).push(issue.message);
  return fieldErrors;
}

/** The first message of each field: what a form shows beside an input. */
export function firstFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors))
    if (messages[0] !== undefined) first[field] = messages[0];
  return first;
}
