import { useEffect, useState, type FormEvent } from "react";
import { PRICING_TABLE_CODE_REQUIRED, type AdminStripePricingTable } from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { InlineStateMessage } from "../../components/ui/inline-state-message";
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { loadPricingTableScript, usablePricingTable, type UsablePricingTable } from "../../lib/stripe-pricing-table";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, MEMBERSHIP_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast, TabHeading, TextAreaField } from "./settings-ui";
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
          <PricingTablePreview key={`${table.pricingTableId} ${table.publishableKey}`} table={table} />
        ) : (
          <InlineStateMessage text={MEMBERSHIP_TAB.notConfigured} />
        )}
      </AdminCard>
    </div>
  );
}

function CodeForm({ saved }: { saved: AdminStripePricingTable }) {
  const [code, setCode] = useState(saved.stripePricingTableCode ?? "");
  const [error, setError] = useState<string>();
  const save = useSavePricingTable();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === "") {
      setError(PRICING_TABLE_CODE_REQUIRED);
      failureToast(SETTINGS_FAILURES.stripe, new Error(PRICING_TABLE_CODE_REQUIRED));
      return;
    }
    setError(undefined);
    save.mutate(code, {
      onSuccess: () => toast({ title: MEMBERSHIP_TAB.savedTitle, description: MEMBERSHIP_TAB.savedText }),
      onError: (failure) => {
        setError(failure.message);
        failureToast(SETTINGS_FAILURES.stripe, failure);
      },
    });
  }

  return (
    <AdminCard>
      <TabHeading title={MEMBERSHIP_TAB.title} text={MEMBERSHIP_TAB.text} />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextAreaField
          label={MEMBERSHIP_TAB.code}
          value={code}
          error={error}
          rows={6}
          spellCheck={false}
          className="font-mono"
          onChange={(event) => setCode(event.target.value)}
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

/** Stripe's element with Stripe's own script, as the shop's premium dialog renders it. */
function PricingTablePreview({ table }: { table: UsablePricingTable }) {
  const [script, setScript] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPricingTableScript().then(
      () => live && setScript("ready"),
      () => live && setScript("failed"),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (script === "failed") {
    return (
      <InlineStateMessage text={MEMBERSHIP_TAB.scriptFailed}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setScript("loading");
            setAttempt((n) => n + 1);
          }}
        >
          {MEMBERSHIP_TAB.tryAgain}
        </Button>
      </InlineStateMessage>
    );
  }
  return (
    <div className="relative min-h-28">
      {script === "loading" ? (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label={MEMBERSHIP_TAB.loadingPlans} />
        </div>
      ) : null}
      <stripe-pricing-table pricing-table-id={table.pricingTableId} publishable-key={table.publishableKey} />
    </div>
  );
}
