import { Search } from "lucide-react";
import { useState } from "react";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORT_ORDERS,
  type ProductSortOrder,
} from "../../../domain/catalog";
import { SelectField, TextField } from "../../components/ui/form-field";
import { Options } from "../components/select-options";
import { failureToast } from "./failure-toast";
import {
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type CategoryFilter,
  type ListFilters,
  type StatusFilter,
} from "./product-list-rules";
import { PRODUCTS } from "./product-strings";
import { useProductSortOrder, useSaveSortOrder } from "./use-admin-products";

/**
 * Manage Products' filters: category, status and search narrow the list in the browser; the
 * "Sort by" select is the shop's saved sort order, so choosing one saves it. `filters` are the URL's; the
 * search box keeps what is typed (spaces included) and follows the URL when it changes elsewhere (Back).
 */
export function ProductFilters({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (next: Partial<ListFilters>) => void;
}) {
  const sort = useProductSortOrder();
  const saveSort = useSaveSortOrder();
  const [search, setSearch] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (seenSearch !== filters.search) {
    setSeenSearch(filters.search);
    if (search.trim() !== filters.search) setSearch(filters.search);
  }
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_minmax(0,1.4fr)]">
      <SelectField
        label={PRODUCTS.category}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value as CategoryFilter })}
      >
        <option value="all">{PRODUCTS.allCategories}</option>
        <Options values={CATEGORIES} label={(category) => CATEGORY_LABELS[category]} />
      </SelectField>
      <SelectField
        label={PRODUCTS.status}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as StatusFilter })}
      >
        <Options values={STATUS_FILTERS} label={(status) => STATUS_FILTER_LABELS[status]} />
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
        <Options values={PRODUCT_SORT_ORDERS} label={(order) => PRODUCT_SORT_LABELS[order]} />
      </SelectField>
      <div className="relative">
        <TextField
          label={PRODUCTS.search}
          type="search"
          placeholder={PRODUCTS.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            onChange({ search: event.target.value });
          }}
          className="[&_input]:pl-10"
        />
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3.5 left-3.5 size-5 text-ink-muted" />
      </div>
    </div>
  );
}
