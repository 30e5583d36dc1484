import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";

/** A screen's empty, error or waiting state: an icon, a title, a line of text and an optional action. */
export function StateMessage({
  icon,
  title,
  text,
  tone = "primary",
  role,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone?: "primary" | "destructive";
  role?: "alert";
  children?: ReactNode;
}) {
  return (
    <div role={role} className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
      <span
        className={cn(
          "grid size-16 place-items-center rounded-full",
          tone === "destructive" ? "bg-destructive-soft text-destructive" : "bg-primary-soft text-primary",
        )}
      >
        {icon}
      </span>
      <h2 className="mt-1 font-display text-2xl font-semibold text-ink">{title}</h2>
      <p className="max-w-xs text-sm leading-6 text-ink-muted">{text}</p>
      {children}
    </div>
  );
}

/** A screen's list failed to load: "Something went wrong", what could not be loaded, and Try Again. */
export function LoadFailedMessage({
  what,
  onRetry,
  retrying = false,
  tone = "destructive",
}: {
  /** Completes "We couldn't load …", e.g. "your orders". */
  what: string;
  onRetry: () => void;
  /** While true the button is disabled, so taps do not pile up retries. */
  retrying?: boolean;
  tone?: "primary" | "destructive";
}) {
  return (
    <StateMessage
      icon={<TriangleAlert aria-hidden="true" className="size-7" />}
      title="Something went wrong"
      text={`We couldn't load ${what}. Please try again.`}
      tone={tone}
      role="alert"
    >
      <Button className="mt-2" onClick={onRetry} disabled={retrying}>
        Try Again
      </Button>
    </StateMessage>
  );
}
