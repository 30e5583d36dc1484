import { formatMoney } from "../../domain/money";
import { finalPrice, saveAmount } from "../../domain/pricing";
import { cn } from "../lib/ui/cn";
import { useFormatMoney } from "../lib/store/use-store-settings";

export interface ProductPriceProps {
  price: string;
  discountAmount: string;
  size?: "sm" | "lg";
  /** Adds the "Save $X" chip beside a discounted price. */
  showSave?: boolean;
  className?: string;
}

/**
 * The final price, with the original struck through when discounted; screen readers hear which is which.
 * Written in the store's currency; until it is known the line keeps its place, hidden, so nothing moves.
 */
export function ProductPrice({ price, discountAmount, size = "sm", showSave = false, className }: ProductPriceProps) {
  const storeFormat = useFormatMoney();
  const format = storeFormat ?? formatMoney;
  const final = finalPrice(price, discountAmount);
  const saved = saveAmount(price, discountAmount);
  const discounted = saved > 0;

  return (
    <p
      aria-hidden={storeFormat === null || undefined}
      className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-1", storeFormat === null && "invisible", className)}
    >
      <span className={cn("font-bold text-primary tabular-nums", size === "lg" ? "text-2xl" : "text-[0.9375rem]")}>
        {discounted && <span className="sr-only">Price </span>}
        {format(final)}
      </span>
      {discounted && (
        <s className={cn("text-ink-muted tabular-nums", size === "lg" ? "text-base" : "text-xs")}>
          <span className="sr-only">Original price </span>
          {format(price)}
        </s>
      )}
      {discounted && showSave && (
        <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold text-accent-ink">
          Save {format(saved)}
        </span>
      )}
    </p>
  );
}
