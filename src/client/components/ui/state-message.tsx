import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/ui/cn";
import { Button } from "./button";

const iconTones = {
  primary: "bg-primary-soft text-primary",
  destructive: "bg-destructive-soft text-destructive",
  accent: "bg-accent-soft text-accent-ink",
} as const;

/**
 * A screen's empty, error or waiting state: an icon, a title, a line of text and an optional action.
 * `headingLevel` 1 when the state is all the screen shows (its title is then the page's heading).
 */
export function StateMessage({
  icon,
  title,
  text,
  tone = "primary",
  role,
  headingLevel = 2,
  children,
}: {
  icon?: ReactNode;
  title: string;
  text: string;
  tone?: keyof typeof iconTones;
  role?: "alert";
  headingLevel?: 1 | 2;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div role={role} className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
      {icon ? (
        <span className={cn("grid size-16 place-items-center rounded-full", iconTones[tone])}>{icon}</span>
      ) : null}
      <Heading className="mt-1 font-display text-2xl font-semibold text-ink">{title}</Heading>
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
