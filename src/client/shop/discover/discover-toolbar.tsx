import { LayoutGrid, RectangleVertical } from "lucide-react";
import { CountdownBadge } from "../../components/countdown-badge";
import type { DiscoverView } from "../../lib/products/discover-storage";

export interface DiscoverToolbarProps {
  view: DiscoverView;
  onViewChange: (view: DiscoverView) => void;
  /** expiresAt of the current product. */
  expiresAt: string;
  onExpire: () => void;
}

const ROW = "px-safe flex h-12 items-center justify-between gap-2 border-t border-line/60";

/** The header's second row: the current product's countdown and the switch between the two views. */
export function DiscoverToolbar({ view, onViewChange, expiresAt, onExpire }: DiscoverToolbarProps) {
  const next: DiscoverView = view === "catalog" ? "individual" : "catalog";
  const Icon = next === "catalog" ? LayoutGrid : RectangleVertical;

  return (
    <div className={ROW}>
      <CountdownBadge target={expiresAt} onZero={onExpire} label="Ends in" showLabel />
      <button
        type="button"
        onClick={() => onViewChange(next)}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-line bg-card px-3 text-[0.8125rem] font-semibold text-ink shadow-sm transition-colors hover:border-primary/30 hover:bg-primary-soft hover:text-primary"
      >
        <Icon aria-hidden="true" className="size-4" />
        {next === "catalog" ? "Catalog View" : "Individual View"}
      </button>
    </div>
  );
}

/** The row's place while the first list loads, so the page below it does not move when the list arrives. */
export function DiscoverToolbarPlaceholder() {
  return <div aria-hidden="true" className={ROW} />;
}
