import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/store/use-document-title";

/** A back-office screen: its one `<h1>`, a line saying what it is for, and the document title. */
export function AdminPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-ink sm:text-3xl">
            {title}
          </h1>
          {lead ? <p className="text-[0.9375rem] text-ink-muted">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A white panel for a block of a screen. */
export function AdminCard({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6 ${className}`}>{children}</section>
  );
}
