import { cn } from "../../lib/ui/cn";

const sizes = {
  sm: "size-4 border-2",
  md: "size-8 border-[3px]",
  lg: "size-12 border-4",
} as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** What is loading, for screen readers; "Loading" unless something more specific helps. */
  label?: string;
  className?: string;
}

export function Spinner({ size = "md", label = "Loading", className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn("inline-flex", className)}>
      <span
        aria-hidden="true"
        className={cn("animate-spin rounded-full border-primary/20 border-t-primary", sizes[size])}
      />
    </span>
  );
}

/** Centred spinner for a whole screen or panel that has nothing else to show yet. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
