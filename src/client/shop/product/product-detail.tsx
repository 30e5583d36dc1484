import type { CustomerOrder } from "../../../contracts/order";
import { paidWithMessage } from "../../../domain/card-payment";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, LoaderCircle, Truck, UserCheck } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Product } from "../../../contracts/product";
import { summarizeDescription } from "../../../domain/description-summary";
import { finalPrice, orderTotal, shippingCostFor } from "../../../domain/pricing";
import { effectiveStatus, lifecycleFieldsOf, notOrderableMessage } from "../../../domain/product-lifecycle";
import { customerStatusLabel } from "../../../domain/status-labels";
import type { CurrentUser } from "../../../contracts/user";
import { CountdownBadge } from "../../components/countdown-badge";
import { PaymentInstructions } from "../../components/payment-instructions";
import { LoginRequiredDialog } from "../../components/login-required-dialog";
import { ProductPrice } from "../../components/product-price";
import { AppHeader, type HeaderBack } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { PageShell } from "../../components/ui/page-shell";
import { cn } from "../../lib/ui/cn";
import { saveDiscoverIndex } from "../../lib/products/discover-storage";
import { takePendingIntent } from "../../lib/session/pending-intent";
import { productKey, refreshProducts } from "../../lib/api/query-keys";
import { ordersQuery } from "../../lib/api/shop-queries";
import { useReadAfterFirstView } from "../../lib/products/first-view";
import { useSwipeNavigation } from "../../lib/ui/use-swipe-navigation";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { useProducts } from "../../lib/products/use-products";
import { useEnabledShippingRates } from "../../lib/orders/use-shipping-rates";
import { useFormatMoney } from "../../lib/store/use-store-settings";
import { ProductCarousel } from "./product-carousel";
import { SizeChartDialog } from "./size-chart-dialog";
import { SizeSelector } from "./size-selector";
import { useLifecycleNow } from "./use-lifecycle-now";
import { useOrderFlow } from "./use-order-flow";
import { WishlistHeart } from "./wishlist-heart";
import { RemindMe } from "../../components/remind-me";
import {
  isSoldOut,
  limitReachedLabel,
  memberLimitReached,
  perMemberLabel,
  SOLD_OUT_LABEL,
  sizeLeft,
} from "../../../domain/stock";
import { SoldOutBadge } from "../../components/sold-out-badge";

// Only shoppers who zoom or tap Order Now need these (the address form brings its validation library),
// so they are fetched on first use rather than with the page people open from a link.
const ZoomViewer = lazy(() => import("./zoom-viewer").then((m) => ({ default: m.ZoomViewer })));
const PremiumDialog = lazy(() => import("../../components/premium-dialog").then((m) => ({ default: m.PremiumDialog })));
const ShippingAddressDialog = lazy(() =>
  import("../../components/shipping-address-dialog").then((m) => ({ default: m.ShippingAddressDialog })),
);
const RepeatOrderDialog = lazy(() => import("./repeat-order-dialog").then((m) => ({ default: m.RepeatOrderDialog })));

const publishDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatPublishDate = (date: Date) => publishDateFormat.format(date);

export function ProductDetail({
  product,
  back,
  fromWishlist,
}: {
  product: Product;
  back: HeaderBack;
  fromWishlist: boolean;
}) {
  useDocumentTitle(product.name);
  const queryClient = useQueryClient();
  const list = useReadAfterFirstView(useProducts()).data;
  const user = useReadAfterFirstView(useCurrentUser());
  const rates = useReadAfterFirstView(useEnabledShippingRates());
  const money = useFormatMoney();

  // Keyed by product id in the parent, so all of this starts over when the product changes (the
  // selected size resets too).
  const [imageIndex, setImageIndex] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  const openZoom = (open: boolean) => {
    if (open) setZoomUsed(true);
    setZoomOpen(open);
  };
  const [picked, setSize] = useState<string | null>(null);
  // A size that sold out while it was chosen shows as chosen no more (the shopper sees it sell out); the order
  // flow keeps it, to say which size sold out if Order Now (or Save and order) comes next.
  const size = picked !== null && sizeLeft(product.stockLeft, picked) === 0 ? null : picked;
  const soldOut = isSoldOut(product.sizes, product.stockLeft);
  const limit = product.perMemberLimit;
  // A limited product: the member's own orders say whether they may order more (the server decides in the end).
  const ownOrders = useQuery({ ...ordersQuery, enabled: limit !== null && Boolean(user.data) }).data;
  const limitReached = user.data ? memberLimitReached(limit, product.id, ownOrders ?? []) : false;

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: productKey(product.id), exact: true });
    void refreshProducts(queryClient);
  }, [queryClient, product.id]);
  const now = useLifecycleNow(product, refresh);
  const lifecycle = lifecycleFieldsOf(product);
  const status = effectiveStatus(lifecycle, now);
  const unavailable = notOrderableMessage(lifecycle, now, formatPublishDate);
  const {
    orderNow,
    resumeAfterSignIn,
    orderWithAddress,
    continueAsMember,
    confirmRepeat,
    repeatMessage,
    placed,
    placing,
    orderButtonRef,
    sizesRef,
    sizeProblem,
    sizePicked,
    dialog,
    everOpened,
    loginFor,
    askToLogIn,
    rememberForSignIn,
    closeDialog,
    restoreFocus,
  } = useOrderFlow({
    product,
    size: picked,
    user: user.data,
    rates: rates.data,
    formatDate: formatPublishDate,
    refresh,
  });

  // Back from signing in: finish what the visitor tapped on this product before (pending-intent.ts).
  const [wishlistOnSignIn, setWishlistOnSignIn] = useState(false);
  const [remindOnSignIn, setRemindOnSignIn] = useState(false);
  const resumed = useRef(false);
  const shopper = user.data;
  useEffect(() => {
    if (!shopper || resumed.current) return;
    resumed.current = true;
    const intent = takePendingIntent(product.id);
    // The intent lives in sessionStorage and is taken once the shopper is known; it cannot be initial state,
    // since the server-rendered page hydrates with nothing chosen.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (intent?.kind === "wishlist") setWishlistOnSignIn(true);
    if (intent?.kind === "remind") setRemindOnSignIn(true);
    if (intent?.kind === "order") {
      setSize(intent.size);
      resumeAfterSignIn(shopper, intent.size);
    }
  }, [shopper, product.id, resumeAfterSignIn]);

  const position = list ? list.findIndex((p) => p.id === product.id) : -1;
  useEffect(() => {
    if (position >= 0) saveDiscoverIndex(position);
  }, [position]);
  const suffix = fromWishlist ? "?from=wishlist" : "";
  const previous = list && position > 0 ? list[position - 1] : undefined;
  const next = list && position >= 0 && position < list.length - 1 ? list[position + 1] : undefined;
  // A swipe on the details (the photos swipe photos) or Left/Right goes to the neighbouring product.
  const [, navigate] = useLocation();
  const detailsRef = useRef<HTMLDivElement>(null);
  useSwipeNavigation(detailsRef, (direction) => {
    const target = direction === "next" ? next : previous;
    if (target) navigate(`/product/${target.id}${suffix}`);
  });

  // Signed out (null) ships at the SG rate or 1.90, like every order path.
  const shipping = shippingCostFor(rates.data ?? [], user.data?.country);
  const total = orderTotal(finalPrice(product.price, product.discountAmount), shipping);
  // Written once the shopper, the rates and the store's currency are all known.
  const shippingKnown = !user.isPending && !rates.isPending && money !== null;
  const amounts = shippingKnown ? { shipping: money(shipping), total: money(total) } : null;
  const summary = summarizeDescription(product.description);
  const finalAmount = finalPrice(product.price, product.discountAmount);
  // The address dialog opened by an order: its Save places the order, for the country chosen in it.
  const saveAndOrderLabel = (country: string) =>
    money
      ? `Save and order - ${money(orderTotal(finalAmount, shippingCostFor(rates.data ?? [], country)))}`
      : "Save and order";

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
                {customerStatusLabel(status)}
              </span>
            )}
            <SoldOutBadge product={product} />
            {status === "expired" && (
              <span className="rounded-full bg-destructive px-3 py-1.5 text-xs font-semibold text-destructive-foreground shadow-sm">
                {customerStatusLabel(status)}
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

      <div ref={detailsRef} className="mt-5 flex touch-pan-y flex-col gap-5">
        <div>
          <div className="flex items-start gap-2">
            <h1 className="min-w-0 flex-1 font-display text-[1.625rem] leading-tight font-semibold tracking-tight text-ink">
              {product.name}
            </h1>
            <WishlistHeart
              productId={product.id}
              signedIn={user.isPending ? undefined : Boolean(user.data)}
              addOnSignIn={wishlistOnSignIn}
              onSignInRequired={(action) => askToLogIn(action === "add" ? "wishlist-add" : "wishlist-remove")}
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
              {amounts ? (
                <p className="font-semibold text-ink">+ {amounts.shipping} shipping</p>
              ) : (
                <p aria-hidden="true" className="h-5 w-28 animate-pulse rounded-full bg-line" />
              )}
              <p>Standard delivery: in 12 to 14 days</p>
            </div>
          </div>
          {limit !== null && (
            <p className="mt-2 flex items-center gap-2.5 text-sm leading-5 font-semibold text-ink">
              <UserCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {perMemberLabel(limit)}
            </p>
          )}
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
              sizeProblem ? "border-destructive bg-destructive-soft/50" : "border-transparent",
            )}
          >
            <SizeSelector
              sizes={product.sizes}
              stockLeft={product.stockLeft}
              value={size}
              onChange={(chosen) => {
                setSize(chosen);
                sizePicked();
              }}
              aside={<SizeChartDialog category={product.category} sizes={product.sizes} />}
            />
            {sizeProblem && <p className="mt-2 text-sm font-medium text-destructive">{sizeProblem}</p>}
          </div>
        ) : (
          <div className="-mt-2 flex justify-end">
            <SizeChartDialog category={product.category} sizes={product.sizes} />
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

      {placed && <OrderPlaced order={placed} />}

      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-line/80 bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md">
        {/* A drop still to come offers its reminder where Order Now will be: nothing to order yet, and nothing
            the bar could cover (docs/decisions/060). */}
        {status === "scheduled" ? (
          <RemindMe
            productIds={[product.id]}
            onSignInRequired={() => askToLogIn("remind")}
            addOnSignIn={remindOnSignIn}
            wide
          />
        ) : (
          <Button
            ref={orderButtonRef}
            size="lg"
            fullWidth
            disabled={!shippingKnown || placing || soldOut || limitReached}
            aria-busy={placing || undefined}
            onClick={orderNow}
          >
            {soldOut ? (
              SOLD_OUT_LABEL
            ) : limitReached && limit !== null ? (
              limitReachedLabel(limit)
            ) : placing ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Placing order…
              </>
            ) : amounts ? (
              `Order Now - ${amounts.total}`
            ) : (
              "Order Now"
            )}
          </Button>
        )}
      </div>

      <LoginRequiredDialog
        open={dialog === "login"}
        onOpenChange={closeDialog}
        reason={loginFor}
        onLogIn={rememberForSignIn}
        onCloseAutoFocus={restoreFocus}
      />
      <Suspense fallback={null}>
        {everOpened.has("premium") && (
          <PremiumDialog
            open={dialog === "premium"}
            onOpenChange={closeDialog}
            onCloseAutoFocus={restoreFocus}
            onJoined={continueAsMember}
          />
        )}
        {user.data && everOpened.has("address") && (
          <ShippingAddressDialog
            open={dialog === "address"}
            onOpenChange={closeDialog}
            user={user.data}
            saveLabel={saveAndOrderLabel}
            onSaved={(saved: CurrentUser) => orderWithAddress(saved)}
            onCloseAutoFocus={restoreFocus}
          />
        )}
        {everOpened.has("repeat") && (
          <RepeatOrderDialog
            open={dialog === "repeat"}
            onOpenChange={closeDialog}
            message={repeatMessage}
            total={amounts?.total ?? null}
            onConfirm={confirmRepeat}
            onCloseAutoFocus={restoreFocus}
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

/**
 * After ordering: the order's number, how it was paid (the card on file) or how to pay (the store's
 * instructions), and where to follow it.
 */
function OrderPlaced({ order }: { order: CustomerOrder }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: "smooth", block: "nearest" });
  }, [order.id]);
  const { state, card } = order.payment;
  return (
    <section
      ref={ref}
      aria-label="Order placed"
      // Scrolled to clear of the sticky order bar.
      className="mt-5 grid scroll-mb-28 gap-3 rounded-3xl border border-line bg-card p-4 shadow-sm shadow-ink/[0.03]"
    >
      <p className="text-[0.9375rem] font-semibold text-ink">
        {state === "paid" && card
          ? `Order #${order.id} placed. ${paidWithMessage(card)}.`
          : state === "charging"
            ? `Order #${order.id} placed. Your card is being charged; Your Orders shows when it is paid.`
            : state === "needs_authentication"
              ? `Order #${order.id} placed. Your bank asks you to confirm the payment in Your Orders.`
              : `Order #${order.id} placed. It is unpaid until we receive your payment.`}
      </p>
      {state === "unpaid" && <PaymentInstructions placedAt={order.createdAt} />}
      <Link href="/orders" className="text-sm font-semibold text-primary underline underline-offset-4">
        Track it in Your Orders
      </Link>
    </section>
  );
}
