import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ProtectedRoute } from "./components/protected-route";
import { AppHeader } from "./components/ui/app-header";
import { PageShell } from "./components/ui/page-shell";
import { RouteErrorBoundary } from "./components/ui/route-error-boundary";
import { PageSpinner } from "./components/ui/spinner";
import { Toaster } from "./components/ui/toaster";
import { queryClient } from "./lib/api/query-client";
import { useRealtime } from "./lib/realtime/realtime";
import { useCurrentUser } from "./lib/session/use-current-user";
import { useStoreSettings } from "./lib/store/use-store-settings";
import { DiscoverPage } from "./shop/discover/discover-page";

/**
 * React.lazy for a screen the server renders: once `preload()` has loaded its code it renders without
 * suspending (a thenable that resolves at once), so hydrating its server markup is one pass. A boundary left
 * suspended would commit the rest of the page first, whose reads (who is signed in) could then land before
 * the screen hydrates and make its first render differ from the server's.
 */
function lazyScreen<T extends ComponentType>(load: () => Promise<T>) {
  let loaded: { default: T } | undefined;
  const preload = async () => {
    loaded = { default: await load() };
  };
  const Screen = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>)
      : preload().then(() => loaded!),
  );
  return Object.assign(Screen, { preload });
}

// Discover is the landing screen, so it ships in the entry chunk; every other screen is its own chunk.
const ProductPage = lazyScreen(() => import("./shop/product/product-page").then((m) => m.ProductPage));

/** Loads the code of the screen at `path` before a page the server rendered is hydrated (main.tsx). */
export async function preloadScreen(path: string): Promise<void> {
  if (path.startsWith("/product/")) await ProductPage.preload();
}
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

/** Asked for at start-up, beside the page's own data: every amount waits for the store's currency. */
function StoreSettings() {
  useStoreSettings();
  return null;
}

/** `client`: the browser's one query cache by default; the server renders each page with its own. */
export function App({ client = queryClient }: { client?: QueryClient }) {
  const [path] = useLocation();

  return (
    <QueryClientProvider client={client}>
      <RouteErrorBoundary resetKey={path}>
        <Suspense fallback={<RouteFallback />}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
      <StoreSettings />
      {isAdminPath(path) ? null : <LiveUpdates />}
      <Toaster />
    </QueryClientProvider>
  );
}
