import { useMemo } from "react";
import { Button } from "../../components/ui/button";
import { toast } from "../../lib/ui/use-toast";
import { Checkbox } from "../components/checkbox";
import { toggleAll, type Selection } from "../components/data-table-rules";
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
import type { WindowAction } from "./use-admin-products";

/**
 * Manage Products' select-all and bulk actions: the main action for what is selected and the
 * others beside it. Each opens its dialog for the selected products: a publication window, or the question
 * before live products move to draft.
 */
export function BulkActionBar({
  visible,
  chosen,
  selection,
  onSelection,
  onWindowAction,
  onDraft,
}: {
  /** The products the filters show, on every page. */
  visible: readonly ListedProduct[];
  /** The selected products that are still listed. */
  chosen: readonly ListedProduct[];
  selection: Selection;
  onSelection: (next: Selection) => void;
  onWindowAction: (action: WindowAction, ids: number[]) => void;
  /** Move to Draft, for the selected active products. */
  onDraft: (ids: number[]) => void;
}) {
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
    if (action === "draft") onDraft(ids);
    else onWindowAction(action, ids);
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
          <Button key={action} variant="secondary" size="sm" onClick={() => runBulk(action)}>
            {bulkActionLabel(action, chosenCounts[BULK_ACTION_GROUP[action]])}
          </Button>
        ))}
        <Button size="sm" onClick={() => runBulk(main)}>
          {bulkActionLabel(main, chosenCounts[BULK_ACTION_GROUP[main]])}
        </Button>
      </div>
    </div>
  );
}
