import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ProtectedRoute } from "./components/protected-route";
import { AppHeader } from "./components/ui/app-header";
import { PageShell } from "./components/ui/page-shell";
import { RouteErrorBoundary } from "./components/ui/route-error-boundary";
import { PageSpinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import { queryClient } from "./lib/query-client";
import { useRealtime } from "./lib/realtime";
import { useCurrentUser } from "./lib/use-current-user";
import { DiscoverPage } from "./shop/discover/discover-page";

// Discover is the landing screen, so it ships in the entry chunk; every other screen is its own chunk.
const ProductPage = lazy(() => import("./shop/product/product-page").then((m) => ({ default: m.ProductPage })));
const AuthPage = lazy(() => import("./shop/auth/auth-page").then((m) => ({ default: m.AuthPage })));
const WishlistPage = lazy(() => import("./shop/wishlist/wishlist-page").then((m) => ({ default: m.WishlistPage })));
const OrdersPage = lazy(() => import("./shop/orders/orders-page").then((m) => ({ default: m.OrdersPage })));
const ProfilePage = lazy(() => import("./shop/profile/profile-page").then((m) => ({ default: m.ProfilePage })));
const PrivacyPolicyPage = lazy(() =>
  import("./shop/legal/privacy-policy-page").then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import("./shop/legal/terms-of-service-page").then((m) => ({ default: m.TermsOfServicePage })),
);
const NotFoundPage = lazy(() => import("./shop/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })));
// Shoppers never download the back office: it is only fetched when a path under /admin is opened.
const AdminApp = lazy(() => import("./admin/admin-app").then((m) => ({ default: m.AdminApp })));

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

function RouteFallback() {
  const [path] = useLocation();
  // The shop header keeps the frame steady while a screen's chunk loads; the back office has its own.
  const inAdmin = isAdminPath(path);
  return (
    <PageShell header={inAdmin ? undefined : <AppHeader />}>
      <PageSpinner />
    </PageShell>
  );
}

function Routes() {
  return (
    <Switch>
      <Route path="/" component={DiscoverPage} />
      <Route path="/discover" component={DiscoverPage} />
      <Route path="/product/:id" component={ProductPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/wishlist">
        <ProtectedRoute component={WishlistPage} />
      </Route>
      <Route path="/orders">
        <ProtectedRoute component={OrdersPage} />
      </Route>
      <Route path="/profile">
        <ProtectedRoute component={ProfilePage} />
      </Route>
      <Route path="/privacy-policy" component={PrivacyPolicyPage} />
      <Route path="/terms-of-service" component={TermsOfServicePage} />
      <Route path="/admin" nest>
        <AdminApp />
      </Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** The shop's live connection: refreshes what the server says changed. The back office opens its own
 * (admin/live-alerts.ts), so this one stays out of /admin. */
function LiveUpdates() {
  const { data: user } = useCurrentUser();
  useRealtime(user);
  return null;
}

export function App() {
  const [path] = useLocation();

  return (
    <QueryClientProvider client={queryClient}>
      <RouteErrorBoundary resetKey={path}>
        <Suspense fallback={<RouteFallback />}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
      {isAdminPath(path) ? null : <LiveUpdates />}
      <Toaster />
    </QueryClientProvider>
  );
}
