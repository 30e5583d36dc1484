import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useSearchParams } from "wouter";
import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityPage as ActivityPageData,
} from "../../../contracts/activity";
import { pageCount } from "../../../domain/pagination";
import { DEFAULT_STORE_TIME_ZONE, formatStoreDateTime } from "../../../domain/store-time-zone";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { PageSpinner } from "../../components/ui/spinner";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { getJson } from "../../lib/api";
import { adminActivityKey } from "../../lib/query-keys";
import { AdminPage } from "../components/admin-page";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { Pager } from "../components/pager";
import { ACTIVITY, PAGES } from "../strings";
import { useSignedInAdmin } from "../admin-session";
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

function useActivity(filters: ActivityFilters, timeZone: string | undefined) {
  const query = activityQuery(filters, timeZone ?? DEFAULT_STORE_TIME_ZONE);
  return useQuery<ActivityPageData>({
    queryKey: adminActivityKey(query),
    queryFn: ({ signal }) => getJson<ActivityPageData>(activityPath(query), { signal }),
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
  if (state.isPending) return <PageSpinner label={ACTIVITY.loading} />;
  if (state.isError) {
    return (
      <LoadFailedMessage what={ACTIVITY.loadFailed} onRetry={() => void state.refetch()} retrying={state.isFetching} />
    );
  }
  const { entries, total, page, pageSize } = state.data;
  if (entries.length === 0) {
    return (
      <StateMessage
        icon={<History aria-hidden="true" className="size-7" />}
        title={ACTIVITY.emptyTitle}
        text={filtered ? ACTIVITY.emptyFiltered : ACTIVITY.emptyText}
      />
    );
  }
  const sentence: SentenceContext = { meId, dateTime: (at) => formatStoreDateTime(at, timeZone) };
  const size = pageSize || ACTIVITY_PAGE_SIZE;
  const pages = pageCount(total, size);
  const first = (page - 1) * size + 1;

  return (
    <div className="grid gap-4">
      {/* Focusable so keyboard users can scroll the wide table on a phone. */}
      <div
        role="region"
        aria-label={ACTIVITY.tableCaption}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl border border-line bg-card focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none"
      >
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption className="sr-only">{ACTIVITY.tableCaption}</caption>
          <thead className="border-b border-line bg-surface text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              {[ACTIVITY.time, ACTIVITY.what].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={state.isPlaceholderData ? "opacity-60" : undefined}>
            {entries.map((entry) => (
              <ActivityRow key={entry.id} entry={entry} sentence={sentence} timeZone={timeZone} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={ACTIVITY.pagination}
        showing={ACTIVITY.showing(first, first + entries.length - 1, total)}
        page={page}
        pages={pages}
        onPage={onPage}
        steps={ACTIVITY}
      />
      <StoreTimeNote />
    </div>
  );
}

function ActivityRow({
  entry,
  sentence,
  timeZone,
}: {
  entry: ActivityEntry;
  sentence: SentenceContext;
  timeZone: string;
}) {
  const lines = changeLines(entry.changes);
  return (
    <tr className="border-b border-line align-top last:border-b-0">
      <td className="w-48 px-4 py-3 whitespace-nowrap text-ink-muted">
        <time dateTime={entry.at}>{formatStoreDateTime(entry.at, timeZone)}</time>
      </td>
      <td className="px-4 py-3 text-ink">
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
                <dd className="break-all text-ink">
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
      </td>
    </tr>
  );
}
