import { AdminPage, ComingSoon } from "../components/admin-page";
import { PAGES } from "../strings";

export function DashboardPage() {
  return (
    <AdminPage title={PAGES.dashboard.title} lead={PAGES.dashboard.lead}>
      <ComingSoon />
    </AdminPage>
  );
}
