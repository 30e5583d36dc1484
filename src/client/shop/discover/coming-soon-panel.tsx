import { BadgeCheck, RotateCcw, Sparkles, Tag } from "lucide-react";
import { lazy, Suspense } from "react";
import { countdownParts, SECOND_MS } from "../../../domain/countdown";
import { useCountdown } from "../../lib/products/use-countdown";

export interface ComingSoonPanelProps {
  nextReleaseTime: string;
  productCount: number;
  /** The products going live at that moment: "Remind me" asks for all of them. */
  productIds: readonly number[];
  /** Called once when the countdown reaches zero: the new products are live. */
  onRelease: () => void;
}

export function launchMessage(productCount: number): string {
  return productCount === 1 ? "1 amazing product is launching" : `${productCount} amazing products are launching`;
}

// Drop alerts are fetched only when the panel shows: Discover's entry chunk carries just this import.
const ReleaseReminder = lazy(() =>
  import("../../components/release-reminder").then((m) => ({ default: m.ReleaseReminder })),
);

/** The countdown's accessible name: a timer is not named by its digits. */
export const TIMER_NAME = "Time until the new products launch";

const MARKETING_LINES = [
  { icon: Tag, text: "Launch-day prices on every piece, for a limited time only" },
  { icon: BadgeCheck, text: "Handpicked quality, checked piece by piece before it ships" },
  { icon: RotateCcw, text: "Easy returns if it is not quite right" },
] as const;

/** Shown when nothing is live but a release is scheduled: a countdown to the next drop. */
export function ComingSoonPanel({ nextReleaseTime, productCount, productIds, onRelease }: ComingSoonPanelProps) {
  const remaining = useCountdown(nextReleaseTime, onRelease);
  // Whole seconds rounded up, like every countdown here: it reads 00 only when the drop is live.
  const { days, hours, minutes, seconds } = countdownParts(Math.ceil(remaining / SECOND_MS) * SECOND_MS);
  const units = [
    { value: days, label: "Days" },
    { value: hours, label: "Hours" },
    { value: minutes, label: "Minutes" },
    { value: seconds, label: "Seconds" },
  ];

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="flex flex-1 flex-col items-center justify-center py-6 text-center"
    >
      <div className="relative w-full overflow-hidden rounded-[2rem] bg-primary px-5 pt-8 pb-7 text-primary-foreground shadow-xl shadow-primary/25">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-12 size-48 rounded-full bg-accent/25 blur-2xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-20 -left-10 size-44 rounded-full bg-white/10 blur-2xl"
        />
        <span className="relative mx-auto grid size-12 place-items-center rounded-2xl bg-white/12 ring-1 ring-white/20">
          <Sparkles aria-hidden="true" className="size-6 text-accent" />
        </span>
        <h2 id="coming-soon-title" className="relative mt-4 font-display text-[1.625rem] leading-tight font-semibold">
          New Products Coming Soon!
        </h2>
        <div role="timer" aria-label={TIMER_NAME} className="relative mt-6 grid grid-cols-4 gap-2">
          {units.map(({ value, label }) => (
            <div key={label} className="rounded-2xl bg-white/10 px-1 py-3 ring-1 ring-white/15">
              <span className="block font-display text-[1.75rem] leading-none font-semibold tabular-nums">
                {String(value).padStart(2, "0")}
              </span>
              <span className="mt-1.5 block text-[0.6875rem] font-semibold tracking-wide text-white/85 uppercase">
                {label}
              </span>
            </div>
          ))}
        </div>
        <p className="relative mt-6 text-[0.9375rem] font-semibold text-accent-soft">{launchMessage(productCount)}</p>
        {productIds.length > 0 && (
          // The button's height is kept while its code loads, so nothing below moves.
          <Suspense fallback={<div aria-hidden="true" className="mt-5 h-11" />}>
            <ReleaseReminder productIds={productIds} />
          </Suspense>
        )}
      </div>

      <ul className="mt-6 grid w-full gap-2.5 text-left">
        {MARKETING_LINES.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-center gap-3 rounded-2xl border border-line bg-card px-4 py-3 text-sm leading-5 text-ink"
          >
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
