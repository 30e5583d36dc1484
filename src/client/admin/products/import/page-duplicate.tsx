import { useEffect, useEffectEvent, useId } from "react";
import { useLocation } from "wouter";
import { DUPLICATE_CHOICES, type DuplicateChoice, type ExtractProductDataResult } from "../../../../contracts/imports";
import { toast } from "../../../lib/ui/use-toast";
import { confirmLeave } from "../../components/leave-guard";
import { PAGE_DUPLICATE } from "./import-strings";

/**
 * Import from Website with a page whose title and price the shop already has (docs/decisions/028): the
 * preview names that product and asks Skip (the form is left as it is) or Update, which opens that
 * product's form with the page's details filled in; saving it is the update, and the form keeps its status.
 */

type Existing = NonNullable<ExtractProductDataResult["duplicate"]>;
type Fill = (data: ExtractProductDataResult, url: string) => void;
type HandedOver = { pageImport?: { data: ExtractProductDataResult; url: string } };

const editPath = (id: number) => `/products/edit/${id}`;

export function PageDuplicateChoice({
  duplicate,
  value,
  onChange,
}: {
  duplicate: Existing;
  value: DuplicateChoice;
  onChange: (choice: DuplicateChoice) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm text-ink">
      <legend className="sr-only">{PAGE_DUPLICATE.choiceLabel}</legend>
      <p role="status">
        <strong>{PAGE_DUPLICATE.title}</strong>: {PAGE_DUPLICATE.text(duplicate.name)}
      </p>
      {DUPLICATE_CHOICES.map((choice) => (
        <label key={choice} className="flex items-start gap-2">
          <input
            type="radio"
            name={name}
            className="mt-1"
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {choice === "skip" ? PAGE_DUPLICATE.skip : PAGE_DUPLICATE.update(duplicate.name)}
        </label>
      ))}
    </fieldset>
  );
}

/** "Use Product Data": fills this form, unless the page is a product the shop has (then as chosen). */
export function usePageDataChoice(fill: Fill) {
  const [location, navigate] = useLocation();
  return (data: ExtractProductDataResult, url: string, choice: DuplicateChoice | null) => {
    const existing = data.duplicate;
    if (existing === null || choice === null) return fill(data, url);
    if (choice === "skip") return void toast({ title: PAGE_DUPLICATE.skipped(existing.name) });
    if (location === editPath(existing.id)) return fill(data, url);
    const state: HandedOver = { pageImport: { data, url } };
    // Leaving this form: its unsaved changes get the guard's question first, like a followed link.
    confirmLeave(() => navigate(editPath(existing.id), { state }));
  };
}

/** On the product's form opened by Update: fills it with the page handed over, once. */
export function useHandedOverPageData(fill: Fill) {
  const fillOnce = useEffectEvent(fill);
  useEffect(() => {
    const state = history.state as HandedOver | null;
    if (!state?.pageImport) return;
    const { data, url } = state.pageImport;
    history.replaceState({ ...state, pageImport: undefined }, "");
    fillOnce(data, url);
  }, []);
}
