// Where the shopper was on Discover: the index of the current product, the catalog's scroll offset and the
// chosen view. Written to sessionStorage (this tab, survives reloads) and localStorage (the next visit), and
// read back in that order. Storage can be missing or throw (private modes, disabled cookies, quota):
// then nothing is remembered and nothing fails.

export type DiscoverView = "individual" | "catalog";

export const DISCOVER_INDEX_KEY = "drop.discover.index";
export const DISCOVER_SCROLL_KEY = "drop.discover.scrollY";
export const DISCOVER_VIEW_KEY = "drop.discover.view";

/** The two places we remember in, most specific first; injectable for tests. */
export type StorageArea = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserAreas(): StorageArea[] {
  const areas: StorageArea[] = [];
  for (const name of ["sessionStorage", "localStorage"] as const) {
    try {
      // Reading the property itself throws in some sandboxed frames.
      const area = typeof window === "undefined" ? undefined : window[name];
      if (area) areas.push(area);
    } catch {
      // Unavailable: skip it.
    }
  }
  return areas;
}

function readRaw(key: string, areas: readonly StorageArea[]): string | null {
  for (const area of areas) {
    try {
      const value = area.getItem(key);
      if (value !== null) return value;
    } catch {
      // Try the next one.
    }
  }
  return null;
}

function writeRaw(key: string, value: string, areas: readonly StorageArea[]): void {
  for (const area of areas) {
    try {
      area.setItem(key, value);
    } catch {
      // Full or blocked: the other area may still work.
    }
  }
}

/** A whole, non-negative number stored as text, or null for anything else. */
export function parseStoredCount(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The last discover index (not yet clamped: the list may have changed since; see `clampIndex`). */
export function readDiscoverIndex(areas: readonly StorageArea[] = browserAreas()): number | null {
  return parseStoredCount(readRaw(DISCOVER_INDEX_KEY, areas));
}

export function saveDiscoverIndex(index: number, areas: readonly StorageArea[] = browserAreas()): void {
  if (!Number.isInteger(index) || index < 0) return;
  writeRaw(DISCOVER_INDEX_KEY, String(index), areas);
}

/** Back to the first product, e.g. after products were deleted. */
export function resetDiscoverIndex(areas: readonly StorageArea[] = browserAreas()): void {
  writeRaw(DISCOVER_INDEX_KEY, "0", areas);
}

export function readCatalogScroll(areas: readonly StorageArea[] = browserAreas()): number | null {
  return parseStoredCount(readRaw(DISCOVER_SCROLL_KEY, areas));
}

/** Remembers the catalog's scroll offset in whole CSS pixels (sub-pixel offsets are rounded). */
export function saveCatalogScroll(scrollY: number, areas: readonly StorageArea[] = browserAreas()): void {
  if (!Number.isFinite(scrollY)) return;
  writeRaw(DISCOVER_SCROLL_KEY, String(Math.max(0, Math.round(scrollY))), areas);
}

export function readDiscoverView(areas: readonly StorageArea[] = browserAreas()): DiscoverView {
  return readRaw(DISCOVER_VIEW_KEY, areas) === "catalog" ? "catalog" : "individual";
}

export function saveDiscoverView(view: DiscoverView, areas: readonly StorageArea[] = browserAreas()): void {
  writeRaw(DISCOVER_VIEW_KEY, view, areas);
}
