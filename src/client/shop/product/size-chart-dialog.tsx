import { Ruler } from "lucide-react";
import { SIZE_CHART } from "../../../domain/size-chart";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";

/** The "Size Chart" link and its dialog: the XS-3XL reading of the chart (DESIGN section 9), in inches. */
export function SizeChartDialog() {
  return (
    <Dialog>
      <DialogTrigger className="-mr-2 inline-flex h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        <Ruler aria-hidden="true" className="size-4" />
        Size Chart
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Size Chart</DialogTitle>
          <DialogDescription>Garment measurements in inches.</DialogDescription>
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
                {SIZE_CHART.rows.map((row, i) => (
                  <th
                    key={row.label}
                    scope="col"
                    className={`bg-primary-soft px-1.5 py-2.5 text-xs leading-4 font-semibold text-primary ${i === SIZE_CHART.rows.length - 1 ? "rounded-r-xl" : ""}`}
                  >
                    {row.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {SIZE_CHART.sizes.map((size, sizeIndex) => (
                <tr key={size} className="even:bg-surface">
                  <th scope="row" className="px-2 py-2.5 text-left font-semibold text-ink">
                    {size}
                  </th>
                  {SIZE_CHART.rows.map((row) => (
                    <td key={row.label} className="px-1.5 py-2.5 text-ink-muted">
                      {row.values[sizeIndex]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DialogContent>
    </Dialog>
  );
}
