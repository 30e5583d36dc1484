import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useMemo } from "react";
import { useSearchParams } from "wouter";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  activityPageSchema,
} from "../../../contracts/activity";
import { DEFAULT_STORE_TIME_ZONE, formatStoreDateTime } from "../../../domain/store-time-zone";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { StateMessage } from "../../components/ui/state-message";
import { adminActivityKey } from "../../lib/api/query-keys";
import { AdminPage } from "../components/admin-page";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { DataTable, dataColumns } from "../components/data-table";
import { ACTIVITY, PAGES } from "../strings";
import { useSignedInAdmin } from "../admin-session";
import { readParsed } from "../admin-queries";
import { StoreTimeNote } from "../components/store-time-note";
import {
  activityPath,
  activityQuery,
  activitySentence,
  changeLines,
  filtersFromSearch,
  type ActivityFilters,
  type SentenceContext,
} from "./activity-format";

/** GET /api/admin/activity: one filter's page. */
function activityPageQuery(query: ReturnType<typeof activityQuery>) {
  return queryOptions({
    queryKey: adminActivityKey(query),
    queryFn: ({ signal }) => readParsed(activityPath(query), activityPageSchema, signal),
  });
}

function useActivity(filters: ActivityFilters, timeZone: string | undefined) {
  const query = activityQuery(filters, timeZone ?? DEFAULT_STORE_TIME_ZONE);
  return useQuery({
    ...activityPageQuery(query),
    enabled: timeZone !== undefined,
    // The table keeps the page it has while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const timeZone = useStoreTimeZone();
  const activity = useActivity(filters, timeZone);
  const filtered = Boolean(filters.action || filters.from || filters.to);

  /** A changed filter starts again at page 1; the URL keeps them so Back and reloads work. */
  function setFilters(next: ActivityFilters) {
    const search = new URLSearchParams();
    if (next.action) search.set("action", next.action);
    if (next.from) search.set("from", next.from);
    if (next.to) search.set("to", next.to);
    if (next.page > 1) search.set("page", String(next.page));
    setParams(search);
  }

  return (
    <AdminPage title={PAGES.activity.title} lead={PAGES.activity.lead}>
      <div className="grid gap-3 rounded-2xl border border-line bg-card p-4 sm:grid-cols-[minmax(0,16rem)_repeat(2,minmax(0,11rem))_auto] sm:items-end">
        <SelectField
          label={ACTIVITY.action}
          value={filters.action ?? ""}
          onChange={(e) => setFilters({ ...filters, action: e.target.value as ActivityFilters["action"], page: 1 })}
        >
          <option value="">{ACTIVITY.allActions}</option>
          {ACTIVITY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTIVITY_ACTION_LABELS[action]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={ACTIVITY.from}
          type="date"
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(e) => setFilters({ ...filters, from: e.target.value || undefined, page: 1 })}
        />
        <TextField
          label={ACTIVITY.to}
          type="date"
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(e) => setFilters({ ...filters, to: e.target.value || undefined, page: 1 })}
        />
        <Button variant="ghost" disabled={!filtered} onClick={() => setFilters({ page: 1 })}>
          {ACTIVITY.clear}
        </Button>
      </div>

      <ActivityResults
        state={activity}
        timeZone={timeZone ?? DEFAULT_STORE_TIME_ZONE}
        filtered={filtered}
        onPage={(page) => setFilters({ ...filters, page })}
      />
    </AdminPage>
  );
}

function ActivityResults({
  state,
  timeZone,
  filtered,
  onPage,
}: {
  state: ReturnType<typeof useActivity>;
  timeZone: string;
  filtered: boolean;
  onPage: (page: number) => void;
}) {
  const meId = useSignedInAdmin().id;
  const columns = useMemo(() => activityColumns({ meId, timeZone }), [meId, timeZone]);
  return (
    <DataTable
      caption={ACTIVITY.tableCaption}
      columns={columns}
      data={state.data?.entries}
      getRowId={(entry) => String(entry.id)}
      query={state}
      loading={ACTIVITY.loading}
      failed={ACTIVITY.loadFailed}
      empty={
        <StateMessage
          icon={<History aria-hidden="true" className="size-7" />}
          title={ACTIVITY.emptyTitle}
          text={filtered ? ACTIVITY.emptyFiltered : ACTIVITY.emptyText}
        />
      }
      minWidth="min-w-[56rem]"
      rowClassName={() => "align-top"}
      paging={
        state.data && {
          label: ACTIVITY.pagination,
          rows: ACTIVITY.rows,
          page: state.data.page,
          pageSize: state.data.pageSize || ACTIVITY_PAGE_SIZE,
          total: state.data.total,
          onPage,
        }
      }
      footer={<StoreTimeNote />}
    />
  );
}

const column = dataColumns<ActivityEntry>();

function activityColumns({ meId, timeZone }: { meId: number; timeZone: string }) {
  const sentence: SentenceContext = { meId, dateTime: (at) => formatStoreDateTime(at, timeZone) };
  return [
    column.display({
      id: "time",
      header: ACTIVITY.time,
      meta: { className: "w-48 px-4 py-3 whitespace-nowrap text-ink-muted" },
      cell: ({ row }) => <time dateTime={row.original.at}>{formatStoreDateTime(row.original.at, timeZone)}</time>,
    }),
    column.display({
      id: "what",
      header: ACTIVITY.what,
      meta: { className: "px-4 py-3 text-ink" },
      cell: ({ row }) => <ActivityDetails entry={row.original} sentence={sentence} />,
    }),
  ];
}

function ActivityDetails({ entry, sentence }: { entry: ActivityEntry; sentence: SentenceContext }) {
  const lines = changeLines(entry.changes, sentence.dateTime);
  return (
    <>
      <p className="font-medium break-words">{activitySentence(entry, sentence)}</p>
      {/* The before/after and where it came from, folded: the sentence is what the owner reads first. */}
      <details className="mt-1 text-xs text-ink-muted">
        <summary className="cursor-pointer font-medium">{ACTIVITY.details}</summary>
        <dl className="mt-2 grid gap-1">
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium">{ACTIVITY.action}:</dt>
            <dd>{ACTIVITY_ACTION_LABELS[entry.action]}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="font-medium">{ACTIVITY.ip}:</dt>
            <dd className="font-mono">{entry.ip ?? ACTIVITY.none}</dd>
          </div>
          {lines.map((line) => (
            <div key={line.field} className="flex flex-wrap gap-x-1.5">
              <dt className="font-medium">{line.field}:</dt>
              <dd className="break-words text-ink">
                {line.before !== undefined ? (
                  <>
                    <del className="text-ink-muted">{line.before}</del>
                    {line.after !== undefined ? <span aria-hidden="true"> → </span> : null}
                  </>
                ) : null}
                {line.after !== undefined ? <ins className="no-underline">{line.after}</ins> : null}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
