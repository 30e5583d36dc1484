import { useId, type ReactNode } from "react";

export interface SizeSelectorProps {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  /** Shown beside the legend, e.g. the Size Chart link. */
  aside?: ReactNode;
}

/** Native radio buttons drawn as chips: arrow keys and screen-reader states come for free. */
export function SizeSelector({ sizes, value, onChange, aside }: SizeSelectorProps) {
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
        {sizes.map((size) => (
          <label key={size} className="relative cursor-pointer">
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              // Invisible but covering the chip, so a tap lands on the input itself.
              className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="grid h-11 min-w-12 place-items-center rounded-xl border border-line bg-card px-3 text-sm font-semibold text-ink transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:border-primary/40">
              {size}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
