import { useMutation, useQuery } from "@tanstack/react-query";
import type { ExtractImagesResult, ExtractProductDataResult, ExtractUrlBody } from "../../../../contracts/imports";
import type { PageFramingResult } from "../../../../contracts/page-framing";
import { apiRequest, getJson } from "../../../lib/api/api";
import { adminPageFramingKey } from "../../../lib/api/query-keys";

/** POST /api/extract-product-data: the page's product data, read on the server behind the SSRF guard. */
export function useExtractProductData() {
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest<ExtractProductDataResult>("POST", "/api/extract-product-data", { url } satisfies ExtractUrlBody),
  });
}

/** POST /api/extract-images: the page's images (Flipkart answers a note and sample patterns instead). */
export function useExtractImages() {
  return useMutation({
    mutationFn: (url: string) =>
      apiRequest<ExtractImagesResult>("POST", "/api/extract-images", { url } satisfies ExtractUrlBody),
  });
}

/**
 * GET /api/admin/page-framing: whether the page lets this back office show it in a frame, asked before
 * embed mode creates one (docs/decisions/006). Cached per address, so back and forward ask once.
 */
export function usePageFraming(url: string) {
  return useQuery({
    queryKey: adminPageFramingKey(url),
    queryFn: () => getJson<PageFramingResult>(`/api/admin/page-framing?${new URLSearchParams({ url }).toString()}`),
  });
}

/**
 * Opens a page in a new tab for the admin to look at. Without `noopener` in the features, so a blocked
 * pop-up can be told apart (null); the new tab's link back to us is cut by hand instead.
 * Returns whether the tab opened.
 */
export function openInNewTab(url: string): boolean {
  const opened = window.open(url, "_blank");
  if (!opened) return false;
  opened.opener = null;
  return true;
}
