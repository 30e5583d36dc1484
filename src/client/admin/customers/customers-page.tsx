import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import type { Customer } from "../../../contracts/admin-customers";
import { Button } from "../../components/ui/button";
import { SelectField } from "../../components/ui/form-field";
import { StateMessage } from "../../components/ui/state-message";
import { customersQuery } from "../admin-queries";
import { useAmountText, type FormatMoney } from "../../lib/store/use-store-settings";
import { AdminPage } from "../components/admin-page";
import { SearchForm } from "../components/search-form";
import { Options } from "../components/select-options";
import { PAGES } from "../strings";
import { CustomerDetailsDialog, DeleteCustomerDialog } from "./customer-dialogs";
import {
  CUSTOMER_SEGMENTS,
  customerFiltersFromSearch,
  customerScreenSearch,
  filterCustomers,
  type CustomerFilters,
  type CustomerSegment,
} from "./customer-filters";
import { CUSTOMERS, SEGMENT_LABELS } from "./customer-strings";
import { useStoreClock, type StoreClock } from "../components/use-store-time-zone";
import { DataTable, dataColumns } from "../components/data-table";
import { StoreTimeNote } from "../components/store-time-note";
import { EmailText } from "../components/email-text";

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const filters = customerFiltersFromSearch(params);
  const customers = useQuery(customersQuery);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const showDetails = useCallback((customer: Customer) => setDetailsId(customer.id), []);
  const setFilters = (next: CustomerFilters) => setParams(customerScreenSearch(next));

  return (
    <AdminPage title={PAGES.customers.title} lead={PAGES.customers.lead}>
      <CustomerFilterBar filters={filters} onChange={setFilters} />
      <CustomerResults state={customers} filters={filters} onDetails={showDetails} onDelete={setDeleting} />
      <CustomerDetailsDialog customerId={detailsId} onClose={() => setDetailsId(null)} />
      <DeleteCustomerDialog customer={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}

function CustomerFilterBar({
  filters,
  onChange,
}: {
  filters: CustomerFilters;
  onChange: (next: CustomerFilters) => void;
}) {
  const [q, setQ] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (seenQ !== filters.q) {
    setSeenQ(filters.q);
    setQ(filters.q);
  }
  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)] sm:items-end">
      <SearchForm
        label={CUSTOMERS.search}
        placeholder={CUSTOMERS.searchHint}
        value={q}
        onValue={(text) => {
          setQ(text);
          // Searching as one types: the whole list is already in the browser.
          onChange({ ...filters, q: text });
        }}
        onSearch={() => onChange({ ...filters, q })}
      />
      <SelectField
        label={CUSTOMERS.segment}
        value={filters.segment}
        onChange={(e) => onChange({ ...filters, segment: e.target.value as CustomerSegment })}
      >
        <Options values={CUSTOMER_SEGMENTS} label={(segment) => SEGMENT_LABELS[segment]} />
      </SelectField>
    </div>
  );
}

function CustomerResults({
  state,
  filters,
  onDetails,
  onDelete,
}: {
  state: UseQueryResult<Customer[]>;
  filters: CustomerFilters;
  onDetails: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}) {
  const money = useAmountText();
  const clock = useStoreClock();
  const columns = useMemo(
    () => customerColumns({ money, clock, onDetails, onDelete }),
    [money, clock, onDetails, onDelete],
  );
  const shown = useMemo(() => (state.data ? filterCustomers(state.data, filters) : undefined), [state.data, filters]);
  return (
    <div className="grid gap-2">
      {state.data && shown && shown.length > 0 ? (
        <p className="text-sm text-ink-muted" role="status">
          {CUSTOMERS.count(shown.length, state.data.length)}
        </p>
      ) : null}
      <DataTable
        caption={CUSTOMERS.tableCaption}
        columns={columns}
        data={shown}
        getRowId={(customer) => String(customer.id)}
        query={state}
        loading={CUSTOMERS.loading}
        failed={(error) => CUSTOMERS.loadFailed(error.message)}
        empty={
          <StateMessage
            icon={<Users aria-hidden="true" className="size-7" />}
            title={CUSTOMERS.empty}
            text={state.data?.length ? CUSTOMERS.emptyFiltered : CUSTOMERS.emptyText}
          />
        }
        minWidth="min-w-[56rem]"
        rowClassName={() => "align-middle"}
        footer={<StoreTimeNote />}
      />
    </div>
  );
}

const column = dataColumns<Customer>();

function customerColumns({
  money,
  clock,
  onDetails,
  onDelete,
}: {
  money: FormatMoney;
  clock: StoreClock;
  onDetails: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}) {
  // The whole list is in the browser, so its headings sort it; the server's order (newest first) is the start.
  return [
    column.accessor("fullName", {
      header: CUSTOMERS.name,
      enableSorting: true,
      sortFn: "text",
      meta: { className: "px-4 py-3 font-medium text-ink" },
    }),
    column.accessor("email", {
      header: CUSTOMERS.email,
      enableSorting: true,
      sortFn: "text",
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ getValue }) => <EmailText email={getValue()} />,
    }),
    column.display({
      id: "country",
      header: CUSTOMERS.country,
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ row }) => row.original.country || CUSTOMERS.none,
    }),
    column.display({
      id: "premium",
      header: CUSTOMERS.premium,
      cell: ({ row: { original: customer } }) => (
        <span
          className={
            customer.isPremium
              ? "inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary/25"
              : "inline-flex rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line"
          }
        >
          {customer.isPremium ? CUSTOMERS.yes : CUSTOMERS.no}
        </span>
      ),
    }),
    column.accessor("orderCount", {
      header: CUSTOMERS.orders,
      enableSorting: true,
      sortFn: "basic",
      meta: { className: "px-4 py-3 text-ink" },
    }),
    column.accessor((customer) => Number(customer.totalSpent), {
      id: "totalSpent",
      header: CUSTOMERS.totalSpent,
      enableSorting: true,
      sortFn: "basic",
      meta: { className: "px-4 py-3 whitespace-nowrap text-ink" },
      cell: ({ row }) => (
        <>
          {money(row.original.totalSpent)}
          {Number(row.original.totalUnpaid) > 0 ? (
            <span className="block text-xs text-ink-muted">{CUSTOMERS.unpaid(money(row.original.totalUnpaid))}</span>
          ) : null}
        </>
      ),
    }),
    column.accessor((customer) => Date.parse(customer.createdAt), {
      id: "joined",
      header: CUSTOMERS.joined,
      enableSorting: true,
      sortFn: "basic",
      meta: { className: "px-4 py-3 whitespace-nowrap text-ink-muted" },
      cell: ({ row }) => <time dateTime={row.original.createdAt}>{clock.date(row.original.createdAt)}</time>,
    }),
    column.display({
      id: "actions",
      header: CUSTOMERS.actions,
      cell: ({ row: { original: customer } }) => (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={CUSTOMERS.detailsOf(customer.fullName)}
            onClick={() => onDetails(customer)}
          >
            {CUSTOMERS.details}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive!"
            aria-label={CUSTOMERS.deleteOf(customer.fullName)}
            onClick={() => onDelete(customer)}
          >
            {CUSTOMERS.delete}
          </Button>
        </div>
      ),
    }),
  ];
}
