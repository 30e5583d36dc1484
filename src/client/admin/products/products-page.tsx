import { Plus, Search, Sparkles, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "wouter";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORT_ORDERS,
  type ProductSortOrder,
} from "../../../domain/catalog";
import { timerDelayUntil } from "../../../domain/product-lifecycle";
import { DEFAULT_STORE_TIME_ZONE } from "../../../domain/store-time-zone";
import { Button, buttonClassName } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { useDialogOpener } from "../../lib/use-dialog-opener";
import { toast } from "../../lib/use-toast";
import { AdminCard, AdminPage } from "../components/admin-page";
import { SecondaryArea } from "../components/secondary-area";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { PAGES } from "../strings";
import { failureToast } from "./failure-toast";
import { ImportCards } from "./import/import-cards";
import { ConfirmDialog, ReactivateDialog, WindowDialog } from "./product-dialogs";
import {
  BULK_ACTION_GROUP,
  bulkActionLabel,
  countGroups,
  filterProducts,
  idsInGroup,
  listProducts,
  mainBulkAction,
  nextLabelChange,
  NO_FILTERS,
  otherBulkActions,
  selectAllLabel,
  selectedItems,
  sortProducts,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type BulkAction,
  type CategoryFilter,
  type ListedProduct,
  type ListFilters,
  type StatusFilter,
} from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import { ProductsTable, type RowActions } from "./products-table";
import { Checkbox } from "../components/checkbox";
import { NO_SELECTION, toggleAll, without, type Selection } from "../components/data-table-rules";
import {
  useAdminProducts,
  useBulkDelete,
  useBulkDraft,
  useCreateSampleProducts,
  useDeleteProduct,
  useProductSortOrder,
  useReactivateProduct,
  useSaveSortOrder,
  useWindowAction,
  type WindowAction,
} from "./use-admin-products";

type OpenDialog =
  | { kind: "window"; action: WindowAction; ids: number[] }
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
 * "Now" for the status labels: it moves when the list is read again and exactly when some row's label
 * changes by itself (goes live, starts expiring soon, expires), not on a ticking interval.
 */
function useLabelClock(products: readonly ListedProduct["product"][] | undefined, readAt: number): Date {
  const [tick, setTick] = useState(() => Date.now());
  const nowMs = Math.max(tick, readAt);
  useEffect(() => {
    if (!products) return;
    const now = new Date(nowMs);
    const next = nextLabelChange(products, now);
    if (next === null) return;
    const timer = setTimeout(() => setTick(Date.now()), timerDelayUntil(next, now) + 50);
    return () => clearTimeout(timer);
  }, [products, nowMs]);
  return useMemo(() => new Date(nowMs), [nowMs]);
}

export function ProductsPage() {
  const products = useAdminProducts();
  const sort = useProductSortOrder();
  const saveSort = useSaveSortOrder();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const opener = useDialogOpener();
  const timeZone = useStoreTimeZone() ?? DEFAULT_STORE_TIME_ZONE;

  const now = useLabelClock(products.data, products.dataUpdatedAt);
  // Each stage is memoised on what it reads, so a keystroke in the search box only re-filters.
  const listed = useMemo(() => (products.data ? listProducts(products.data, now) : []), [products.data, now]);
  const byId = useMemo(() => new Map(listed.map((item) => [item.product.id, item])), [listed]);
  const sorted = useMemo(() => sortProducts(listed, sort.order), [listed, sort.order]);
  const visible = useMemo(() => filterProducts(sorted, filters), [sorted, filters]);
  const visibleCounts = useMemo(() => countGroups(visible), [visible]);
  const chosen = useMemo(() => selectedItems(selection, byId), [selection, byId]);
  const chosenCounts = useMemo(() => countGroups(chosen), [chosen]);

  function changeFilters(next: Partial<ListFilters>) {
    setFilters((was) => ({ ...was, ...next }));
    setPage(1);
  }

  function open(next: Exclude<OpenDialog, null>) {
    opener.remember();
    setDialog(next);
  }
  const close = () => setDialog(null);

  const actions = useMemo<RowActions>(
    () => ({
      onReactivate: (item) => {
        opener.remember();
        setDialog({ kind: "reactivate", item });
      },
      onDelete: (item) => {
        opener.remember();
        setDialog({ kind: "delete", item });
      },
    }),
    // The opener's functions only touch its ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const windowAction = useWindowAction();
  const bulkDraft = useBulkDraft();
  const reactivate = useReactivateProduct();
  const deleteOne = useDeleteProduct();
  const bulkDelete = useBulkDelete();
  const samples = useCreateSampleProducts();

  const forget = useCallback((ids: readonly number[]) => setSelection((was) => without(was, ids.map(String))), []);

  function runBulk(action: BulkAction) {
    const ids = idsInGroup(chosen, BULK_ACTION_GROUP[action]);
    if (ids.length === 0) {
      toast({ title: PRODUCTS.toasts.noneSelectedTitle, description: PRODUCTS.toasts.noneSelectedText });
      return;
    }
    if (action === "draft") {
      bulkDraft.mutate(ids, {
        onSuccess: ({ updatedCount }) => {
          forget(ids);
          toast({ title: PRODUCTS.toasts.draftedTitle, description: PRODUCTS.toasts.drafted(updatedCount) });
        },
        onError: (error) => failureToast(PRODUCTS.toasts.draftFailed, error),
      });
      return;
    }
    open({ kind: "window", action, ids });
  }

  const main = mainBulkAction(chosenCounts);
  const others = otherBulkActions(chosenCounts);
  const allVisibleSelected = useMemo(
    () => visible.length > 0 && visible.every((item) => selection[item.product.id]),
    [visible, selection],
  );

  return (
    <AdminPage
      title={PAGES.products.title}
      lead={PAGES.products.lead}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={samples.isPending}
            onClick={() =>
              samples.mutate(undefined, {
                onSuccess: (result) => toast({ title: PRODUCTS.toasts.samplesCreated, description: result.message }),
                onError: (error) => failureToast(PRODUCTS.toasts.samplesFailed, error),
              })
            }
          >
            <Sparkles aria-hidden="true" />
            {samples.isPending ? PRODUCTS.creatingSamples : PRODUCTS.createSamples}
          </Button>
          <Link href="/products/add" className={buttonClassName()}>
            <Plus aria-hidden="true" />
            {PRODUCTS.addNew}
          </Link>
        </div>
      }
    >
      <AdminCard className="grid gap-4 p-4! sm:p-5!">
        <h2 className="sr-only">{PRODUCTS.filters}</h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)]">
          <SelectField
            label={PRODUCTS.category}
            value={filters.category}
            onChange={(event) => changeFilters({ category: event.target.value as CategoryFilter })}
          >
            <option value="all">{PRODUCTS.allCategories}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={PRODUCTS.status}
            value={filters.status}
            onChange={(event) => changeFilters({ status: event.target.value as StatusFilter })}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={PRODUCTS.sortBy}
            value={sort.order}
            onChange={(event) =>
              saveSort.mutate(event.target.value as ProductSortOrder, {
                onError: (error) => failureToast(PRODUCTS.toasts.sortFailed, error),
              })
            }
          >
            {PRODUCT_SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {PRODUCT_SORT_LABELS[order]}
              </option>
            ))}
          </SelectField>
          <div className="relative">
            <TextField
              label={PRODUCTS.search}
              type="search"
              placeholder={PRODUCTS.searchPlaceholder}
              value={filters.search}
              onChange={(event) => changeFilters({ search: event.target.value })}
              className="[&_input]:pl-10"
            />
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute bottom-3.5 left-3.5 size-5 text-ink-muted"
            />
          </div>
        </div>

        <div
          role="group"
          aria-label={PRODUCTS.bulkActions}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4"
        >
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
            <Checkbox
              checked={allVisibleSelected}
              indeterminate={chosen.length > 0 && !allVisibleSelected}
              onChange={() =>
                setSelection(
                  toggleAll(
                    // What is still listed counts: a selection of deleted products only is no selection.
                    Object.fromEntries(chosen.map((item) => [String(item.product.id), true] as const)),
                    visible.map((item) => String(item.product.id)),
                  ),
                )
              }
            />
            {selectAllLabel(chosen.length, visibleCounts)}
          </label>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            {others.map((action) => (
              <Button
                key={action}
                variant="secondary"
                size="sm"
                disabled={bulkDraft.isPending}
                onClick={() => runBulk(action)}
              >
                {bulkActionLabel(action, chosenCounts[BULK_ACTION_GROUP[action]])}
              </Button>
            ))}
            <Button size="sm" disabled={bulkDraft.isPending} onClick={() => runBulk(main)}>
              {bulkActionLabel(main, chosenCounts[BULK_ACTION_GROUP[main]])}
            </Button>
          </div>
        </div>
      </AdminCard>

      <ProductsTable
        query={products}
        rows={products.data ? visible : undefined}
        page={page}
        onPage={setPage}
        selection={selection}
        onSelection={setSelection}
        actions={actions}
      />

      <SecondaryArea title={PRODUCTS.importsTitle} text={PRODUCTS.importsText}>
        <ImportCards />
      </SecondaryArea>

      <SecondaryArea title={PRODUCTS.bulkDeleteTitle} text={PRODUCTS.bulkDeleteText} tone="danger">
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" onClick={() => open({ kind: "bulk-delete", status: "draft" })}>
            <Trash2 aria-hidden="true" />
            {PRODUCTS.deleteAllDrafts}
          </Button>
          <Button variant="destructive" onClick={() => open({ kind: "bulk-delete", status: "active" })}>
            <Trash2 aria-hidden="true" />
            {PRODUCTS.deleteAllActive}
          </Button>
        </div>
      </SecondaryArea>

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
        confirm={PRODUCTS.deleteConfirm}
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
        confirm={
          dialog?.kind === "bulk-delete" && dialog.status === "active"
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
    </AdminPage>
  );
}
