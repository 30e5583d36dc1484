import { useId } from "react";
import { Controller } from "react-hook-form";
import { storeSettingsInputSchema, type StoreSettingsInput } from "../../../contracts/admin-settings";
import type { StoreSettings } from "../../../contracts/settings";
import { CURRENCIES } from "../../../domain/money";
import { SUPPORT_HOURS_FALLBACK } from "../../../domain/store-defaults";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/ui/use-toast";
import { SETTINGS_FAILURES, STORE_TAB } from "./settings-strings";
import { Options } from "../components/select-options";
import { useContractForm } from "../components/use-contract-form";
import { FormCard } from "./settings-ui";
import { useAdminStoreSettings, useSaveStoreSettings } from "./use-settings";

type Form = Required<StoreSettingsInput>;

function formOf(settings: StoreSettings): Form {
  return {
    storeName: settings.storeName ?? "",
    storeEmail: settings.storeEmail ?? "",
    storePhone: settings.storePhone ?? "",
    currency: settings.currency,
    storeAddress: settings.storeAddress ?? "",
    storeDescription: settings.storeDescription ?? "",
    timeZone: settings.timeZone,
    supportHours: settings.supportHours ?? "",
    paymentInstructions: settings.paymentInstructions ?? "",
    customerPortalUrl: settings.customerPortalUrl ?? "",
    unpaidOrderDeadlineMinutes: settings.unpaidOrderDeadlineMinutes,
  };
}

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(current) ? zones : [current, ...zones];
}

export function StoreTab() {
  const query = useAdminStoreSettings();
  if (query.isPending) return <TabSpinner />;
  if (query.isError) {
    return (
      <LoadFailedMessage what={STORE_TAB.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  // Keyed by the stored values, so a save elsewhere (another tab) starts the form afresh.
  return <StoreForm key={JSON.stringify(query.data)} settings={query.data} />;
}

export function TabSpinner() {
  return (
    <div className="grid place-items-center py-16">
      <Spinner size="lg" />
    </div>
  );
}

function StoreForm({ settings }: { settings: StoreSettings }) {
  const form = useContractForm(storeSettingsInputSchema, {
    defaultValues: formOf(settings),
    failureTitle: SETTINGS_FAILURES.store,
  });
  const save = useSaveStoreSettings();
  const submit = form.submitWith(save.mutateAsync, () =>
    toast({ title: STORE_TAB.savedTitle, description: STORE_TAB.savedText }),
  );

  return (
    <FormCard
      title={STORE_TAB.title}
      text={STORE_TAB.text}
      onSubmit={submit}
      saving={form.formState.isSubmitting}
      className="grid gap-4 md:grid-cols-2"
      footerClassName="md:col-span-2"
    >
      <TextField label={STORE_TAB.storeName} {...form.field("storeName")} autoComplete="organization" />
      <TextField label={STORE_TAB.storeEmail} type="email" {...form.field("storeEmail")} autoComplete="email" />
      <TextField label={STORE_TAB.storePhone} type="tel" {...form.field("storePhone")} autoComplete="tel" />
      <SelectField label={STORE_TAB.currency} hint={STORE_TAB.currencyHint} {...form.field("currency")}>
        <Options values={CURRENCIES} />
      </SelectField>
      <SelectField label={STORE_TAB.timeZone} hint={STORE_TAB.timeZoneHint} {...form.field("timeZone")}>
        <Options values={timeZones(settings.timeZone)} />
      </SelectField>
      {/* The long fields take the whole width. */}
      <div className="grid gap-4 md:col-span-2">
        <TextAreaField label={STORE_TAB.storeAddress} {...form.field("storeAddress")} rows={3} />
        <TextField
          label={STORE_TAB.supportHours}
          hint={STORE_TAB.supportHoursHint}
          placeholder={SUPPORT_HOURS_FALLBACK}
          {...form.field("supportHours")}
        />
        <TextAreaField
          label={STORE_TAB.paymentInstructions}
          hint={STORE_TAB.paymentInstructionsHint}
          placeholder={STORE_TAB.paymentInstructionsPlaceholder}
          {...form.field("paymentInstructions")}
          rows={4}
        />
        <Controller
          control={form.control}
          name="unpaidOrderDeadlineMinutes"
          render={({ field }) => (
            <DeadlineField
              value={field.value ?? null}
              onChange={field.onChange}
              error={form.errorOf("unpaidOrderDeadlineMinutes")}
            />
          )}
        />
        <TextField
          label={STORE_TAB.customerPortalUrl}
          hint={STORE_TAB.customerPortalUrlHint}
          type="url"
          inputMode="url"
          placeholder="https://billing.stripe.com/p/login/…"
          {...form.field("customerPortalUrl")}
        />
        <TextAreaField label={STORE_TAB.storeDescription} {...form.field("storeDescription")} rows={4} />
      </div>
    </FormCard>
  );
}

/**
 * "Unpaid orders are cancelled after": off, or hours and minutes, kept as whole minutes. A half-typed time
 * stays as typed and is refused on save by the contract's message, never rounded away.
 */
function DeadlineField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (minutes: number | null) => void;
  error: string | undefined;
}) {
  const id = useId();
  const on = value !== null;
  const hours = on ? Math.floor(value / 60) : 2;
  const minutes = on ? value % 60 : 0;
  const set = (h: number, m: number) => onChange(Number.isFinite(h) && Number.isFinite(m) ? h * 60 + m : Number.NaN);
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-medium text-ink">{STORE_TAB.paymentDeadline}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={!on} onChange={(event) => onChange(event.target.checked ? null : 120)} />
        {STORE_TAB.paymentDeadlineOff}
      </label>
      {on && (
        <div className="flex flex-wrap gap-3">
          <TextField
            label={STORE_TAB.deadlineHours}
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            className="w-28"
            value={Number.isFinite(hours) ? hours : ""}
            onChange={(event) => set(event.target.valueAsNumber, minutes)}
          />
          <TextField
            label={STORE_TAB.deadlineMinutes}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            className="w-28"
            value={Number.isFinite(minutes) ? minutes : ""}
            onChange={(event) => set(hours, event.target.valueAsNumber)}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {STORE_TAB.paymentDeadlineHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
