import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/ui/cn";

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list, arrow keys (and Home,
 * End) move between tabs and show theirs. The caller owns the selection (e.g. in the URL).
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onChange,
  children,
}: {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (v: T) => `${baseId}-tab-${v}`;
  const panelId = (v: T) => `${baseId}-panel-${v}`;

  // On a phone the list scrolls sideways: the selected tab (e.g. from the URL) is brought into view.
  useEffect(() => {
    tabRefs.current.get(value)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [value]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length].value;
    onChange(target);
    tabRefs.current.get(target)?.focus();
  }

  return (
    <div className="grid gap-5">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.value)}
              className={cn(
                "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors",
                "focus-visible:rounded-t-lg focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none",
                selected ? "border-primary text-primary" : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0} className="outline-none">
        {children}
      </div>
    </div>
  );
}
