import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ADMIN_PRODUCTS_KEY } from "../lib/api/query-keys";
import { PageSpinner } from "../components/ui/spinner";
import { useAdminUser } from "./admin-session";
import { AdminLayout } from "./components/admin-layout";
import { AdminNotFound } from "./components/admin-not-found";
import { LeaveGuard } from "./components/leave-guard";
import { RequireAdmin } from "./components/require-admin";

// One chunk per area, fetched when its screen is first opened. The screen's chunk (and, for the product
// list, its data) starts loading with the session check instead of after it: the three would otherwise
// wait for each other.
const loadDashboard = () => import("./dashboard/dashboard-page");
const loadProducts = () => import("./products/products-page");
const loadProductForm = () => import("./products/product-form-page");
const loadOrders = () => import("./orders/orders-page");
const loadCustomers = () => import("./customers/customers-page");
const loadSettings = () => import("./settings/settings-page");
const loadActivity = () => import("./activity/activity-page");
const loadEmails = () => import("./emails/emails-page");

const AuthPage = lazy(() => import("./auth/auth-page").then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardPage })));
const ProductsPage = lazy(() => loadProducts().then((m) => ({ default: m.ProductsPage })));
const AddProductPage = lazy(() => loadProductForm().then((m) => ({ default: m.AddProductPage })));
const EditProductPage = lazy(() => loadProductForm().then((m) => ({ default: m.EditProductPage })));
const OrdersPage = lazy(() => loadOrders().then((m) => ({ default: m.OrdersPage })));
const CustomersPage = lazy(() => loadCustomers().then((m) => ({ default: m.CustomersPage })));
const SettingsPage = lazy(() => loadSettings().then((m) => ({ default: m.SettingsPage })));
const ActivityPage = lazy(() => loadActivity().then((m) => ({ default: m.ActivityPage })));
const EmailsPage = lazy(() => loadEmails().then((m) => ({ default: m.EmailsPage })));

/** The chunk a path under /admin needs, first match wins; the sign-in page loads its own. */
const SCREEN_LOADERS: [RegExp, () => Promise<unknown>][] = [
  [/^\/products\/(add|edit\/)/, loadProductForm],
  [/^\/products/, loadProducts],
  [/^\/orders/, loadOrders],
  [/^\/customers/, loadCustomers],
  [/^\/settings/, loadSettings],
  [/^\/activity/, loadActivity],
  [/^\/emails/, loadEmails],
  [/^\/?$/, loadDashboard],
];

/**
 * Starts the opened screen's chunk while the session is being checked, and the product list's data as soon
 * as an admin is known (it is the one screen whose data grows large). Without this the three wait for
 * each other; on later navigations both are usually cached and nothing is fetched again.
 */
function usePreloadScreen() {
  const [path] = useLocation();
  const queryClient = useQueryClient();
  const { data: admin } = useAdminUser();
  useEffect(() => {
    if (path.startsWith("/auth")) return;
    void SCREEN_LOADERS.find(([pattern]) => pattern.test(path))?.[1]();
  }, [path]);
  useEffect(() => {
    // Only with a session: without one the read would answer 401, which the browser logs as an error.
    if (admin && /^\/products\/?$/.test(path)) void queryClient.prefetchQuery({ queryKey: ADMIN_PRODUCTS_KEY });
  }, [admin, path, queryClient]);
}

/**
 * Entry of the back office, loaded with React.lazy so shoppers never download it. Routes are relative to
 * /admin (the app is mounted there with wouter's `nest`); every screen but the sign-in page needs the admin
 * session.
 */
export function AdminApp() {
  usePreloadScreen();
  return (
    <>
      <LeaveGuard />
      <Switch>
        <Route path="/auth">
          <Suspense fallback={<PageSpinner />}>
            <AuthPage />
          </Suspense>
        </Route>
        <Route>
          <RequireAdmin>
            <AdminLayout>
              {/* Inside the frame, so the sidebar stays put while a screen's chunk loads. */}
              <Suspense fallback={<PageSpinner />}>
                <Switch>
                  <Route path="/" component={DashboardPage} />
                  <Route path="/products" component={ProductsPage} />
                  <Route path="/products/add" component={AddProductPage} />
                  <Route path="/products/edit/:id" component={EditProductPage} />
                  <Route path="/orders" component={OrdersPage} />
                  <Route path="/customers" component={CustomersPage} />
                  <Route path="/settings" component={SettingsPage} />
                  <Route path="/activity" component={ActivityPage} />
                  <Route path="/emails" component={EmailsPage} />
                  <Route component={AdminNotFound} />
                </Switch>
              </Suspense>
            </AdminLayout>
          </RequireAdmin>
        </Route>
      </Switch>
    </>
  );
}
