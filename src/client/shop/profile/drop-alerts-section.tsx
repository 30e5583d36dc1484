import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { DropAlertMode } from "../../../contracts/push";
import { cn } from "../../lib/ui/cn";
import { toast } from "../../lib/ui/use-toast";
import { dropAlertsQuery, saveDropAlerts } from "../../lib/push/drop-alerts-queries";
import { DROP_ALERT_CHOICES, DROP_ALERT_STRINGS as S } from "../../lib/push/drop-alerts-strings";
import type { PushOutcome } from "../../lib/push/enable-push";

/**
 * The profile's "Drop alerts": every drop, only what the shopper asked for (the default), or off.
 * Choosing every drop is a tap that turns this browser's notifications on, so it is where the permission is
 * asked; the choice is kept either way (it holds for the shopper's other devices), and a refusal is said.
 */
export function DropAlertsSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const current = useQuery(dropAlertsQuery);
  const [refusal, setRefusal] = useState<Exclude<PushOutcome, "subscribed"> | null>(null);
  // The radio the shopper moved to, held in the tap's own render: a controlled radio drawn from the mutation's
  // state alone would spring back to the saved choice until the mutation's update arrives a task later.
  const [chosen, setChosen] = useState<DropAlertMode | null>(null);
  const save = useMutation({
    mutationFn: async (mode: DropAlertMode) => {
      if (mode === "all") {
        const { enablePush } = await import("../../lib/push/enable-push");
        const outcome = await enablePush();
        setRefusal(outcome === "subscribed" ? null : outcome);
      } else setRefusal(null);
      return saveDropAlerts(mode);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(dropAlertsQuery.queryKey, answer);
      toast({ title: S.saved });
    },
    onError: (error) => toast({ title: S.saveFailed, description: error.message, variant: "destructive" }),
    onSettled: () => setChosen(null),
  });
  const mode = chosen ?? current.data?.mode;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-card p-5 shadow-sm shadow-ink/[0.03]"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {S.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{S.sectionText}</p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-busy={current.isPending || save.isPending || undefined}
        className="mt-3 grid gap-2"
      >
        {DROP_ALERT_CHOICES.map((choice) => (
          <label
            key={choice.mode}
            className={cn(
              "flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 transition-colors",
              mode === choice.mode ? "border-primary bg-primary-soft/60" : "border-line hover:bg-primary-soft/40",
            )}
          >
            <input
              type="radio"
              name={headingId}
              value={choice.mode}
              checked={mode === choice.mode}
              // Not disabled while saving: the radio the shopper moved to keeps focus for the arrow keys.
              disabled={current.isPending}
              onChange={() => {
                if (save.isPending) return;
                setChosen(choice.mode);
                save.mutate(choice.mode);
              }}
              className="mt-1 size-4 accent-primary"
            />
            <span className="grid">
              <span className="text-[0.9375rem] font-medium text-ink">{choice.label}</span>
              <span className="text-sm text-ink-muted">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <p role="status" className="mt-2 text-sm leading-5 text-ink empty:hidden">
        {refusal === "refused" ? S.refused : refusal === "unsupported" ? S.unsupported : ""}
      </p>
    </section>
  );
}
