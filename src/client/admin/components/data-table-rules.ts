// The admin tables' paging and selection rules, pure so they are tested without a browser. The one
// DataTable (data-table.tsx) and the screens that hold a selection call them; nothing else restates them.
import { clampPage, pageCount } from "../../../domain/pagination";
import { type Noun, TABLES } from "../strings";

/** Where a page starts and ends in the whole list, 1-based; 0-0 for an empty one. */
export interface PageRange {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
}

/**
 * The page shown and its rows' place in the list. `total` is every row the list has (the server's count
 * when it pages, the filtered rows when the browser does); a page past the end shows the last one.
 */
export function pageRange(page: number, pageSize: number, total: number): PageRange {
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  if (total <= 0) return { page: 1, pages, first: 0, last: 0, total: 0 };
  const first = (current - 1) * pageSize + 1;
  return { page: current, pages, first, last: Math.min(current * pageSize, total), total };
}

/** "Showing 11-20 of 23 products": the pager's first line, which the e2e specs and the benches wait for. */
export function showingText(range: PageRange, rows: Noun): string {
  return TABLES.showing(range.first, range.last, range.total, rows);
}

/** The numbered page buttons: the first, the last and two either side of the current one, gaps as null. */
export function pageButtons(current: number, pages: number): (number | null)[] {
  if (pages <= 1) return [];
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const buttons: (number | null)[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) buttons.push(null);
    buttons.push(page);
  });
  return buttons;
}

/** A selection as TanStack Table keeps it: the selected rows' ids. */
export type Selection = Readonly<Record<string, true>>;

export const NO_SELECTION: Selection = Object.freeze({});

/** One row's checkbox: in if it was out, out if it was in. */
export function toggleRow(selection: Selection, id: string): Selection {
  if (selection[id]) return without(selection, [id]);
  return { ...selection, [id]: true };
}

/**
 * The select-all checkbox: anything selected clears the selection; nothing selected
 * selects every row the filters show, on every page, not only the one on screen.
 */
export function toggleAll(selection: Selection, shownIds: readonly string[]): Selection {
  if (Object.keys(selection).length > 0) return NO_SELECTION;
  return Object.fromEntries(shownIds.map((id) => [id, true] as const));
}

/** The selection less some rows (done, deleted). */
export function without(selection: Selection, ids: readonly string[]): Selection {
  if (!ids.some((id) => selection[id])) return selection;
  const next: Record<string, true> = { ...selection };
  for (const id of ids) delete next[id];
  return next;
}
