import { Ruler } from "lucide-react";
import type { Category } from "../../../domain/catalog";
import { CATEGORY_LABELS } from "../../../domain/catalog";
import { sizeChartFor } from "../../../domain/size-chart";
import { cn } from "../../lib/ui/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";

/**
 * The "Size Chart" link and its dialog: the product's category's chart in inches (domain/size-chart.ts), with
 * the sizes this product comes in marked. A size the chart does not measure is named below it.
 */
export function SizeChartDialog({ category, sizes }: { category: Category; sizes: readonly string[] }) {
  const { chart, offered, unmeasured } = sizeChartFor(category, sizes);
  return (
    <Dialog closeOnBack>
      <DialogTrigger className="-mr-2 inline-flex h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        <Ruler aria-hidden="true" className="size-4" />
        Size Chart
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Size Chart</DialogTitle>
          <DialogDescription>
            {CATEGORY_LABELS[category]}: garment measurements in inches.
            {offered.size > 0 && " This piece comes in the highlighted sizes."}
          </DialogDescription>
        </DialogHeader>
        <div className="-mx-2 overflow-x-auto">
          <table className="w-full border-separate border-spacing-0 text-center text-sm tabular-nums">
            <caption className="sr-only">Measurements in inches for each size</caption>
            <thead>
              <tr>
                <th
                  scope="col"
                  className="rounded-l-xl bg-primary-soft px-2 py-2.5 text-left font-semibold text-primary"
                >
                  Size
                </th>
                {chart.rows.map((row, i) => (
                  <th
                    key={row.label}
                    scope="col"
                    className={cn(
                      "bg-primary-soft px-1.5 py-2.5 text-xs leading-4 font-semibold text-primary",
                      i === chart.rows.length - 1 && "rounded-r-xl",
                    )}
                  >
                    {row.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.sizes.map((size, sizeIndex) => {
                const mine = offered.has(size);
                return (
                  <tr key={size} className={cn(mine ? "bg-accent-soft/70" : "even:bg-surface")}>
                    <th
                      scope="row"
                      className={cn("px-2 py-2.5 text-left font-semibold", mine ? "text-accent-ink" : "text-ink")}
                    >
                      {size}
                      {mine && <span className="sr-only"> (this piece)</span>}
                    </th>
                    {chart.rows.map((row) => (
                      <td
                        key={row.label}
                        className={cn("px-1.5 py-2.5", mine ? "font-semibold text-ink" : "text-ink-muted")}
                      >
                        {row.values[sizeIndex]}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {unmeasured.length > 0 && (
          <p className="mt-3 text-sm text-ink-muted">Not measured here: {unmeasured.join(", ")}.</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
