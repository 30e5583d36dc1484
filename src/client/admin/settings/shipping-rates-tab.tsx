import { Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AdminShippingRate } from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, SETTINGS_FAILURES, SHIPPING_TAB } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { useLeaveGuard } from "../components/leave-guard";
import { Switch, TabHeading } from "./settings-ui";
import { addableCountries, initialRows, invalidRates, newRow, ratesPayload, type ShippingRow } from "./shipping-rows";
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
  return <ShippingForm key={JSON.stringify(query.data)} saved={query.data} />;
}

function ShippingForm({ saved }: { saved: AdminShippingRate[] }) {
  const [start] = useState(() => initialRows(saved));
  const [rows, setRows] = useState<ShippingRow[]>(start);
  const [adding, setAdding] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const save = useSaveShippingRates();
  const invalid = invalidRates(rows);
  const addable = addableCountries(rows);
  // Saved rows come back as a new `saved`, which remounts the form (its key), clean.
  useLeaveGuard(JSON.stringify(rows) !== JSON.stringify(start));

  const update = (code: string, change: Partial<ShippingRow>) =>
    setRows((all) => all.map((row) => (row.countryCode === code ? { ...row, ...change } : row)));

  function add() {
    if (!adding) return;
    setRows((all) => [...all, newRow(adding)]);
    setAdding("");
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid.size > 0) {
      setShowErrors(true);
      return;
    }
    save.mutate(ratesPayload(rows), {
      onSuccess: (result) =>
        toast({ title: SHIPPING_TAB.savedTitle, description: SHIPPING_TAB.savedText(result.rates.length) }),
      onError: (error) => failureToast(SETTINGS_FAILURES.shipping, error),
    });
  }

  return (
    <AdminCard>
      <TabHeading title={SHIPPING_TAB.title} text={SHIPPING_TAB.text} />
      <form noValidate onSubmit={submit} className="grid gap-5">
        {rows.length === 0 ? (
          <p className="text-sm text-ink-muted">{SHIPPING_TAB.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[20rem] text-left text-sm">
              <caption className="sr-only">{SHIPPING_TAB.tableCaption}</caption>
              <thead className="text-xs text-ink-muted">
                <tr>
                  <th scope="col" className="pb-2 font-semibold">
                    {SHIPPING_TAB.country}
                  </th>
                  <th scope="col" className="pb-2 font-semibold">
                    {SHIPPING_TAB.rate}
                  </th>
                  <th scope="col" className="pb-2 font-semibold">
                    {SHIPPING_TAB.enabled}
                  </th>
                  <th scope="col" className="pb-2">
                    <span className="sr-only">{SHIPPING_TAB.removeColumn}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row) => {
                  const rateError = showErrors && invalid.has(row.countryCode);
                  return (
                    <tr key={row.countryCode}>
                      <th scope="row" className="py-2 pr-2 font-medium text-ink">
                        {row.countryName}
                        <span className="ml-1 text-xs text-ink-muted">{row.countryCode}</span>
                      </th>
                      <td className="py-2 pr-2">
                        <input
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step={0.01}
                          placeholder="0"
                          aria-label={SHIPPING_TAB.rateLabel(row.countryName)}
                          aria-invalid={rateError || undefined}
                          aria-describedby={rateError ? `rate-error-${row.countryCode}` : undefined}
                          value={row.rate}
                          onChange={(event) => update(row.countryCode, { rate: event.target.value })}
                          className="h-11 w-28 rounded-xl border border-line bg-card px-3 text-base text-ink tabular-nums focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none aria-invalid:border-destructive"
                        />
                        {rateError ? (
                          <p id={`rate-error-${row.countryCode}`} className="mt-1 text-xs font-medium text-destructive">
                            {SHIPPING_TAB.rateInvalid}
                          </p>
                        ) : null}
                      </td>
                      <td className="py-2 pr-2">
                        <Switch
                          label={SHIPPING_TAB.enabledLabel(row.countryName)}
                          checked={row.enabled}
                          onChange={(on) => update(row.countryCode, { enabled: on })}
                        />
                      </td>
                      <td className="py-2 text-right">
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={SHIPPING_TAB.remove(row.countryName)}
                          onClick={() => setRows((all) => all.filter((r) => r.countryCode !== row.countryCode))}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
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
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COMMON.saving : SHIPPING_TAB.save}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
