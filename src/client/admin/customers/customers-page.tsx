import { useQuery } from "@tanstack/react-query";
import { TriangleAlert, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "wouter";
import type { Customer } from "../../../contracts/admin-customers";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { PageSpinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import { getJson } from "../../lib/api";
import { ADMIN_CUSTOMERS_KEY } from "../../lib/query-keys";
import { useAmountText } from "../../lib/use-store-settings";
import { AdminPage } from "../components/admin-page";
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
import { useStoreClock } from "../components/use-store-time-zone";
import { StoreTimeNote } from "../components/store-time-note";

export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const filters = customerFiltersFromSearch(params);
  const customers = useQuery<Customer[]>({
    queryKey: ADMIN_CUSTOMERS_KEY,
    queryFn: ({ signal }) => getJson<Customer[]>("/api/admin/users", { signal }),
  });
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const setFilters = (next: CustomerFilters) => setParams(customerScreenSearch(next));

  return (
    <AdminPage title={PAGES.customers.title} lead={PAGES.customers.lead}>
      <CustomerFilterBar filters={filters} onChange={setFilters} />
      <CustomerResults
        state={customers}
        filters={filters}
        onDetails={(customer) => setDetailsId(customer.id)}
        onDelete={setDeleting}
      />
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
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...filters, q });
  }
  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,12rem)] sm:items-end">
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={CUSTOMERS.search}
            type="search"
            placeholder={CUSTOMERS.searchHint}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              // Searching as one types: the whole list is already in the browser.
              onChange({ ...filters, q: e.target.value });
            }}
          />
        </div>
      </form>
      <SelectField
        label={CUSTOMERS.segment}
        value={filters.segment}
        onChange={(e) => onChange({ ...filters, segment: e.target.value as CustomerSegment })}
      >
        {CUSTOMER_SEGMENTS.map((segment) => (
          <option key={segment} value={segment}>
            {SEGMENT_LABELS[segment]}
          </option>
        ))}
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
  state: ReturnType<typeof useQuery<Customer[]>>;
  filters: CustomerFilters;
  onDetails: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}) {
  const money = useAmountText();
  const clock = useStoreClock();
  if (state.isPending) return <PageSpinner label={CUSTOMERS.loading} />;
  if (state.isError) {
    return (
      <StateMessage
        icon={<TriangleAlert aria-hidden="true" className="size-7" />}
        title={CUSTOMERS.loadFailed(state.error.message)}
        text={CUSTOMERS.tryLater}
        tone="destructive"
        role="alert"
      >
        <Button className="mt-2" onClick={() => void state.refetch()} disabled={state.isFetching}>
          {CUSTOMERS.tryAgain}
        </Button>
      </StateMessage>
    );
  }
  const shown = filterCustomers(state.data, filters);
  if (shown.length === 0) {
    return (
      <StateMessage
        icon={<Users aria-hidden="true" className="size-7" />}
        title={CUSTOMERS.empty}
        text={state.data.length > 0 ? CUSTOMERS.emptyFiltered : CUSTOMERS.emptyText}
      />
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-ink-muted" role="status">
        {CUSTOMERS.count(shown.length, state.data.length)}
      </p>
      <div
        role="region"
        aria-label={CUSTOMERS.tableCaption}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-card focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none"
      >
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption className="sr-only">{CUSTOMERS.tableCaption}</caption>
          <thead className="border-b border-line bg-surface text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              {[
                CUSTOMERS.name,
                CUSTOMERS.email,
                CUSTOMERS.country,
                CUSTOMERS.premium,
                CUSTOMERS.orders,
                CUSTOMERS.totalSpent,
                CUSTOMERS.joined,
                CUSTOMERS.actions,
              ].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((customer) => (
              <tr key={customer.id} className="border-b border-line align-middle last:border-b-0">
                <td className="px-4 py-3 font-medium text-ink">{customer.fullName}</td>
                <td className="px-4 py-3 break-all text-ink">{customer.email}</td>
                <td className="px-4 py-3 text-ink">{customer.country || CUSTOMERS.none}</td>
                <td className="px-4 py-3">
                  <span
                    className={
                      customer.isPremium
                        ? "inline-flex rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary/25"
                        : "inline-flex rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line"
                    }
                  >
                    {customer.isPremium ? CUSTOMERS.yes : CUSTOMERS.no}
                  </span>
                </td>
                <td className="px-4 py-3 text-ink">{customer.orderCount}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{money(customer.totalSpent)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                  <time dateTime={customer.createdAt}>{clock.date(customer.createdAt)}</time>
                </td>
                <td className="px-4 py-3">
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StoreTimeNote />
    </div>
  );
}
