import { Code } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useDialogOpener } from "../../../lib/use-dialog-opener";
import type { ProductFormValues } from "../product-form-rules";
import { HtmlSourceDialog } from "./html-source-dialog";
import { applyPickedSlots } from "./image-slots";
import { HTML_SOURCE } from "./import-strings";

/** The form fields the import helpers may fill. */
export type ImportPatch = Partial<
  Pick<ProductFormValues, "name" | "description" | "price" | "supplierLink" | "images" | "sizes">
>;

/**
 * The product form's import helpers (admin spec 2): Extract from HTML Source fills the image slots.
 */
export function ProductImportTools({
  values,
  onChange,
}: {
  values: Pick<ProductFormValues, "images">;
  onChange: (patch: ImportPatch) => void;
}) {
  const [dialog, setDialog] = useState<"html-source" | null>(null);
  const opener = useDialogOpener();

  function open(next: "html-source") {
    opener.remember();
    setDialog(next);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => open("html-source")}>
        <Code aria-hidden="true" />
        {HTML_SOURCE.open}
      </Button>
      <HtmlSourceDialog
        open={dialog === "html-source"}
        onOpenChange={(isOpen) => !isOpen && setDialog(null)}
        onCloseAutoFocus={opener.restore}
        onUse={(slots) => {
          onChange({ images: applyPickedSlots(values.images, slots) });
          setDialog(null);
        }}
      />
    </div>
  );
}
