import { ImageDown } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { ExtractImagesResult } from "../../../../contracts/imports";
import { normalizeImportUrl } from "../../../../domain/import-url";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/form-field";
import { isApiError } from "../../../lib/api/api";
import { PRODUCTS } from "../product-strings";
import { WEBSITE_IMPORT } from "./import-strings";
import { AdminDialog } from "../../components/admin-dialog";
import { useContractForm } from "../../components/use-contract-form";
import { useExtractImages } from "./use-page-import";
import { pageUrlFormSchema } from "./website-import";

/**
 * The "extract images from a URL" helper: the page's images come back from the server, which fetched it
 * behind the SSRF guard. Failures are shown in the dialog (a modal hides the toasts from screen readers).
 */
export function ExtractImagesDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  initialUrl,
  onImages,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  initialUrl: string;
  /** The answer with images, or a site's guidance (note + samplePatterns). */
  onImages: (result: ExtractImagesResult, url: string) => void;
}) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={WEBSITE_IMPORT.extractImagesTitle}
      text={WEBSITE_IMPORT.extractImagesText}
    >
      {open ? <ExtractImagesForm initialUrl={initialUrl} onImages={onImages} /> : null}
    </AdminDialog>
  );
}

function ExtractImagesForm({
  initialUrl,
  onImages,
}: {
  initialUrl: string;
  onImages: (result: ExtractImagesResult, url: string) => void;
}) {
  // An address in a modal dialog: not worth a question before leaving (decision 034).
  const form = useContractForm(pageUrlFormSchema, {
    defaultValues: { url: initialUrl },
    failureTitle: WEBSITE_IMPORT.failedImages,
    guard: false,
  });
  const [failure, setFailure] = useState<{ title: string; text?: string } | null>(null);
  const extract = useExtractImages();

  // Failures are said in the dialog, not by a toast: a modal hides the toasts from screen readers. The field
  // then shows the address as it was read.
  const read = form.handleSubmit(({ url: text }) => {
    setFailure(null);
    const url = normalizeImportUrl(text);
    if (!url.ok) return;
    form.setValue("url", url.url);
    extract.mutate(url.url, {
      onSuccess: (result) => {
        if (result.images.length === 0 && result.samplePatterns.length === 0) {
          setFailure({ title: WEBSITE_IMPORT.noImages, text: WEBSITE_IMPORT.noImagesText });
          return;
        }
        onImages(result, url.url);
      },
      onError: (error) =>
        setFailure({
          title: WEBSITE_IMPORT.failedImages,
          text: isApiError(error) && error.code === "UNAUTHORIZED" ? PRODUCTS.toasts.authExpired : error.message,
        }),
    });
  });

  function submit(event: FormEvent) {
    // Portalled out of the product form in the page, but React still bubbles the submit there.
    event.stopPropagation();
    void read(event);
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextField label={WEBSITE_IMPORT.url} type="url" inputMode="url" placeholder="https://" {...form.field("url")} />
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          <strong>{failure.title}</strong>
          {failure.text ? `: ${failure.text}` : null}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" disabled={extract.isPending}>
          <ImageDown aria-hidden="true" />
          {extract.isPending ? WEBSITE_IMPORT.extracting : WEBSITE_IMPORT.extract}
        </Button>
      </DialogFooter>
    </form>
  );
}
