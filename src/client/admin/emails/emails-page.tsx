import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "wouter";
import {
  type AdminEmail,
  adminEmailDetailSchema,
  adminEmailListSchema,
  EMAILS_PAGE_SIZE,
} from "../../../contracts/admin-emails";
import { DEFAULT_STORE_TIME_ZONE, formatStoreDateTime } from "../../../domain/store-time-zone";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { InlineLoading, InlineStateMessage } from "../../components/ui/inline-state-message";
import { StateMessage } from "../../components/ui/state-message";
import { adminEmailKey, adminEmailsKey } from "../../lib/api/query-keys";
import { readParsed } from "../admin-queries";
import { AdminDialogContent } from "../components/admin-dialog";
import { AdminPage } from "../components/admin-page";
import { DataTable, dataColumns } from "../components/data-table";
import { StoreTimeNote } from "../components/store-time-note";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { EMAILS, PAGES } from "../strings";

/** GET /api/admin/emails: one page. */
const emailsQuery = (page: number) =>
  queryOptions({
    queryKey: adminEmailsKey(page),
    queryFn: ({ signal }) => readParsed(`/api/admin/emails?page=${page}`, adminEmailListSchema, signal),
  });

/** GET /api/admin/emails/{id}: one message with its bodies. */
const emailQuery = (id: number) =>
  queryOptions({
    queryKey: adminEmailKey(id),
    queryFn: ({ signal }) => readParsed(`/api/admin/emails/${id}`, adminEmailDetailSchema, signal),
  });

/**
 * What the shop told shoppers by email (docs/decisions/072), as they got it: where SMTP_URL is not set (the
 * embedded demo), what they would have got. The owner opens any message to see it rendered.
 */
export function EmailsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const emails = useQuery({ ...emailsQuery(page), placeholderData: keepPreviousData });
  const timeZone = useStoreTimeZone() ?? DEFAULT_STORE_TIME_ZONE;
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo(() => emailColumns(timeZone, setOpen), [timeZone]);

  return (
    <AdminPage title={PAGES.emails.title} lead={PAGES.emails.lead}>
      <DataTable
        caption={EMAILS.tableCaption}
        columns={columns}
        data={emails.data?.emails}
        getRowId={(email) => String(email.id)}
        query={emails}
        loading={EMAILS.loading}
        failed={EMAILS.loadFailed}
        empty={
          <StateMessage
            icon={<Mail aria-hidden="true" className="size-7" />}
            title={EMAILS.emptyTitle}
            text={EMAILS.emptyText}
          />
        }
        minWidth="min-w-[48rem]"
        paging={
          emails.data && {
            label: EMAILS.pagination,
            rows: EMAILS.rows,
            page: emails.data.page,
            pageSize: emails.data.pageSize || EMAILS_PAGE_SIZE,
            total: emails.data.total,
            onPage: (next) => setParams(next > 1 ? { page: String(next) } : {}),
          }
        }
        footer={<StoreTimeNote />}
      />
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open !== null && <EmailDetail id={open} />}
      </Dialog>
    </AdminPage>
  );
}

const column = dataColumns<AdminEmail>();

function emailColumns(timeZone: string, view: (id: number) => void) {
  return [
    column.display({
      id: "time",
      header: EMAILS.time,
      meta: { className: "w-44 px-4 py-3 whitespace-nowrap text-ink-muted" },
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>{formatStoreDateTime(row.original.createdAt, timeZone)}</time>
      ),
    }),
    column.display({
      id: "to",
      header: EMAILS.to,
      meta: { className: "px-4 py-3 break-all text-ink" },
      cell: ({ row }) => row.original.toAddress ?? EMAILS.notRendered,
    }),
    column.display({
      id: "subject",
      header: EMAILS.subject,
      meta: { className: "px-4 py-3 font-medium text-ink", rowHeader: true },
      cell: ({ row }) => row.original.subject ?? EMAILS.notRendered,
    }),
    column.display({
      id: "state",
      header: EMAILS.state,
      meta: { className: "w-40 px-4 py-3 text-ink-muted" },
      cell: ({ row }) => <span title={row.original.reason ?? undefined}>{EMAILS.states[row.original.state]}</span>,
    }),
    column.display({
      id: "view",
      header: EMAILS.view,
      meta: { className: "w-24 px-4 py-2 text-right", hiddenHeading: true, pinEnd: true },
      cell: ({ row }) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={row.original.subject === null}
          aria-label={EMAILS.viewLabel(row.original.subject ?? EMAILS.notRendered)}
          onClick={() => view(row.original.id)}
        >
          {EMAILS.view}
        </Button>
      ),
    }),
  ];
}

/** One message: who it went to and how it ended, then the HTML as rendered (sandboxed) and its plain text. */
function EmailDetail({ id }: { id: number }) {
  const email = useQuery(emailQuery(id));
  if (email.isPending)
    return (
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">{EMAILS.loadingDetail}</DialogTitle>
        <InlineLoading label={EMAILS.loadingDetail} className="py-10" />
      </DialogContent>
    );
  if (email.isError)
    return (
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{PAGES.emails.title}</DialogTitle>
        </DialogHeader>
        <InlineStateMessage tone="destructive" text={EMAILS.detailFailed(email.error.message)}>
          <Button size="sm" onClick={() => void email.refetch()} disabled={email.isFetching}>
            {EMAILS.tryAgain}
          </Button>
        </InlineStateMessage>
      </DialogContent>
    );
  const e = email.data;
  const subject = e.subject ?? EMAILS.notRendered;
  return (
    <AdminDialogContent
      className="max-w-3xl"
      title={subject}
      text={EMAILS.detailText(e.toAddress, EMAILS.states[e.state])}
    >
      {e.reason && (
        <p className="mb-3 text-sm text-ink-muted">
          {EMAILS.why}: {e.reason}
        </p>
      )}
      {e.html && (
        <section aria-label={EMAILS.rendered} className="grid gap-2">
          <h3 className="text-sm font-semibold text-ink">{EMAILS.rendered}</h3>
          {/* No scripts, forms or navigation: the message is shown, never run. */}
          <iframe
            title={EMAILS.frameTitle(subject)}
            sandbox=""
            srcDoc={e.html}
            className="h-[28rem] w-full rounded-xl border border-line bg-white"
          />
        </section>
      )}
      {e.text && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-ink">{EMAILS.plainText}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-xl bg-surface p-3 text-xs whitespace-pre-wrap text-ink">
            {e.text}
          </pre>
        </details>
      )}
    </AdminDialogContent>
  );
}
