import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  adminProductKey,
  isProductKey,
  NEXT_RELEASE_KEY,
  PRODUCTS_KEY,
  productKey,
  refreshProductPages,
  STORE_SETTINGS_KEY,
} from "./query-keys";

describe("product pages' keys", () => {
  it("are one product's read, not the list, the next release or the back office's copy", () => {
    expect(isProductKey(productKey(12))).toBe(true);
    expect(isProductKey(PRODUCTS_KEY)).toBe(false);
    expect(isProductKey(NEXT_RELEASE_KEY)).toBe(false);
    expect(isProductKey(adminProductKey(12))).toBe(false);
  });

  it("refreshProductPages marks every cached product stale and leaves other reads alone", async () => {
    const client = new QueryClient();
    for (const key of [productKey(3), productKey(4), PRODUCTS_KEY, STORE_SETTINGS_KEY]) client.setQueryData(key, {});
    await refreshProductPages(client);
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(productKey(3))).toBe(true);
    expect(invalidated(productKey(4))).toBe(true);
    expect(invalidated(PRODUCTS_KEY)).toBe(false);
    expect(invalidated(STORE_SETTINGS_KEY)).toBe(false);
    client.clear();
  });
});
