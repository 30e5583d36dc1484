import { useQuery } from "@tanstack/react-query";
import { imageCopiesQuery } from "../admin-queries";
import { IMAGE_COPY } from "./image-copy-strings";

/**
 * The hint of a saved image address in the product form: whether the shop has its own copy. Nothing for
 * an address not saved yet, or one on this site (never copied).
 */
export function ImageCopyState({ productId, url }: { productId: number; url: string }) {
  const { data } = useQuery(imageCopiesQuery(productId));
  const state = data?.find((entry) => entry.url === url.trim());
  if (!state) return null;
  const text =
    state.status === "copied"
      ? IMAGE_COPY.copied
      : state.status === "failed"
        ? IMAGE_COPY.failed(state.reason ?? "")
        : IMAGE_COPY.pending;
  return (
    // Inside the field's hint (a <p>), so a span.
    <span className={state.status === "failed" ? "text-destructive" : undefined} data-image-copy={state.status}>
      {text}
    </span>
  );
}
