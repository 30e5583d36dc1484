import { ExternalLink } from "lucide-react";
import { useState } from "react";
import {
  adminCancelBodySchema,
  CANCEL_REASON_MAX,
  type AdminOrder,
  type OrderGroup,
} from "../../../contracts/admin-orders";
import { canAdminCancel, canMarkPaid, nextAdminStatus } from "../../../domain/order-groups";
import { ProductImage } from "../../components/product-image";
import { cn } from "../../lib/ui/cn";
import { Button } from "../../components/ui/button";
import { DialogFooter } from "../../components/ui/dialog";
import { TextAreaField } from "../../components/ui/form-field";
import { useAmountText } from "../../lib/store/use-store-settings";
import { PaymentChip, StatusChip } from "./order-chips";
import { ordersToMarkPaid, ordersToProcess } from "./order-filters";
import { ORDERS } from "./order-strings";
import { useOrderActions } from "./use-order-actions";
import { AdminDialog } from "../components/admin-dialog";
import { ConfirmDialog } from "../components/confirm-dialog";
import { useContractForm } from "../components/use-contract-form";
import { useStoreClock } from "../components/use-store-time-zone";
import { STORE_TIME_NOTE } from "../strings";

const STEP_LABELS = {
  processed: ORDERS.markProcessed,
  shipped: ORDERS.markShipped,
  delivered: ORDERS.markDelivered,
} as const;

type Confirm = { kind: "process" | "paid"; orders: AdminOrder[] };

/**
 * One group's orders with every action. Keeps showing the group it last had while a
 * refetch drops it from the page (e.g. a status filter it no longer matches), so the admin sees the outcome.
 */
export function OrderGroupDialog({
  group,
  open,
  onOpenChange,
}: {
  group: OrderGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [shown, setShown] = useState<OrderGroup | null>(group);
  if (group && group !== shown) setShown(group);
  const actions = useOrderActions();
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  // Money: Mark as Paid cannot be undone, so a single order's is confirmed too.
  const [paying, setPaying] = useState<AdminOrder | null>(null);
  const current = group ?? shown;
  const money = useAmountText();
  const clock = useStoreClock();
  if (!current) return null;
  const toProcess = ordersToProcess(current);
  const toPay = ordersToMarkPaid(current);
  // Cancelled orders need nothing more: they sit apart, under the ones still to work on.
  const live = current.orders.filter((o) => o.status !== "cancelled");
  const cancelled = current.orders.filter((o) => o.status === "cancelled");
  const busy = actions.status.isPending || actions.paid.isPending || actions.bulk.isPending || actions.cancel.isPending;

  return (
    <>
      <AdminDialog
        open={open}
        onOpenChange={onOpenChange}
        // Wide enough to scan a busy day's orders, one line each.
        className="max-w-6xl"
        maxHeight="92dvh"
        title={ORDERS.groupTitle(current.label)}
        text={
          <>
            {ORDERS.groupText(current.customerName, clock.day(current.day), current.orders.length)}{" "}
            {current.customerEmail} {STORE_TIME_NOTE(clock.zone)}
          </>
        }
        aside={
          <div className="flex flex-wrap items-center gap-2">
            <StatusChip status={current.status} />
            <PaymentChip status={current.paymentStatus} />
            <span className="text-sm font-semibold text-ink">{money(current.totalAmount)}</span>
          </div>
        }
      >
        {toProcess.length > 0 || toPay.length > 0 ? (
          <div className="mb-4 flex flex-wrap gap-2">
            {toProcess.length > 0 ? (
              <Button size="sm" disabled={busy} onClick={() => setConfirm({ kind: "process", orders: toProcess })}>
                {ORDERS.bulkProcess(toProcess.length)}
              </Button>
            ) : null}
            {toPay.length > 0 ? (
              <Button size="sm" disabled={busy} onClick={() => setConfirm({ kind: "paid", orders: toPay })}>
                {ORDERS.bulkPaid(toPay.length)}
              </Button>
            ) : null}
          </div>
        ) : null}
        {[live, cancelled].map((orders, i) =>
          orders.length === 0 ? null : (
            <section key={i} aria-label={i === 0 ? ORDERS.liveOrders : ORDERS.cancelledOrders(orders.length)}>
              {i === 1 ? (
                <h3 className="mt-6 mb-2 text-sm font-semibold text-ink-muted">
                  {ORDERS.cancelledOrders(orders.length)}
                </h3>
              ) : null}
              <ul className="grid gap-2">
                {orders.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    busy={busy}
                    placedAt={clock.dateTime(order.createdAt)}
                    onStep={(status) => actions.status.mutate({ id: order.id, status })}
                    onPaid={() => setPaying(order)}
                    onCancel={() => setCancelling(order)}
                  />
                ))}
              </ul>
            </section>
          ),
        )}
      </AdminDialog>
      <CancelOrderDialog
        order={cancelling}
        pending={actions.cancel.isPending}
        onClose={() => setCancelling(null)}
        onSubmit={(reason) =>
          actions.cancel.mutate({ id: cancelling!.id, reason }, { onSuccess: () => setCancelling(null) })
        }
      />
      <ConfirmDialog
        open={paying !== null}
        onOpenChange={(open) => !open && !actions.paid.isPending && setPaying(null)}
        title={paying ? ORDERS.markPaidTitle(paying.id) : ""}
        text={paying ? ORDERS.markPaidText(money(paying.totalPrice)) : ""}
        cancel={ORDERS.cancel}
        confirm={actions.paid.isPending ? ORDERS.working : ORDERS.markPaid}
        pending={actions.paid.isPending}
        destructive={false}
        onConfirm={() => paying && actions.paid.mutate(paying.id, { onSettled: () => setPaying(null) })}
      />
      <BulkConfirmDialog
        confirm={confirm}
        label={current.label}
        pending={actions.bulk.isPending}
        onClose={() => setConfirm(null)}
        onConfirm={() => actions.bulk.mutate(confirm!, { onSettled: () => setConfirm(null) })}
      />
    </>
  );
}

function OrderCard({
  order,
  busy,
  placedAt,
  onStep,
  onPaid,
  onCancel,
}: {
  order: AdminOrder;
  busy: boolean;
  placedAt: string;
  onStep: (status: "processed" | "shipped" | "delivered") => void;
  onPaid: () => void;
  onCancel: () => void;
}) {
  const money = useAmountText();
  const next = nextAdminStatus(order.status);
  const step = next === "processed" || next === "shipped" || next === "delivered" ? next : null;
  const cancelled = order.status === "cancelled";
  const discounted = Number(order.productDiscountAmount) > 0;
  const address = [order.shippingAddress, order.shippingApartment, order.shippingPostalCode, order.shippingCountry]
    .filter(Boolean)
    .join(", ");
  return (
    <li
      aria-label={ORDERS.orderTitle(order.id)}
      className={cn(
        "grid items-start gap-x-4 gap-y-2 rounded-2xl border border-line p-3 text-sm",
        "grid-cols-[3.5rem_minmax(0,1fr)] lg:grid-cols-[3.5rem_minmax(0,1fr)_13rem_27rem]",
        cancelled ? "bg-surface/60 text-ink-muted" : "bg-surface",
      )}
    >
      {order.productImages[0] ? (
        <ProductImage
          src={order.productImages[0]}
          alt={order.productName}
          sizes="56px"
          className="aspect-[4/5] w-14 rounded-lg border border-line object-cover"
          loading="lazy"
        />
      ) : (
        <div className="aspect-[4/5] w-14 rounded-lg border border-dashed border-line" aria-hidden="true" />
      )}
      <div className="grid min-w-0 gap-0.5">
        <h4 className="font-semibold text-ink">
          {ORDERS.orderTitle(order.id)} · {order.productName}
        </h4>
        <p className="flex flex-wrap items-center gap-x-2">
          {order.size ? <span>{`${ORDERS.size} ${order.size}`}</span> : null}
          {order.productSku ? <span className="break-all">{`${ORDERS.sku} ${order.productSku}`}</span> : null}
          {order.productSupplierLink ? (
            <a
              href={order.productSupplierLink}
              target="_blank"
              rel="noopener noreferrer"
              title={order.productSupplierLink}
              className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2"
            >
              {ORDERS.supplier}
              <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
          ) : null}
        </p>
        <p>
          <span className="text-ink-muted">{ORDERS.placed}</span> <time dateTime={order.createdAt}>{placedAt}</time>
        </p>
        <p className="break-words">
          <span className="text-ink-muted">{ORDERS.shipTo}</span> {address} ·{" "}
          <span className="whitespace-nowrap">{order.shippingPhone || ORDERS.noPhone}</span>
        </p>
      </div>
      <dl className="col-start-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 lg:col-start-auto">
        <dt className="text-ink-muted">{ORDERS.price}</dt>
        <dd>
          {money(order.productPrice)}
          {discounted ? ` − ${money(order.productDiscountAmount)} = ${money(order.productDiscountedPrice)}` : ""}
        </dd>
        <dt className="text-ink-muted">{ORDERS.shipping}</dt>
        <dd>{money(order.shippingCost)}</dd>
        <dt className="text-ink-muted">{ORDERS.orderTotal}</dt>
        <dd className="font-semibold text-ink">{money(order.totalPrice)}</dd>
      </dl>
      <div className="col-start-2 grid justify-items-start gap-2 lg:col-start-auto">
        <div className="flex flex-wrap gap-1.5">
          <StatusChip status={order.status} />
          {cancelled ? null : <PaymentChip status={order.isPaid ? "paid" : "unpaid"} />}
        </div>
        <p className="text-ink-muted">{paymentLine(order.payment)}</p>
        {cancelled ? (
          <p className="font-medium text-destructive">
            {order.cancelledBy === "admin"
              ? ORDERS.cancelledByAdmin
              : order.cancelledBy === "shop"
                ? ORDERS.cancelledAutomatically
                : ORDERS.cancelledByCustomer}
            {order.cancelledBy !== "customer" && order.cancellationReason
              ? ` · ${ORDERS.reason(order.cancellationReason)}`
              : ""}
          </p>
        ) : (
          <div className="flex flex-wrap gap-1.5 lg:flex-nowrap">
            {step ? (
              <Button size="sm" disabled={busy} onClick={() => onStep(step)}>
                {STEP_LABELS[step]}
              </Button>
            ) : null}
            {canMarkPaid(order) ? (
              <Button size="sm" variant="secondary" disabled={busy} onClick={onPaid}>
                {ORDERS.markPaid}
              </Button>
            ) : null}
            {canAdminCancel(order) ? (
              <Button size="sm" variant="destructive" disabled={busy} onClick={onCancel}>
                {ORDERS.adminCancel}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}

function CancelOrderDialog({
  order,
  pending,
  onClose,
  onSubmit,
}: {
  order: AdminOrder | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  return (
    <AdminDialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? ORDERS.cancelTitle(order.id) : ""}
      text={ORDERS.cancelText}
    >
      {order ? <CancelReasonForm pending={pending} onClose={onClose} onSubmit={onSubmit} /> : null}
    </AdminDialog>
  );
}

/** Admin Cancel's reason, checked with the request's own schema; mounted with the dialog, so it opens empty. */
function CancelReasonForm({
  pending,
  onClose,
  onSubmit,
}: {
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}) {
  // One sentence in a modal dialog: not worth a question before leaving (decision 034).
  const form = useContractForm(adminCancelBodySchema, {
    defaultValues: { reason: "" },
    failureTitle: ORDERS.cancelFailed,
    guard: false,
  });
  const submit = form.submitWith(async ({ reason }) => onSubmit(reason.trim()));

  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        label={ORDERS.cancelReason}
        maxLength={CANCEL_REASON_MAX}
        rows={3}
        autoFocus
        {...form.field("reason")}
      />
      <DialogFooter>
        <Button variant="secondary" onClick={() => onClose()} disabled={pending}>
          {ORDERS.keepOrder}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? ORDERS.working : ORDERS.cancelConfirm}
        </Button>
      </DialogFooter>
    </form>
  );
}

function BulkConfirmDialog({
  confirm,
  label,
  pending,
  onClose,
  onConfirm,
}: {
  confirm: Confirm | null;
  label: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const process = confirm?.kind === "process";
  const count = confirm?.orders.length ?? 0;
  return (
    <ConfirmDialog
      open={confirm !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={process ? ORDERS.bulkProcessTitle : ORDERS.bulkPaidTitle}
      text={process ? ORDERS.bulkProcessText(count, label) : ORDERS.bulkPaidText(count, label)}
      cancel={ORDERS.cancel}
      confirm={pending ? ORDERS.working : ORDERS.confirm}
      pending={pending}
      destructive={false}
      onConfirm={onConfirm}
    />
  );
}

/** How the order is paid, or what its payment waits for. */
function paymentLine({ state, method, card }: AdminOrder["payment"]): string | null {
  if (state === "refunded") return ORDERS.refunded;
  if (state === "refunding") return ORDERS.refunding;
  if (state === "charging") return ORDERS.charging;
  if (state === "needs_authentication") return ORDERS.awaitingAuthentication;
  if (state === "paid") return method === "card" && card ? ORDERS.paidWith(card) : ORDERS.paidByHand;
  return null;
}
