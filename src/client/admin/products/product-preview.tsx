import { useEffect, useState } from "react";
import { CATEGORY_LABELS } from "../../../domain/catalog";
import { parseMoneyInput } from "../../../domain/product-input";
import { ProductImage } from "../../components/product-image";
import { ProductPrice } from "../../components/product-price";
import { shownImage, type EditedProduct, type ProductFormValues } from "./product-form-rules";
import { PRODUCT_FORM } from "./product-strings";

/** A value that follows `value` once it has stopped changing for `ms` (image previews load after typing). */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The product as a shopper will see its Discover card, as the admin types. */
export function ShopperPreview({
  values,
  images,
  edited,
}: {
  values: ProductFormValues;
  images: readonly string[];
  edited?: EditedProduct;
}) {
  const cover = images.map((text) => shownImage(text, edited)).find((source) => source !== null) ?? null;
  const price = parseMoneyInput(values.price, "Price");
  const discount =
    values.discountAmount.trim() === ""
      ? parseMoneyInput("0", "Discount")
      : parseMoneyInput(values.discountAmount, "Discount");
  const state = values.saveAsDraft
    ? PRODUCT_FORM.previewDraft
    : edited?.status === "scheduled"
      ? PRODUCT_FORM.previewScheduled
      : PRODUCT_FORM.previewLive;

  return (
    <aside aria-labelledby="preview-title" className="grid gap-3 lg:sticky lg:top-6">
      <div>
        <h2 id="preview-title" className="font-display text-lg font-semibold text-ink">
          {PRODUCT_FORM.preview}
        </h2>
        <p className="text-sm text-ink-muted">{PRODUCT_FORM.previewText}</p>
      </div>
      <div className="mx-auto w-full max-w-[13rem] rounded-3xl border border-line bg-canvas p-3 lg:max-w-none">
        <div className="overflow-hidden rounded-2xl bg-card shadow-sm ring-1 ring-line/70">
          <ProductImage src={cover} alt="" sizes="16rem" className="aspect-[3/4] h-auto w-full object-cover" />
        </div>
        <p className="mt-2 line-clamp-2 text-sm leading-5 font-medium text-ink">
          {values.name.trim() || PRODUCT_FORM.previewNameFallback}
        </p>
        {price.ok && discount.ok && discount.cents <= price.cents ? (
          <ProductPrice price={price.text} discountAmount={discount.text} className="mt-0.5" />
        ) : null}
        {values.sizes.length > 0 ? (
          <p className="mt-2 flex flex-wrap gap-1">
            {values.sizes.map((size) => (
              <span
                key={size}
                className="rounded-md border border-line bg-card px-1.5 py-0.5 text-[0.6875rem] font-semibold text-ink"
              >
                {size}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <p className="text-center text-xs font-medium text-ink-muted">
        {CATEGORY_LABELS[values.category]} · {state}
      </p>
    </aside>
  );
}
