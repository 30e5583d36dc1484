import { ImageOff } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../../domain/catalog";
import { ProductImage } from "../../components/product-image";
import { ImageCopyState } from "./image-copy-state";
import { Button, buttonClassName } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { toast } from "../../lib/use-toast";
import { AdminCard } from "../components/admin-page";
import { AlternateDescriptionPicker } from "./alternate-description-picker";
import { failureToast } from "./failure-toast";
import { ProductImportTools } from "./import/product-import-tools";
import {
  changeCategory,
  expirationChoices,
  formErrorsOf,
  hasChanges,
  KEEP_EXPIRY,
  productBody,
  sizeOptions,
  toggleSize,
  validateProduct,
  type EditedProduct,
  type FormErrors,
  type FormField,
  type ProductFormValues,
} from "./product-form-rules";
import { previewSource, ShopperPreview, useSettled } from "./product-preview";
import { PRODUCT_FORM, PRODUCTS } from "./product-strings";
import { useSaveProduct } from "./use-admin-products";
import { leaveAfterSave, useLeaveGuard } from "../components/leave-guard";
import { useStoreClock } from "../components/use-store-time-zone";

/** The order a failed save moves focus in: the first field with a problem. */
const FIELD_ORDER: FormField[] = [
  "name",
  "category",
  "price",
  "discountAmount",
  "expiration",
  "description",
  "supplierLink",
  "images",
  "sizes",
];

export function ProductForm({
  id,
  initial,
  edited,
}: {
  id: number | null;
  initial: ProductFormValues;
  edited?: EditedProduct;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState(false);
  const [, navigate] = useLocation();
  const save = useSaveProduct(id);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !saved && hasChanges(initial, values);
  useLeaveGuard(dirty);
  const clock = useStoreClock();

  const extraSizes = edited?.extraSizes ?? [];
  const options = sizeOptions(values.category, extraSizes);
  const settledImages = useSettled(values.images, 400);

  function update(patch: Partial<ProductFormValues>, fields: FormField[]) {
    setValues((was) => ({ ...was, ...patch }));
    setErrors((was) => {
      const next = { ...was, form: undefined };
      for (const field of fields) next[field] = undefined;
      return next;
    });
  }

  function showErrors(next: FormErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    // After React has rendered the messages, so the field announces its error as it gets focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus());
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = productBody(values, edited);
    const problems = validateProduct(body);
    if (Object.keys(problems).length > 0) return showErrors({ ...problems, form: PRODUCT_FORM.fixErrors });
    save.mutate(body, {
      onSuccess: () => {
        setSaved(true);
        toast({ title: id === null ? PRODUCTS.toasts.created : PRODUCTS.toasts.updated, description: values.name });
        // In place of the form: back from the list does not open the form it has just saved.
        leaveAfterSave(() => navigate("/products", { replace: true }));
      },
      onError: (error) => {
        failureToast(PRODUCTS.toasts.saveFailed, error);
        if (isApiError(error) && error.fieldErrors) showErrors(formErrorsOf(error.fieldErrors));
      },
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="grid gap-6">
        <AdminCard className="grid gap-4">
          <h2 className="font-display text-lg font-semibold text-ink">{PRODUCT_FORM.details}</h2>
          <TextField
            label={PRODUCT_FORM.name}
            data-field="name"
            value={values.name}
            error={errors.name}
            required
            maxLength={200}
            onChange={(event) => update({ name: event.target.value }, ["name"])}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={PRODUCT_FORM.category}
              data-field="category"
              value={values.category}
              error={errors.category}
              onChange={(event) => setValues((was) => changeCategory(was, event.target.value as Category, extraSizes))}
            >
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={PRODUCT_FORM.expirationDays}
              hint={PRODUCT_FORM.expirationHint}
              data-field="expiration"
              value={values.expiration}
              error={errors.expiration}
              onChange={(event) => update({ expiration: event.target.value }, ["expiration"])}
            >
              {expirationChoices(edited?.canKeepExpiry ?? false).map((choice) => (
                <option key={choice} value={choice}>
                  {choice === KEEP_EXPIRY && edited
                    ? PRODUCT_FORM.keepExpiry(clock.dateTime(edited.expiresAt))
                    : PRODUCT_FORM.days(Number(choice))}
                </option>
              ))}
            </SelectField>
            <TextField
              label={PRODUCT_FORM.price}
              data-field="price"
              inputMode="decimal"
              value={values.price}
              error={errors.price}
              required
              placeholder="49.00"
              onChange={(event) => update({ price: event.target.value }, ["price", "discountAmount"])}
            />
            <TextField
              label={PRODUCT_FORM.discount}
              hint={PRODUCT_FORM.discountHint}
              data-field="discountAmount"
              inputMode="decimal"
              value={values.discountAmount}
              error={errors.discountAmount}
              onChange={(event) => update({ discountAmount: event.target.value }, ["discountAmount"])}
            />
          </div>
          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor="product-description" className="text-sm font-semibold text-ink">
                {PRODUCT_FORM.description}
              </label>
              <AlternateDescriptionPicker onPick={(description) => update({ description }, ["description"])} />
            </div>
            <textarea
              id="product-description"
              data-field="description"
              rows={6}
              maxLength={5000}
              value={values.description}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? "product-description-error" : undefined}
              onChange={(event) => update({ description: event.target.value }, ["description"])}
              className={cn(
                "block w-full rounded-xl border bg-card px-3.5 py-3 text-base text-ink shadow-sm focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none",
                errors.description ? "border-destructive" : "border-line",
              )}
            />
            <FieldError id="product-description-error" message={errors.description} />
          </div>
          <TextField
            label={PRODUCT_FORM.supplierLink}
            hint={PRODUCT_FORM.supplierHint}
            data-field="supplierLink"
            type="url"
            inputMode="url"
            value={values.supplierLink}
            error={errors.supplierLink}
            placeholder="https://"
            onChange={(event) => update({ supplierLink: event.target.value }, ["supplierLink"])}
          />
        </AdminCard>

        <AdminCard className="grid gap-4">
          <fieldset
            className="grid gap-4"
            aria-describedby={errors.images ? "images-error images-hint" : "images-hint"}
          >
            <legend className="mb-1 font-display text-lg font-semibold text-ink">{PRODUCT_FORM.images}</legend>
            <p id="images-hint" className="text-[0.8125rem] text-ink-muted">
              {PRODUCT_FORM.imagesHint}
            </p>
            <ProductImportTools
              values={values}
              onChange={(patch) => update(patch, Object.keys(patch) as FormField[])}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {values.images.map((image, index) => {
                const source = previewSource(settledImages[index] ?? "");
                return (
                  <div key={index} className="flex items-end gap-3">
                    <div
                      className="grid h-20 w-15 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-line bg-surface"
                      role="img"
                      aria-label={PRODUCT_FORM.imagePreview(index + 1)}
                    >
                      {source ? (
                        <ProductImage src={source} alt="" className="h-full w-full object-cover" />
                      ) : (
                        <ImageOff aria-hidden="true" className="size-5 text-ink-muted" />
                      )}
                    </div>
                    <TextField
                      className="min-w-0 flex-1"
                      label={PRODUCT_FORM.imageSlot(index + 1)}
                      hint={id === null ? undefined : <ImageCopyState productId={id} url={image} />}
                      data-field={index === 0 ? "images" : undefined}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      value={image}
                      aria-invalid={errors.images ? true : undefined}
                      onChange={(event) =>
                        update({ images: values.images.map((was, i) => (i === index ? event.target.value : was)) }, [
                          "images",
                        ])
                      }
                    />
                  </div>
                );
              })}
            </div>
            <FieldError id="images-error" message={errors.images} />
          </fieldset>
        </AdminCard>

        <AdminCard className="grid gap-4">
          <fieldset className="grid gap-3" aria-describedby={errors.sizes ? "sizes-error sizes-hint" : "sizes-hint"}>
            <legend className="mb-1 font-display text-lg font-semibold text-ink">{PRODUCT_FORM.sizes}</legend>
            <p id="sizes-hint" className="text-[0.8125rem] text-ink-muted">
              {PRODUCT_FORM.sizesHint}
            </p>
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
                      data-field={index === 0 ? "sizes" : undefined}
                      checked={ticked}
                      onChange={() => {
                        setValues((was) => toggleSize(was, size, options));
                        setErrors((was) => ({ ...was, sizes: undefined, form: undefined }));
                      }}
                    />
                    {size}
                  </label>
                );
              })}
            </div>
            <FieldError id="sizes-error" message={errors.sizes} />
          </fieldset>
          {values.sizes.length > 0 && (
            <fieldset className="grid gap-3" aria-describedby={errors.stock ? "stock-error stock-hint" : "stock-hint"}>
              <legend className="mb-1 text-sm font-semibold text-ink">{PRODUCT_FORM.stock}</legend>
              <p id="stock-hint" className="text-[0.8125rem] text-ink-muted">
                {PRODUCT_FORM.stockHint}
              </p>
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
                      data-field={index === 0 ? "stock" : undefined}
                      inputMode="numeric"
                      placeholder={PRODUCT_FORM.unlimited}
                      hint={sold !== null && left !== undefined ? PRODUCT_FORM.soldAndLeft(sold, left) : undefined}
                      value={values.stock[size] ?? ""}
                      onChange={(event) =>
                        update({ stock: { ...values.stock, [size]: event.target.value } }, ["stock"])
                      }
                    />
                  );
                })}
              </div>
              <FieldError id="stock-error" message={errors.stock} />
            </fieldset>
          )}
          <TextField
            label={PRODUCT_FORM.perMemberLimit}
            hint={PRODUCT_FORM.perMemberLimitHint}
            data-field="perMemberLimit"
            inputMode="numeric"
            placeholder={PRODUCT_FORM.unlimited}
            value={values.perMemberLimit}
            error={errors.perMemberLimit}
            onChange={(event) => update({ perMemberLimit: event.target.value }, ["perMemberLimit"])}
          />
        </AdminCard>

        <AdminCard className="grid gap-4">
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-primary"
              checked={values.saveAsDraft}
              aria-describedby="draft-hint"
              onChange={(event) => update({ saveAsDraft: event.target.checked }, ["expiration"])}
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-semibold text-ink">{PRODUCT_FORM.saveAsDraft}</span>
              <span id="draft-hint" className="text-[0.8125rem] text-ink-muted">
                {PRODUCT_FORM.saveAsDraftHint}
              </span>
            </span>
          </label>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link href="/products" className={buttonClassName({ variant: "secondary" })}>
              {PRODUCT_FORM.cancel}
            </Link>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? PRODUCT_FORM.saving : PRODUCT_FORM.save}
            </Button>
          </div>
        </AdminCard>
      </div>

      <ShopperPreview values={values} images={settledImages} edited={edited} />
    </form>
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
