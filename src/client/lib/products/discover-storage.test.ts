import { describe, expect, it } from "vitest";
import {
  DISCOVER_INDEX_KEY,
  parseStoredCount,
  readCatalogScroll,
  readDiscoverIndex,
  readDiscoverView,
  resetDiscoverIndex,
  saveCatalogScroll,
  saveDiscoverIndex,
  saveDiscoverView,
  type StorageArea,
} from "./discover-storage";

class MemoryArea implements StorageArea {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

/** Storage that throws on every call, like Safari's old private mode or a sandboxed frame. */
const brokenArea: StorageArea = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

describe("parseStoredCount", () => {
  it.each([
    ["0", 0],
    ["12", 12],
    [" 7 ", 7],
  ])("reads %j as %d", (raw, expected) => {
    expect(parseStoredCount(raw)).toBe(expected);
  });

  it.each([null, "", "-1", "1.5", "abc", "1e3", "NaN", "9999999999"])("rejects %j", (raw) => {
    expect(parseStoredCount(raw)).toBeNull();
  });
});

describe("discover position", () => {
  it("writes both session and local storage", () => {
    const session = new MemoryArea();
    const local = new MemoryArea();
    saveDiscoverIndex(4, [session, local]);
    saveCatalogScroll(1234.6, [session, local]);
    expect(session.values.get(DISCOVER_INDEX_KEY)).toBe("4");
    expect(local.values.get(DISCOVER_INDEX_KEY)).toBe("4");
    expect(readCatalogScroll([session])).toBe(1235);
    expect(readCatalogScroll([local])).toBe(1235);
  });

  it("prefers this tab's session value and falls back to local storage", () => {
    const session = new MemoryArea();
    const local = new MemoryArea();
    saveDiscoverIndex(9, [local]);
    expect(readDiscoverIndex([session, local])).toBe(9);
    saveDiscoverIndex(2, [session]);
    expect(readDiscoverIndex([session, local])).toBe(2);
  });

  it("remembers nothing (and never throws) when storage is unavailable", () => {
    expect(() => saveDiscoverIndex(3, [brokenArea])).not.toThrow();
    expect(readDiscoverIndex([brokenArea])).toBeNull();
    const local = new MemoryArea();
    saveDiscoverIndex(3, [brokenArea, local]);
    expect(readDiscoverIndex([brokenArea, local])).toBe(3);
  });

  it("ignores negative, fractional and unreadable values", () => {
    const area = new MemoryArea();
    saveDiscoverIndex(-1, [area]);
    saveDiscoverIndex(1.5, [area]);
    saveCatalogScroll(Number.NaN, [area]);
    expect(area.values.size).toBe(0);
    area.setItem(DISCOVER_INDEX_KEY, "garbage");
    expect(readDiscoverIndex([area])).toBeNull();
    saveCatalogScroll(-30, [area]);
    expect(readCatalogScroll([area])).toBe(0);
  });

  it("resets the index to the first product", () => {
    const area = new MemoryArea();
    saveDiscoverIndex(6, [area]);
    resetDiscoverIndex([area]);
    expect(readDiscoverIndex([area])).toBe(0);
  });

  it("reads the individual view unless the catalog was chosen", () => {
    const area = new MemoryArea();
    expect(readDiscoverView([area])).toBe("individual");
    saveDiscoverView("catalog", [area]);
    expect(readDiscoverView([area])).toBe("catalog");
    area.setItem("drop.discover.view", "grid");
    expect(readDiscoverView([area])).toBe("individual");
  });
});
