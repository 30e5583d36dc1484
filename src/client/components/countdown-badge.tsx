import { Clock } from "lucide-react";
import { EXPIRED_LABEL, formatCountdown } from "../../domain/countdown";
import { cn } from "../lib/ui/cn";
import { useCountdown } from "../lib/products/use-countdown";

export interface CountdownBadgeProps {
  /** ISO time the countdown runs to, e.g. a product's expiresAt. */
  target: string | null | undefined;
  /** Called once when the countdown reaches zero. */
  onZero?: () => void;
  /** Read before the time by screen readers, e.g. "Ends in". */
  label: string;
  /** Show `label` on screen too, not only to screen readers. */
  showLabel?: boolean;
  tone?: "light" | "overlay";
  className?: string;
}

/**
 * "2d 3h 4m 5s", ticking every second; "Expired" at zero. A `timer` role is not announced on every tick
 * (its live region is off), so screen readers hear it only when they reach it.
 */
export function CountdownBadge({
  target,
  onZero,
  label,
  showLabel = false,
  tone = "light",
  className,
}: CountdownBadgeProps) {
  const remaining = useCountdown(target, onZero);
  const text = formatCountdown(remaining);
  const expired = text === EXPIRED_LABEL;

  return (
    <span
      role="timer"
      className={cn(
        "inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap tabular-nums",
        expired
          ? "bg-destructive-soft text-destructive"
          : tone === "overlay"
            ? "bg-card/90 text-ink shadow-sm backdrop-blur-sm"
            : "bg-accent-soft text-accent-ink",
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3.5" strokeWidth={2.25} />
      {/* The trailing space keeps "Ends in 2h" two words for screen readers; flex layout hides it. */}
      {!expired && <span className={showLabel ? undefined : "sr-only"}>{`${label} `}</span>}
      {text}
    </span>
  );
}
