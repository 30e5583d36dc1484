import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminOrder } from "../../../contracts/admin-orders";
import { apiRequest } from "../../lib/api/api";
import { ADMIN_ORDERS_KEY } from "../../lib/api/query-keys";
import { toast } from "../../lib/ui/use-toast";
import { failureToast } from "../components/failure-toast";
import { ORDERS } from "./order-strings";
import { runOneByOne } from "./order-filters";

type Step = "processed" | "shipped" | "delivered";

const setStatus = (id: number, status: Step) =>
  apiRequest<AdminOrder>("PUT", `/api/admin/orders/${id}/status`, { status });
const setPaid = (id: number) => apiRequest<AdminOrder>("PUT", `/api/admin/orders/${id}/paid`);

/** Every write of the orders screen; each refreshes the groups (and the dashboard's orders) afterwards. */
export function useOrderActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });

  const status = useMutation({
    mutationFn: ({ id, status }: { id: number; status: Step }) => setStatus(id, status),
    onSuccess: (order) =>
      toast({ title: ORDERS.statusDone, description: ORDERS.statusDoneText(order.id, order.status) }),
    onError: (error) => failureToast(ORDERS.statusFailed, error),
    onSettled: refresh,
  });

  const paid = useMutation({
    mutationFn: (id: number) => setPaid(id),
    onSuccess: (order) => toast({ title: ORDERS.paidDone, description: ORDERS.paidDoneText(order.id) }),
    onError: (error) => failureToast(ORDERS.paymentFailed, error),
    onSettled: refresh,
  });

  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest<AdminOrder>("PUT", `/api/admin/orders/${id}/cancel`, { reason }),
    onSuccess: (order) => toast({ title: ORDERS.cancelDone, description: ORDERS.cancelDoneText(order.id) }),
    onError: (error) => failureToast(ORDERS.cancelFailed, error),
    onSettled: refresh,
  });

  const bulk = useMutation({
    mutationFn: async ({ kind, orders }: { kind: "process" | "paid"; orders: readonly AdminOrder[] }) => {
      const result = await runOneByOne(orders, (order) =>
        kind === "process" ? setStatus(order.id, "processed") : setPaid(order.id),
      );
      return { kind, done: orders.length - result.failed.length, failed: result.failed };
    },
    onSuccess: ({ kind, done, failed }) => {
      if (failed.length > 0) {
        const ids = failed.map((f) => f.id);
        toast({
          title: ORDERS.bulkFailed,
          description: ORDERS.bulkFailedText(ids, failed[0].message),
          variant: "destructive",
        });
        return;
      }
      toast({
        title: ORDERS.bulkDone,
        description: kind === "process" ? ORDERS.bulkProcessedText(done) : ORDERS.bulkPaidDoneText(done),
      });
    },
    onError: (error) => failureToast(ORDERS.bulkFailed, error),
    onSettled: refresh,
  });

  return { status, paid, cancel, bulk };
}
