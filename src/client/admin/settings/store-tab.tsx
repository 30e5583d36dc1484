import { useState, type FormEvent } from "react";
import { storeSettingsInputSchema, type StoreSettingsInput } from "../../../contracts/admin-settings";
import { fieldErrorsOf, firstFieldErrors } from "../../../contracts/field-errors";
import type { StoreSettings } from "../../../contracts/settings";
import { CURRENCIES } from "../../../domain/money";
import { SUPPORT_HOURS_FALLBACK } from "../../../domain/store-defaults";
import { Button } from "../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, SETTINGS_FAILURES, STORE_TAB } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { serverFieldErrors, TabHeading } from "./settings-ui";
import { useAdminStoreSettings, useSaveStoreSettings } from "./use-settings";

type Form = { [K in keyof StoreSettingsInput]-?: string };

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
  const [form, setForm] = useState<Form>(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveStoreSettings();
  const set = (field: keyof Form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = storeSettingsInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsOf(parsed.error.issues, "form")));
      return;
    }
    setErrors({});
    save.mutate(form as StoreSettingsInput, {
      onSuccess: () => toast({ title: STORE_TAB.savedTitle, description: STORE_TAB.savedText }),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        failureToast(SETTINGS_FAILURES.store, error);
      },
    });
  }

  return (
    <AdminCard>
      <TabHeading title={STORE_TAB.title} text={STORE_TAB.text} />
      <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-2">
        <TextField
          label={STORE_TAB.storeName}
          value={form.storeName}
          onChange={set("storeName")}
          error={errors.storeName}
          autoComplete="organization"
        />
        <TextField
          label={STORE_TAB.storeEmail}
          type="email"
          value={form.storeEmail}
          onChange={set("storeEmail")}
          error={errors.storeEmail}
          autoComplete="email"
        />
        <TextField
          label={STORE_TAB.storePhone}
          type="tel"
          value={form.storePhone}
          onChange={set("storePhone")}
          error={errors.storePhone}
          autoComplete="tel"
        />
        <SelectField
          label={STORE_TAB.currency}
          hint={STORE_TAB.currencyHint}
          value={form.currency}
          onChange={set("currency")}
          error={errors.currency}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={STORE_TAB.timeZone}
          hint={STORE_TAB.timeZoneHint}
          value={form.timeZone}
          onChange={set("timeZone")}
          error={errors.timeZone}
        >
          {timeZones(form.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={STORE_TAB.storeAddress}
          value={form.storeAddress}
          onChange={set("storeAddress")}
          error={errors.storeAddress}
          rows={3}
          className="md:col-span-2"
        />
        <TextField
          label={STORE_TAB.supportHours}
          hint={STORE_TAB.supportHoursHint}
          placeholder={SUPPORT_HOURS_FALLBACK}
          value={form.supportHours}
          onChange={set("supportHours")}
          error={errors.supportHours}
          className="md:col-span-2"
        />
        <TextAreaField
          label={STORE_TAB.paymentInstructions}
          hint={STORE_TAB.paymentInstructionsHint}
          placeholder={STORE_TAB.paymentInstructionsPlaceholder}
          value={form.paymentInstructions}
          onChange={set("paymentInstructions")}
          error={errors.paymentInstructions}
          rows={4}
          className="md:col-span-2"
        />
        <TextAreaField
          label={STORE_TAB.storeDescription}
          value={form.storeDescription}
          onChange={set("storeDescription")}
          error={errors.storeDescription}
          rows={4}
          className="md:col-span-2"
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COMMON.saving : COMMON.save}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
