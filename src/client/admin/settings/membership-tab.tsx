import { stripePricingTableInputSchema, type AdminStripePricingTable } from "../../../contracts/admin-settings";
import { PRICING_TABLE_NOT_CONFIGURED, StripePricingTable } from "../../components/stripe-pricing-table";
import { TextAreaField } from "../../components/ui/form-field";
import { InlineStateMessage } from "../../components/ui/inline-state-message";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { usablePricingTable } from "../../lib/store/stripe-pricing-table";
import { toast } from "../../lib/ui/use-toast";
import { AdminCard } from "../components/admin-page";
import { MEMBERSHIP_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { useContractForm } from "../components/use-contract-form";
import { FormCard, TabHeading } from "./settings-ui";
import { TabSpinner } from "./store-tab";
import { useAdminPricingTable, useSavePricingTable } from "./use-settings";

export function MembershipTab() {
  const query = useAdminPricingTable();
  if (query.isPending) return <TabSpinner />;
  if (query.isError) {
    return (
      <LoadFailedMessage
        what={MEMBERSHIP_TAB.loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const table = usablePricingTable(query.data);
  return (
    <div className="grid gap-5 xl:grid-cols-2 xl:items-start">
      <CodeForm key={query.data.stripePricingTableCode ?? ""} saved={query.data} />
      <AdminCard>
        <TabHeading title={MEMBERSHIP_TAB.previewTitle} text={MEMBERSHIP_TAB.previewText} />
        {table ? (
          <StripePricingTable
            key={`${table.pricingTableId} ${table.publishableKey}`}
            table={table}
            failedText={MEMBERSHIP_TAB.scriptFailed}
          />
        ) : (
          <InlineStateMessage text={PRICING_TABLE_NOT_CONFIGURED} />
        )}
      </AdminCard>
    </div>
  );
}

function CodeForm({ saved }: { saved: AdminStripePricingTable }) {
  const form = useContractForm(stripePricingTableInputSchema, {
    defaultValues: { stripePricingTableCode: saved.stripePricingTableCode ?? "" },
    failureTitle: SETTINGS_FAILURES.stripe,
  });
  const save = useSavePricingTable();
  const submit = form.submitWith(
    (values) => save.mutateAsync(values.stripePricingTableCode),
    () => toast({ title: MEMBERSHIP_TAB.savedTitle, description: MEMBERSHIP_TAB.savedText }),
  );

  return (
    <FormCard
      title={MEMBERSHIP_TAB.title}
      text={MEMBERSHIP_TAB.text}
      onSubmit={submit}
      saving={form.formState.isSubmitting}
    >
      <TextAreaField
        label={MEMBERSHIP_TAB.code}
        {...form.field("stripePricingTableCode")}
        rows={6}
        spellCheck={false}
        className="font-mono"
      />
    </FormCard>
  );
}
