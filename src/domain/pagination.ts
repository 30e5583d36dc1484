// Pages are 1-based as shown on screen. Every function clamps instead of failing, because the page
// or index often comes from storage or a URL and the list may have shrunk since (deletions, expiry).

function assertPageSize(pageSize: number): void {
  // A bad page size is a programming error, not user input; failing loudly beats dividing by zero.
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`Invalid page size: ${pageSize}`);
}

function countOf(total: number): number {
  return Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
}

/** Number of pages; an empty list still has one (empty) page, so "page 1 of 1" never reads "of 0". */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.max(1, Math.ceil(countOf(total) / pageSize));
}

/** A page number from a URL's query (`?page=3`); 1 when it is missing or not a whole number from 1 up. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function clampPage(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize);
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), last);
}

/** The items on a page; an out-of-range page shows the nearest real page rather than nothing. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, items.length, pageSize);
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** "Showing 1 - 25 of 60"; "Showing 0 - 0 of 0" for an empty list. Clamps the page like pageSlice. */
export function showingRangeText(page: number, pageSize: number, total: number): string {
  const count = countOf(total);
  if (count === 0) {
    assertPageSize(pageSize);
    return "Showing 0 - 0 of 0";
  }
  const current = clampPage(page, count, pageSize);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, count);
  return `Showing ${first} - ${last} of ${count}`;
}

/** A persisted position kept inside the list (the discover index); 0 for an empty list. */
export function clampIndex(index: number, length: number): number {
  const size = countOf(length);
  if (size === 0 || Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.floor(index), 0), size - 1);
}
