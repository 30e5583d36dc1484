import type { AdminProduct } from "../../../contracts/admin-products";
import { PackageSearch, Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { Link } from "wouter";
import { ADMIN_PRODUCTS_PER_PAGE, CATEGORY_LABELS } from "../../../domain/catalog";
import { saveAmount } from "../../../domain/pricing";
import type { AdminStatusLabel } from "../../../domain/status-labels";
import { DATE_TIME_SEPARATOR } from "../../../domain/store-time-zone";
import { ProductImage } from "../../components/product-image";
import { buttonClassName, Button } from "../../components/ui/button";
import { StateMessage } from "../../components/ui/state-message";
import { cn } from "../../lib/ui/cn";
import { type FormatMoney, useAmountText } from "../../lib/store/use-store-settings";
import type { ListedProduct } from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import { useStoreClock, type StoreClock } from "../components/use-store-time-zone";
import { DataTable, dataColumns, type TableQuery } from "../components/data-table";
import type { Selection } from "../components/data-table-rules";
import { StoreTimeNote } from "../components/store-time-note";
import { ReminderCount } from "./reminder-count";

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

export interface RowActions {
  onReactivate: (item: ListedProduct) => void;
  onDelete: (item: ListedProduct) => void;
}

const column = dataColumns<ListedProduct>();

function productColumns(money: FormatMoney, clock: StoreClock, actions: RowActions) {
  // No sortable headings: the list's order is the saved "Sort by" setting the shop shares.
  // Sized to show every column on a 1366 px laptop beside the sidebar, stock lines and all (decision 057):
  // 12 px padding, and the category, the reminder line and the expiry may wrap; the actions are pinned.
  return [
    column.display({
      id: "product",
      header: PRODUCTS.columns.product,
      meta: { rowHeader: true, className: "px-2 py-3 text-left" },
      cell: ({ row: { original: item } }) => (
        <div className="flex min-w-[11rem] items-center gap-3">
          <ProductImage
            src={item.product.shopImages[0]}
            alt=""
            sizes="48px"
            loading="lazy"
            className="h-16 w-12 shrink-0 rounded-lg bg-surface object-cover ring-1 ring-line"
          />
          <span className="line-clamp-2 font-medium text-ink">{item.product.name}</span>
        </div>
      ),
    }),
    column.display({
      id: "category",
      header: PRODUCTS.columns.category,
      meta: { className: "px-3 py-3 text-ink" },
      cell: ({ row }) => CATEGORY_LABELS[row.original.product.category],
    }),
    column.display({
      id: "price",
      header: PRODUCTS.columns.price,
      meta: { className: "px-3 py-3 whitespace-nowrap" },
      cell: ({ row }) => <PriceCell product={row.original.product} money={money} />,
    }),
    column.display({
      id: "status",
      header: PRODUCTS.columns.status,
      meta: { className: "px-3 py-3" },
      cell: ({ row }) => (
        <>
          <StatusBadge label={row.original.label} />
          <ReminderCount count={row.original.product.reminderCount} />
        </>
      ),
    }),
    column.display({
      id: "stock",
      header: PRODUCTS.columns.stock,
      meta: { className: "px-3 py-3 text-xs whitespace-nowrap text-ink-muted tabular-nums" },
      cell: ({ row }) => <StockCell product={row.original.product} />,
    }),
    column.display({
      id: "expiration",
      header: PRODUCTS.columns.expiration,
      meta: { className: "px-3 py-3 text-ink-muted" },
      cell: ({ row: { original: item } }) => (
        // The publication line may wrap: on a laptop it ran past the table's edge.
        <span className="grid gap-0.5">
          <DateTimeText instant={item.product.expiresAt} clock={clock} />
          {item.label === "Scheduled" && item.product.publishAt !== null ? (
            <span className="text-xs">{PRODUCTS.publishesOn(clock.dateTime(item.product.publishAt))}</span>
          ) : null}
        </span>
      ),
    }),
    column.display({
      id: "actions",
      header: PRODUCTS.columns.actions,
      // Pinned: on a narrow screen the other columns scroll under the row's actions, never the actions away.
      meta: { className: "px-3 py-3 text-right", pinEnd: true },
      cell: ({ row: { original: item } }) => <ActionsCell item={item} actions={actions} />,
    }),
  ];
}

/**
 * "28 Nov 2026, 10:00" (the back office's one format) that may break only between the day and the time, so a
 * narrow column splits neither.
 */
function DateTimeText({ instant, clock }: { instant: string; clock: StoreClock }) {
  return (
    <time dateTime={instant}>
      <span className="whitespace-nowrap">{`${clock.date(instant)}${DATE_TIME_SEPARATOR.trimEnd()}`}</span>{" "}
      <span className="whitespace-nowrap">{clock.time(instant)}</span>
    </time>
  );
}

function PriceCell({ product, money }: { product: AdminProduct; money: FormatMoney }) {
  const off = saveAmount(product.price, product.discountAmount);
  return (
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
  );
}

function ActionsCell({ item, actions }: { item: ListedProduct; actions: RowActions }) {
  const { product } = item;
  return (
    <div className="flex items-center justify-end gap-0.5">
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
  );
}

/**
 * The filtered list, ten rows a page (the browser pages it), with a checkbox
 * a row; the select-all checkbox sits with the bulk actions above it.
 */
export function ProductsTable({
  query,
  rows,
  page,
  onPage,
  selection,
  onSelection,
  actions,
}: {
  query: TableQuery;
  /** Undefined until the list has been read. */
  rows: readonly ListedProduct[] | undefined;
  page: number;
  onPage: (page: number) => void;
  selection: Selection;
  onSelection: (next: Selection) => void;
  actions: RowActions;
}) {
  const money = useAmountText();
  const clock = useStoreClock();
  const columns = useMemo(() => productColumns(money, clock, actions), [money, clock, actions]);
  const names = useMemo(() => new Map(rows?.map((item) => [String(item.product.id), item.product.name])), [rows]);
  return (
    <DataTable
      caption={PRODUCTS.tableCaption}
      columns={columns}
      data={rows}
      getRowId={(item) => String(item.product.id)}
      query={query}
      loading={PRODUCTS.loading}
      failed={PRODUCTS.loadFailed}
      empty={
        <div className="rounded-2xl border border-line bg-card">
          <StateMessage
            icon={<PackageSearch aria-hidden="true" className="size-7" />}
            title={PRODUCTS.empty}
            text={PRODUCTS.emptyText}
          />
        </div>
      }
      paging={{ label: PRODUCTS.pagination, rows: PRODUCTS.rows, page, pageSize: ADMIN_PRODUCTS_PER_PAGE, onPage }}
      selection={{ selection, onChange: onSelection, label: (id) => PRODUCTS.selectRow(names.get(id) ?? id) }}
      footer={<StoreTimeNote />}
    />
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
