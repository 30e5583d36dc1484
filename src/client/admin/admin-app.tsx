import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "../components/ui/spinner";
import { AdminLayout } from "./components/admin-layout";
import { AdminNotFound } from "./components/admin-not-found";
import { RequireAdmin } from "./components/require-admin";

// One chunk per area, fetched when its screen is first opened.
const AuthPage = lazy(() => import("./auth/auth-page").then((m) => ({ default: m.AuthPage })));
const DashboardPage = lazy(() => import("./dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })));
const ProductsPage = lazy(() => import("./products/products-page").then((m) => ({ default: m.ProductsPage })));
const AddProductPage = lazy(() => import("./products/product-form-page").then((m) => ({ default: m.AddProductPage })));
const EditProductPage = lazy(() =>
  import("./products/product-form-page").then((m) => ({ default: m.EditProductPage })),
);
const OrdersPage = lazy(() => import("./orders/orders-page").then((m) => ({ default: m.OrdersPage })));
const CustomersPage = lazy(() => import("./customers/customers-page").then((m) => ({ default: m.CustomersPage })));
const SettingsPage = lazy(() => import("./settings/settings-page").then((m) => ({ default: m.SettingsPage })));
const ActivityPage = lazy(() => import("./activity/activity-page").then((m) => ({ default: m.ActivityPage })));

/**
 * Entry of the back office, loaded with React.lazy so shoppers never download it. Routes are relative to
 * /admin (the app is mounted there with wouter's `nest`); every screen but the sign-in page needs the admin
 * session.
 */
export function AdminApp() {
  return (
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
                <Route component={AdminNotFound} />
              </Switch>
            </Suspense>
          </AdminLayout>
        </RequireAdmin>
      </Route>
    </Switch>
  );
}
