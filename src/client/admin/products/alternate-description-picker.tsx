import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { InlineLoading, InlineStateMessage } from "../../components/ui/inline-state-message";
import { getJson, isApiError } from "../../lib/api/api";
import { ALTERNATE_DESCRIPTIONS_KEY } from "../../lib/api/query-keys";
import { PRODUCT_FORM } from "./product-strings";

/** One entry of GET /api/alternate-descriptions; other fields are not read. */
interface AlternateDescription {
  id: number;
  title: string;
  description: string;
}

/** The list, or none while the store has no alternate descriptions (or no such call yet: a 404). */
async function loadAlternates({ signal }: { signal: AbortSignal }): Promise<AlternateDescription[]> {
  try {
    const answer = await getJson<unknown>(ALTERNATE_DESCRIPTIONS_KEY[0], { signal });
    return Array.isArray(answer) ? (answer as AlternateDescription[]) : [];
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

/** A button that opens the store's alternate descriptions; choosing one replaces the form's description. */
export function AlternateDescriptionPicker({ onPick }: { onPick: (description: string) => void }) {
  const [open, setOpen] = useState(false);
  // Read only once the picker is opened: most saves never need it.
  const alternates = useQuery({ queryKey: ALTERNATE_DESCRIPTIONS_KEY, queryFn: loadAlternates, enabled: open });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" />
        {PRODUCT_FORM.alternatePicker}
      </Button>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{PRODUCT_FORM.alternateTitle}</DialogTitle>
          <DialogDescription>{PRODUCT_FORM.alternateText}</DialogDescription>
        </DialogHeader>
        {alternates.isPending ? (
          <InlineLoading label={PRODUCT_FORM.alternateLoading} className="min-h-24" />
        ) : alternates.isError ? (
          <InlineStateMessage tone="destructive" text={alternates.error.message}>
            <Button size="sm" variant="secondary" onClick={() => void alternates.refetch()}>
              Try Again
            </Button>
          </InlineStateMessage>
        ) : alternates.data.length === 0 ? (
          <InlineStateMessage text={PRODUCT_FORM.alternateEmpty} />
        ) : (
          <ul className="grid gap-2">
            {alternates.data.map((alternate) => (
              <li key={alternate.id} className="grid gap-2 rounded-2xl border border-line p-4">
                <p className="font-semibold text-ink">{alternate.title}</p>
                <p className="line-clamp-4 text-sm whitespace-pre-line text-ink-muted">{alternate.description}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="justify-self-start"
                  aria-label={`${PRODUCT_FORM.alternateUse}: ${alternate.title}`}
                  onClick={() => {
                    onPick(alternate.description);
                    setOpen(false);
                  }}
                >
                  {PRODUCT_FORM.alternateUse}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
