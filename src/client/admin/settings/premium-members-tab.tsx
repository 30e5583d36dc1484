import { Crown, Search } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { PremiumMember } from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../lib/ui/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, PREMIUM_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { TabHeading } from "./settings-ui";
import { usePremiumMembers, useRemovePremium } from "./use-settings";
import { ConfirmDialog } from "../components/confirm-dialog";
import { DataTable, dataColumns } from "../components/data-table";
import { StoreTimeNote } from "../components/store-time-note";
import { useStoreClock, type StoreClock } from "../components/use-store-time-zone";

export function PremiumMembersTab() {
  const [search, setSearch] = useState("");
  // Typing stays fast; the list follows the settled text.
  const q = useDeferredValue(search.trim());
  const query = usePremiumMembers(q);
  const [removing, setRemoving] = useState<PremiumMember | null>(null);
  const clock = useStoreClock();
  const columns = useMemo(() => memberColumns(clock, setRemoving), [clock]);

  return (
    <AdminCard>
      <TabHeading title={PREMIUM_TAB.title} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <TextField
          label={PREMIUM_TAB.search}
          hint={PREMIUM_TAB.searchHint}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:w-80"
        />
        {query.data ? (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {PREMIUM_TAB.count(query.data.length)}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={PREMIUM_TAB.tableCaption}
        columns={columns}
        data={query.data}
        getRowId={(member) => String(member.id)}
        query={query}
        failed={PREMIUM_TAB.loadFailed}
        empty={
          <p className="flex items-center gap-2 text-sm text-ink-muted">
            <Search aria-hidden="true" className="size-4" />
            {q ? PREMIUM_TAB.emptySearch : PREMIUM_TAB.empty}
          </p>
        }
        minWidth="min-w-[40rem]"
        rowClassName={() => "align-middle"}
        footer={<StoreTimeNote />}
      />
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </AdminCard>
  );
}

const column = dataColumns<PremiumMember>();

/** The whole list is in the browser, so name, email and since sort it (the server's order is the start). */
function memberColumns(clock: StoreClock, onRemove: (member: PremiumMember) => void) {
  return [
    column.accessor("fullName", {
      header: PREMIUM_TAB.name,
      enableSorting: true,
      sortFn: "text",
      meta: { rowHeader: true, className: "px-4 py-3 font-semibold break-words text-ink" },
      cell: ({ row }) => (
        <span className="flex items-center gap-1.5">
          <Crown aria-hidden="true" className="size-4 shrink-0 text-accent-ink" />
          {row.original.fullName}
        </span>
      ),
    }),
    column.accessor("email", {
      header: PREMIUM_TAB.email,
      enableSorting: true,
      sortFn: "text",
      meta: { className: "px-4 py-3 break-all text-ink-muted" },
    }),
    column.accessor((member) => (member.premiumSince ? Date.parse(member.premiumSince) : 0), {
      id: "since",
      header: PREMIUM_TAB.since,
      enableSorting: true,
      sortFn: "basic",
      meta: { className: "px-4 py-3 whitespace-nowrap text-ink-muted" },
      cell: ({ row: { original: member } }) =>
        member.premiumSince ? (
          <time dateTime={member.premiumSince}>{clock.date(member.premiumSince)}</time>
        ) : (
          PREMIUM_TAB.unknownSince
        ),
    }),
    column.display({
      id: "source",
      header: PREMIUM_TAB.source,
      meta: { className: "px-4 py-3 text-ink-muted" },
      cell: ({ row: { original: member } }) =>
        member.premiumSource ? PREMIUM_TAB.sources[member.premiumSource] : PREMIUM_TAB.unknownSource,
    }),
    column.display({
      id: "actions",
      header: PREMIUM_TAB.actions,
      meta: { hiddenHeading: true, className: "px-4 py-3 text-right" },
      cell: ({ row: { original: member } }) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={PREMIUM_TAB.removeLabel(member.fullName)}
          onClick={() => onRemove(member)}
        >
          {PREMIUM_TAB.remove}
        </Button>
      ),
    }),
  ];
}

function RemoveDialog({ member, onClose }: { member: PremiumMember | null; onClose: () => void }) {
  const remove = useRemovePremium();
  function confirm() {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: PREMIUM_TAB.removedTitle, description: PREMIUM_TAB.removedText(member.fullName) });
        onClose();
      },
      onError: (error) => failureToast(SETTINGS_FAILURES.premium, error),
    });
  }
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={PREMIUM_TAB.removeTitle}
      text={member ? PREMIUM_TAB.removeText(member.fullName, member.email) : null}
      cancel={COMMON.cancel}
      confirm={remove.isPending ? PREMIUM_TAB.removing : PREMIUM_TAB.remove}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
