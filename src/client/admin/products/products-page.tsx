import { Plus, Sparkles, Trash2 } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Link } from "wouter";
import { DEFAULT_STORE_TIME_ZONE } from "../../../domain/store-time-zone";
import { Button, buttonClassName } from "../../components/ui/button";
import { useDialogOpener } from "../../lib/use-dialog-opener";
import { toast } from "../../lib/use-toast";
import { AdminCard, AdminPage } from "../components/admin-page";
import { NO_SELECTION, without, type Selection } from "../components/data-table-rules";
import { SecondaryArea } from "../components/secondary-area";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { PAGES } from "../strings";
import { BulkActionBar } from "./bulk-action-bar";
import { failureToast } from "./failure-toast";
import { ImportCards } from "./import/import-cards";
import {
  filterProducts,
  listProducts,
  NO_FILTERS,
  selectedItems,
  sortProducts,
  type ListFilters,
} from "./product-list-rules";
import { ProductFilters } from "./product-filters";
import { PRODUCTS } from "./product-strings";
import { ProductsPageDialogs, type OpenDialog } from "./products-page-dialogs";
import { ProductsTable, type RowActions } from "./products-table";
import { useAdminProducts, useCreateSampleProducts, useProductSortOrder } from "./use-admin-products";
import { useLabelClock } from "./use-label-clock";

/**
 * Manage Products (admin spec 2): the filters and bulk actions, the table, then the import cards and the
 * bulk deletes one click away; the dialogs are products-page-dialogs.tsx.
 */
export function ProductsPage() {
  const products = useAdminProducts();
  const sort = useProductSortOrder();
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
  const chosen = useMemo(() => selectedItems(selection, byId), [selection, byId]);

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

  const samples = useCreateSampleProducts();

  const forget = useCallback((ids: readonly number[]) => setSelection((was) => without(was, ids.map(String))), []);

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
        <ProductFilters filters={filters} onChange={changeFilters} />

        <BulkActionBar
          visible={visible}
          chosen={chosen}
          selection={selection}
          onSelection={setSelection}
          forget={forget}
          onWindowAction={(action, ids) => open({ kind: "window", action, ids })}
        />
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

      <ProductsPageDialogs dialog={dialog} onClose={close} opener={opener} forget={forget} timeZone={timeZone} />
    </AdminPage>
  );
}
