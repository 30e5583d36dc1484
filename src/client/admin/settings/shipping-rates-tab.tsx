import { Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useController, useFieldArray, type Control, type UseFieldArrayRemove } from "react-hook-form";
import type { AdminShippingRate } from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/ui/use-toast";
import { DataTable, dataColumns } from "../components/data-table";
import { useContractForm } from "../components/use-contract-form";
import { SETTINGS_FAILURES, SHIPPING_TAB } from "./settings-strings";
import { FormCard, Switch } from "./settings-ui";
import {
  addableCountries,
  initialRows,
  newRow,
  ratesPayload,
  shippingFormSchema,
  type ShippingRow,
} from "./shipping-rows";
import { TabSpinner } from "./store-tab";
import { useAdminShippingRates, useSaveShippingRates } from "./use-settings";

export function ShippingRatesTab() {
  const query = useAdminShippingRates();
  if (query.isPending) return <TabSpinner />;
  if (query.isError) {
    return (
      <LoadFailedMessage
        what={SHIPPING_TAB.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  // Saved rows come back as a new `saved`, which remounts the form (its key) with the stored rates.
  return <ShippingForm key={JSON.stringify(query.data)} saved={query.data} />;
}

type ShippingForm = { rates: ShippingRow[] };

function ShippingForm({ saved }: { saved: AdminShippingRate[] }) {
  const form = useContractForm(shippingFormSchema, {
    defaultValues: { rates: initialRows(saved) },
    failureTitle: SETTINGS_FAILURES.shipping,
  });
  const rows = useFieldArray({ control: form.control, name: "rates", keyName: "key" });
  // Not a field of the form: which country the "Add" button adds next.
  const [adding, setAdding] = useState("");
  const save = useSaveShippingRates();
  const addable = addableCountries(rows.fields);
  const columns = useMemo(() => shippingColumns(form.control, rows.remove), [form.control, rows.remove]);
  const submit = form.submitWith(
    (values) => save.mutateAsync(ratesPayload(values.rates)),
    (result) => toast({ title: SHIPPING_TAB.savedTitle, description: SHIPPING_TAB.savedText(result.rates.length) }),
  );

  function add() {
    if (!adding) return;
    rows.append(newRow(adding), { shouldFocus: false });
    setAdding("");
  }

  return (
    <FormCard
      title={SHIPPING_TAB.title}
      text={SHIPPING_TAB.text}
      onSubmit={submit}
      saving={form.formState.isSubmitting}
      className="grid gap-5"
      save={SHIPPING_TAB.save}
    >
      <DataTable
        caption={SHIPPING_TAB.tableCaption}
        columns={columns}
        data={rows.fields}
        getRowId={(row) => row.countryCode}
        empty={<p className="text-sm text-ink-muted">{SHIPPING_TAB.empty}</p>}
        minWidth="min-w-[20rem]"
        bare
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={SHIPPING_TAB.addCountry}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          className="w-full sm:w-72"
        >
          <option value="">{SHIPPING_TAB.chooseCountry}</option>
          {addable.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={add} disabled={!adding}>
          {SHIPPING_TAB.add}
        </Button>
      </div>
    </FormCard>
  );
}

const column = dataColumns<ShippingRow>();

/** The rows' columns; the inputs are the form's fields (rates.i.rate, rates.i.enabled), by row index. */
function shippingColumns(control: Control<ShippingForm>, remove: UseFieldArrayRemove) {
  return [
    column.display({
      id: "country",
      header: SHIPPING_TAB.country,
      meta: { rowHeader: true, className: "py-2 pr-2 font-medium text-ink" },
      cell: ({ row }) => (
        <>
          {row.original.countryName}
          <span className="ml-1 text-xs text-ink-muted">{row.original.countryCode}</span>
        </>
      ),
    }),
    column.display({
      id: "rate",
      header: SHIPPING_TAB.rate,
      meta: { className: "py-2 pr-2" },
      cell: ({ row }) => <RateInput control={control} index={row.index} country={row.original} />,
    }),
    column.display({
      id: "enabled",
      header: SHIPPING_TAB.enabled,
      meta: { className: "py-2 pr-2" },
      cell: ({ row }) => <EnabledSwitch control={control} index={row.index} country={row.original} />,
    }),
    column.display({
      id: "remove",
      header: SHIPPING_TAB.removeColumn,
      meta: { hiddenHeading: true, className: "py-2 text-right" },
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={SHIPPING_TAB.remove(row.original.countryName)}
          onClick={() => remove(row.index)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    }),
  ];
}

type RowField = { control: Control<ShippingForm>; index: number; country: ShippingRow };

function RateInput({ control, index, country }: RowField) {
  const { field, fieldState } = useController({ control, name: `rates.${index}.rate` });
  const errorId = `rate-error-${country.countryCode}`;
  const error = fieldState.error?.message;
  return (
    <>
      <input
        {...field}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0"
        aria-label={SHIPPING_TAB.rateLabel(country.countryName)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="h-11 w-28 rounded-xl border border-line bg-card px-3 text-base text-ink tabular-nums focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none aria-invalid:border-destructive"
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

function EnabledSwitch({ control, index, country }: RowField) {
  const { field } = useController({ control, name: `rates.${index}.enabled` });
  return (
    <Switch label={SHIPPING_TAB.enabledLabel(country.countryName)} checked={field.value} onChange={field.onChange} />
  );
}
