import { useState } from "react";
import {
  DEFAULT_DUPLICATE_CHOICE,
  DUPLICATE_CHOICES,
  type BulkUploadBody,
  type BulkUploadResult,
  type DuplicateChoice,
  type DuplicateRow,
} from "../../../../contracts/imports";
import { Button } from "../../../components/ui/button";
import { useAmountText } from "../../../lib/use-store-settings";
import { UPLOAD_DUPLICATES } from "./import-strings";

/**
 * The upload preview's rows already in the shop (docs/decisions/028): each names the product it duplicates
 * and offers Skip or Update existing, one row at a time or all at once; a row the file itself repeats is
 * always skipped. The choices start at the server's default and go with the import.
 */

type Choices = ReadonlyMap<number, DuplicateChoice>;

/** Whether the owner can choose for this row (not a repeat of an earlier row of the file). */
const choosable = (row: DuplicateRow) => row.sameAsRow === null && row.existing !== null;

export type DuplicateChoicesState = {
  rows: DuplicateRow[];
  choiceOf: (row: number) => DuplicateChoice;
  choose: (row: number, choice: DuplicateChoice) => void;
  chooseAll: (choice: DuplicateChoice) => void;
  /** How many rows will update a product. */
  updates: number;
  /** The import request's part: one choice per row the owner can choose for. */
  body: Pick<BulkUploadBody, "duplicateChoices">;
};

/** The choices for one dry run's answer; a new answer starts again from the default. */
export function useDuplicateChoices(result: BulkUploadResult | null): DuplicateChoicesState {
  const [state, setState] = useState<{ result: BulkUploadResult | null; choices: Choices }>({
    result,
    choices: new Map(),
  });
  const choices = state.result === result ? state.choices : new Map<number, DuplicateChoice>();
  const rows = result?.duplicates ?? [];
  const open = rows.filter(choosable);
  const choiceOf = (row: number) => choices.get(row) ?? DEFAULT_DUPLICATE_CHOICE;
  return {
    rows,
    choiceOf,
    choose: (row, choice) => setState({ result, choices: new Map(choices).set(row, choice) }),
    chooseAll: (choice) => setState({ result, choices: new Map(open.map((row) => [row.row, choice])) }),
    updates: open.filter((row) => choiceOf(row.row) === "update").length,
    body: { duplicateChoices: open.map((row) => ({ row: row.row, choice: choiceOf(row.row) })) },
  };
}

const cell = "px-3 py-2 text-left align-top";

export function DuplicateRows({ state, disabled }: { state: DuplicateChoicesState; disabled: boolean }) {
  const money = useAmountText();
  if (state.rows.length === 0) return null;
  const anyChoosable = state.rows.some(choosable);
  return (
    <section aria-labelledby="upload-duplicates-title" className="grid gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <h4 id="upload-duplicates-title" className="text-sm font-semibold text-ink">
            {UPLOAD_DUPLICATES.title}
          </h4>
          <p className="text-sm text-ink-muted">{UPLOAD_DUPLICATES.lead(state.rows.length)}</p>
        </div>
        {anyChoosable ? (
          <div role="group" aria-label={UPLOAD_DUPLICATES.allLabel} className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => state.chooseAll("skip")}>
              {UPLOAD_DUPLICATES.skipAll}
            </Button>
            <Button size="sm" variant="secondary" disabled={disabled} onClick={() => state.chooseAll("update")}>
              {UPLOAD_DUPLICATES.updateAll}
            </Button>
          </div>
        ) : null}
      </div>
      <div
        className="max-h-80 overflow-auto rounded-xl border border-line"
        tabIndex={0}
        role="region"
        aria-label={UPLOAD_DUPLICATES.caption}
      >
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{UPLOAD_DUPLICATES.caption}</caption>
          <thead className="sticky top-0 bg-surface text-xs font-semibold text-ink-muted uppercase">
            <tr>
              {Object.values(UPLOAD_DUPLICATES.columns).map((heading) => (
                <th key={heading} scope="col" className={cell}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {state.rows.map((row) => (
              <tr key={row.row}>
                <td className={cell}>{row.row}</td>
                <td className={`${cell} font-medium text-ink`}>{row.name}</td>
                <td className={cell}>{money(row.price)}</td>
                <td className={cell}>
                  {row.sameAsRow !== null ? (
                    UPLOAD_DUPLICATES.repeatsRow(row.sameAsRow)
                  ) : (
                    <>
                      <span className="font-medium text-ink">{row.existing?.name}</span>{" "}
                      <span className="text-ink-muted">({UPLOAD_DUPLICATES.matchedBy[row.matchedBy]})</span>
                    </>
                  )}
                </td>
                <td className={cell}>
                  {choosable(row) ? (
                    <DuplicateChoiceSelect
                      label={UPLOAD_DUPLICATES.choiceLabel(row.row, row.name)}
                      value={state.choiceOf(row.row)}
                      disabled={disabled}
                      onChange={(choice) => state.choose(row.row, choice)}
                    />
                  ) : (
                    UPLOAD_DUPLICATES.alwaysSkipped
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DuplicateChoiceSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: DuplicateChoice;
  disabled: boolean;
  onChange: (choice: DuplicateChoice) => void;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as DuplicateChoice)}
      className="h-9 rounded-lg border border-line bg-card px-2 text-sm text-ink focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none"
    >
      {DUPLICATE_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {UPLOAD_DUPLICATES.choices[choice]}
        </option>
      ))}
    </select>
  );
}
