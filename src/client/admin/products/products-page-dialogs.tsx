import { toast } from "../../lib/ui/use-toast";
import type { useDialogOpener } from "../../lib/ui/use-dialog-opener";
import { failureToast } from "./failure-toast";
import { ReactivateDialog, WindowDialog } from "./product-dialogs";
import { ConfirmDialog } from "../components/confirm-dialog";
import type { ListedProduct } from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import {
  useBulkDelete,
  useBulkDraft,
  useCreateSampleProducts,
  useDeleteProduct,
  useReactivateProduct,
  useWindowAction,
  type WindowAction,
} from "./use-admin-products";

export type OpenDialog =
  | { kind: "window"; action: WindowAction; ids: number[] }
  | { kind: "draft"; ids: number[] }
  | { kind: "samples" }
  | { kind: "reactivate"; item: ListedProduct }
  | { kind: "delete"; item: ListedProduct }
  | { kind: "bulk-delete"; status: "draft" | "active" }
  | null;

const WINDOW_DIALOG: Record<WindowAction, { title: string; confirm: string }> = {
  schedule: { title: PRODUCTS.scheduleTitle, confirm: PRODUCTS.scheduleConfirm },
  activate: { title: PRODUCTS.activateTitle, confirm: PRODUCTS.activateConfirm },
  reschedule: { title: PRODUCTS.rescheduleTitle, confirm: PRODUCTS.rescheduleConfirm },
};

const WINDOW_TOASTS: Record<WindowAction, { title: string; text: (n: number) => string; failed: string }> = {
  schedule: {
    title: PRODUCTS.toasts.scheduledTitle,
    text: PRODUCTS.toasts.scheduled,
    failed: PRODUCTS.toasts.scheduleFailed,
  },
  activate: {
    title: PRODUCTS.toasts.activatedTitle,
    text: PRODUCTS.toasts.activated,
    failed: PRODUCTS.toasts.activateFailed,
  },
  reschedule: {
    title: PRODUCTS.toasts.rescheduledTitle,
    text: PRODUCTS.toasts.rescheduled,
    failed: PRODUCTS.toasts.rescheduleFailed,
  },
};

/**
 * Manage Products' dialogs, one open at a time: publication windows for a selection, moving live products to
 * draft, reactivating one product, deleting one, the bulk deletes and the sample products; each runs its
 * request, says how it went and closes.
 */
export function ProductsPageDialogs({
  dialog,
  onClose: close,
  opener,
  forget,
  timeZone,
}: {
  dialog: OpenDialog;
  onClose: () => void;
  opener: ReturnType<typeof useDialogOpener>;
  /** Takes products that are done or gone out of the selection. */
  forget: (ids: readonly number[]) => void;
  timeZone: string;
}) {
  const windowAction = useWindowAction();
  const bulkDraft = useBulkDraft();
  const samples = useCreateSampleProducts();
  const reactivate = useReactivateProduct();
  const deleteOne = useDeleteProduct();
  const bulkDelete = useBulkDelete();
  return (
    <>
      <WindowDialog
        open={dialog?.kind === "window"}
        onOpenChange={(isOpen) => !isOpen && !windowAction.isPending && close()}
        onCloseAutoFocus={opener.restore}
        title={dialog?.kind === "window" ? WINDOW_DIALOG[dialog.action].title : ""}
        text={dialog?.kind === "window" ? PRODUCTS.windowText(dialog.ids.length, timeZone) : ""}
        confirm={dialog?.kind === "window" ? WINDOW_DIALOG[dialog.action].confirm : ""}
        pending={windowAction.isPending}
        timeZone={timeZone}
        onSubmit={(window) => {
          if (dialog?.kind !== "window") return;
          const { action, ids } = dialog;
          windowAction.mutate(
            { action, body: { productIds: ids, ...window } },
            {
              onSuccess: ({ updatedCount }) => {
                close();
                forget(ids);
                toast(
                  "publishNow" in window
                    ? {
                        title: PRODUCTS.toasts.publishedNowTitle,
                        description: PRODUCTS.toasts.publishedNow(updatedCount),
                      }
                    : { title: WINDOW_TOASTS[action].title, description: WINDOW_TOASTS[action].text(updatedCount) },
                );
              },
              onError: (error) => failureToast(WINDOW_TOASTS[action].failed, error),
            },
          );
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === "draft"}
        onOpenChange={(isOpen) => !isOpen && !bulkDraft.isPending && close()}
        onCloseAutoFocus={opener.restore}
        title={dialog?.kind === "draft" ? PRODUCTS.draftTitle(dialog.ids.length) : ""}
        text={dialog?.kind === "draft" ? PRODUCTS.draftText(dialog.ids.length) : ""}
        hideClose
        cancel={PRODUCTS.cancel}
        confirm={bulkDraft.isPending ? PRODUCTS.moving : PRODUCTS.draftConfirm}
        pending={bulkDraft.isPending}
        // Undone by scheduling again: a step back, not a loss.
        destructive={false}
        onConfirm={() => {
          if (dialog?.kind !== "draft") return;
          const { ids } = dialog;
          bulkDraft.mutate(ids, {
            onSuccess: ({ updatedCount }) => {
              close();
              forget(ids);
              toast({ title: PRODUCTS.toasts.draftedTitle, description: PRODUCTS.toasts.drafted(updatedCount) });
            },
            onError: (error) => {
              close();
              failureToast(PRODUCTS.toasts.draftFailed, error);
            },
          });
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === "samples"}
        onOpenChange={(isOpen) => !isOpen && !samples.isPending && close()}
        onCloseAutoFocus={opener.restore}
        title={PRODUCTS.samplesTitle}
        text={PRODUCTS.samplesText}
        hideClose
        cancel={PRODUCTS.cancel}
        confirm={samples.isPending ? PRODUCTS.creatingSamples : PRODUCTS.samplesConfirm}
        pending={samples.isPending}
        destructive={false}
        onConfirm={() => {
          samples.mutate(undefined, {
            onSuccess: (result) => {
              close();
              toast({
                title: PRODUCTS.toasts.samplesCreated,
                description: PRODUCTS.toasts.samplesAdded(result.products.length),
              });
            },
            onError: (error) => {
              close();
              failureToast(PRODUCTS.toasts.samplesFailed, error);
            },
          });
        }}
      />

      <ReactivateDialog
        open={dialog?.kind === "reactivate"}
        onOpenChange={(isOpen) => !isOpen && !reactivate.isPending && close()}
        onCloseAutoFocus={opener.restore}
        name={dialog?.kind === "reactivate" ? dialog.item.product.name : ""}
        pending={reactivate.isPending}
        timeZone={timeZone}
        onSubmit={(expiresAt) => {
          if (dialog?.kind !== "reactivate") return;
          reactivate.mutate(
            { id: dialog.item.product.id, expiresAt },
            {
              onSuccess: () => {
                close();
                toast({ title: PRODUCTS.toasts.reactivated });
              },
              onError: (error) => failureToast(PRODUCTS.toasts.reactivateFailed, error),
            },
          );
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === "delete"}
        onOpenChange={(isOpen) => !isOpen && !deleteOne.isPending && close()}
        onCloseAutoFocus={opener.restore}
        title={PRODUCTS.deleteTitle}
        text={dialog?.kind === "delete" ? PRODUCTS.deleteText(dialog.item.product.name) : ""}
        hideClose
        cancel={PRODUCTS.cancel}
        confirm={deleteOne.isPending ? PRODUCTS.deleting : PRODUCTS.deleteConfirm}
        pending={deleteOne.isPending}
        onConfirm={() => {
          if (dialog?.kind !== "delete") return;
          const { id } = dialog.item.product;
          deleteOne.mutate(id, {
            onSuccess: () => {
              close();
              forget([id]);
              toast({ title: PRODUCTS.toasts.deletedTitle, description: PRODUCTS.toasts.deleted });
            },
            onError: (error) => {
              close();
              failureToast(PRODUCTS.toasts.deleteFailed, error);
            },
          });
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === "bulk-delete"}
        onOpenChange={(isOpen) => !isOpen && !bulkDelete.isPending && close()}
        onCloseAutoFocus={opener.restore}
        title={
          dialog?.kind === "bulk-delete" && dialog.status === "active"
            ? PRODUCTS.deleteAllActiveTitle
            : PRODUCTS.deleteAllDraftsTitle
        }
        text={
          dialog?.kind === "bulk-delete" && dialog.status === "active"
            ? PRODUCTS.deleteAllActiveText
            : PRODUCTS.deleteAllDraftsText
        }
        hideClose
        cancel={PRODUCTS.cancel}
        confirm={
          bulkDelete.isPending
            ? PRODUCTS.deleting
            : dialog?.kind === "bulk-delete" && dialog.status === "active"
              ? PRODUCTS.deleteAllActive
              : PRODUCTS.deleteAllDrafts
        }
        pending={bulkDelete.isPending}
        onConfirm={() => {
          if (dialog?.kind !== "bulk-delete") return;
          bulkDelete.mutate(dialog.status, {
            onSuccess: (result) => {
              close();
              toast({ title: PRODUCTS.toasts.bulkDeleted, description: result.message });
            },
            onError: (error) => {
              close();
              failureToast(PRODUCTS.toasts.bulkDeleteFailed, error);
            },
          });
        }}
      />
    </>
  );
}
