import { Compass } from "lucide-react";
import { Link } from "wouter";
import { AppHeader } from "../../components/ui/app-header";
import { buttonClassName } from "../../components/ui/button";
import { PageShell } from "../../components/ui/page-shell";
import { StateMessage } from "../../components/ui/state-message";
import { useDocumentTitle } from "../../lib/store/use-document-title";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <PageShell header={<AppHeader />}>
      <StateMessage
        icon={<Compass aria-hidden="true" className="size-8" strokeWidth={1.75} />}
        tone="accent"
        headingLevel={1}
        title="404 Page Not Found"
        text="This page doesn't exist or has moved. The latest drops are waiting on the home page."
      >
        <Link href="/" className={buttonClassName({ className: "mt-2" })}>
          Back to Discover
        </Link>
      </StateMessage>
    </PageShell>
  );
}
