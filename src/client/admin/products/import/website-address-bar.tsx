import { ArrowLeft, ArrowRight, RotateCw } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/ui/cn";
import type { ContractForm } from "../../components/use-contract-form";
import { WEBSITE_IMPORT } from "./import-strings";
import { canGoBack, canGoForward, goBack, goForward, type PageHistory, type PageUrlValues } from "./website-import";

/**
 * Import from Website's address bar: back, forward, refresh and the address, on the form the dialog holds
 * (its address follows the history). Go sends the address the schema accepted.
 */
export function AddressBar({
  form,
  history,
  canRefresh,
  onShow,
  onRefresh,
  onGo,
}: {
  form: ContractForm<PageUrlValues>;
  history: PageHistory;
  canRefresh: boolean;
  onShow: (next: PageHistory) => void;
  onRefresh: () => void;
  onGo: (values: PageUrlValues) => void;
}) {
  const { error: addressError, ...address } = form.field("url");
  // Go sends nothing: it moves the dialog to the address (which the dialog then writes back, normalised).
  const go = form.handleSubmit(onGo);

  function submit(event: FormEvent) {
    // Portalled out of the product form in the page, but React still bubbles the submit there.
    event.stopPropagation();
    void go(event);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={WEBSITE_IMPORT.back}
          disabled={!canGoBack(history)}
          onClick={() => onShow(goBack(history))}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={WEBSITE_IMPORT.forward}
          disabled={!canGoForward(history)}
          onClick={() => onShow(goForward(history))}
        >
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={WEBSITE_IMPORT.refresh}
          disabled={!canRefresh}
          onClick={onRefresh}
        >
          <RotateCw aria-hidden="true" />
        </Button>
      </div>
      <div className="grid min-w-56 flex-1 gap-1">
        <label htmlFor="website-import-address" className="sr-only">
          {WEBSITE_IMPORT.address}
        </label>
        <input
          id="website-import-address"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...address}
          aria-invalid={addressError ? true : undefined}
          aria-describedby={addressError ? "website-import-address-error" : undefined}
          className={cn(
            "block h-11 w-full rounded-full border bg-card px-4 text-sm text-ink focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none",
            addressError ? "border-destructive" : "border-line",
          )}
        />
        {addressError ? (
          <p id="website-import-address-error" className="text-[0.8125rem] font-medium text-destructive">
            {addressError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary">
        {WEBSITE_IMPORT.go}
      </Button>
    </form>
  );
}
