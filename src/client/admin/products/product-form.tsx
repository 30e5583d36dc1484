import { ImageOff } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useController, type Path } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../../domain/catalog";
import { ProductImage } from "../../components/product-image";
import { ImageCopyState } from "./image-copy-state";
import { Button, buttonClassName } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { cn } from "../../lib/ui/cn";
import { toast } from "../../lib/ui/use-toast";
import { AdminCard } from "../components/admin-page";
import { leaveAfterSave } from "../components/leave-guard";
import { useContractForm } from "../components/use-contract-form";
import { useStoreClock } from "../components/use-store-time-zone";
import { AlternateDescriptionPicker } from "./alternate-description-picker";
import { ProductImportTools } from "./import/product-import-tools";
import type { ImportPatch } from "./import/import-patch";
import {
  changeCategory,
  expirationChoices,
  KEEP_EXPIRY,
  productBody,
  productFieldOf,
  productFormSchema,
  shownImage,
  sizeOptions,
  toggleSize,
  type EditedProduct,
  type ProductFormValues,
} from "./product-form-rules";
import { ShopperPreview, useSettled } from "./product-preview";
import { productListPath } from "./product-list-path";
import { PRODUCT_FORM, PRODUCTS } from "./product-strings";
import { useSaveProduct } from "./use-admin-products";

export function ProductForm({
  id,
  initial,
  edited,
}: {
  id: number | null;
  initial: ProductFormValues;
  edited?: EditedProduct;
}) {
  const schema = useMemo(() => productFormSchema(edited), [edited]);
  const form = useContractForm(schema, {
    defaultValues: initial,
    failureTitle: PRODUCTS.toasts.saveFailed,
    sessionEnded: PRODUCTS.toasts.authExpired,
    serverFieldOf: productFieldOf,
  });
  const [, navigate] = useLocation();
  const save = useSaveProduct(id);
  const clock = useStoreClock();
  const values = form.watch();
  // The product's own sizes outside the category's set, and those an import brought (the sizes hint says so):
  // they stay listed when unticked.
  const [importedSizes, setImportedSizes] = useState<string[]>([]);
  const extraSizes = [...(edited?.extraSizes ?? []), ...importedSizes];
  const options = sizeOptions(values.category, extraSizes);
  // Joined: typing into a slot changes the list in place, and the preview follows the text.
  const settledImages = useSettled(values.images.join("\n"), 400).split("\n");

  // Registered in the order a failed save moves focus in: the first registered field with a problem.
  const name = form.field("name");
  const category = form.field("category", {
    onChange: (event: { target: { value: string } }) =>
      put({ sizes: changeCategory(form.getValues(), event.target.value as Category, extraSizes).sizes }),
  });
  const expiration = form.field("expiration");
  const price = form.field("price", { deps: ["discountAmount"] });
  const discountAmount = form.field("discountAmount");
  const { error: descriptionError, ...description } = form.field("description");
  const supplierLink = form.field("supplierLink");
  // Any slot's change checks the first again: "at least one image" is about them all.
  const imageSlots = values.images.map((_, index) =>
    form.register(`images.${index}`, { deps: index === 0 ? [] : ["images.0"] }),
  );
  const sizes = useController({ control: form.control, name: "sizes" });
  const stock = useController({ control: form.control, name: "stock" });
  const perMemberLimit = form.field("perMemberLimit");
  const saveAsDraft = form.register("saveAsDraft", { deps: ["expiration"] });
  const imagesError = form.errorOf("images");
  const sizesError = form.errorOf("sizes");
  const stockError = form.errorOf("stock");
  const { errors, submitCount } = form.formState;

  /** Values set by a helper (an import, a description picked, a category's sizes): changes like typing. */
  function put(patch: ImportPatch) {
    for (const [key, value] of Object.entries(patch)) {
      form.setValue(key as Path<ProductFormValues>, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }

  /** An import's values; the sizes it brings stay listed as boxes even when unticked later. */
  function putImported(patch: ImportPatch) {
    const brought = patch.sizes ?? [];
    setImportedSizes((sizes) => [...sizes, ...brought.filter((size) => !sizes.includes(size))]);
    put(patch);
  }

  const submit = form.submitWith(
    (sent) => save.mutateAsync(productBody(sent, edited)),
    (_, sent) => {
      toast({ title: id === null ? PRODUCTS.toasts.created : PRODUCTS.toasts.updated, description: sent.name });
      // In place of the form: back from the list does not open the form it has just saved. The list comes back
      // as the owner left it (its filters and page).
      leaveAfterSave(() => navigate(productListPath(), { replace: true }));
    },
  );

  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid gap-6">
        <AdminCard className="grid gap-4">
          <h2 className="font-display text-lg font-semibold text-ink">{PRODUCT_FORM.details}</h2>
          <TextField label={PRODUCT_FORM.name} {...name} required maxLength={200} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={PRODUCT_FORM.category} {...category}>
              {CATEGORIES.map((option) => (
                <option key={option} value={option}>
                  {CATEGORY_LABELS[option]}
                </option>
              ))}
            </SelectField>
            <SelectField label={PRODUCT_FORM.expirationDays} hint={PRODUCT_FORM.expirationHint} {...expiration}>
              {expirationChoices(edited?.canKeepExpiry ?? false).map((choice) => (
                <option key={choice} value={choice}>
                  {choice === KEEP_EXPIRY && edited
                    ? PRODUCT_FORM.keepExpiry(clock.dateTime(edited.expiresAt))
                    : PRODUCT_FORM.days(Number(choice))}
                </option>
              ))}
            </SelectField>
            <TextField label={PRODUCT_FORM.price} inputMode="decimal" {...price} required placeholder="49.00" />
            <TextField
              label={PRODUCT_FORM.discount}
              hint={PRODUCT_FORM.discountHint}
              inputMode="decimal"
              {...discountAmount}
            />
          </div>
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor="product-description" className="text-sm font-semibold text-ink">
                {PRODUCT_FORM.description}
              </label>
              <AlternateDescriptionPicker onPick={(text) => put({ description: text })} />
            </div>
            <textarea
              id="product-description"
              rows={6}
              maxLength={5000}
              {...description}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={descriptionError ? "product-description-error" : undefined}
              className={cn(
                "block w-full rounded-xl border bg-card px-3.5 py-3 text-base text-ink shadow-sm focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none",
                descriptionError ? "border-destructive" : "border-line",
              )}
            />
            <FieldError id="product-description-error" message={descriptionError} />
          </div>
          <TextField
            label={PRODUCT_FORM.supplierLink}
            hint={PRODUCT_FORM.supplierHint}
            type="url"
            inputMode="url"
            {...supplierLink}
            placeholder="https://"
          />
        </AdminCard>

        <AdminCard className="grid gap-4">
          <HintedFieldset id="images" className="gap-4" error={imagesError}>
            <ProductImportTools values={values} onChange={putImported} />
            <div className="grid gap-4 sm:grid-cols-2">
              {imageSlots.map((slot, index) => {
                const source = shownImage(settledImages[index] ?? "", edited);
                return (
                  <div key={index} className="flex items-end gap-3">
                    <div
                      className="grid h-20 w-15 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-line bg-surface"
                      role="img"
                      aria-label={PRODUCT_FORM.imagePreview(index + 1)}
                    >
                      {source ? (
                        <ProductImage src={source} alt="" sizes="60px" className="h-full w-full object-cover" />
                      ) : (
                        <ImageOff aria-hidden="true" className="size-5 text-ink-muted" />
                      )}
                    </div>
                    <TextField
                      className="min-w-0 flex-1"
                      label={PRODUCT_FORM.imageSlot(index + 1)}
                      hint={
                        id === null ? undefined : <ImageCopyState productId={id} url={settledImages[index] ?? ""} />
                      }
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      {...slot}
                      aria-invalid={imagesError ? true : undefined}
                    />
                  </div>
                );
              })}
            </div>
          </HintedFieldset>
        </AdminCard>

        <AdminCard className="grid gap-4">
          <HintedFieldset id="sizes" error={sizesError}>
            <div className="flex flex-wrap gap-2">
              {options.map((size, index) => {
                const ticked = values.sizes.includes(size);
                return (
                  <label
                    key={size}
                    className={cn(
                      "flex h-11 min-w-14 cursor-pointer items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20",
                      ticked ? "border-primary bg-primary-soft text-primary" : "border-line bg-card text-ink",
                      extraSizes.includes(size) && "border-dashed",
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      ref={index === 0 ? sizes.field.ref : undefined}
                      checked={ticked}
                      onChange={() => sizes.field.onChange(toggleSize(form.getValues(), size, options).sizes)}
                    />
                    {size}
                  </label>
                );
              })}
            </div>
          </HintedFieldset>
          {values.sizes.length > 0 && (
            <HintedFieldset id="stock" legendClassName="text-sm" error={stockError}>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3">
                {values.sizes.map((size, index) => {
                  const left = edited?.stockLeft?.[size];
                  const offered = initial.stock[size];
                  const sold = left !== undefined && offered ? Number(offered) - left : null;
                  return (
                    <TextField
                      key={size}
                      label={size}
                      aria-label={PRODUCT_FORM.stockFor(size)}
                      ref={index === 0 ? stock.field.ref : undefined}
                      inputMode="numeric"
                      placeholder={PRODUCT_FORM.unlimited}
                      hint={sold !== null && left !== undefined ? PRODUCT_FORM.soldAndLeft(sold, left) : undefined}
                      value={values.stock[size] ?? ""}
                      onChange={(event) =>
                        stock.field.onChange({ ...form.getValues("stock"), [size]: event.target.value })
                      }
                    />
                  );
                })}
              </div>
            </HintedFieldset>
          )}
          <TextField
            label={PRODUCT_FORM.perMemberLimit}
            hint={PRODUCT_FORM.perMemberLimitHint}
            inputMode="numeric"
            placeholder={PRODUCT_FORM.unlimited}
            {...perMemberLimit}
          />
        </AdminCard>

        <AdminCard className="grid gap-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-primary"
              aria-describedby="draft-hint"
              {...saveAsDraft}
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold text-ink">{PRODUCT_FORM.saveAsDraft}</span>
              <span id="draft-hint" className="text-[0.8125rem] text-ink-muted">
                {PRODUCT_FORM.saveAsDraftHint}
              </span>
            </span>
          </label>
          {submitCount > 0 && Object.keys(errors).length > 0 ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {PRODUCT_FORM.fixErrors}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link href={productListPath()} className={buttonClassName({ variant: "secondary" })}>
              {PRODUCT_FORM.cancel}
            </Link>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? PRODUCT_FORM.saving : PRODUCT_FORM.save}
            </Button>
          </div>
        </AdminCard>
      </div>

      <ShopperPreview values={values} images={settledImages} edited={edited} />
    </form>
  );
}

/** A group of fields with its legend, its hint and its error (`{id}-hint`, `{id}-error`), which describe it. */
function HintedFieldset({
  id,
  error,
  className = "gap-3",
  legendClassName = "font-display text-lg",
  children,
}: {
  /** Names the group's strings too: PRODUCT_FORM[id] is its legend, PRODUCT_FORM[`${id}Hint`] its hint. */
  id: "images" | "sizes" | "stock";
  error: string | undefined;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("grid", className)} aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}>
      <legend className={cn("mb-1 font-semibold text-ink", legendClassName)}>{PRODUCT_FORM[id]}</legend>
      <p id={`${id}-hint`} className="text-[0.8125rem] text-ink-muted">
        {PRODUCT_FORM[`${id}Hint`]}
      </p>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-[0.8125rem] leading-5 font-medium text-destructive">
      {message}
    </p>
  );
}
