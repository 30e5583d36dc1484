import {
  DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
  shopFromIndiaInputSchema,
  type AdminShopFromIndia,
} from "../../../contracts/admin-settings";
import { TextAreaField, TextField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/ui/use-toast";
import { INDIA_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { useContractForm } from "../components/use-contract-form";
import { FormCard, SwitchRow } from "./settings-ui";
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
  const form = useContractForm(shopFromIndiaInputSchema, {
    defaultValues: {
      content: saved.content,
      whatsappNumber: saved.whatsappNumber,
      buttonText: saved.buttonText || DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT,
      isActive: saved.isActive,
    },
    failureTitle: SETTINGS_FAILURES.india,
  });
  const save = useSaveShopFromIndia();
  const submit = form.submitWith(save.mutateAsync, () =>
    toast({ title: INDIA_TAB.savedTitle, description: INDIA_TAB.savedText }),
  );

  return (
    <FormCard title={INDIA_TAB.title} text={INDIA_TAB.text} onSubmit={submit} saving={form.formState.isSubmitting}>
      <TextAreaField label={INDIA_TAB.content} {...form.field("content")} rows={6} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={INDIA_TAB.whatsappNumber}
          hint={INDIA_TAB.whatsappHint}
          type="tel"
          {...form.field("whatsappNumber")}
        />
        <TextField
          label={INDIA_TAB.buttonText}
          {...form.field("buttonText")}
          placeholder={DEFAULT_SHOP_FROM_INDIA_BUTTON_TEXT}
        />
      </div>
      <SwitchRow
        label={INDIA_TAB.isActive}
        hint={INDIA_TAB.isActiveHint}
        checked={form.watch("isActive") === true}
        onChange={(on) => form.setValue("isActive", on, { shouldDirty: true })}
      />
    </FormCard>
  );
}
