import { ArrowLeft, PackageX } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "wouter";
import { buttonClassName } from "../../components/ui/button";
import { PageSpinner } from "../../components/ui/spinner";
import { LoadFailedMessage, StateMessage } from "../../components/ui/state-message";
import { isApiError } from "../../lib/api/api";
import { AdminPage } from "../components/admin-page";
import { ProductForm } from "./product-form";
import { newProductValues, valuesFromProduct } from "./product-form-rules";
import { productListPath } from "./product-list-path";
import { PRODUCT_FORM } from "./product-strings";
import { ReminderCount } from "./reminder-count";
import { useEditableProduct } from "./use-admin-products";
import type { EditableProduct } from "../admin-queries";

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
      <ReminderCount count={product.reminderCount} form />
      <ProductForm id={id} initial={start.values} edited={start.edited} />
    </AdminPage>
  );
}

function BackLink() {
  return (
    <Link href={productListPath()} className={buttonClassName({ variant: "ghost" })}>
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
