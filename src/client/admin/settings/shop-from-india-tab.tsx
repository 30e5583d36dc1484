import { useState, type FormEvent } from "react";
import {
  DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
  shopFromIndiaInputSchema,
  type AdminShopFromIndia,
  type ShopFromIndiaInput,
} from "../../../contracts/admin-settings";
import { fieldErrorsOf, firstFieldErrors } from "../../../contracts/field-errors";
import { Button } from "../../components/ui/button";
import { TextAreaField, TextField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, INDIA_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { serverFieldErrors, SwitchRow, TabHeading } from "./settings-ui";
import { TabSpinner } from "./store-tab";
import { useAdminShopFromIndia, useSaveShopFromIndia } from "./use-settings";

export function ShopFromIndiaTab() {
  const query = useAdminShopFromIndia();
  if (query.isPending) return <TabSpinner />;
  if (query.isError) {
    return (
      <LoadFailedMessage what={INDIA_TAB.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return <IndiaForm key={JSON.stringify(query.data)} saved={query.data} />;
}

function IndiaForm({ saved }: { saved: AdminShopFromIndia }) {
  const [form, setForm] = useState<Required<ShopFromIndiaInput>>(() => ({
    content: saved.content,
    whatsappNumber: saved.whatsappNumber,
    buttonText: saved.buttonText || DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
    isActive: saved.isActive,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveShopFromIndia();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = shopFromIndiaInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsOf(parsed.error.issues, "form")));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: INDIA_TAB.savedTitle, description: INDIA_TAB.savedText }),
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        failureToast(SETTINGS_FAILURES.india, error);
      },
    });
  }

  return (
    <AdminCard>
      <TabHeading title={INDIA_TAB.title} text={INDIA_TAB.text} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextAreaField
          label={INDIA_TAB.content}
          value={form.content}
          error={errors.content}
          rows={6}
          onChange={(event) => setForm((f) => ({ ...f, content: event.target.value }))}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={INDIA_TAB.whatsappNumber}
            hint={INDIA_TAB.whatsappHint}
            type="tel"
            value={form.whatsappNumber}
            error={errors.whatsappNumber}
            onChange={(event) => setForm((f) => ({ ...f, whatsappNumber: event.target.value }))}
          />
          <TextField
            label={INDIA_TAB.buttonText}
            value={form.buttonText}
            placeholder={DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT}
            error={errors.buttonText}
            onChange={(event) => setForm((f) => ({ ...f, buttonText: event.target.value }))}
          />
        </div>
        <SwitchRow
          label={INDIA_TAB.isActive}
          hint={INDIA_TAB.isActiveHint}
          checked={form.isActive}
          onChange={(on) => setForm((f) => ({ ...f, isActive: on }))}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? COMMON.saving : COMMON.save}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
