import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Download, PackageOpen } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import { orderGroupPageSchema, type OrderGroup } from "../../../contracts/admin-orders";
import {
  ADMIN_ORDER_GROUPS_PER_PAGE,
  DAY_GROUP_PAYMENT_STATUSES,
  DAY_GROUP_STATUSES,
} from "../../../domain/order-groups";
import { Button, buttonClassName } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { StateMessage } from "../../components/ui/state-message";
import { adminOrderGroupsKey } from "../../lib/api/query-keys";
import { useAmountText, type FormatMoney } from "../../lib/store/use-store-settings";
import { AdminPage } from "../components/admin-page";
import { DataTable, dataColumns } from "../components/data-table";
import { SearchForm } from "../components/search-form";
import { Options } from "../components/select-options";
import { PAGES } from "../strings";
import { readParsed } from "../admin-queries";
import { OrderGroupDialog } from "./order-group-dialog";
import { PaymentChip, StatusChip } from "./order-chips";
import {
  orderExportPath,
  orderFiltersFromSearch,
  orderGroupsPath,
  orderScreenSearch,
  type OrderScreenFilters,
} from "./order-filters";
import { ORDERS, PAYMENT_LABELS, statusLabel } from "./order-strings";
import { formatCalendarDay } from "../../../domain/store-time-zone";
import { STORE_TIME_NOTE } from "../strings";
import { EmailText } from "../components/email-text";

/** The list is read again this often, besides on every live order message. */
export const ORDERS_REFETCH_MS = 30_000;

/** GET /api/admin/order-groups: one filter's page of customer-and-day groups. */
function orderGroupsQuery(filters: OrderScreenFilters) {
  return queryOptions({
    queryKey: adminOrderGroupsKey(filters),
    queryFn: ({ signal }) => readParsed(orderGroupsPath(filters), orderGroupPageSchema, signal),
  });
}

function useOrderGroups(filters: OrderScreenFilters) {
  return useQuery({
    ...orderGroupsQuery(filters),
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_REFETCH_MS,
  });
}

export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersFromSearch(params);
  const groups = useOrderGroups(filters);
  const filtered = Boolean(filters.status || filters.payment || filters.from || filters.to || filters.q);
  const [openKey, setOpenKey] = useState<string | null>(null);

  /** A changed filter starts again at page 1; the URL keeps them so Back and reloads work. */
  function setFilters(next: OrderScreenFilters) {
    setParams(orderScreenSearch(next));
  }

  return (
    <AdminPage
      title={PAGES.orders.title}
      lead={PAGES.orders.lead}
      actions={
        // A plain link: the admin cookie goes with it and the browser saves the attachment.
        <a href={orderExportPath(filters)} download className={buttonClassName({ variant: "secondary" })}>
          <Download aria-hidden="true" />
          {ORDERS.exportCsv}
        </a>
      }
    >
      <OrderFilterBar filters={filters} filtered={filtered} onChange={setFilters} />
      <OrderGroupResults
        state={groups}
        filtered={filtered}
        onPage={(page) => setFilters({ ...filters, page })}
        onOpen={setOpenKey}
      />
      <OrderGroupDialog
        group={groups.data?.groups.find((g) => g.key === openKey) ?? null}
        open={openKey !== null}
        onOpenChange={(open) => !open && setOpenKey(null)}
      />
    </AdminPage>
  );
}

function OrderFilterBar({
  filters,
  filtered,
  onChange,
}: {
  filters: OrderScreenFilters;
  filtered: boolean;
  onChange: (next: OrderScreenFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? "");
  // The box follows the URL when it changes elsewhere (Back, Clear filters).
  const [seenQ, setSeenQ] = useState(filters.q);
  if (seenQ !== filters.q) {
    setSeenQ(filters.q);
    setQ(filters.q ?? "");
  }

  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-4">
      <SelectField
        label={ORDERS.status}
        value={filters.status ?? ""}
        onChange={(e) =>
          onChange({ ...filters, status: (e.target.value || undefined) as OrderScreenFilters["status"], page: 1 })
        }
      >
        <option value="">{ORDERS.allStatuses}</option>
        <Options values={DAY_GROUP_STATUSES} label={statusLabel} />
      </SelectField>
      <SelectField
        label={ORDERS.payment}
        value={filters.payment ?? ""}
        onChange={(e) =>
          onChange({ ...filters, payment: (e.target.value || undefined) as OrderScreenFilters["payment"], page: 1 })
        }
      >
        <option value="">{ORDERS.allPayments}</option>
        <Options values={DAY_GROUP_PAYMENT_STATUSES} label={(status) => PAYMENT_LABELS[status]} />
      </SelectField>
      <TextField
        label={ORDERS.from}
        type="date"
        value={filters.from ?? ""}
        max={filters.to}
        onChange={(e) => onChange({ ...filters, from: e.target.value || undefined, page: 1 })}
      />
      <TextField
        label={ORDERS.to}
        type="date"
        value={filters.to ?? ""}
        min={filters.from}
        onChange={(e) => onChange({ ...filters, to: e.target.value || undefined, page: 1 })}
      />
      <SearchForm
        label={ORDERS.search}
        placeholder={ORDERS.searchHint}
        value={q}
        maxLength={200}
        onValue={setQ}
        onSearch={() => onChange({ ...filters, q: q.trim() || undefined, page: 1 })}
        className="sm:col-span-2 lg:col-span-3"
      >
        <Button type="submit" variant="secondary">
          {ORDERS.search}
        </Button>
      </SearchForm>
      <Button variant="ghost" className="justify-self-start" disabled={!filtered} onClick={() => onChange({ page: 1 })}>
        {ORDERS.clear}
      </Button>
    </div>
  );
}

function OrderGroupResults({
  state,
  filtered,
  onPage,
  onOpen,
}: {
  state: ReturnType<typeof useOrderGroups>;
  filtered: boolean;
  onPage: (page: number) => void;
  onOpen: (key: string) => void;
}) {
  const money = useAmountText();
  const columns = useMemo(() => orderGroupColumns(money, onOpen), [money, onOpen]);
  const page = state.data;
  const nothingAtAll = !filtered && (page?.total ?? 0) === 0;
  return (
    <DataTable
      caption={ORDERS.tableCaption}
      columns={columns}
      data={page?.groups}
      getRowId={(group) => group.key}
      query={state}
      loading={ORDERS.loading}
      failed={ORDERS.loadFailed}
      empty={
        <StateMessage
          icon={<PackageOpen aria-hidden="true" className="size-7" />}
          title={nothingAtAll ? ORDERS.emptyTitle : ORDERS.emptyFilteredTitle}
          text={nothingAtAll ? ORDERS.emptyText : ORDERS.emptyFiltered}
        />
      }
      rowClassName={() => "align-middle"}
      paging={
        page && {
          label: ORDERS.pagination,
          rows: ORDERS.rows,
          page: page.page,
          pageSize: page.pageSize || ADMIN_ORDER_GROUPS_PER_PAGE,
          total: page.total,
          onPage,
        }
      }
      footer={page ? <p className="text-xs text-ink-muted">{STORE_TIME_NOTE(page.timeZone)}</p> : null}
    />
  );
}

const column = dataColumns<OrderGroup>();

function orderGroupColumns(money: FormatMoney, onOpen: (key: string) => void) {
  return [
    column.display({
      id: "group",
      header: ORDERS.group,
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ row: { original: group } }) => (
        <>
          {/* The group's label (user id and MMdd), with whose and which day it is written beside it. */}
          <div className="font-mono text-xs font-semibold whitespace-nowrap">{group.label}</div>
          <div className="text-xs whitespace-nowrap text-ink-muted">
            {ORDERS.groupBeside(group.customerName, formatCalendarDay(group.day))}
          </div>
        </>
      ),
    }),
    column.display({
      id: "customer",
      header: ORDERS.customer,
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ row: { original: group } }) => (
        <>
          <div className="font-medium">{group.customerName}</div>
          <div className="text-xs text-ink-muted">
            <EmailText email={group.customerEmail} />
          </div>
        </>
      ),
    }),
    column.display({
      id: "day",
      header: ORDERS.day,
      meta: { className: "px-4 py-3 whitespace-nowrap text-ink" },
      cell: ({ row }) => formatCalendarDay(row.original.day),
    }),
    column.display({
      id: "items",
      header: ORDERS.items,
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ row }) => row.original.itemCount,
    }),
    column.display({
      id: "total",
      header: ORDERS.total,
      meta: { className: "px-4 py-3 font-medium whitespace-nowrap text-ink" },
      cell: ({ row }) => money(row.original.totalAmount),
    }),
    column.display({
      id: "status",
      header: ORDERS.status,
      cell: ({ row }) => <StatusChip status={row.original.status} />,
    }),
    column.display({
      id: "payment",
      header: ORDERS.paymentColumn,
      cell: ({ row }) => <PaymentChip status={row.original.paymentStatus} />,
    }),
    column.display({
      id: "actions",
      header: ORDERS.actions,
      cell: ({ row: { original: group } }) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={ORDERS.viewGroup(group.label)}
          onClick={() => onOpen(group.key)}
        >
          {ORDERS.view}
        </Button>
      ),
    }),
  ];
}
