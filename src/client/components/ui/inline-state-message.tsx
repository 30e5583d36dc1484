import type { ReactNode } from "react";
import { cn } from "../../lib/ui/cn";
import { Spinner } from "./spinner";

// StateMessage's inline variant (state-message.tsx is the screens' one). Its own file because only
// dialogs use it, and those load on demand: the shop's entry chunk does not carry it.

/**
 * The inline variant, for a dialog or a panel: a line of text in a box, with optional actions (e.g. Try
 * again). `destructive` for a failure the shopper should notice, `neutral` for "not available".
 */
export function InlineStateMessage({
  text,
  tone = "neutral",
  role = tone === "destructive" ? "alert" : "status",
  children,
}: {
  text: string;
  tone?: "neutral" | "destructive";
  role?: "alert" | "status";
  children?: ReactNode;
}) {
  return (
    <div
      role={role}
      className={cn(
        "grid justify-items-start gap-3 rounded-2xl p-4 text-sm leading-6",
        tone === "destructive"
          ? "bg-destructive-soft font-medium text-destructive"
          : "border border-dashed border-line bg-surface text-ink",
      )}
    >
      <p>{text}</p>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** The inline variant's waiting state: a spinner centred in the space the content will take. */
export function InlineLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn("grid place-items-center", className)}>
      <Spinner label={label} />
    </div>
  );
}
