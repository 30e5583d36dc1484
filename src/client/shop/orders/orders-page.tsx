import { useConfirmPayment } from "../../lib/orders/confirm-payment";
import { paidWithMessage } from "../../../domain/card-payment";
import { ChevronDown, ChevronLeft, ChevronRight, LoaderCircle, Package } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import type { CustomerOrder } from "../../../contracts/order";
import {
  calendarDayIn,
  canCustomerCancel,
  dayGroupPaymentStatus,
  dayGroupStatus,
  groupOrdersByDay,
  groupTotal,
  ORDER_GROUPS_PER_PAGE,
} from "../../../domain/order-groups";
import { clampPage, pageCount, pageSlice, showingRangeText } from "../../../domain/pagination";
import { saveAmount } from "../../../domain/pricing";
import { countryName } from "../../../domain/countries";
import { PaymentInstructions } from "../../components/payment-instructions";
import { ProductImage } from "../../components/product-image";
import { AppHeader } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { PageSpinner } from "../../components/ui/spinner";
import { cn } from "../../lib/ui/cn";
import { useDialogOpener } from "../../lib/ui/use-dialog-opener";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { useNow } from "../../lib/products/use-now";
import { type FormatMoney, useFormatMoney } from "../../lib/store/use-store-settings";
import { toast } from "../../lib/ui/use-toast";
import { dayLabel, orderCount, paymentChip, statusChip, type ChipTone } from "./order-display";
import { useCancelOrder, useOrders } from "../../lib/orders/use-orders";

/** The shopper's own calendar: an order placed at 23:30 belongs to that evening, wherever the server is. */
function shopperTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

export function OrdersPage() {
  useDocumentTitle("Your Orders");
  const orders = useOrders();
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<CustomerOrder | null>(null);
  const opener = useDialogOpener();
  const askToCancel = (order: CustomerOrder) => {
    opener.remember();
    setCancelling(order);
  };
  // "Today" moves on at midnight without a reload.
  const now = useNow(60_000);
  const timeZone = shopperTimeZone();
  const today = calendarDayIn(now, timeZone);

  const data = orders.data;
  let content;
  if (data === undefined && orders.isError) {
    content = (
      <LoadFailedMessage what="your orders" onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
    );
  } else if (data === undefined || money === null) {
    content = <PageSpinner label="Loading your orders" />;
  } else if (data.length === 0) {
    content = (
      <StateMessage
        icon={<Package aria-hidden="true" className="size-7" />}
        title="No orders yet"
        text="Start shopping to see your orders here"
      >
        <Link href="/" className={buttonClassName({ className: "mt-2" })}>
          Discover Products
        </Link>
      </StateMessage>
    );
  } else {
    const groups = groupOrdersByDay(data, timeZone);
    // The list can shrink under the shopper (an admin deletes orders): stay on the nearest real page.
    const current = clampPage(page, groups.length, ORDER_GROUPS_PER_PAGE);
    const last = pageCount(groups.length, ORDER_GROUPS_PER_PAGE);
    const go = (next: number) => {
      setPage(next);
      window.scrollTo({ top: 0 });
    };
    content = (
      <>
        <div className="mt-5 grid gap-4">
          {pageSlice(groups, current, ORDER_GROUPS_PER_PAGE).map((group) => (
            <DayGroup
              key={group.day}
              label={dayLabel(group.day, today)}
              orders={group.orders}
              money={money}
              onCancel={askToCancel}
            />
          ))}
        </div>
        <nav aria-label="Order pages" className="mt-6 flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => go(current - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <p aria-live="polite" className="text-center text-xs font-medium text-ink-muted tabular-nums">
            {showingRangeText(current, ORDER_GROUPS_PER_PAGE, groups.length)}
          </p>
          <Button variant="secondary" size="sm" disabled={current >= last} onClick={() => go(current + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      </>
    );
  }

  return (
    <PageShell header={<AppHeader />}>
      <PageTitle>Your Orders</PageTitle>
      {content}
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} onCloseAutoFocus={opener.restore} />
    </PageShell>
  );
}

const chipTones: Record<ChipTone, string> = {
  amber: "bg-accent-soft text-accent-ink",
  sky: "bg-sky-50 text-sky-800",
  indigo: "bg-indigo-50 text-indigo-700",
  green: "bg-emerald-50 text-emerald-800",
  red: "bg-destructive-soft text-destructive",
  orange: "bg-orange-50 text-orange-800",
  grey: "bg-gray-100 text-gray-700",
};

function Chip({ tone, children, className }: { tone: ChipTone; children: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        chipTones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

function DayGroup({
  label,
  orders,
  money,
  onCancel,
}: {
  label: string;
  orders: CustomerOrder[];
  money: FormatMoney;
  onCancel: (order: CustomerOrder) => void;
}) {
  const headingId = useId();
  const status = statusChip(dayGroupStatus(orders.map((o) => o.status)));
  const payment = paymentChip(dayGroupPaymentStatus(orders));
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl border border-line bg-card shadow-sm shadow-ink/[0.03]"
    >
      <header className="flex items-start justify-between gap-3 border-b border-line bg-surface/60 px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-lg leading-tight font-semibold text-ink">
            {label}
          </h2>
          <p className="mt-0.5 text-xs text-ink-muted">{orderCount(orders.length)}</p>
        </div>
        <Chip tone={status.tone}>{status.label}</Chip>
      </header>

      <ul className="divide-y divide-line">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} money={money} onCancel={onCancel} />
        ))}
      </ul>

      <footer className="flex items-center justify-between gap-3 border-t border-line bg-surface/60 px-4 py-3">
        <p className="flex items-center gap-2 text-xs text-ink-muted">
          Payment
          <Chip tone={payment.tone}>{payment.label}</Chip>
        </p>
        <p className="text-sm text-ink-muted">
          Total <span className="ml-1 text-base font-bold text-ink tabular-nums">{money(groupTotal(orders))}</span>
        </p>
      </footer>
    </section>
  );
}

function OrderRow({
  order,
  money,
  onCancel,
}: {
  order: CustomerOrder;
  money: FormatMoney;
  onCancel: (order: CustomerOrder) => void;
}) {
  const status = statusChip(order.status);
  const cancelled = order.status === "cancelled";
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const discounted = saveAmount(order.productPrice, order.productDiscountAmount) > 0;
  return (
    <li className="flex gap-3 px-4 py-3.5">
      <div className="aspect-[3/4] w-16 shrink-0 overflow-hidden rounded-xl bg-surface">
        <ProductImage
          src={order.productImages[0]}
          alt=""
          sizes="64px"
          loading="lazy"
          className={cn("size-full object-cover", cancelled && "opacity-60 grayscale")}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 text-[0.9375rem] leading-5 font-semibold text-ink">{order.productName}</h3>
          <Chip tone={status.tone}>{status.label}</Chip>
        </div>
        <p className="mt-0.5 text-xs text-ink-muted">
          {order.size ? `Size ${order.size} · ` : ""}
          {timeFormat.format(new Date(order.createdAt))} · Order #{order.id}
        </p>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm tabular-nums">
          <span className="font-semibold text-ink">
            {discounted && <span className="sr-only">Price </span>}
            {money(order.productDiscountedPrice)}
          </span>
          {discounted && (
            <s className="text-xs text-ink-muted">
              <span className="sr-only">Original price </span>
              {money(order.productPrice)}
            </s>
          )}
          <span className="text-xs text-ink-muted">+ {money(order.shippingCost)} shipping</span>
        </p>
        <div className="mt-1.5 flex items-center justify-between gap-2">
          <p className={cn("text-sm font-bold tabular-nums", cancelled ? "text-ink-muted line-through" : "text-ink")}>
            <span className="sr-only">Order total </span>
            {money(order.totalPrice)}
          </p>
          {canCustomerCancel({ ...order, paymentMethod: order.payment.method }) && (
            <Button
              variant="ghost"
              size="sm"
              className="-mr-2 text-destructive! hover:bg-destructive-soft!"
              onClick={() => onCancel(order)}
              aria-label={`Cancel order #${order.id}, ${order.productName}`}
            >
              Cancel Order
            </Button>
          )}
        </div>
        {cancelled && order.cancelledBy && (
          <p className="mt-1 text-xs text-ink-muted">
            {cancelledByText(order.cancelledBy)}
            {order.cancellationReason ? `: ${order.cancellationReason}` : ""}
          </p>
        )}
        {/* headingLevel 4: it sits under the order's own h3. */}
        {!cancelled && order.payment.state === "unpaid" && (
          <PaymentInstructions className="mt-2.5" headingLevel={4} placedAt={order.createdAt} />
        )}
        {!cancelled && order.payment.state === "needs_authentication" && <ConfirmPayment order={order} />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((current) => !current)}
          className="mt-2 -ml-1 inline-flex items-center gap-1 rounded-full px-1 py-1 text-xs font-semibold text-primary"
        >
          Order details
          <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
        </button>
        {open && <OrderDetails id={detailsId} order={order} money={money} />}
      </div>
    </li>
  );
}

function cancelledByText(by: NonNullable<CustomerOrder["cancelledBy"]>): string {
  return by === "customer" ? "Cancelled by you" : "Cancelled by the shop";
}

/** The order's payment in a few words: how it was paid, or what it waits for. */
function paymentText(order: CustomerOrder): string {
  const { state, card } = order.payment;
  if (state === "refunded") return card ? `Refunded to ${card}` : "Refunded";
  if (state === "refunding") return card ? `Refund to ${card} on its way` : "Refund on its way";
  if (state === "paid") return card ? paidWithMessage(card) : "Paid";
  if (state === "charging") return "Charging your card";
  if (state === "needs_authentication") return "Waiting for your bank's confirmation";
  return order.status === "cancelled" ? "Not due" : "Unpaid";
}

/** Everything about one order: what it cost, where it ships, its status and payment, and any cancellation. */
function OrderDetails({ id, order, money }: { id: string; order: CustomerOrder; money: FormatMoney }) {
  const rows: [string, string][] = [
    ["Product", order.productName],
    ...(order.size ? ([["Size", order.size]] as [string, string][]) : []),
    ["Price", money(order.productDiscountedPrice)],
    ["Shipping", money(order.shippingCost)],
    ["Total", money(order.totalPrice)],
    [
      "Ships to",
      [
        order.shippingAddress,
        order.shippingApartment,
        `${order.shippingPostalCode} ${countryName(order.shippingCountry) ?? order.shippingCountry}`,
      ]
        .filter((line) => line.trim() !== "")
        .join("\n"),
    ],
    ...(order.shippingPhone ? ([["Phone", order.shippingPhone]] as [string, string][]) : []),
    ["Status", statusChip(order.status).label],
    ["Payment", paymentText(order)],
    ...(order.cancelledBy
      ? ([
          ["Cancelled", cancelledByText(order.cancelledBy)],
          ...(order.cancellationReason ? [["Reason", order.cancellationReason]] : []),
        ] as [string, string][])
      : []),
  ];
  return (
    <dl
      id={id}
      className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 rounded-2xl bg-surface px-3 py-2.5 text-xs"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="font-medium break-words whitespace-pre-line text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Are you sure you want to cancel this order?" before PUT /api/orders/{id}/cancel. */
function CancelOrderDialog({
  order,
  onClose,
  onCloseAutoFocus,
}: {
  order: CustomerOrder | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const cancel = useCancelOrder();
  const money = useFormatMoney();
  // Kept while the dialog animates out, so its text does not vanish.
  const [shown, setShown] = useState(order);
  if (order !== null && order !== shown) setShown(order);

  function confirm() {
    if (!shown || cancel.isPending) return;
    cancel.mutate(shown, {
      onSuccess: ({ message }) => {
        toast({ title: message, description: shown.productName });
        onClose();
      },
      onError: (error) => {
        toast({ title: "Failed to cancel order", description: error.message, variant: "destructive" });
        onClose();
      },
    });
  }

  return (
    <Dialog
      closeOnBack
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
    >
      <DialogContent hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Cancel Order</DialogTitle>
          <DialogDescription>Are you sure you want to cancel this order?</DialogDescription>
        </DialogHeader>
        {shown && (
          <p className="rounded-2xl bg-surface px-4 py-3 text-sm text-ink">
            <span className="font-semibold">{shown.productName}</span>
            {shown.size ? `, size ${shown.size}` : ""}
            {money && ` · ${money(shown.totalPrice)}`}
            {shown.payment.state === "paid" && shown.payment.card && (
              <span className="mt-1 block text-ink-muted">It is refunded to your {shown.payment.card}.</span>
            )}
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            Keep Order
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {cancel.isPending ? "Cancelling…" : "Cancel Order"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The shopper's bank asked to check the card on file's charge: Stripe.js shows that check here. */
function ConfirmPayment({ order }: { order: CustomerOrder }) {
  const confirm = useConfirmPayment();
  return (
    <div className="mt-2.5 grid justify-items-start gap-1.5 rounded-2xl bg-surface px-3 py-2.5 text-xs text-ink">
      <p>Your bank asks you to confirm this payment. Until then the order is unpaid.</p>
      <Button
        size="sm"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(order, {
            onError: (error) =>
              toast({ title: PAYMENT_NOT_CONFIRMED, description: error.message, variant: "destructive" }),
          })
        }
      >
        {confirm.isPending ? "Confirming…" : "Confirm payment"}
      </Button>
    </div>
  );
}

const PAYMENT_NOT_CONFIRMED = "Payment not confirmed";
