import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { firstFieldErrors } from "../../../contracts/field-errors";
import { isApiError } from "../../lib/api/api";
import { failureToast } from "./failure-toast";
import { useLeaveGuard } from "./leave-guard";

/**
 * A 400's `fieldErrors` that belong to the form's fields (a key is a field or under one, "stock.M"), first
 * message each, in the form's field order, so the first is the one to focus. Keys about anything else (the
 * whole input) are left to the failure toast, which carries the server's message.
 */
export function formFieldErrors(
  fieldErrors: Record<string, string[]>,
  fields: readonly string[],
): { field: string; message: string }[] {
  const placed: { field: string; message: string; order: number }[] = [];
  for (const [field, message] of Object.entries(firstFieldErrors(fieldErrors))) {
    const order = fields.findIndex((name) => field === name || field.startsWith(`${name}.`));
    if (order !== -1) placed.push({ field, message, order });
  }
  return placed.sort((a, b) => a.order - b.order).map(({ field, message }) => ({ field, message }));
}

/** `fieldErrors` re-keyed by the form's own fields (the messages of keys that land together kept in order). */
export function onFormFields(
  fieldErrors: Record<string, string[]>,
  fieldOf: ((key: string) => string | null) | undefined,
): Record<string, string[]> {
  if (!fieldOf) return fieldErrors;
  const placed: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = fieldOf(key);
    if (field !== null) (placed[field] ??= []).push(...messages);
  }
  return placed;
}

/** The message of an error, or of the first entry that has one (a list's or a record's). */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const [key, entry] of Object.entries(error)) {
    if (key === "ref") continue;
    const found = firstMessage(entry);
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface ContractFormOptions<Values extends FieldValues> {
  /** Every field's starting value; the form is "changed" while its values differ from these. */
  defaultValues: Values;
  /** The failure toast's title when a save fails. */
  failureTitle: string;
  /** The toast's words for an ended session, where a screen has its own (see failureToast). */
  sessionEnded?: string | null;
  /** Called when the schema refuses the values, after their messages are shown (a form's own toast). */
  onInvalid?: (errors: FieldErrors<Values>) => void;
  /**
   * The form's field for a key of the server's `fieldErrors`, where the body's keys are not the form's
   * (the product form's `expirationDays` is its expiration select); null: no field, the toast says it.
   */
  serverFieldOf?: (key: string) => string | null;
  /** False for a form whose typing is not worth a question before leaving (signing in). */
  guard?: boolean;
}

export interface ContractForm<Values extends FieldValues> extends UseFormReturn<Values, unknown, Values> {
  /**
   * The form's onSubmit: checks the values against the schema (the first bad field gets focus), then
   * `send`s them. A failure puts the server's field errors on their fields, focuses the first and shows
   * the failure toast; a success makes the submitted values the form's new starting point (no question
   * before leaving) and then calls `onSaved`.
   */
  submitWith<T>(
    send: (values: Values) => Promise<T>,
    onSaved?: (result: T, values: Values) => void,
    onFailed?: (error: unknown) => void,
  ): (event?: BaseSyntheticEvent) => void;
  /** A field's registration plus its error message, for the TextField family. */
  field(
    name: Path<Values>,
    options?: RegisterOptions<Values, Path<Values>>,
  ): ReturnType<UseFormReturn<Values>["register"]> & { error: string | undefined };
  /** A field's error message; for a list or a record (image slots, stock per size) the first of its entries'. */
  errorOf(name: Path<Values>): string | undefined;
}

/**
 * Every back-office form (decision 022): react-hook-form over the shared contract's zod schema, the same
 * one the server validates with. Values are sent as typed (`raw`): the server trims and converts them.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: ContractFormOptions<z.input<Schema>>,
): ContractForm<z.input<Schema>> {
  type Values = z.input<Schema>;
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: options.defaultValues as DefaultValues<Values>,
    shouldFocusError: true,
  });
  useLeaveGuard((options.guard ?? true) && form.formState.isDirty);

  const errorOf = (name: Path<Values>) => firstMessage(form.getFieldState(name, form.formState).error);

  return {
    ...form,
    errorOf,
    field: (name, registerOptions) => ({ ...form.register(name, registerOptions), error: errorOf(name) }),
    submitWith: (send, onSaved, onFailed) => (event) =>
      void form.handleSubmit(async (values) => {
        let result;
        try {
          result = await send(values);
        } catch (error) {
          if (isApiError(error) && error.fieldErrors) {
            const fields = Object.keys(options.defaultValues);
            formFieldErrors(onFormFields(error.fieldErrors, options.serverFieldOf), fields).forEach(
              ({ field, message }, index) =>
                form.setError(field as Path<Values>, { type: "server", message }, { shouldFocus: index === 0 }),
            );
          }
          failureToast(options.failureTitle, error, options.sessionEnded);
          onFailed?.(error);
          return;
        }
        form.reset(values);
        onSaved?.(result, values);
      }, options.onInvalid)(event),
  };
}
