import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ArrowRight, Check, ExternalLink, RotateCw, ScanSearch } from "lucide-react";
import { useState, type FormEvent } from "react";
import {
  DEFAULT_DUPLICATE_CHOICE,
  type DuplicateChoice,
  type ExtractProductDataResult,
} from "../../../../contracts/imports";
import { normalizeImportUrl } from "../../../../domain/import-url";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { InlineStateMessage } from "../../../components/ui/inline-state-message";
import { isApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { adminPageFramingKey } from "../../../lib/query-keys";
import { toast } from "../../../lib/use-toast";
import { useAmountText } from "../../../lib/use-store-settings";
import { Tabs } from "../../components/tabs";
import { PRODUCTS } from "../product-strings";
import { FlipkartPanel } from "./flipkart-panel";
import { PageDuplicateChoice } from "./page-duplicate";
import { WEBSITE_IMPORT } from "./import-strings";
import { WebsiteEmbed } from "./website-embed";
import { openInNewTab, useExtractProductData } from "./use-page-import";
import {
  canGoBack,
  canGoForward,
  currentPage,
  EMPTY_HISTORY,
  goBack,
  goForward,
  isCompleteProductData,
  visit,
  type PageHistory,
} from "./website-import";

type Mode = "newtab" | "embed";
type Step = "extract" | "preview";
type Notice = { title: string; text?: string; tone: "neutral" | "destructive" };

/**
 * "Import from Website" (admin spec 2 and 5): a browser-like dialog with an address bar, back, forward and
 * refresh; the page is read on the server (Extract) and checked (Preview) before "Use Product Data".
 *
 * Embed mode shows the page in a sandboxed frame, once the server has checked the site allows framing
 * (website-embed.tsx, docs/decisions/006); new-tab mode opens it in a tab of its own.
 */
export function WebsiteImportDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  initialUrl,
  onUse,
  onUseSource,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  initialUrl: string;
  /** `choice`: what the owner chose for a page the shop already has (data.duplicate), else null. */
  onUse: (data: ExtractProductDataResult, url: string, choice: DuplicateChoice | null) => void;
  /** Opens Extract from HTML Source (the way on for sites that refuse fetching). */
  onUseSource: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl" maxHeight="92dvh" onCloseAutoFocus={onCloseAutoFocus}>
        {open ? <WebsiteImport initialUrl={initialUrl} onUse={onUse} onUseSource={onUseSource} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function WebsiteImport({
  initialUrl,
  onUse,
  onUseSource,
}: {
  initialUrl: string;
  /** `choice`: what the owner chose for a page the shop already has (data.duplicate), else null. */
  onUse: (data: ExtractProductDataResult, url: string, choice: DuplicateChoice | null) => void;
  onUseSource: () => void;
}) {
  const [address, setAddress] = useState(initialUrl);
  const [addressError, setAddressError] = useState<string>();
  const [history, setHistory] = useState<PageHistory>(EMPTY_HISTORY);
  const [mode, setMode] = useState<Mode>("embed");
  // Bumped by Refresh: the frame loads the page again.
  const [reload, setReload] = useState(0);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>("extract");
  // What each visited page gave, so back and forward show it again without another fetch.
  const [results, setResults] = useState<ReadonlyMap<string, ExtractProductDataResult>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [manual, setManual] = useState(false);
  const extract = useExtractProductData();

  const page = currentPage(history);
  const result = page ? results.get(page) : undefined;

  function show(next: PageHistory) {
    setHistory(next);
    setAddress(currentPage(next) ?? "");
    setNotice(null);
    setManual(false);
  }

  /** The address bar's page, or null with the field's message. */
  function addressUrl(): string | null {
    const url = normalizeImportUrl(address);
    if (!url.ok) {
      setAddressError(url.message);
      return null;
    }
    setAddressError(undefined);
    return url.url;
  }

  function go(event: FormEvent) {
    event.preventDefault();
    // Portalled out of the product form in the page, but React still bubbles the submit there.
    event.stopPropagation();
    const url = addressUrl();
    if (url === null) return;
    show(visit(history, url));
    setStep("extract");
  }

  function openPage(url: string): boolean {
    if (openInNewTab(url)) return true;
    // The spec's toast, and the same words in the dialog, which a screen reader reads while it is open.
    toast({ title: WEBSITE_IMPORT.popupBlocked, description: WEBSITE_IMPORT.popupBlockedText, variant: "destructive" });
    setNotice({ title: WEBSITE_IMPORT.popupBlocked, text: WEBSITE_IMPORT.popupBlockedText, tone: "destructive" });
    return false;
  }

  function runExtract() {
    const url = page ?? addressUrl();
    if (url === null) return;
    if (url !== page) show(visit(history, url));
    setNotice(null);
    setManual(false);
    extract.mutate(url, {
      onSuccess: (data) => {
        setResults((was) => new Map(was).set(url, data));
        if (data.success) setStep("preview");
      },
      onError: (error) => {
        // Manual mode: the admin reads the page in a tab of their own.
        setManual(true);
        const text = isApiError(error) && error.code === "UNAUTHORIZED" ? PRODUCTS.toasts.authExpired : error.message;
        setNotice({ title: WEBSITE_IMPORT.extractionFailed, text, tone: "destructive" });
        if (!openInNewTab(url)) {
          setNotice({
            title: WEBSITE_IMPORT.extractionFailed,
            text: `${text}. ${WEBSITE_IMPORT.popupBlocked}: ${WEBSITE_IMPORT.popupBlockedText}`,
            tone: "destructive",
          });
        }
      },
    });
  }

  function refresh() {
    if (!page) return;
    setReload((n) => n + 1);
    void queryClient.invalidateQueries({ queryKey: adminPageFramingKey(page) });
    setResults((was) => {
      const next = new Map(was);
      next.delete(page);
      return next;
    });
    runExtract();
  }

  function use(choice: DuplicateChoice) {
    if (!result || !page) return;
    if (!isCompleteProductData(result)) {
      setNotice({ title: WEBSITE_IMPORT.incomplete, text: WEBSITE_IMPORT.incompleteText, tone: "destructive" });
      return;
    }
    onUse(result, page, result.duplicate ? choice : null);
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{WEBSITE_IMPORT.title}</DialogTitle>
        <DialogDescription>{WEBSITE_IMPORT.text}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4">
        <form noValidate onSubmit={go} className="flex flex-wrap items-start gap-2">
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={WEBSITE_IMPORT.back}
              disabled={!canGoBack(history)}
              onClick={() => show(goBack(history))}
            >
              <ArrowLeft aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={WEBSITE_IMPORT.forward}
              disabled={!canGoForward(history)}
              onClick={() => show(goForward(history))}
            >
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={WEBSITE_IMPORT.refresh}
              disabled={!page || extract.isPending}
              onClick={refresh}
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
              value={address}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={addressError ? "website-import-address-error" : undefined}
              onChange={(event) => setAddress(event.target.value)}
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

        <div role="radiogroup" aria-label={WEBSITE_IMPORT.mode} className="flex flex-wrap gap-2">
          {(["embed", "newtab"] as const).map((value) => (
            <label
              key={value}
              className={cn(
                "flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-semibold has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-primary/20",
                mode === value ? "border-primary bg-primary-soft text-primary" : "border-line text-ink",
              )}
            >
              <input
                type="radio"
                name="website-import-mode"
                className="sr-only"
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {value === "embed" ? WEBSITE_IMPORT.embedMode : WEBSITE_IMPORT.newTabMode}
            </label>
          ))}
        </div>

        {mode === "embed" ? (
          <WebsiteEmbed url={page} reload={reload} onOpenInNewTab={openPage} />
        ) : (
          <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-4 text-sm text-ink">
            <p className="min-w-0 flex-1">{WEBSITE_IMPORT.newTabText}</p>
            <Button size="sm" variant="secondary" disabled={!page} onClick={() => page && openPage(page)}>
              <ExternalLink aria-hidden="true" />
              {WEBSITE_IMPORT.openPage}
            </Button>
          </div>
        )}

        {notice ? (
          <p
            role={notice.tone === "destructive" ? "alert" : "status"}
            className={cn("text-sm font-medium", notice.tone === "destructive" ? "text-destructive" : "text-ink")}
          >
            <strong>{notice.title}</strong>
            {notice.text ? `: ${notice.text}` : null}
          </p>
        ) : null}
        {manual ? <InlineStateMessage text={WEBSITE_IMPORT.manualMode} /> : null}

        <Tabs
          label={WEBSITE_IMPORT.tabs}
          items={[
            { value: "extract", label: WEBSITE_IMPORT.extractTab },
            { value: "preview", label: WEBSITE_IMPORT.previewTab },
          ]}
          value={step}
          onChange={setStep}
        >
          {step === "extract" ? (
            <div className="grid justify-items-start gap-3">
              <p className="text-sm text-ink-muted">{WEBSITE_IMPORT.extractText}</p>
              <Button disabled={extract.isPending} onClick={runExtract}>
                <ScanSearch aria-hidden="true" />
                {extract.isPending ? WEBSITE_IMPORT.extracting : WEBSITE_IMPORT.extractButton}
              </Button>
              {result && (result.note || result.samplePatterns.length > 0) ? (
                <FlipkartPanel note={result.note} samplePatterns={result.samplePatterns} onUseSource={onUseSource} />
              ) : null}
            </div>
          ) : result ? (
            <ExtractedPreview key={page} data={result} onUse={use} />
          ) : (
            <InlineStateMessage text={WEBSITE_IMPORT.nothingYet} />
          )}
        </Tabs>
      </div>
    </>
  );
}

function ExtractedPreview({
  data,
  onUse,
}: {
  data: ExtractProductDataResult;
  onUse: (choice: DuplicateChoice) => void;
}) {
  const money = useAmountText();
  const [choice, setChoice] = useState<DuplicateChoice>(DEFAULT_DUPLICATE_CHOICE);
  const none = <span className="text-ink-muted">{WEBSITE_IMPORT.none}</span>;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldTitle}</dt>
        <dd>{data.title || none}</dd>
        <dt className="font-semibold text-ink">{WEBSITE_IMPORT.fieldPrice}</dt>
        <dd>{data.price ? money(data.price) : none}</dd>
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
