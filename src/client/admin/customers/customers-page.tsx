import { AdminPage, ComingSoon } from "../components/admin-page";
import { PAGES } from "../strings";

export function CustomersPage() {
  return (
    <AdminPage title={PAGES.customers.title} lead={PAGES.customers.lead}>
      <ComingSoon />
    </AdminPage>
  );
}
