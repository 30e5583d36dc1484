import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Ban, BellRing, Crown, FileClock, FilePen, Package, Radio, ShoppingBag, Users, Wallet } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { useSearchParams } from "wouter";
import { dashboardSchema, type Dashboard } from "../../../contracts/dashboard";
import {
  dateIn,
  DASHBOARD_PRESETS,
  presetRange,
  type DashboardPreset,
  type DayRange,
} from "../../../domain/dashboard-range";
import { formatMoney, type Currency } from "../../../domain/money";
import { SelectField, TextField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { LoadFailedMessage } from "../../components/ui/state-message";
import { cn } from "../../lib/ui/cn";
import { adminDashboardKey } from "../../lib/api/query-keys";
import { useStoreSettings } from "../../lib/store/use-store-settings";
import { AdminCard, AdminPage } from "../components/admin-page";
import { DataTable, dataColumns } from "../components/data-table";
import { readParsed } from "../admin-queries";
import { PAGES, STORE_TIME_NOTE } from "../strings";
import { DASHBOARD, PERIOD_LABELS } from "./dashboard-strings";
import { describeChange, formatDay } from "./dashboard-view";
import { RevenueChart } from "./revenue-chart";
import { SetupChecklist } from "./setup-checklist";

type Period = DashboardPreset | "custom";
const PERIODS: readonly Period[] = [...DASHBOARD_PRESETS, "custom"];
const DEFAULT_PERIOD: Period = "last-30-days";

function isPeriod(value: string | null): value is Period {
  return PERIODS.some((period) => period === value);
}

/** The period and custom days live in the URL, so a view can be linked and survives a reload. */
function usePeriod(today: string) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("period");
  const period: Period = isPeriod(requested) ? requested : DEFAULT_PERIOD;
  const fallback = presetRange("last-7-days", today);
  const custom: DayRange = { from: params.get("from") || fallback.from, to: params.get("to") || fallback.to };
  const range = period === "custom" ? custom : presetRange(period, today);

  function choose(next: Period) {
    // Custom Range starts from the days on screen, which the admin then adjusts.
    setParams(next === "custom" ? { period: next, from: range.from, to: range.to } : { period: next }, {
      replace: true,
    });
  }
  function setCustom(change: Partial<DayRange>) {
    setParams({ period: "custom", ...custom, ...change }, { replace: true });
  }
  return { period, range, choose, setCustom };
}

/** What a dashboard read shows: a spinner, then its answer, or its failure with a retry. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner size="lg" label={DASHBOARD.loading} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailedMessage what={DASHBOARD.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return children(query.data);
}

/** Sales, orders, products and customers for a Time Period in the store's time zone; refreshed live. */
export function DashboardPage() {
  const store = useStoreSettings();
  return (
    <AdminPage title={PAGES.dashboard.title} lead={PAGES.dashboard.lead}>
      <SetupChecklist />
      <Loaded query={store}>
        {({ timeZone, currency }) => <DashboardBody timeZone={timeZone} currency={currency} />}
      </Loaded>
    </AdminPage>
  );
}

/** GET /api/admin/dashboard: one range's figures. */
function dashboardQuery(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: adminDashboardKey(range),
    queryFn: ({ signal }) =>
      readParsed(
        `/api/admin/dashboard?${new URLSearchParams({ from: range.from, to: range.to })}`,
        dashboardSchema,
        signal,
      ),
  });
}

function DashboardBody({ timeZone, currency }: { timeZone: string; currency: Currency }) {
  const today = dateIn(new Date(), timeZone);
  const { period, range, choose, setCustom } = usePeriod(today);
  const valid = range.from <= range.to;
  const query = useQuery({
    ...dashboardQuery(range),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-5">
      <AdminCard>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid w-full gap-4 sm:flex sm:w-auto sm:flex-wrap sm:items-end">
            <SelectField
              label={DASHBOARD.timePeriod}
              value={period}
              onChange={(event) => choose(event.target.value as Period)}
              className="sm:w-56"
            >
              {PERIODS.map((value) => (
                <option key={value} value={value}>
                  {PERIOD_LABELS[value]}
                </option>
              ))}
            </SelectField>
            {period === "custom" ? (
              <>
                <TextField
                  label={DASHBOARD.startDate}
                  type="date"
                  value={range.from}
                  max={today}
                  onChange={(event) => event.target.value && setCustom({ from: event.target.value })}
                  className="sm:w-48"
                />
                <TextField
                  label={DASHBOARD.endDate}
                  type="date"
                  value={range.to}
                  max={today}
                  error={valid ? undefined : DASHBOARD.rangeInvalid}
                  onChange={(event) => event.target.value && setCustom({ to: event.target.value })}
                  className="sm:w-48"
                />
              </>
            ) : null}
          </div>
          <LiveBadge updatedAt={query.dataUpdatedAt} fetching={query.isFetching} timeZone={timeZone} />
        </div>
        {period === "custom" && valid ? (
          <p className="mt-3 text-sm text-ink-muted" aria-live="polite">
            {DASHBOARD.showing(formatDay(range.from), formatDay(range.to))}
          </p>
        ) : null}
        <p className="mt-3 text-xs text-ink-muted">{STORE_TIME_NOTE(timeZone)}</p>
      </AdminCard>

      {valid ? <Loaded query={query}>{(data) => <Figures data={data} currency={currency} />}</Loaded> : null}
    </div>
  );
}

/** The refresh time on the store's clock, like every back-office time (24-hour, with seconds: it ticks). */
const refreshTime = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);

function LiveBadge({ updatedAt, fetching, timeZone }: { updatedAt: number; fetching: boolean; timeZone: string }) {
  return (
    <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
        <Radio aria-hidden="true" className="size-3.5" />
        {DASHBOARD.liveBadge}
      </span>
      <span className="text-xs text-ink-muted" aria-live="polite">
        {fetching ? DASHBOARD.refreshing : updatedAt ? DASHBOARD.updatedAt(refreshTime(updatedAt, timeZone)) : ""}
      </span>
    </div>
  );
}

function Figures({ data, currency }: { data: Dashboard; currency: Currency }) {
  const { cards, change } = data;
  return (
    <>
      <ul aria-label={DASHBOARD.summaryLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          title={DASHBOARD.ordersTitle}
          icon={<ShoppingBag aria-hidden="true" />}
          value={String(cards.ordersCount)}
          detail={DASHBOARD.delivered(cards.deliveredCount)}
          change={change.ordersCount}
        />
        <SummaryCard
          title={DASHBOARD.activeTitle}
          icon={<Package aria-hidden="true" />}
          value={String(cards.activeProducts)}
          detail={DASHBOARD.scheduled(cards.scheduledCount)}
        />
        <SummaryCard
          title={DASHBOARD.revenueTitle}
          icon={<Wallet aria-hidden="true" />}
          value={formatMoney(cards.revenue, currency)}
          detail={DASHBOARD.fromOrders(cards.revenueOrdersCount)}
          change={change.revenue}
        />
        <SummaryCard
          title={DASHBOARD.customersTitle}
          icon={<Users aria-hidden="true" />}
          value={String(cards.totalCustomers)}
          detail={DASHBOARD.premium(cards.premiumCount)}
        />
      </ul>
      <ul aria-label={DASHBOARD.moreLabel} className="grid grid-cols-2 gap-3 xl:grid-cols-5">
        <SmallCard title={DASHBOARD.draftTitle} icon={<FilePen aria-hidden="true" />} value={cards.draftProducts} />
        <SmallCard
          title={DASHBOARD.expiredTitle}
          icon={<FileClock aria-hidden="true" />}
          value={cards.expiredProducts}
        />
        <SmallCard
          title={DASHBOARD.cancelledTitle}
          icon={<Ban aria-hidden="true" />}
          value={cards.cancelledOrders}
          change={change.cancelledOrders}
        />
        <SmallCard title={DASHBOARD.premiumUsersTitle} icon={<Crown aria-hidden="true" />} value={cards.premiumUsers} />
        <SmallCard
          title={DASHBOARD.alertSubscribersTitle}
          icon={<BellRing aria-hidden="true" />}
          value={cards.alertSubscribers}
        />
      </ul>
      <div className="grid gap-5 xl:grid-cols-[3fr_2fr]">
        <AdminCard>
          <h2 className="mb-4 font-display text-lg font-semibold text-ink">{DASHBOARD.chartTitle}</h2>
          <RevenueChart
            byDay={data.byDay}
            revenue={cards.revenue}
            ordersCount={cards.ordersCount}
            currency={currency}
          />
        </AdminCard>
        <AdminCard>
          <h2 className="mb-4 font-display text-lg font-semibold text-ink">{DASHBOARD.topTitle}</h2>
          <TopProducts products={data.topProducts} currency={currency} />
        </AdminCard>
      </div>
    </>
  );
}

function ChangeLine({ change }: { change: number | null }) {
  const { text, tone } = describeChange(change);
  return (
    <p
      className={cn(
        "text-xs font-medium",
        tone === "up" && "text-success",
        tone === "down" && "text-destructive",
        (tone === "flat" || tone === "none") && "text-ink-muted",
      )}
    >
      {text ? `${text} ${DASHBOARD.vsPrevious}` : DASHBOARD.noPrevious}
    </p>
  );
}

function SummaryCard({
  title,
  icon,
  value,
  detail,
  change,
}: {
  title: string;
  icon: ReactNode;
  value: string;
  detail: string;
  change?: number | null;
}) {
  return (
    <li className="grid gap-1 rounded-2xl border border-line bg-card p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-ink-muted">{title}</h2>
        <span className="grid size-9 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-4.5">
          {icon}
        </span>
      </div>
      <p className="font-display text-3xl font-semibold tracking-tight text-ink tabular-nums">{value}</p>
      <p className="text-sm text-ink-muted">{detail}</p>
      {change !== undefined ? <ChangeLine change={change} /> : null}
    </li>
  );
}

function SmallCard({
  title,
  icon,
  value,
  change,
}: {
  title: string;
  icon: ReactNode;
  value: number;
  change?: number | null;
}) {
  return (
    <li className="grid gap-1 rounded-2xl border border-line bg-card p-4 shadow-sm">
      <div className="flex items-center gap-2 text-ink-muted [&_svg]:size-4">
        {icon}
        <h3 className="text-[0.8125rem] font-semibold">{title}</h3>
      </div>
      <p className="font-display text-2xl font-semibold text-ink tabular-nums">{value}</p>
      {change !== undefined ? <ChangeLine change={change} /> : null}
    </li>
  );
}

type TopProduct = Dashboard["topProducts"][number];
const topColumn = dataColumns<TopProduct>();

function topColumns(currency: Currency) {
  return [
    topColumn.display({
      id: "product",
      header: DASHBOARD.topProduct,
      meta: { rowHeader: true, className: "py-2 pr-2 font-medium text-ink" },
      cell: ({ row: { original: product } }) => (
        <>
          {product.productName}
          {product.productId === null ? (
            <span className="ml-1 text-xs text-ink-muted">{DASHBOARD.deletedProduct}</span>
          ) : null}
        </>
      ),
    }),
    // Each number column keeps a gutter, so "Orders" and "Revenue" never run together.
    topColumn.display({
      id: "orders",
      header: DASHBOARD.topOrders,
      meta: { className: "py-2 pl-4 text-right whitespace-nowrap tabular-nums" },
      cell: ({ row }) => row.original.ordersCount,
    }),
    topColumn.display({
      id: "revenue",
      header: DASHBOARD.topRevenue,
      meta: { className: "py-2 pl-6 text-right whitespace-nowrap tabular-nums" },
      cell: ({ row }) => formatMoney(row.original.revenue, currency),
    }),
  ];
}

function TopProducts({ products, currency }: { products: Dashboard["topProducts"]; currency: Currency }) {
  const columns = useMemo(() => topColumns(currency), [currency]);
  return (
    <DataTable
      caption={DASHBOARD.topTitle}
      columns={columns}
      data={products}
      getRowId={(product) => `${product.productId ?? "deleted"}-${product.productName}`}
      empty={<p className="text-sm text-ink-muted">{DASHBOARD.topEmpty}</p>}
      minWidth="min-w-0"
      bare
    />
  );
}
