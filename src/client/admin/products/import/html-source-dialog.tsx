import { Check, Search, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { findImageUrlsInSource, HTML_SOURCE_INPUT_REQUIRED } from "../../../../domain/html-source-images";
import { Button } from "../../../components/ui/button";
import { DialogFooter } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/form-field";
import { InlineStateMessage } from "../../../components/ui/inline-state-message";
import { cn } from "../../../lib/ui/cn";
import { clearSlot, emptySlots, hasPicked, toggleInSlots } from "./image-slots";
import { AdminDialog } from "../../components/admin-dialog";
import { useContractForm } from "../../components/use-contract-form";
import { htmlSourceSearchSchema } from "./html-source-search";
import { HTML_SOURCE } from "./import-strings";

/**
 * "Extract from HTML Source": a pasted page source is searched for image addresses
 * containing a term; clicks put them into four slots, which "Use Selected Images" hands to the form.
 * It works for sites that refuse fetching (Flipkart), since the admin's own browser fetched the page.
 */
export function HtmlSourceDialog({
  open,
  onOpenChange,
  initialTerm = "",
  onUse,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  initialTerm?: string;
  /** The four picked slots ("" where nothing was picked). */
  onUse: (slots: string[]) => void;
}) {
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-3xl"
      maxHeight="90dvh"
      onCloseAutoFocus={onCloseAutoFocus}
      title={HTML_SOURCE.title}
      text={HTML_SOURCE.text}
    >
      {/* Mounted only while open, so it starts afresh each time. */}
      {open ? <HtmlSourcePicker key={initialTerm} initialTerm={initialTerm} onUse={onUse} /> : null}
    </AdminDialog>
  );
}

function HtmlSourcePicker({ initialTerm, onUse }: { initialTerm: string; onUse: (slots: string[]) => void }) {
  const sourceId = useId();
  const inputRequiredId = useId();
  // Two fields in a modal dialog: not worth a question before leaving (decision 034).
  const form = useContractForm(htmlSourceSearchSchema, {
    defaultValues: { source: "", term: initialTerm },
    failureTitle: HTML_SOURCE.title,
    guard: false,
  });
  const { errors } = form.formState;
  const [found, setFound] = useState<string[] | null>(null);
  const [slots, setSlots] = useState(emptySlots);
  const [needOne, setNeedOne] = useState(false);
  const [full, setFull] = useState(false);

  // Nothing is sent: the search runs in the browser on the pasted source.
  const find = form.handleSubmit(({ source, term }) => setFound(findImageUrlsInSource(source, term)));

  function search(event: FormEvent) {
    // The dialog is portalled out of the product form in the page, but React still bubbles its submit there.
    event.stopPropagation();
    void find(event);
  }

  function pick(url: string) {
    setNeedOne(false);
    const next = toggleInSlots(slots, url);
    if (!next.includes(url) && !slots.includes(url)) {
      setFull(true);
      return;
    }
    setFull(false);
    setSlots(next);
  }

  function use() {
    if (!hasPicked(slots)) {
      setNeedOne(true);
      return;
    }
    onUse(slots);
  }

  function reset() {
    form.reset({ source: "", term: "" });
    setFound(null);
    setSlots(emptySlots());
    setNeedOne(false);
    setFull(false);
  }

  return (
    <>
      <form noValidate onSubmit={search} className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={sourceId} className="text-sm font-semibold text-ink">
            {HTML_SOURCE.source}
          </label>
          <textarea
            id={sourceId}
            rows={6}
            spellCheck={false}
            {...form.register("source")}
            aria-invalid={errors.source ? true : undefined}
            aria-describedby={errors.source ? inputRequiredId : undefined}
            className="block w-full rounded-xl border border-line bg-card px-3.5 py-3 font-mono text-xs text-ink shadow-sm focus:border-primary focus:ring-4 focus:ring-primary/15 focus:outline-none"
          />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            className="min-w-48 flex-1"
            label={HTML_SOURCE.term}
            placeholder={HTML_SOURCE.termPlaceholder}
            {...form.register("term")}
            aria-invalid={errors.term ? true : undefined}
            aria-describedby={errors.term ? inputRequiredId : undefined}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" />
            {HTML_SOURCE.search}
          </Button>
        </div>
        {errors.source || errors.term ? (
          <p id={inputRequiredId} role="alert" className="text-sm font-medium text-destructive">
            <strong>{HTML_SOURCE_INPUT_REQUIRED}</strong>: {HTML_SOURCE.inputRequiredText}
          </p>
        ) : null}
      </form>

      {found !== null ? (
        <section aria-labelledby="html-source-found" className="mt-4 grid gap-2">
          <h3 id="html-source-found" className="text-sm font-semibold text-ink" role="status">
            {HTML_SOURCE.found(found.length)}
          </h3>
          {found.length === 0 ? (
            <InlineStateMessage text={HTML_SOURCE.none} />
          ) : (
            <ul
              aria-label={HTML_SOURCE.results}
              className="grid max-h-64 gap-2 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2"
            >
              {found.map((url) => {
                const slot = slots.indexOf(url);
                return (
                  <li key={url}>
                    <button
                      type="button"
                      aria-pressed={slot >= 0}
                      aria-label={slot >= 0 ? `${url} (${HTML_SOURCE.inSlot(slot + 1)})` : HTML_SOURCE.pick(url)}
                      onClick={() => pick(url)}
                      className={cn(
                        "flex w-full items-center gap-3 rounded-lg border p-2 text-left text-xs break-all",
                        slot >= 0 ? "border-primary bg-primary-soft text-ink" : "border-line bg-card text-ink",
                      )}
                    >
                      <img src={url} alt="" loading="lazy" className="size-12 shrink-0 rounded object-cover" />
                      <span className="min-w-0 flex-1">{url}</span>
                      {slot >= 0 ? (
                        <span className="shrink-0 font-semibold text-primary">{HTML_SOURCE.inSlot(slot + 1)}</span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="html-source-slots" className="mt-4 grid gap-2">
        <h3 id="html-source-slots" className="text-sm font-semibold text-ink">
          {HTML_SOURCE.slots}
        </h3>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {slots.map((url, index) => (
            <li
              key={index}
              aria-label={HTML_SOURCE.slot(index + 1)}
              className="grid gap-1 rounded-xl border border-dashed border-line p-2 text-xs"
            >
              <span className="font-semibold text-ink">{HTML_SOURCE.slot(index + 1)}</span>
              {url ? (
                <>
                  <img src={url} alt="" className="aspect-[3/4] w-full rounded object-cover" />
                  <span className="line-clamp-2 break-all text-ink-muted">{url}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={HTML_SOURCE.clearSlot(index + 1)}
                    onClick={() => {
                      setFull(false);
                      setSlots(clearSlot(slots, index));
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </>
              ) : (
                <span className="text-ink-muted">{HTML_SOURCE.emptySlot}</span>
              )}
            </li>
          ))}
        </ol>
        {full ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {HTML_SOURCE.slotsFull}
          </p>
        ) : null}
        {needOne ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {HTML_SOURCE.needOne}
          </p>
        ) : null}
      </section>

      <DialogFooter>
        <Button variant="secondary" onClick={reset}>
          {HTML_SOURCE.reset}
        </Button>
        <Button onClick={use}>
          <Check aria-hidden="true" />
          {HTML_SOURCE.use}
        </Button>
      </DialogFooter>
    </>
  );
}
