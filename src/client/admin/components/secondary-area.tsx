import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/ui/cn";

/**
 * A clearly labelled area that is one click away rather than in the way (Manage Products shows its
 * table first). A native disclosure, so it opens with a click, Enter or Space, and says whether it is open.
 */
export function SecondaryArea({
  title,
  text,
  tone = "default",
  children,
}: {
  title: string;
  text: string;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const danger = tone === "danger";
  return (
    <details
      className={cn(
        "group rounded-2xl border bg-card",
        danger ? "border-destructive/30 open:bg-destructive-soft" : "border-line",
      )}
    >
      <summary
        className={cn(
          "flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3 focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <span className="grid gap-0.5">
          <span className={cn("font-display text-lg font-semibold", danger ? "text-destructive" : "text-ink")}>
            {title}
          </span>
          <span className="text-sm text-ink-muted">{text}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="grid gap-4 px-5 pb-5">{children}</div>
    </details>
  );
}
