import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, TriangleAlert } from "lucide-react";
import { useState, type ReactNode } from "react";
import { PageSpinner } from "../../components/ui/spinner";
import { Button } from "../../components/ui/button";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { cn } from "../../lib/ui/cn";
import { type Noun, TABLES } from "../strings";
import { Checkbox } from "./checkbox";
import { pageButtons, pageRange, showingText, toggleRow, type Selection } from "./data-table-rules";
import { Pager } from "./pager";

/** How a column looks; the table's behaviour (sorting, selection, paging) is TanStack Table's. */
export interface DataColumnMeta {
  /** Classes of the column's th and td (padding, alignment, width). */
  className?: string;
  /** The cell is the row's header (`<th scope="row">`): the thing a screen reader names the row by. */
  rowHeader?: boolean;
  /** The heading is for screen readers only (a checkbox or an icon column). */
  hiddenHeading?: boolean;
  /**
   * The column stays at the scrolling region's end edge while the others scroll sideways under it (a row's
   * actions), so it is never out of view however narrow the screen or wide the cells.
   */
  pinEnd?: boolean;
}

/** A pinned cell is opaque, so what scrolls under it is hidden; a selected row's tint is mixed into it. */
const PINNED = "sticky right-0 z-[1]";
const PINNED_ROW = `${PINNED} bg-card`;
const PINNED_SELECTED_ROW = `${PINNED} bg-[color-mix(in_srgb,var(--color-primary-soft)_50%,var(--color-card))]`;

// One feature set for every admin table: sorting only where a column enables it, paging and selection.
const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
  columnMeta: {} as DataColumnMeta,
});
export type DataFeatures = typeof features;
// Columns of one table hold different value types; TanStack's own `helper.columns` widens them the same way.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataColumn<T extends RowData> = ColumnDef<DataFeatures, T, any>;

/** A typed column helper for a table's rows (columns are built once, at module scope or in a memo). */
export function dataColumns<T extends RowData>() {
  return createColumnHelper<DataFeatures, T>();
}

/** The state a query is in, as far as the table's frame cares. */
export interface TableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  /** The previous page is shown while the next one loads (server paging). */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface TablePaging {
  /** The pager's accessible name. */
  label: string;
  /** What the rows are, for "Showing a-b of n <rows>". */
  rows: Noun;
  /** 1-based; the table shows the last page when this is past it. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The server's count when the server pages (the data is then that one page); absent when the browser does. */
  total?: number;
}

export interface TableSelection {
  selection: Selection;
  onChange: (next: Selection) => void;
  /** Each row's checkbox name ("Select Silk Saree"). */
  label: (id: string) => string;
}

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name and the scrolling region's. */
  caption: string;
  columns: readonly DataColumn<T>[];
  /** Undefined until the query has an answer. */
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  query?: TableQuery;
  /** What the spinner says while the first answer is on its way (the caption when absent). */
  loading?: string;
  /** Completes "We couldn't load …" when the query failed; or the whole title, from the error. */
  failed?: string | ((error: Error) => string);
  /** Shown instead of the table when there is no row. */
  empty: ReactNode;
  paging?: TablePaging;
  selection?: TableSelection;
  /** The first sort; a column sorts only when its definition says `enableSorting: true`. */
  initialSorting?: SortingState;
  /** The table's minimum width class, so a phone scrolls the region rather than squashing the cells. */
  minWidth?: string;
  rowClassName?: (row: T) => string | undefined;
  /** Below the table and its pager (the store time note). */
  footer?: ReactNode;
  /** The frame without the card border (a table inside a card). */
  bare?: boolean;
}

const EMPTY: never[] = [];
const NOT_SORTABLE = { enableSorting: false } as const;

/**
 * Every admin table: its loading, failed and empty states, the scrolling region, sortable headers that
 * are buttons (aria-sort on the th), the selection checkboxes and the pager with "Showing a-b of n".
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { query, data } = props;
  if (query?.isPending || (!query && data === undefined)) return <PageSpinner label={props.loading ?? props.caption} />;
  if (query?.isError || data === undefined) {
    const retry = () => void query?.refetch();
    const retrying = query?.isFetching ?? false;
    const failed = props.failed ?? props.caption;
    if (typeof failed === "string") return <LoadFailedMessage what={failed} onRetry={retry} retrying={retrying} />;
    return (
      <StateMessage
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={failed(query?.error ?? new Error(""))}
        text={TABLES.tryLater}
        tone="destructive"
        role="alert"
      >
        <Button className="mt-2" onClick={retry} disabled={retrying}>
          {TABLES.tryAgain}
        </Button>
      </StateMessage>
    );
  }
  if (data.length === 0) return <>{props.empty}</>;
  return <LoadedTable {...props} data={data} />;
}

function LoadedTable<T extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  query,
  paging,
  selection,
  initialSorting,
  minWidth = "min-w-[52rem]",
  rowClassName,
  footer,
  bare = false,
}: DataTableProps<T> & { data: readonly T[] }) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting ?? EMPTY);
  const serverPaged = paging?.total !== undefined;
  const total = paging?.total ?? data.length;
  const range = paging ? pageRange(paging.page, paging.pageSize, total) : null;
  const table = useTable({
    features,
    columns: columns as DataColumn<T>[],
    data,
    getRowId,
    state: {
      sorting,
      pagination: { pageIndex: (range?.page ?? 1) - 1, pageSize: paging?.pageSize ?? Math.max(1, data.length) },
      rowSelection: selection?.selection ?? {},
    },
    onSortingChange: setSorting,
    // TanStack sorts every accessor column unless told otherwise; here a column sorts only when it says so.
    defaultColumn: NOT_SORTABLE,
    manualPagination: !paging || serverPaged,
    rowCount: total,
    enableRowSelection: selection !== undefined,
  });

  return (
    <div className="grid min-w-0 gap-4">
      {/* Focusable so keyboard users can scroll the wide table on a phone. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className={cn(
          // Relative, so the sr-only texts inside the wide table are placed (and clipped) within it.
          "relative overflow-x-auto focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none",
          !bare && "rounded-2xl border border-line bg-card",
        )}
      >
        <table
          aria-busy={query?.isFetching || undefined}
          className={cn("w-full border-collapse text-left text-sm", minWidth)}
        >
          <caption className="sr-only">{caption}</caption>
          <thead
            className={cn("text-xs text-ink-muted", !bare && "border-b border-line bg-surface tracking-wide uppercase")}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className="w-12 px-4 py-3">
                    <span className="sr-only">{TABLES.select}</span>
                  </th>
                ) : null}
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} bare={bare}>
                    <table.FlexRender header={header} />
                  </HeaderCell>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className={cn(query?.isPlaceholderData && "opacity-60", bare && "divide-y divide-line")}>
            {table.getRowModel().rows.map((row) => {
              const selected = Boolean(selection?.selection[row.id]);
              return (
                <tr
                  key={row.id}
                  className={cn(
                    !bare && "border-b border-line last:border-b-0",
                    selected && "bg-primary-soft/50",
                    rowClassName?.(row.original),
                  )}
                >
                  {selection ? (
                    <td className="w-12 px-4 py-3 align-middle">
                      <Checkbox
                        checked={selected}
                        label={selection.label(row.id)}
                        onChange={() => selection.onChange(toggleRow(selection.selection, row.id))}
                      />
                    </td>
                  ) : null}
                  {row.getAllCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    const Cell = meta?.rowHeader ? "th" : "td";
                    return (
                      <Cell
                        key={cell.id}
                        scope={meta?.rowHeader ? "row" : undefined}
                        className={cn(
                          meta?.rowHeader && "font-normal",
                          meta?.className ?? "px-4 py-3",
                          meta?.pinEnd && (selected ? PINNED_SELECTED_ROW : PINNED_ROW),
                        )}
                      >
                        <table.FlexRender cell={cell} />
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {paging && range ? (
        <Pager
          label={paging.label}
          showing={showingText(range, paging.rows)}
          page={range.page}
          pages={range.pages}
          onPage={paging.onPage}
          numbers={pageButtons(range.page, range.pages)}
        />
      ) : null}
      {footer}
    </div>
  );
}

/** A column heading; a sortable one is a button, and the th says how the rows are sorted. */
function HeaderCell<T extends RowData>({
  header,
  bare,
  children,
}: {
  header: Header<DataFeatures, T, unknown>;
  bare: boolean;
  children: ReactNode;
}) {
  const meta = header.column.columnDef.meta;
  // The heading row's own background (the card's when bare), so a pinned heading hides what scrolls under it.
  const className = cn(
    "font-semibold",
    meta?.className ?? "px-4 py-3",
    meta?.pinEnd && cn(PINNED, bare ? "bg-card" : "bg-surface"),
  );
  if (meta?.hiddenHeading) {
    return (
      <th scope="col" className={className}>
        <span className="sr-only">{children}</span>
      </th>
    );
  }
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  const Arrow = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
      className={className}
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold hover:text-ink focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none"
      >
        {children}
        <Arrow aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}
