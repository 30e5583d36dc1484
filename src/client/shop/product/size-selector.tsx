import { useId, type ReactNode } from "react";
import { FEW_LEFT_BELOW, onlyLeftLabel, type Stock, sizeLeft, SOLD_OUT_LABEL } from "../../../domain/stock";
import { cn } from "../../lib/ui/cn";

export interface SizeSelectorProps {
  sizes: readonly string[];
  /** Units left per limited size (null: every size unlimited). */
  stockLeft: Stock | null;
  value: string | null;
  onChange: (size: string) => void;
  /** Shown beside the legend, e.g. the Size Chart link. */
  aside?: ReactNode;
}

/** Native radio buttons drawn as chips: arrow keys and screen-reader states come for free. */
export function SizeSelector({ sizes, stockLeft, value, onChange, aside }: SizeSelectorProps) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-[0.9375rem] font-semibold text-ink">
          <span id={labelId}>Size</span>
          {value !== null && <span className="ml-1.5 font-normal text-ink-muted">{value}</span>}
        </p>
        {aside}
      </div>
      {/* A radiogroup rather than a fieldset so the Size Chart link can sit beside the label. */}
      <div role="radiogroup" aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-2">
        {sizes.map((size) => {
          const left = sizeLeft(stockLeft, size);
          const soldOut = left === 0;
          const note = soldOut ? SOLD_OUT_LABEL : left !== null && left < FEW_LEFT_BELOW ? onlyLeftLabel(left) : null;
          return (
            <label key={size} className={cn("relative", soldOut ? "cursor-not-allowed" : "cursor-pointer")}>
              <input
                type="radio"
                name="size"
                value={size}
                checked={value === size}
                disabled={soldOut}
                onChange={() => onChange(size)}
                // Invisible but covering the chip, so a tap lands on the input itself.
                className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span
                className={cn(
                  "grid min-h-11 min-w-12 place-items-center rounded-xl border border-line bg-card px-3 py-1 text-sm font-semibold text-ink transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:border-primary/40",
                  soldOut && "border-dashed bg-line/40 text-ink-muted hover:border-line",
                )}
              >
                <span className={cn(soldOut && "line-through")}>{size}</span>
                {note && (
                  <span className={cn("text-[0.6875rem] leading-4 font-medium", !soldOut && "text-accent-ink")}>
                    {note}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
