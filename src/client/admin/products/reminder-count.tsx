import { BellRing } from "lucide-react";
import { cn } from "../../lib/ui/cn";
import { REMINDERS } from "./product-strings";

/**
 * How many shoppers tapped "Remind me" on a scheduled product: a line under its status in the list,
 * a note above its form. Nothing for a product that is not scheduled (the server sends null).
 */
export function ReminderCount({ count, form = false }: { count: number | null | undefined; form?: boolean }) {
  if (count === null || count === undefined) return null;
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 text-ink-muted",
        // In the list it may wrap under the status: the table has to fit a laptop with every column.
        form ? "mb-4 rounded-2xl border border-line bg-card px-4 py-3 text-sm" : "mt-1 text-xs",
      )}
    >
      <BellRing aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
      {form ? REMINDERS.formNote(count) : REMINDERS.count(count)}
    </p>
  );
}
