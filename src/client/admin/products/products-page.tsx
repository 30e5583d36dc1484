import { Plus, Sparkles, Trash2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { DEFAULT_STORE_TIME_ZONE } from "../../../domain/store-time-zone";
import { Button, buttonClassName } from "../../components/ui/button";
import { useDialogOpener } from "../../lib/ui/use-dialog-opener";
import { AdminCard, AdminPage } from "../components/admin-page";
import { NO_SELECTION, without, type Selection } from "../components/data-table-rules";
import { SecondaryArea } from "../components/secondary-area";
import { useStoreTimeZone } from "../components/use-store-time-zone";
import { PAGES } from "../strings";
import { BulkActionBar } from "./bulk-action-bar";
import { ImportCards } from "./import/import-cards";
import {
  filterProducts,
  listProducts,
  listScreenFromSearch,
  listScreenSearch,
  selectedItems,
  sortProducts,
  type ListFilters,
} from "./product-list-rules";
import { ProductFilters } from "./product-filters";
import { PRODUCTS } from "./product-strings";
import { ProductsPageDialogs, type OpenDialog } from "./products-page-dialogs";
import { ProductsTable, type RowActions } from "./products-table";
import { rememberListSearch } from "./product-list-path";
import { useAdminProducts, useProductSortOrder } from "./use-admin-products";
import { useLabelClock } from "./use-label-clock";

/**
 * Manage Products: the filters and bulk actions, the table, then the import cards and the
 * bulk deletes one click away; the dialogs are products-page-dialogs.tsx. The filters and the page live in
 * the URL, so Back from a product's form, and a reload, find the same list.
 */
export function ProductsPage() {
  const products = useAdminProducts();
  const sort = useProductSortOrder();
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => listScreenFromSearch(params), [params]);
  const search = params.toString();
  useEffect(() => rememberListSearch(search), [search]);
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

  /**
   * A changed filter starts again at page 1. Each choice is a step Back can undo; typing in the search box
   * replaces its step, so Back never walks the words back a letter at a time.
   */
  function changeFilters(next: Partial<ListFilters>) {
    setParams(listScreenSearch({ filters: { ...filters, ...next }, page: 1 }), {
      replace: next.search !== undefined,
    });
  }
  const setPage = (next: number) => setParams(listScreenSearch({ filters, page: next }));

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

  const forget = useCallback((ids: readonly number[]) => setSelection((was) => without(was, ids.map(String))), []);

  return (
    <AdminPage
      title={PAGES.products.title}
      lead={PAGES.products.lead}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => open({ kind: "samples" })}>
            <Sparkles aria-hidden="true" />
            {PRODUCTS.createSamples}
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
          onWindowAction={(action, ids) => open({ kind: "window", action, ids })}
          onDraft={(ids) => open({ kind: "draft", ids })}
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
