import { AppHeader } from "../../components/ui/app-header";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { useDocumentTitle } from "../../lib/use-document-title";

// Placeholder until the Discover issue lands: the shop's frame, and no pretend products.
export function DiscoverPage() {
  useDocumentTitle("Discover");
  return (
    <PageShell header={<AppHeader />}>
      <PageTitle>Discover</PageTitle>
    </PageShell>
  );
}
