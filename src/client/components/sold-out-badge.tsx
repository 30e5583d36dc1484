import type { Product } from "../../contracts/product";
import { isSoldOut, SOLD_OUT_LABEL } from "../../domain/stock";
import { cn } from "../lib/ui/cn";

/** "Sold out" over a product's photo once no size has a unit left (docs/decisions/018). */
export function SoldOutBadge({
  product,
  className,
}: {
  product: Pick<Product, "sizes" | "stockLeft">;
  className?: string;
}) {
  if (!isSoldOut(product.sizes, product.stockLeft)) return null;
  return (
    <span
      className={cn(
        "rounded-full bg-ink/85 px-3 py-1.5 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase shadow-sm backdrop-blur-sm",
        className,
      )}
    >
      {SOLD_OUT_LABEL}
    </span>
  );
}
