import { Info } from "lucide-react";
import { FLIPKART_SEARCH_TERM } from "../../../../domain/import-url";
import { Button } from "../../../components/ui/button";
import { WEBSITE_IMPORT } from "./import-strings";

/** Shown when the server answers a site's guidance (Flipkart): its note, sample image addresses, the way on. */
export function FlipkartPanel({
  note,
  samplePatterns,
  productId,
  onUseSource,
}: {
  note: string | null;
  samplePatterns: readonly string[];
  productId?: string | null;
  /** Opens Extract from HTML Source with Flipkart's search term. */
  onUseSource?: () => void;
}) {
  return (
    <section
      aria-labelledby="flipkart-help-title"
      className="grid gap-2 rounded-2xl border border-primary/30 bg-primary-soft p-4 text-sm text-ink"
    >
      <h3 id="flipkart-help-title" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden="true" className="size-4" />
        {WEBSITE_IMPORT.flipkartTitle}
      </h3>
      {note ? <p>{note}</p> : null}
      {productId ? (
        <p>
          {WEBSITE_IMPORT.productIdLabel}: <code>{productId}</code>
        </p>
      ) : null}
      {samplePatterns.length > 0 ? (
        <>
          <p>{WEBSITE_IMPORT.flipkartPatterns}</p>
          <ul className="grid gap-1">
            {samplePatterns.map((pattern) => (
              <li key={pattern}>
                <code className="text-xs break-all">{pattern}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {onUseSource ? (
        <div>
          <Button size="sm" variant="secondary" onClick={onUseSource}>
            {WEBSITE_IMPORT.flipkartUseSource} “{FLIPKART_SEARCH_TERM}”
          </Button>
        </div>
      ) : null}
    </section>
  );
}
