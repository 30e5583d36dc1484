import { useQueryClient } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { clampIndex } from "../../../domain/pagination";
import { AppHeader } from "../../components/ui/app-header";
import { PageShell } from "../../components/ui/page-shell";
import { PageSpinner } from "../../components/ui/spinner";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import {
  readDiscoverIndex,
  readDiscoverView,
  saveCatalogScroll,
  saveDiscoverIndex,
  saveDiscoverView,
  type DiscoverView,
} from "../../lib/products/discover-storage";
import { DISCOVER_RESET_EVENT } from "../../lib/realtime/realtime";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { refreshProducts } from "../../lib/api/query-keys";
import { toast } from "../../lib/ui/use-toast";
import { useNextRelease, useProducts } from "../../lib/products/use-products";
import { CatalogGrid } from "./catalog-grid";
import type { ComingSoonRow as ComingSoonRowComponent } from "./coming-soon-row";
import { DiscoverToolbar, DiscoverToolbarPlaceholder } from "./discover-toolbar";
import { IndividualView } from "./individual-view";
import { useCatalogScroll } from "./use-catalog-scroll";
import { useRefreshAtBoundary } from "./use-refresh-at-boundary";

// What is still to come is below what is live, in a chunk of its own: `/` downloads only its import (below).
type ComingSoonRowType = typeof ComingSoonRowComponent;
// Shown only while nothing is live, so it is fetched then, after the release it counts down to is known.
const ComingSoonPanel = lazy(() => import("./coming-soon-panel").then((m) => ({ default: m.ComingSoonPanel })));

export const REFRESH_FAILED_TITLE = "Couldn't refresh the products";
export const REFRESH_FAILED_TEXT = "You're seeing the list as it was. It will update again with the next change.";

export function DiscoverPage() {
  useDocumentTitle("Discover");
  const queryClient = useQueryClient();
  const products = useProducts();
  const list = products.data;
  const isEmpty = list !== undefined && list.length === 0;
  const nextRelease = useNextRelease(isEmpty);

  const [view, setView] = useState<DiscoverView>(() => readDiscoverView());
  const [storedIndex, setStoredIndex] = useState(() => readDiscoverIndex() ?? 0);
  const index = clampIndex(storedIndex, list?.length ?? 0);
  const current = list?.[index];

  // Products were deleted: the live-update client has cleared the stored index; start from the first.
  useEffect(() => {
    const reset = () => setStoredIndex(0);
    window.addEventListener(DISCOVER_RESET_EVENT, reset);
    return () => window.removeEventListener(DISCOVER_RESET_EVENT, reset);
  }, []);

  // The Coming soon row's code arrives with the shopper's first scroll, tap or key on Discover, not with `/`.
  // It is an extra: when its code cannot be fetched (offline, the shop restarting), Discover goes on without
  // it, and the next scroll, tap or key tries again.
  const [rowWanted, setRowWanted] = useState(false);
  const [ComingSoonRow, setComingSoonRow] = useState<ComingSoonRowType | null>(null);
  useEffect(() => {
    if (rowWanted) return;
    const want = () => setRowWanted(true);
    const events = ["scroll", "pointerdown", "keydown"] as const;
    for (const event of events) window.addEventListener(event, want, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want);
    };
  }, [rowWanted]);
  useEffect(() => {
    if (!rowWanted || ComingSoonRow) return;
    let current = true;
    import("./coming-soon-row").then(
      (m) => current && setComingSoonRow(() => m.ComingSoonRow),
      () => current && setRowWanted(false),
    );
    return () => {
      current = false;
    };
  }, [rowWanted, ComingSoonRow]);

  useCatalogScroll(view, view === "catalog" && list !== undefined && list.length > 0);
  useRefreshAtBoundary(list);

  // A refetch that fails (a live update, a release moment) keeps the list the shopper is looking at; only
  // a first load that fails shows the error screen.
  const refreshFailedAt = products.isError && list !== undefined ? products.errorUpdatedAt : 0;
  useEffect(() => {
    if (refreshFailedAt)
      toast({ title: REFRESH_FAILED_TITLE, description: REFRESH_FAILED_TEXT, variant: "destructive" });
  }, [refreshFailedAt]);

  const refresh = useCallback(() => void refreshProducts(queryClient), [queryClient]);

  const changeView = (next: DiscoverView) => {
    setView(next);
    saveDiscoverView(next);
    window.scrollTo(0, 0);
  };

  /** Saved before a product opens, so coming back shows the same product and the same spot. */
  const rememberOpened = (opened: number) => {
    setStoredIndex(opened);
    saveDiscoverIndex(opened);
    if (view === "catalog") saveCatalogScroll(window.scrollY);
  };

  let content: ReactNode;
  if (list === undefined) {
    content = products.isError ? (
      <LoadFailedMessage what="the products" onRetry={() => void products.refetch()} tone="primary" />
    ) : (
      <PageSpinner label="Loading products" />
    );
  } else if (current === undefined) {
    const release = nextRelease.data;
    if (nextRelease.isPending) {
      content = <PageSpinner label="Loading products" />;
    } else if (release?.nextReleaseTime && release.productCount) {
      content = (
        <Suspense fallback={<PageSpinner label="Loading products" />}>
          <ComingSoonPanel
            nextReleaseTime={release.nextReleaseTime}
            productCount={release.productCount}
            productIds={release.productIds}
            onRelease={refresh}
          />
        </Suspense>
      );
    } else {
      content = (
        <StateMessage
          icon={<PackageOpen aria-hidden="true" className="size-7" />}
          title="No products available"
          text="Check back later for new items."
        />
      );
    }
  } else if (view === "catalog") {
    content = <CatalogGrid products={list ?? []} onOpen={rememberOpened} />;
  } else {
    content = (
      <IndividualView
        products={list ?? []}
        index={index}
        onOpen={rememberOpened}
        onMove={(to) => {
          setStoredIndex(to);
          saveDiscoverIndex(to);
        }}
      />
    );
  }

  return (
    <PageShell
      header={
        <>
          <AppHeader />
          {current !== undefined ? (
            <DiscoverToolbar view={view} onViewChange={changeView} expiresAt={current.expiresAt} onExpire={refresh} />
          ) : (
            list === undefined && !products.isError && <DiscoverToolbarPlaceholder />
          )}
        </>
      }
      mainClassName="pt-4"
    >
      <h1 className="sr-only">Discover</h1>
      {content}
      {list !== undefined && ComingSoonRow && <ComingSoonRow />}
    </PageShell>
  );
}
