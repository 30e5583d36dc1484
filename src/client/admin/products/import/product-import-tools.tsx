import { Code, Globe, ImageDown } from "lucide-react";
import { useState } from "react";
import type { ExtractImagesResult, ExtractProductDataResult } from "../../../../contracts/imports";
import { FLIPKART_SEARCH_TERM } from "../../../../domain/import-url";
import { Button } from "../../../components/ui/button";
import { useDialogOpener } from "../../../lib/ui/use-dialog-opener";
import { toast } from "../../../lib/ui/use-toast";
import type { ProductFormValues } from "../product-form-rules";
import { ExtractImagesDialog } from "./extract-images-dialog";
import { FlipkartPanel } from "./flipkart-panel";
import { HtmlSourceDialog } from "./html-source-dialog";
import { applyPickedSlots, fillEmptySlots } from "./image-slots";
import type { ImportPatch } from "./import-patch";
import { HTML_SOURCE, WEBSITE_IMPORT } from "./import-strings";
import { useHandedOverPageData, usePageDataChoice } from "./page-duplicate";
import { WebsiteImportDialog } from "./website-import-dialog";
import { productPatchOf } from "./website-import";

type OpenDialog = "html-source" | "website" | "images" | null;
type Guidance = Pick<ExtractImagesResult, "note" | "samplePatterns" | "productId">;

/**
 * The product form's import helpers: extract images from a URL, Import from Website, and
 * Extract from HTML Source; the Flipkart help panel when the server answers sample patterns.
 */
export function ProductImportTools({
  values,
  onChange,
}: {
  values: Pick<ProductFormValues, "images" | "category" | "supplierLink">;
  onChange: (patch: ImportPatch) => void;
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [sourceTerm, setSourceTerm] = useState("");
  const [guidance, setGuidance] = useState<Guidance | null>(null);
  const opener = useDialogOpener();
  const fillFromPage = (data: ExtractProductDataResult, url: string) =>
    onChange(productPatchOf(data, url, values.category));
  const applyPageData = usePageDataChoice(fillFromPage);
  useHandedOverPageData(fillFromPage);

  function open(next: Exclude<OpenDialog, null>) {
    opener.remember();
    setDialog(next);
  }
  const close = (isOpen: boolean) => !isOpen && setDialog(null);

  function openSource(term: string) {
    setSourceTerm(term);
    // From another dialog: focus goes back to what opened that one.
    if (dialog === null) opener.remember();
    setDialog("html-source");
  }

  function takeImages(result: ExtractImagesResult) {
    setDialog(null);
    if (result.samplePatterns.length > 0 || result.note) setGuidance(result);
    if (result.images.length === 0) return;
    const { slots, added } = fillEmptySlots(values.images, result.images);
    onChange({ images: slots });
    toast({ title: WEBSITE_IMPORT.imagesAdded(added) });
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => open("images")}>
          <ImageDown aria-hidden="true" />
          {WEBSITE_IMPORT.extractImages}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open("website")}>
          <Globe aria-hidden="true" />
          {WEBSITE_IMPORT.open}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => open("html-source")}>
          <Code aria-hidden="true" />
          {HTML_SOURCE.open}
        </Button>
      </div>
      {guidance ? (
        <FlipkartPanel
          note={guidance.note}
          samplePatterns={guidance.samplePatterns}
          productId={guidance.productId}
          onUseSource={() => openSource(FLIPKART_SEARCH_TERM)}
        />
      ) : null}

      <ExtractImagesDialog
        open={dialog === "images"}
        onOpenChange={close}
        onCloseAutoFocus={opener.restore}
        initialUrl={values.supplierLink}
        onImages={takeImages}
      />
      <WebsiteImportDialog
        open={dialog === "website"}
        onOpenChange={close}
        onCloseAutoFocus={dialog === null ? opener.restore : undefined}
        initialUrl={values.supplierLink}
        onUse={(data, url, choice) => {
          setDialog(null);
          applyPageData(data, url, choice);
        }}
        onUseSource={() => openSource(FLIPKART_SEARCH_TERM)}
      />
      <HtmlSourceDialog
        open={dialog === "html-source"}
        onOpenChange={close}
        onCloseAutoFocus={opener.restore}
        initialTerm={sourceTerm}
        onUse={(slots) => {
          onChange({ images: applyPickedSlots(values.images, slots) });
          setDialog(null);
        }}
      />
    </div>
  );
}
