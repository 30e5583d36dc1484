import { useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, LoaderCircle, SearchX, TriangleAlert, Truck } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useParams, useSearch } from "wouter";
import type { Product } from "../../../contracts/product";
import { finalPrice, formatMoney, orderTotal, shippingCostFor } from "../../../domain/pricing";
import { effectiveStatus, notOrderableMessage, type LifecycleFields } from "../../../domain/product-lifecycle";
import { summarizeDescription } from "../../../domain/description-summary";
import { CountdownBadge } from "../../components/countdown-badge";
import { LOGIN_TO_ADD_TO_WISHLIST_MESSAGE, LoginRequiredDialog } from "../../components/login-required-dialog";
import { ProductPrice } from "../../components/product-price";
import { AppHeader, type HeaderBack } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { PageShell } from "../../components/ui/page-shell";
import { PageSpinner } from "../../components/ui/spinner";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { saveDiscoverIndex } from "../../lib/discover-storage";
import { useCurrentUser } from "../../lib/use-current-user";
import { useDialogOpener } from "../../lib/use-dialog-opener";
import { useDocumentTitle } from "../../lib/use-document-title";
import { refreshProduct, refreshProducts, refreshShippingRates } from "../../lib/query-keys";
import { useProduct, useProducts } from "../../lib/use-products";
import { useEnabledShippingRates } from "../../lib/use-shipping-rates";
import { toast } from "../../lib/use-toast";
import {
  CANNOT_PLACE_ORDER,
  classifyOrderFailure,
  newIdempotencyKey,
  nextOrderStep,
  ORDER_FAILED,
  ORDER_PLACED,
  orderPayload,
  PRODUCT_NOT_AVAILABLE,
  SIZE_REQUIRED_TEXT,
  SIZE_REQUIRED_TITLE,
} from "./order-flow";
import { ProductCarousel } from "./product-carousel";
import { SizeChartDialog } from "./size-chart-dialog";
import { SizeSelector } from "./size-selector";
import { useLifecycleNow } from "./use-lifecycle-now";
import { usePlaceOrder } from "./use-place-order";
import { WishlistHeart } from "./wishlist-heart";

// Only shoppers who zoom or tap Order Now need these (the address form brings its validation library),
// so they are fetched on first use rather than with the page people open from a link.
const ZoomViewer = lazy(() => import("./zoom-viewer").then((m) => ({ default: m.ZoomViewer })));
const PremiumDialog = lazy(() => import("../../components/premium-dialog").then((m) => ({ default: m.PremiumDialog })));
const ShippingAddressDialog = lazy(() =>
  import("../../components/shipping-address-dialog").then((m) => ({ default: m.ShippingAddressDialog })),
);

/** The route's id when it is a positive whole number; anything else is a product that cannot exist. */
function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ProductPage() {
  const params = useParams<{ id: string }>();
  const fromWishlist = new URLSearchParams(useSearch()).get("from") === "wishlist";
  const id = parseProductId(params.id);
  const product = useProduct(id ?? 0, { enabled: id !== null });
  const back: HeaderBack = fromWishlist
    ? { href: "/wishlist", label: "Back to Your Favorites" }
    : { href: "/", label: "Back to Discover" };

  const missing =
    id === null ||
    (product.isError && isApiError(product.error) && (product.error.status === 404 || product.error.status === 400));

  if (missing) return <ProductNotFound back={back} />;
  if (product.data)
    return <ProductDetail key={product.data.id} product={product.data} back={back} fromWishlist={fromWishlist} />;
  if (product.isError) {
    return (
      <Frame back={back} title="Product">
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-destructive-soft text-destructive">
            <TriangleAlert aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-1 font-display text-2xl font-semibold text-ink">Something went wrong</h1>
          <p className="max-w-xs text-sm leading-6 text-ink-muted">{product.error.message}</p>
          <Button className="mt-2" onClick={() => void product.refetch()}>
            Try Again
          </Button>
        </div>
      </Frame>
    );
  }
  return (
    <Frame back={back} title="Product">
      <PageSpinner label="Loading product" />
    </Frame>
  );
}

function Frame({ back, title, children }: { back: HeaderBack; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <PageShell header={<AppHeader back={back} />}>{children}</PageShell>;
}

function ProductNotFound({ back }: { back: HeaderBack }) {
  return (
    <Frame back={back} title="Product Not Found">
      <div className="flex flex-1 flex-col items-center justify-center gap-3 py-16 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-1 font-display text-2xl font-semibold text-ink">Product Not Found</h1>
        <p className="max-w-xs text-sm leading-6 text-ink-muted">This piece may have sold out or been taken down.</p>
        <Link href="/" className={buttonClassName({ className: "mt-2" })}>
          Back to Discovery
        </Link>
      </div>
    </Frame>
  );
}

const publishDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatPublishDate = (date: Date) => publishDateFormat.format(date);

/** Which of the order flow's dialogs is open; one at a time. */
type OpenDialog = null | "login" | "premium" | "address";

function lifecycleOf(product: Product): LifecycleFields {
  return {
    status: product.status,
    publishAt: product.publishAt === null ? null : new Date(product.publishAt),
    expiresAt: new Date(product.expiresAt),
  };
}

function ProductDetail({ product, back, fromWishlist }: { product: Product; back: HeaderBack; fromWishlist: boolean }) {
  useDocumentTitle(product.name);
  const queryClient = useQueryClient();
  const list = useProducts().data;
  const user = useCurrentUser();
  const rates = useEnabledShippingRates();

  // Keyed by product id in the parent, so all of this starts over when the product changes (spec: the
  // selected size resets).
  const [imageIndex, setImageIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  const openZoom = (open: boolean) => {
    if (open) setZoomUsed(true);
    setZoomOpen(open);
  };
  const [size, setSize] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const orderButtonRef = useRef<HTMLButtonElement>(null);
  const opener = useDialogOpener(orderButtonRef);
  // A lazily loaded dialog stays mounted once opened, so it can animate out and hand focus back.
  const [everOpened, setEverOpened] = useState<ReadonlySet<Exclude<OpenDialog, null>>>(new Set());
  const openDialog = (which: Exclude<OpenDialog, null>) => {
    opener.remember();
    setEverOpened((current) => (current.has(which) ? current : new Set(current).add(which)));
    setDialog(which);
  };
  // Kept after closing, so the dialog's text does not change while it animates out.
  const [loginFor, setLoginFor] = useState<"order" | "wishlist">("order");
  const askToLogIn = (reason: "order" | "wishlist") => {
    setLoginFor(reason);
    openDialog("login");
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const sizesRef = useRef<HTMLDivElement>(null);
  // Set by an order tap without a size: the size choice is outlined until one is picked.
  const [sizeMissing, setSizeMissing] = useState(false);
  const placeOrder = usePlaceOrder();
  // Set in the same event as the tap, so a second tap that lands before React re-renders (and disables
  // the button) cannot send a second order.
  const submitting = useRef(false);

  const refresh = useCallback(() => {
    void refreshProduct(queryClient, product.id);
    void refreshProducts(queryClient);
  }, [queryClient, product.id]);
  const now = useLifecycleNow(product, refresh);
  const lifecycle = lifecycleOf(product);
  const status = effectiveStatus(lifecycle, now);
  const unavailable = notOrderableMessage(lifecycle, now, formatPublishDate);

  const position = list ? list.findIndex((p) => p.id === product.id) : -1;
  useEffect(() => {
    if (position >= 0) saveDiscoverIndex(position);
  }, [position]);
  const suffix = fromWishlist ? "?from=wishlist" : "";
  const previous = list && position > 0 ? list[position - 1] : undefined;
  const next = list && position >= 0 && position < list.length - 1 ? list[position + 1] : undefined;

  // Signed out (null) ships at the SG rate or 1.90, like every order path (DESIGN section 4).
  const shippingKnown = !user.isPending && !rates.isPending;
  const shipping = shippingCostFor(rates.data ?? [], user.data?.country);
  const total = orderTotal(finalPrice(product.price, product.discountAmount), shipping);
  const summary = summarizeDescription(product.description);

  function askForSize() {
    toast({ title: SIZE_REQUIRED_TITLE, description: SIZE_REQUIRED_TEXT, variant: "destructive" });
    setSizeMissing(true);
    const first = sizesRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
    first?.scrollIntoView({ behavior: "smooth", block: "center" });
    first?.focus({ preventScroll: true });
  }

  // The click flow of DESIGN section 9: login -> product loaded -> orderable -> premium -> size -> address -> submit.
  function orderNow() {
    if (submitting.current) return;
    const shopper = user.data ?? null;
    const step = nextOrderStep({ user: shopper, product, size, now: new Date(), formatDate: formatPublishDate });
    switch (step.kind) {
      case "login":
        askToLogIn("order");
        return;
      case "product-missing":
        toast({ title: PRODUCT_NOT_AVAILABLE, variant: "destructive" });
        return;
      case "not-orderable":
        toast({ title: CANNOT_PLACE_ORDER, description: step.message, variant: "destructive" });
        return;
      case "premium":
        openDialog("premium");
        return;
      case "size":
        askForSize();
        return;
      case "address":
        openDialog("address");
        return;
      case "submit":
        if (!shopper) return;
        submitting.current = true;
        placeOrder.mutate(
          { payload: orderPayload(product, shopper, step.size, rates.data ?? []), idempotencyKey: newIdempotencyKey() },
          {
            onSuccess: (order) => {
              const what = order.size ? `${order.productName}, size ${order.size}` : order.productName;
              toast({
                title: ORDER_PLACED,
                description: `${what}: ${formatMoney(order.totalPrice)}. Track it in Your Orders.`,
              });
            },
            onError: (error) => {
              const failure = classifyOrderFailure(error);
              if (failure.kind === "premium") openDialog("premium");
              else if (failure.kind === "login") askToLogIn("order");
              else {
                toast({ title: ORDER_FAILED, description: failure.message, variant: "destructive" });
                // A changed price or product: show what the server has now.
                refresh();
                void refreshShippingRates(queryClient);
              }
            },
            onSettled: () => {
              submitting.current = false;
              // The button lost focus while disabled; a keyboard or screen-reader user continues from it.
              setTimeout(() => {
                if (document.activeElement === document.body) orderButtonRef.current?.focus({ preventScroll: true });
              }, 0);
            },
          },
        );
    }
  }

  return (
    <PageShell header={<AppHeader back={back} title={product.name} />} mainClassName="pt-4">
      <ProductCarousel
        images={product.images}
        name={product.name}
        index={imageIndex}
        onIndexChange={setImageIndex}
        onZoom={() => openZoom(true)}
        overlay={
          <>
            {position >= 0 && list ? (
              <span className="rounded-full bg-card/90 px-3 py-1.5 text-xs font-semibold text-ink shadow-sm backdrop-blur-sm">
                {position + 1} of {list.length} products
              </span>
            ) : (
              <span />
            )}
            {status === "active" && <CountdownBadge target={product.expiresAt} label="Ends in" tone="overlay" />}
            {status === "scheduled" && (
              <span className="rounded-full bg-primary px-3 py-1.5 text-xs font-semibold text-primary-foreground shadow-sm">
                Coming Soon
              </span>
            )}
            {status === "expired" && (
              <span className="rounded-full bg-destructive px-3 py-1.5 text-xs font-semibold text-destructive-foreground shadow-sm">
                Expired
              </span>
            )}
          </>
        }
      />
      {zoomUsed && (
        <Suspense fallback={null}>
          <ZoomViewer
            open={zoomOpen}
            onOpenChange={openZoom}
            images={product.images}
            name={product.name}
            index={imageIndex}
            onIndexChange={setImageIndex}
          />
        </Suspense>
      )}

      <div className="mt-5 flex flex-col gap-5">
        <div>
          <div className="flex items-start gap-2">
            <h1 className="min-w-0 flex-1 font-display text-[1.625rem] leading-tight font-semibold tracking-tight text-ink">
              {product.name}
            </h1>
            <WishlistHeart
              productId={product.id}
              signedIn={user.isPending ? undefined : Boolean(user.data)}
              onSignInRequired={() => askToLogIn("wishlist")}
            />
          </div>
          <ProductPrice
            price={product.price}
            discountAmount={product.discountAmount}
            size="lg"
            showSave
            className="mt-2"
          />
          <div className="mt-2.5 flex items-start gap-2.5 text-sm leading-5 text-ink-muted">
            <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div>
              {shippingKnown ? (
                <p className="font-semibold text-ink">+ {formatMoney(shipping)} shipping</p>
              ) : (
                <p aria-hidden="true" className="h-5 w-28 animate-pulse rounded-full bg-line" />
              )}
              <p>Standard delivery: in 12 to 14 days</p>
            </div>
          </div>
        </div>

        {unavailable !== null && (
          <p className="rounded-2xl border border-line bg-card px-4 py-3 text-sm leading-5 font-medium text-ink">
            {unavailable}
          </p>
        )}

        {summary && <p className="text-[0.9375rem] leading-6 text-ink-muted">{summary}</p>}

        {product.sizes.length > 0 ? (
          <div
            ref={sizesRef}
            className={cn(
              // Negative margins cancel the padding and border, so outlining it moves nothing.
              "-m-3.5 scroll-mt-20 rounded-2xl border-2 p-3 transition-colors",
              sizeMissing ? "border-destructive bg-destructive-soft/50" : "border-transparent",
            )}
          >
            <SizeSelector
              sizes={product.sizes}
              value={size}
              onChange={(next) => {
                setSize(next);
                setSizeMissing(false);
              }}
              aside={<SizeChartDialog />}
            />
            {sizeMissing && <p className="mt-2 text-sm font-medium text-destructive">Please select a size</p>}
          </div>
        ) : (
          <div className="-mt-2 flex justify-end">
            <SizeChartDialog />
          </div>
        )}

        <nav aria-label="Products" className="grid grid-cols-2 gap-3">
          <ItemLink product={previous} href={previous && `/product/${previous.id}${suffix}`} direction="previous" />
          <ItemLink product={next} href={next && `/product/${next.id}${suffix}`} direction="next" />
        </nav>

        <p className="text-center text-xs text-ink-muted">
          <Link href="/privacy-policy" className="font-semibold text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
        </p>
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-line/80 bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md">
        <Button
          ref={orderButtonRef}
          size="lg"
          fullWidth
          disabled={!shippingKnown || placeOrder.isPending}
          aria-busy={placeOrder.isPending || undefined}
          onClick={orderNow}
        >
          {placeOrder.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              Placing order…
            </>
          ) : shippingKnown ? (
            `Order Now - ${formatMoney(total)}`
          ) : (
            "Order Now"
          )}
        </Button>
      </div>

      <LoginRequiredDialog
        open={dialog === "login"}
        onOpenChange={closeDialog}
        message={loginFor === "wishlist" ? LOGIN_TO_ADD_TO_WISHLIST_MESSAGE : undefined}
        onCloseAutoFocus={opener.restore}
      />
      <Suspense fallback={null}>
        {everOpened.has("premium") && (
          <PremiumDialog open={dialog === "premium"} onOpenChange={closeDialog} onCloseAutoFocus={opener.restore} />
        )}
        {user.data && everOpened.has("address") && (
          <ShippingAddressDialog
            open={dialog === "address"}
            onOpenChange={closeDialog}
            user={user.data}
            onCloseAutoFocus={opener.restore}
          />
        )}
      </Suspense>
    </PageShell>
  );
}

function ItemLink({
  product,
  href,
  direction,
}: {
  product: Product | undefined;
  href: string | undefined;
  direction: "previous" | "next";
}) {
  const label = direction === "previous" ? "Previous Item" : "Next Item";
  const content = (
    <>
      {direction === "previous" && <ChevronLeft aria-hidden="true" />}
      {label}
      {direction === "next" && <ChevronRight aria-hidden="true" />}
    </>
  );
  const className = buttonClassName({ variant: "secondary", fullWidth: true });
  if (!product || !href) {
    return (
      <a role="link" aria-disabled="true" className={cn(className, "pointer-events-none opacity-45")}>
        {content}
      </a>
    );
  }
  return (
    <Link href={href} className={className} title={product.name}>
      {content}
    </Link>
  );
}
