import { AppHeader } from "../../components/ui/app-header";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { useDocumentTitle } from "../../lib/use-document-title";

// Placeholder until the product screen's own issue lands: shows where the shopper is and claims nothing more.
// The product id comes from the route (`useParams`) when the real screen is built.
export function ProductPage() {
  useDocumentTitle("Product");
  return (
    <PageShell header={<AppHeader back={{ href: "/", label: "Back to Discover" }} />}>
      <PageTitle>Product</PageTitle>
    </PageShell>
  );
}
