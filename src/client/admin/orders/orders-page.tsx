import { AdminPage, ComingSoon } from "../components/admin-page";
import { PAGES } from "../strings";

export function OrdersPage() {
  return (
    <AdminPage title={PAGES.orders.title} lead={PAGES.orders.lead}>
      <ComingSoon />
    </AdminPage>
  );
}
