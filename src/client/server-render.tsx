import { dehydrate } from "@tanstack/react-query";
import { prerenderToNodeStream } from "react-dom/static";
import type { Product } from "../contracts/product";
import type { StoreSettings } from "../contracts/settings";
import type { FirstView } from "./lib/products/first-view-page";
import { createQueryClient } from "./lib/api/query-client";
import { productQuery, storeSettingsQuery } from "./lib/api/shop-queries";
import { Root } from "./root";

export type ProductPageInput = {
  /** The page's path and query, e.g. "/product/12?from=wishlist". */
  path: string;
  /** The product as GET /api/products/{id} answers a shopper. */
  product: Product;
  /** As GET /api/settings/store answers: prices wait for the currency. */
  storeSettings: StoreSettings;
  /** The server's clock, in ms. */
  renderedAt: number;
};

export type RenderedPage = {
  /** The markup of `<div id="root">`. */
  html: string;
  /** What the browser hydrates from (lib/first-view.ts). */
  firstView: FirstView;
};

/**
 * Runs on the server, never in the browser: a product page's markup, rendered by the same components from
 * the same data the browser then starts from, so the photo and text paint before any script has run.
 * Only public data goes in (who is signed in is asked for by the browser, as on every page), so the page
 * is the same for every visitor. Rejects when anything in the tree failed: a partial page would be
 * redrawn by the browser, and the caller sends the plain app shell instead.
 */
export async function renderProductPage({
  path,
  product,
  storeSettings,
  renderedAt,
}: ProductPageInput): Promise<RenderedPage> {
  const client = createQueryClient();
  client.setQueryData(productQuery(product.id).queryKey, product, { updatedAt: renderedAt });
  client.setQueryData(storeSettingsQuery.queryKey, storeSettings, { updatedAt: renderedAt });

  const errors: unknown[] = [];
  // prerender waits for every lazy screen the route needs, unlike renderToString.
  const { prelude } = await prerenderToNodeStream(<Root client={client} renderedAt={renderedAt} ssrPath={path} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  let html = "";
  for await (const chunk of prelude) html += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  if (errors.length > 0) throw new AggregateError(errors, "the product page did not render completely");
  return { html, firstView: { renderedAt, queries: dehydrate(client) } };
}
