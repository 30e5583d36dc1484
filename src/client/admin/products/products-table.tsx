import type { AdminProduct } from "../../../contracts/admin-products";
import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { Link } from "wouter";
import { CATEGORY_LABELS } from "../../../domain/catalog";
import { saveAmount } from "../../../domain/pricing";
import type { AdminStatusLabel } from "../../../domain/status-labels";
import { ProductImage } from "../../components/product-image";
import { buttonClassName, Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { type FormatMoney, useAmountText } from "../../lib/use-store-settings";
import type { ListedProduct } from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import { useStoreClock, type StoreClock } from "../components/use-store-time-zone";

const STATUS_TONES: Record<AdminStatusLabel, string> = {
  Draft: "bg-surface text-ink-muted ring-line",
  Scheduled: "bg-primary-soft text-primary ring-primary/20",
  Active: "bg-success/10 text-success ring-success/25",
  "Expiring Soon": "bg-accent-soft text-accent-ink ring-accent/30",
  Expired: "bg-destructive-soft text-destructive ring-destructive/20",
};

export function StatusBadge({ label }: { label: AdminStatusLabel }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        STATUS_TONES[label],
      )}
    >
      {label}
    </span>
  );
}

/** A checkbox whose third state (some selected) is set through the DOM, as HTML has no attribute for it. */
export function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
  className,
}: {
  checked: boolean;
  indeterminate?: boolean;
  /** Without one, the checkbox must sit inside its <label>. */
  label?: string;
  onChange: () => void;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={onChange}
      className={cn("size-5 cursor-pointer rounded accent-primary", className)}
    />
  );
}

export interface RowActions {
  onToggle: (id: number) => void;
  onReactivate: (item: ListedProduct) => void;
  onDelete: (item: ListedProduct) => void;
}

const Row = memo(function Row({
  item,
  selected,
  actions,
  money,
  clock,
}: {
  item: ListedProduct;
  selected: boolean;
  actions: RowActions;
  money: FormatMoney;
  clock: StoreClock;
}) {
  const { product, label } = item;
  const off = saveAmount(product.price, product.discountAmount);
  const scheduled = label === "Scheduled" && product.publishAt !== null;
  return (
    <tr className={cn("border-b border-line last:border-b-0", selected && "bg-primary-soft/50")}>
      <td className="w-12 px-4 py-3 align-middle">
        <Checkbox
          checked={selected}
          label={PRODUCTS.selectRow(product.name)}
          onChange={() => actions.onToggle(product.id)}
        />
      </td>
      <th scope="row" className="px-2 py-3 text-left font-normal">
        <div className="flex min-w-[12rem] items-center gap-3">
          <ProductImage
            src={product.images[0]}
            alt=""
            loading="lazy"
            className="h-16 w-12 shrink-0 rounded-lg bg-surface object-cover ring-1 ring-line"
          />
          <span className="line-clamp-2 font-medium text-ink">{product.name}</span>
        </div>
      </th>
      <td className="px-4 py-3 whitespace-nowrap text-ink">{CATEGORY_LABELS[product.category]}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <span className="grid gap-0.5">
          {off > 0 ? (
            <s className="text-xs text-ink-muted tabular-nums">
              <span className="sr-only">{PRODUCTS.originalPrice} </span>
              {money(product.price)}
            </s>
          ) : null}
          <span className="font-semibold text-ink tabular-nums">{money(product.finalPrice)}</span>
          {off > 0 ? <span className="text-xs font-semibold text-accent-ink">{PRODUCTS.off(money(off))}</span> : null}
        </span>
      </td>
      <td className="px-4 py-3">
        <StatusBadge label={label} />
      </td>
      <td className="px-4 py-3 text-xs whitespace-nowrap text-ink-muted tabular-nums">
        <StockCell product={product} />
      </td>
      <td className="px-4 py-3 text-ink-muted">
        <span className="grid gap-0.5 whitespace-nowrap">
          <time dateTime={product.expiresAt}>{clock.dateTime(product.expiresAt)}</time>
          {scheduled ? (
            <span className="text-xs">{PRODUCTS.publishesOn(clock.dateTime(product.publishAt as string))}</span>
          ) : null}
        </span>
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-1">
          <Link
            href={`/products/edit/${product.id}`}
            aria-label={PRODUCTS.edit(product.name)}
            className={buttonClassName({ variant: "ghost", size: "icon" })}
          >
            <Pencil aria-hidden="true" />
          </Link>
          {item.group === "expired" ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={PRODUCTS.reactivate(product.name)}
              onClick={() => actions.onReactivate(item)}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={PRODUCTS.delete(product.name)}
            className="text-destructive hover:bg-destructive-soft hover:text-destructive"
            onClick={() => actions.onDelete(item)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
});

/** The page's rows only (ten), so a keystroke in the search box never renders the whole catalog. */
export function ProductsTable({
  rows,
  selected,
  actions,
  busy,
}: {
  rows: readonly ListedProduct[];
  selected: ReadonlySet<number>;
  actions: RowActions;
  busy: boolean;
}) {
  const money = useAmountText();
  const clock = useStoreClock();
  return (
    // Focusable so keyboard users can scroll the wide table on a phone.
    <div
      role="region"
      aria-label={PRODUCTS.tableCaption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-line bg-card focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none"
    >
      <table aria-busy={busy || undefined} className="w-full min-w-[52rem] border-collapse text-left text-sm">
        <caption className="sr-only">{PRODUCTS.tableCaption}</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="w-12 px-4 py-3">
              <span className="sr-only">{PRODUCTS.columns.select}</span>
            </th>
            <th scope="col" className="px-2 py-3 font-semibold">
              {PRODUCTS.columns.product}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {PRODUCTS.columns.category}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {PRODUCTS.columns.price}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {PRODUCTS.columns.status}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {PRODUCTS.columns.stock}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {PRODUCTS.columns.expiration}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {PRODUCTS.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <Row
              key={item.product.id}
              item={item}
              selected={selected.has(item.product.id)}
              actions={actions}
              money={money}
              clock={clock}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sold and left per limited size (docs/decisions/018); "Unlimited" when no size is. */
function StockCell({ product }: { product: AdminProduct }) {
  if (!product.stock) return <span>{PRODUCTS.unlimitedStock}</span>;
  return (
    <ul className="grid gap-0.5">
      {Object.entries(product.stock).map(([size, offered]) => {
        const left = product.stockLeft?.[size] ?? offered;
        return (
          <li key={size} className={left === 0 ? "font-semibold text-destructive" : undefined}>
            {PRODUCTS.stockOfSize(size, offered - left, left)}
          </li>
        );
      })}
    </ul>
  );
}
