import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Customer, CustomerDeleted } from "../../../contracts/admin-customers";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { InlineLoading, InlineStateMessage } from "../../components/ui/inline-state-message";
import { apiRequest } from "../../lib/api/api";
import { cn } from "../../lib/ui/cn";
import { ADMIN_CUSTOMERS_KEY, ADMIN_ORDERS_KEY } from "../../lib/api/query-keys";
import { useAmountText } from "../../lib/store/use-store-settings";
import { toast } from "../../lib/ui/use-toast";
import { AdminDialogContent } from "../components/admin-dialog";
import { ConfirmDialog } from "../components/confirm-dialog";
import { failureToast } from "../components/failure-toast";
import { statusWords } from "../strings";
import { CUSTOMERS } from "./customer-strings";
import { customerQuery } from "../admin-queries";
import { useStoreClock } from "../components/use-store-time-zone";

/** One customer with the premium toggle and their recent orders. */
export function CustomerDetailsDialog({ customerId, onClose }: { customerId: number | null; onClose: () => void }) {
  return (
    <Dialog open={customerId !== null} onOpenChange={(open) => !open && onClose()}>
      {customerId !== null ? <CustomerDetails id={customerId} /> : null}
    </Dialog>
  );
}

function CustomerDetails({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const money = useAmountText();
  const clock = useStoreClock();
  const detail = useQuery(customerQuery(id));
  const premium = useMutation({
    mutationFn: (isPremium: boolean) =>
      apiRequest<unknown>("POST", "/api/admin/user-premium", { userId: id, isPremium }),
    onSuccess: (_, isPremium) => {
      const name = detail.data?.fullName ?? "";
      toast({
        title: CUSTOMERS.premiumOn,
        description: isPremium ? CUSTOMERS.premiumOnText(name) : CUSTOMERS.premiumOffText(name),
      });
    },
    onError: (error) => failureToast(CUSTOMERS.premiumFailed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY }),
  });

  if (detail.isPending) {
    return (
      <DialogContent aria-describedby={undefined}>
        <DialogTitle className="sr-only">{CUSTOMERS.loadingDetails}</DialogTitle>
        <InlineLoading label={CUSTOMERS.loadingDetails} className="py-10" />
      </DialogContent>
    );
  }
  if (detail.isError) {
    return (
      <DialogContent aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{CUSTOMERS.details}</DialogTitle>
        </DialogHeader>
        <InlineStateMessage tone="destructive" text={CUSTOMERS.detailsFailed(detail.error.message)}>
          <Button size="sm" onClick={() => void detail.refetch()} disabled={detail.isFetching}>
            {CUSTOMERS.tryAgain}
          </Button>
        </InlineStateMessage>
      </DialogContent>
    );
  }
  const c = detail.data;
  const checked = premium.isPending ? premium.variables : c.isPremium;
  const address = [c.address, c.apartment, c.postalCode, c.country].filter(Boolean).join(", ");
  return (
    <AdminDialogContent
      className="max-w-2xl"
      title={CUSTOMERS.detailsTitle(c.fullName)}
      text={CUSTOMERS.detailsText(c.email)}
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm text-ink">
        <dt className="text-ink-muted">{CUSTOMERS.phone}</dt>
        <dd>{c.phone || CUSTOMERS.none}</dd>
        <dt className="text-ink-muted">{CUSTOMERS.address}</dt>
        <dd className="break-words">{address || CUSTOMERS.none}</dd>
        <dt className="text-ink-muted">{CUSTOMERS.orders}</dt>
        <dd>{c.orderCount}</dd>
        <dt className="text-ink-muted">{CUSTOMERS.totalSpent}</dt>
        <dd>{money(c.totalSpent)}</dd>
        <dt className="text-ink-muted">{CUSTOMERS.totalUnpaid}</dt>
        <dd>{money(c.totalUnpaid)}</dd>
        <dt className="text-ink-muted">{CUSTOMERS.joined}</dt>
        <dd>{clock.date(c.createdAt)}</dd>
      </dl>

      <div className="mt-4 flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4">
        <div className="grid gap-0.5">
          <span id="premium-toggle-label" className="font-semibold text-ink">
            {CUSTOMERS.premiumToggle}
          </span>
          {c.premiumSource && c.premiumChangedAt ? (
            <span className="text-xs text-ink-muted">
              {CUSTOMERS.premiumSource(c.premiumSource, clock.date(c.premiumChangedAt))}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-labelledby="premium-toggle-label"
          disabled={premium.isPending}
          onClick={() => premium.mutate(!c.isPremium)}
          className={cn(
            "relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:ring-4 focus-visible:ring-primary/25 focus-visible:outline-none disabled:opacity-60",
            checked ? "bg-primary" : "bg-ink-muted/40",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform",
              checked && "translate-x-5",
            )}
          />
        </button>
      </div>

      <h3 className="mt-5 mb-2 font-semibold text-ink">{CUSTOMERS.recentOrders}</h3>
      {c.recentOrders.length === 0 ? (
        <InlineStateMessage text={CUSTOMERS.noOrders} />
      ) : (
        <ul className="grid gap-2 text-sm">
          {c.recentOrders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-3 py-2"
            >
              <span className="min-w-0 font-medium text-ink">{CUSTOMERS.orderLine(order.id, order.productName)}</span>
              <span className="flex items-center gap-3 text-ink-muted">
                <span>{statusWords(order.status)}</span>
                <span>{clock.date(order.createdAt)}</span>
                <span className="font-semibold text-ink">{money(order.totalPrice)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </AdminDialogContent>
  );
}

/** Names what goes with the customer: their orders, wishlist and sessions, for good. */
export function DeleteCustomerDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(customer);
  if (customer !== null && customer !== shown) setShown(customer);
  const remove = useMutation({
    mutationFn: (customer: Customer) => apiRequest<CustomerDeleted>("DELETE", `/api/admin/users/${customer.id}`),
    onSuccess: (result, customer) => {
      toast({ title: CUSTOMERS.deleted, description: CUSTOMERS.deletedText(customer.fullName, result.deletedOrders) });
      onClose();
    },
    onError: (error) => failureToast(CUSTOMERS.deleteFailed, error),
    onSettled: () =>
      Promise.all(
        [ADMIN_CUSTOMERS_KEY, ADMIN_ORDERS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  return (
    <ConfirmDialog
      open={customer !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={shown ? CUSTOMERS.deleteTitle(shown.fullName) : ""}
      text={shown ? CUSTOMERS.deleteText(shown.fullName, shown.orderCount) : ""}
      cancel={CUSTOMERS.cancel}
      confirm={remove.isPending ? CUSTOMERS.deleting : CUSTOMERS.deleteConfirm}
      pending={remove.isPending}
      onConfirm={() => shown && remove.mutate(shown)}
    />
  );
}
