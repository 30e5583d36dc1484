import { AdminPage, ComingSoon } from "../components/admin-page";
import { PAGES } from "../strings";

export function ProductsPage() {
  return (
    <AdminPage title={PAGES.products.title} lead={PAGES.products.lead}>
      <ComingSoon />
    </AdminPage>
  );
}
