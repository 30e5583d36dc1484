import { Compass } from "lucide-react";
import { Link } from "wouter";
import { AppHeader } from "../../components/ui/app-header";
import { buttonClassName } from "../../components/ui/button";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { useDocumentTitle } from "../../lib/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <PageShell header={<AppHeader />}>
      <div className="flex flex-1 flex-col items-center justify-center gap-4 pb-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent-soft text-accent-ink">
          <Compass aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <PageTitle>404 Page Not Found</PageTitle>
        <p className="max-w-xs text-[0.9375rem] leading-6 text-ink-muted">
          This page doesn't exist or has moved. The latest drops are waiting on the home page.
        </p>
        <Link href="/" className={buttonClassName({ className: "mt-2" })}>
          Back to Discover
        </Link>
      </div>
    </PageShell>
  );
}
