import type { ExtractImagesResult, ExtractProductDataResult } from "../../../contracts/imports";
import type { PageFramingResult } from "../../../contracts/page-framing";
import {
  FLIPKART_NOTE,
  FLIPKART_SAMPLE_PATTERNS,
  flipkartProductId,
  isFlipkartUrl,
  normalizeImportUrl,
} from "../../../domain/import-url";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { framingOf } from "../../net/framing";
import { type PageFetchDeps, fetchPage } from "./page-fetch";
import { findDuplicateProduct } from "./import-duplicates";
import { type PageProduct, extractProductFromBytes } from "./page-extract";

/**
 * The website import behind POST /api/extract-product-data and /api/extract-images: read the address as
 * the form does (https:// added when missing), answer Flipkart with guidance without fetching (it blocks
 * fetching), otherwise fetch through the SSRF guard and extract.
 */

function importUrlOf(text: string): string {
  const result = normalizeImportUrl(text);
  if (!result.ok) throw new AppError("BAD_REQUEST", result.message, { url: [result.message] });
  return result.url;
}

async function readPage(url: string, deps: PageFetchDeps): Promise<PageProduct> {
  const page = await fetchPage(url, deps);
  return extractProductFromBytes(page.body, page.contentType, page.url);
}

/** The page's product, and the shop's product it duplicates, if any (docs/decisions/028). */
export async function extractProductData(db: Db, text: string, deps: PageFetchDeps): Promise<ExtractProductDataResult> {
  const url = importUrlOf(text);
  if (isFlipkartUrl(url))
    return {
      success: false,
      duplicate: null,
      title: "",
      description: "",
      price: "",
      currency: "",
      sizes: [],
      images: [],
      note: FLIPKART_NOTE,
      samplePatterns: [...FLIPKART_SAMPLE_PATTERNS],
    };
  const { title, description, price, currency, sizes, images } = await readPage(url, deps);
  const duplicate = await findDuplicateProduct(db, { name: title, price });
  return {
    success: true,
    duplicate,
    title,
    description,
    price,
    currency,
    sizes,
    images,
    note: null,
    samplePatterns: [],
  };
}

export async function extractImages(text: string, deps: PageFetchDeps): Promise<ExtractImagesResult> {
  const url = importUrlOf(text);
  if (isFlipkartUrl(url))
    return {
      images: [],
      title: "",
      description: "",
      price: "",
      note: FLIPKART_NOTE,
      samplePatterns: [...FLIPKART_SAMPLE_PATTERNS],
      productId: flipkartProductId(url),
    };
  const { images, title, description, price, productId } = await readPage(url, deps);
  return { images, title, description, price, note: null, samplePatterns: [], productId };
}

/**
 * Whether the page at `text` lets a page of `embedderOrigin` (this shop's back office) show it in a frame,
 * read from the headers of the page's final response, fetched like Extract's (guard, redirects, limits;
 * the body is not read). A page that cannot be fetched is the fetch's error (400 or 422).
 */
export async function checkPageFraming(
  text: string,
  deps: PageFetchDeps,
  embedderOrigin: string,
): Promise<PageFramingResult> {
  const url = importUrlOf(text);
  const page = await fetchPage(url, deps, { readBody: false });
  const framing = framingOf(page.headers, page.url, embedderOrigin);
  return framing.allowed
    ? { url, framing: "allowed", reason: null }
    : { url, framing: "refused", reason: framing.reason };
}
