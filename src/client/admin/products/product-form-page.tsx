import { ArrowLeft, ImageOff, PackageX } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "../../../domain/catalog";
import { isImageAddress, normalizeImageUrl } from "../../../domain/image-urls";
import { parseMoneyInput } from "../../../domain/product-input";
import { ProductImage } from "../../components/product-image";
import { ProductPrice } from "../../components/product-price";
import { Button, buttonClassName } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/form-field";
import { PageSpinner } from "../../components/ui/spinner";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { isApiError } from "../../lib/api";
import { cn } from "../../lib/cn";
import { toast } from "../../lib/use-toast";
import { AdminCard, AdminPage } from "../components/admin-page";
import { AlternateDescriptionPicker } from "./alternate-description-picker";
import { failureToast } from "./failure-toast";
import { ProductImportTools } from "./import/product-import-tools";
import {
  changeCategory,
  expirationChoices,
  formErrorsOf,
  hasChanges,
  KEEP_EXPIRY,
  newProductValues,
  productBody,
  sizeOptions,
  toggleSize,
  validateProduct,
  valuesFromProduct,
  type EditedProduct,
  type FormErrors,
  type FormField,
  type ProductFormValues,
} from "./product-form-rules";
import { PRODUCT_FORM, PRODUCTS } from "./product-strings";
import { useEditableProduct, useSaveProduct, type EditableProduct } from "./use-admin-products";
import { useLeaveGuard } from "../components/leave-guard";
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

/** /admin/products/add. */
export function AddProductPage() {
  const initial = useMemo(() => newProductValues(), []);
  return (
    <AdminPage title={PRODUCT_FORM.addTitle} lead={PRODUCT_FORM.addLead} actions={<BackLink />}>
      <ProductForm id={null} initial={initial} />
    </AdminPage>
  );
}

/** /admin/products/edit/{id}: "Product not found" for an unknown id. */
export function EditProductPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  return id === null ? <ProductNotFound /> : <EditProduct id={id} />;
}

function EditProduct({ id }: { id: number }) {
  const product = useEditableProduct(id);
  if (product.data) return <EditForm id={id} product={product.data} />;
  if (product.isError && isApiError(product.error) && (product.error.status === 404 || product.error.status === 400)) {
    return <ProductNotFound />;
  }
  return (
    <AdminPage title={PRODUCT_FORM.editTitle} actions={<BackLink />}>
      {product.isError ? (
        <LoadFailedMessage
          what={PRODUCT_FORM.loadFailed}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      ) : (
        <PageSpinner label={PRODUCT_FORM.loading} />
      )}
    </AdminPage>
  );
}

function EditForm({ id, product }: { id: number; product: EditableProduct }) {
  // The form starts from the first answer; later refreshes (live messages) do not overwrite typing.
  const [start] = useState(() => valuesFromProduct(product, new Date()));
  return (
    <AdminPage title={PRODUCT_FORM.editTitle} lead={PRODUCT_FORM.editLead} actions={<BackLink />}>
      <ProductForm id={id} initial={start.values} edited={start.edited} />
    </AdminPage>
  );
}

function BackLink() {
  return (
    <Link href="/products" className={buttonClassName({ variant: "ghost" })}>
      <ArrowLeft aria-hidden="true" />
      {PRODUCT_FORM.back}
    </Link>
  );
}

function ProductNotFound() {
  return (
    <AdminPage title={PRODUCT_FORM.editTitle}>
      <div className="rounded-2xl border border-line bg-card">
        <StateMessage
          icon={<PackageX aria-hidden="true" className="size-7" />}
          title={PRODUCT_FORM.notFound}
          text={PRODUCT_FORM.notFoundText}
        >
          <BackLink />
        </StateMessage>
      </div>
    </AdminPage>
  );
}

/** A value that follows `value` once it has stopped changing for `ms` (image previews load after typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What a slot's text would be stored as (Imgur pages become their photo), when it is an address at all. */
function previewSource(text: string): string | null {
  const url = normalizeImageUrl(text.trim());
  return url !== "" && isImageAddress(url) ? url : null;
}

function ProductForm({
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
        navigate("/products");
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

/** The product as a shopper will see its Discover card, as the admin types. */
function ShopperPreview({
  values,
  images,
  edited,
}: {
  values: ProductFormValues;
  images: readonly string[];
  edited?: EditedProduct;
}) {
  const cover = images.map(previewSource).find((source) => source !== null) ?? null;
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
          <ProductImage src={cover} alt="" className="aspect-[3/4] h-auto w-full object-cover" />
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
