import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import type { EmailReminders } from "../../../contracts/user";
import { apiRequest } from "../../lib/api/api";
import { EMAIL_REMINDERS_KEY } from "../../lib/api/query-keys";
import { emailRemindersQuery } from "../../lib/api/shop-queries";
import { cn } from "../../lib/ui/cn";
import { toast } from "../../lib/ui/use-toast";

export const EMAILS_SECTION = {
  title: "Emails",
  text: "Emails about your orders (confirmations, payments, cancellations, shipping) always come.",
  reminders: "Payment reminders by email",
  remindersHint: "Before an unpaid order's payment deadline. Each one has an unsubscribe link too.",
  saved: "Email settings saved",
  saveFailed: "Failed to save your email settings",
} as const;

const [EMAIL_REMINDERS_PATH] = EMAIL_REMINDERS_KEY;

/** The profile's "Emails": the one kind of email a shopper may turn off, as a switch (decision 072). */
export function EmailRemindersSection() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const current = useQuery(emailRemindersQuery);
  const save = useMutation({
    mutationFn: (on: boolean) => apiRequest<EmailReminders>("PUT", EMAIL_REMINDERS_PATH, { on }),
    onSuccess: (answer) => {
      queryClient.setQueryData(emailRemindersQuery.queryKey, answer);
      toast({ title: EMAILS_SECTION.saved });
    },
    onError: (error) => toast({ title: EMAILS_SECTION.saveFailed, description: error.message, variant: "destructive" }),
  });
  // While saving, the switch already shows where the shopper moved it.
  const on = save.isPending ? save.variables : current.data?.on;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-card p-5 shadow-sm shadow-ink/[0.03]"
    >
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink">
        {EMAILS_SECTION.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{EMAILS_SECTION.text}</p>
      <div className="mt-3 flex min-h-11 items-start justify-between gap-4">
        <span className="grid">
          <span id={`${headingId}-reminders`} className="text-[0.9375rem] font-medium text-ink">
            {EMAILS_SECTION.reminders}
          </span>
          <span className="text-sm text-ink-muted">{EMAILS_SECTION.remindersHint}</span>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={on ?? false}
          aria-labelledby={`${headingId}-reminders`}
          aria-busy={current.isPending || save.isPending || undefined}
          disabled={current.isPending || current.isError}
          onClick={() => {
            if (save.isPending || on === undefined) return;
            save.mutate(!on);
          }}
          className={cn(
            "relative mt-0.5 h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-50",
            on ? "bg-primary" : "bg-line",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow transition-transform",
              on && "translate-x-5",
            )}
          />
        </button>
      </div>
    </section>
  );
}
