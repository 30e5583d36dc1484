import { useQueryClient } from "@tanstack/react-query";
import { ScanSearch } from "lucide-react";
import { useState } from "react";
import type { DuplicateChoice, ExtractProductDataResult } from "../../../../contracts/imports";
import { normalizeImportUrl } from "../../../../domain/import-url";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { InlineStateMessage } from "../../../components/ui/inline-state-message";
import { isApiError } from "../../../lib/api/api";
import { cn } from "../../../lib/ui/cn";
import { adminPageFramingKey } from "../../../lib/api/query-keys";
import { toast } from "../../../lib/ui/use-toast";
import { Tabs } from "../../components/tabs";
import { useContractForm } from "../../components/use-contract-form";
import { PRODUCTS } from "../product-strings";
import { ExtractedPreview } from "./extracted-preview";
import { FlipkartPanel } from "./flipkart-panel";
import { WEBSITE_IMPORT } from "./import-strings";
import { openInNewTab, useExtractProductData } from "./use-page-import";
import { AddressBar } from "./website-address-bar";
import {
  currentPage,
  EMPTY_HISTORY,
  isCompleteProductData,
  pageUrlFormSchema,
  visit,
  type PageHistory,
} from "./website-import";
import { WebsiteView } from "./website-view";

type Step = "extract" | "preview";
type Notice = { title: string; text?: string; tone: "neutral" | "destructive" };

/**
 * "Import from Website": a browser-like dialog with an address bar, back, forward and
 * refresh (website-address-bar.tsx) and the page itself (website-view.tsx); the page is read on the server
 * (Extract) and checked (Preview, extracted-preview.tsx) before "Use Product Data".
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
  // The address bar's form. An address in a modal dialog: not worth a question before leaving (decision 034).
  const address = useContractForm(pageUrlFormSchema, {
    defaultValues: { url: initialUrl },
    failureTitle: WEBSITE_IMPORT.extractionFailed,
    guard: false,
  });
  const [history, setHistory] = useState<PageHistory>(EMPTY_HISTORY);
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
    address.reset({ url: currentPage(next) ?? "" });
    setNotice(null);
    setManual(false);
  }

  /** The address the schema accepted, as the importer reads it. */
  const typedPage = () => {
    const url = normalizeImportUrl(address.getValues("url"));
    return url.ok ? url.url : null;
  };

  function go() {
    const url = typedPage();
    if (url === null) return;
    show(visit(history, url));
    setStep("extract");
  }

  function openPage(url: string): boolean {
    if (openInNewTab(url)) return true;
    // A toast, and the same words in the dialog, which a screen reader reads while it is open.
    toast({ title: WEBSITE_IMPORT.popupBlocked, description: WEBSITE_IMPORT.popupBlockedText, variant: "destructive" });
    setNotice({ title: WEBSITE_IMPORT.popupBlocked, text: WEBSITE_IMPORT.popupBlockedText, tone: "destructive" });
    return false;
  }

  async function runExtract() {
    // Before any Go, Extract reads the typed address, checked like Go checks it.
    if (page === null && !(await address.trigger("url", { shouldFocus: true }))) return;
    const url = page ?? typedPage();
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
    void runExtract();
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
        <AddressBar
          form={address}
          history={history}
          canRefresh={page !== null && !extract.isPending}
          onShow={show}
          onRefresh={refresh}
          onGo={go}
        />
        <WebsiteView page={page} reload={reload} onOpenPage={openPage} />
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
              <Button disabled={extract.isPending} onClick={() => void runExtract()}>
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
