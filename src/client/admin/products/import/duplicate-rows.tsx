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
import { useAmountText } from "../../../lib/store/use-store-settings";
import { dataColumns } from "../../components/data-table";
import { UPLOAD_DUPLICATES } from "./import-strings";
import { PREVIEW_CELL, PreviewTable } from "./preview-table";

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
      <PreviewTable
        caption={UPLOAD_DUPLICATES.caption}
        columns={duplicateColumns(state, disabled, money)}
        data={state.rows}
        pager={UPLOAD_DUPLICATES.pager}
        rows={UPLOAD_DUPLICATES.rows}
      />
    </section>
  );
}

const column = dataColumns<DuplicateRow>();

/** Each duplicate row, the product it matches (or the row of the file it repeats) and its action. */
function duplicateColumns(state: DuplicateChoicesState, disabled: boolean, money: (amount: string) => string) {
  const { columns } = UPLOAD_DUPLICATES;
  return [
    column.accessor("row", { header: columns.row, meta: { className: PREVIEW_CELL } }),
    column.accessor("name", {
      header: columns.name,
      meta: { rowHeader: true, className: `${PREVIEW_CELL} min-w-[10rem] font-medium text-ink` },
    }),
    column.display({
      id: "price",
      header: columns.price,
      meta: { className: `${PREVIEW_CELL} whitespace-nowrap tabular-nums` },
      cell: ({ row }) => money(row.original.price),
    }),
    column.display({
      id: "existing",
      header: columns.existing,
      meta: { className: `${PREVIEW_CELL} min-w-[12rem]` },
      cell: ({ row: { original: row } }) =>
        row.sameAsRow !== null ? (
          UPLOAD_DUPLICATES.repeatsRow(row.sameAsRow)
        ) : (
          <>
            <span className="font-medium text-ink">{row.existing?.name}</span>{" "}
            <span className="text-ink-muted">({UPLOAD_DUPLICATES.matchedBy[row.matchedBy]})</span>
          </>
        ),
    }),
    column.display({
      id: "action",
      header: columns.action,
      meta: { className: PREVIEW_CELL },
      cell: ({ row: { original: row } }) =>
        choosable(row) ? (
          <DuplicateChoiceSelect
            label={UPLOAD_DUPLICATES.choiceLabel(row.row, row.name)}
            value={state.choiceOf(row.row)}
            disabled={disabled}
            onChange={(choice) => state.choose(row.row, choice)}
          />
        ) : (
          UPLOAD_DUPLICATES.alwaysSkipped
        ),
    }),
  ];
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
