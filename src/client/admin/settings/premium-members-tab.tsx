import { Crown, Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import type { PremiumMember } from "../../../contracts/admin-settings";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { TextField } from "../../components/ui/form-field";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { COMMON, PREMIUM_TAB, SETTINGS_FAILURES } from "./settings-strings";
import { failureToast } from "../components/failure-toast";
import { TabHeading } from "./settings-ui";
import { TabSpinner } from "./store-tab";
import { usePremiumMembers, useRemovePremium } from "./use-settings";
import { useStoreClock } from "../components/use-store-time-zone";

export function PremiumMembersTab() {
  const [search, setSearch] = useState("");
  // Typing stays fast; the list follows the settled text.
  const q = useDeferredValue(search.trim());
  const query = usePremiumMembers(q);
  const [removing, setRemoving] = useState<PremiumMember | null>(null);
  const clock = useStoreClock();

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
      {query.isPending ? (
        <TabSpinner />
      ) : query.isError ? (
        <LoadFailedMessage
          what={PREMIUM_TAB.loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Search aria-hidden="true" className="size-4" />
          {q ? PREMIUM_TAB.emptySearch : PREMIUM_TAB.empty}
        </p>
      ) : (
        <ul aria-label={PREMIUM_TAB.tableCaption} className="grid gap-3">
          {query.data.map((member) => (
            <li
              key={member.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line p-4"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="flex items-center gap-1.5 font-semibold break-words text-ink">
                  <Crown aria-hidden="true" className="size-4 text-accent-ink" />
                  {member.fullName}
                </p>
                <p className="text-sm break-all text-ink-muted">{member.email}</p>
                <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
                  <div className="flex gap-1">
                    <dt className="font-semibold">{PREMIUM_TAB.since}:</dt>
                    <dd>{member.premiumSince ? clock.date(member.premiumSince) : PREMIUM_TAB.unknownSince}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="font-semibold">{PREMIUM_TAB.source}:</dt>
                    <dd>
                      {member.premiumSource ? PREMIUM_TAB.sources[member.premiumSource] : PREMIUM_TAB.unknownSource}
                    </dd>
                  </div>
                </dl>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={PREMIUM_TAB.removeLabel(member.fullName)}
                onClick={() => setRemoving(member)}
              >
                {PREMIUM_TAB.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RemoveDialog member={removing} onClose={() => setRemoving(null)} />
    </AdminCard>
  );
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
    <Dialog open={member !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{PREMIUM_TAB.removeTitle}</DialogTitle>
          <DialogDescription>{member ? PREMIUM_TAB.removeText(member.fullName, member.email) : null}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {COMMON.cancel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? PREMIUM_TAB.removing : PREMIUM_TAB.remove}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
