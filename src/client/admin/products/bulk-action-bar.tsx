import { useMemo } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/use-toast";
import { Checkbox } from "../components/checkbox";
import { toggleAll, type Selection } from "../components/data-table-rules";
import { failureToast } from "./failure-toast";
import {
  BULK_ACTION_GROUP,
  bulkActionLabel,
  countGroups,
  idsInGroup,
  mainBulkAction,
  otherBulkActions,
  selectAllLabel,
  type BulkAction,
  type ListedProduct,
} from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import { useBulkDraft, type WindowAction } from "./use-admin-products";

/**
 * Manage Products' select-all and bulk actions (admin spec 2): the main action for what is selected and the
 * others beside it. Back to Draft runs at once; the others open their dialog for the selected products.
 */
export function BulkActionBar({
  visible,
  chosen,
  selection,
  onSelection,
  forget,
  onWindowAction,
}: {
  /** The products the filters show, on every page. */
  visible: readonly ListedProduct[];
  /** The selected products that are still listed. */
  chosen: readonly ListedProduct[];
  selection: Selection;
  onSelection: (next: Selection) => void;
  forget: (ids: readonly number[]) => void;
  onWindowAction: (action: WindowAction, ids: number[]) => void;
}) {
  const bulkDraft = useBulkDraft();
  const visibleCounts = useMemo(() => countGroups(visible), [visible]);
  const chosenCounts = useMemo(() => countGroups(chosen), [chosen]);
  const allVisibleSelected = useMemo(
    () => visible.length > 0 && visible.every((item) => selection[item.product.id]),
    [visible, selection],
  );
  const main = mainBulkAction(chosenCounts);
  const others = otherBulkActions(chosenCounts);

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
    onWindowAction(action, ids);
  }

  return (
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
            onSelection(
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
  );
}
