import { useId } from "react";
import type { Currency } from "../../../domain/money";
import { formatMoney } from "../../../domain/money";
import type { Dashboard } from "../../../contracts/dashboard";
import { DASHBOARD } from "./dashboard-strings";
import { busiestDay, chartBars, formatDay, formatShortDay } from "./dashboard-view";

const BAR_WIDTH = 10;
const HEIGHT = 100;

/**
 * Revenue by day as bars and orders by day as a line, drawn as a small SVG (no chart library). Screen
 * readers get the text summary the picture stands for.
 */
export function RevenueChart({
  byDay,
  revenue,
  ordersCount,
  currency,
}: {
  byDay: Dashboard["byDay"];
  revenue: string;
  ordersCount: number;
  currency: Currency;
}) {
  const summaryId = useId();
  const bars = chartBars(byDay);
  const busiest = busiestDay(byDay);
  const width = Math.max(1, bars.length) * BAR_WIDTH;
  const summary = DASHBOARD.chartSummary(
    bars.length,
    formatMoney(revenue, currency),
    ordersCount,
    busiest
      ? DASHBOARD.busiestDay(formatDay(busiest.date), busiest.ordersCount, formatMoney(busiest.revenue, currency))
      : null,
  );
  const points = bars.map((bar, i) => `${i * BAR_WIDTH + BAR_WIDTH / 2},${HEIGHT - bar.ordersHeight * 0.95}`).join(" ");

  return (
    <figure className="grid gap-3">
      <div className="flex flex-wrap items-center gap-4 text-xs font-medium text-ink-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-primary/70" />
          {DASHBOARD.chartRevenue}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-0.5 w-4 rounded bg-accent-ink" />
          {DASHBOARD.chartOrders}
        </span>
      </div>
      <svg
        role="img"
        aria-labelledby={summaryId}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-xl bg-surface"
      >
        {bars.map((bar, i) => (
          <rect
            key={bar.date}
            x={i * BAR_WIDTH + BAR_WIDTH * 0.15}
            width={BAR_WIDTH * 0.7}
            y={HEIGHT - bar.revenueHeight * 0.95}
            height={bar.revenueHeight * 0.95}
            className="fill-primary/70"
          >
            <title>
              {DASHBOARD.barTitle(formatDay(bar.date), formatMoney(bar.revenue, currency), bar.ordersCount)}
            </title>
          </rect>
        ))}
        {bars.length > 1 ? (
          <polyline
            points={points}
            fill="none"
            vectorEffect="non-scaling-stroke"
            strokeWidth={2}
            className="stroke-accent-ink"
          />
        ) : null}
      </svg>
      {bars.length > 0 ? (
        <div className="flex justify-between text-xs text-ink-muted" aria-hidden="true">
          <span>{formatShortDay(bars[0].date)}</span>
          {bars.length > 1 ? <span>{formatShortDay(bars[bars.length - 1].date)}</span> : null}
        </div>
      ) : null}
      <figcaption id={summaryId} className="text-sm leading-6 text-ink-muted">
        {ordersCount === 0 ? `${DASHBOARD.chartEmpty} ${summary}` : summary}
      </figcaption>
    </figure>
  );
}
