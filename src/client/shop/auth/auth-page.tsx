import { AppHeader } from "../../components/ui/app-header";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { useDocumentTitle } from "../../lib/use-document-title";

// Placeholder until this screen's own issue lands: shows where the shopper is and claims nothing more.
export function AuthPage() {
  useDocumentTitle("Sign In");
  return (
    <PageShell header={<AppHeader />}>
      <PageTitle>Sign In</PageTitle>
    </PageShell>
  );
}
