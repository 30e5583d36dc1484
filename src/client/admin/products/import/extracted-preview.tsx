import { Check } from "lucide-react";
import { useState } from "react";
import {
  DEFAULT_DUPLICATE_CHOICE,
  type DuplicateChoice,
  type ExtractProductDataResult,
} from "../../../../contracts/imports";
import { Button } from "../../../components/ui/button";
import { useAmountText, useStoreCurrency } from "../../../lib/store/use-store-settings";
import { WEBSITE_IMPORT } from "./import-strings";
import { PageDuplicateChoice } from "./page-duplicate";
import { isOtherCurrency } from "./website-import";

/** Import from Website's Preview step: what the page gave, the duplicate's choice, and "Use Product Data". */
export function ExtractedPreview({
  data,
  onUse,
}: {
  data: ExtractProductDataResult;
  onUse: (choice: DuplicateChoice) => void;
}) {
  const money = useAmountText();
  const storeCurrency = useStoreCurrency();
  const otherCurrency = isOtherCurrency(data, storeCurrency);
  const [choice, setChoice] = useState<DuplicateChoice>(DEFAULT_DUPLICATE_CHOICE);
  const none = <span className="text-ink-muted">{WEBSITE_IMPORT.none}</span>;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldTitle}</dt>
        <dd>{data.title || none}</dd>
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldPrice}</dt>
        <dd>{data.price ? (otherCurrency ? `${data.currency} ${data.price}` : money(data.price)) : none}</dd>
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldDescription}</dt>
        <dd className="line-clamp-4 whitespace-pre-line">{data.description || none}</dd>
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldSizes}</dt>
        <dd>{data.sizes.length > 0 ? data.sizes.join(", ") : none}</dd>
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldImages}</dt>
        <dd>
          {data.images.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {data.images.slice(0, 8).map((url) => (
                <li key={url}>
                  <img src={url} alt="" className="h-20 w-15 rounded-lg border border-line object-cover" />
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </dd>
      </dl>
      {otherCurrency && storeCurrency ? (
        <p role="status" className="rounded-xl bg-destructive-soft px-3.5 py-2.5 text-sm font-medium text-destructive">
          {WEBSITE_IMPORT.otherCurrency(data.currency, storeCurrency)}
        </p>
      ) : null}
      {data.duplicate ? <PageDuplicateChoice duplicate={data.duplicate} value={choice} onChange={setChoice} /> : null}
      <div>
        <Button onClick={() => onUse(choice)}>
          <Check aria-hidden="true" />
          {WEBSITE_IMPORT.useData}
        </Button>
      </div>
    </div>
  );
}
