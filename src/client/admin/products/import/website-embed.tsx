import { ExternalLink } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { InlineLoading, InlineStateMessage } from "../../../components/ui/inline-state-message";
import { isApiError } from "../../../lib/api/api";
import { PRODUCTS } from "../product-strings";
import { WEBSITE_IMPORT } from "./import-strings";
import { usePageFraming } from "./use-page-import";

/**
 * Only scripts: without allow-same-origin the page runs in an opaque origin (no cookies or storage of its
 * own site, no reach into ours), and without allow-top-navigation, allow-popups, allow-forms and
 * allow-modals it cannot take the back office elsewhere, open windows, post forms or raise dialogs.
 * allow-scripts and allow-same-origin together would let a same-origin page lift its own sandbox.
 */
export const EMBED_SANDBOX = "allow-scripts";

/**
 * Embed mode of Import from Website: the current page in a sandboxed frame. The server first reads the
 * page's X-Frame-Options and frame-ancestors (GET /api/admin/page-framing): a frame the site refuses
 * would only show the browser's error page, which the back office cannot tell apart from a real one
 * (the frame is cross-origin), so a refusing site gets a sentence saying so, and no frame
 * (docs/decisions/006). `reload` changes to load the page again (Refresh).
 */
export function WebsiteEmbed({
  url,
  reload,
  onOpenInNewTab,
}: {
  url: string | null;
  reload: number;
  onOpenInNewTab: (url: string) => void;
}) {
  if (url === null) return <InlineStateMessage text={WEBSITE_IMPORT.embedNoPage} />;
  return <FramedPage key={url} url={url} reload={reload} onOpenInNewTab={onOpenInNewTab} />;
}

function FramedPage({
  url,
  reload,
  onOpenInNewTab,
}: {
  url: string;
  reload: number;
  onOpenInNewTab: (url: string) => void;
}) {
  const framing = usePageFraming(url);
  const host = new URL(url).host;
  const openButton = (
    <Button size="sm" variant="secondary" onClick={() => onOpenInNewTab(url)}>
      <ExternalLink aria-hidden="true" />
      {WEBSITE_IMPORT.openPage}
    </Button>
  );

  if (framing.isPending) return <InlineLoading label={WEBSITE_IMPORT.embedChecking(host)} className="h-24" />;
  if (framing.isError) {
    const error = framing.error;
    const message = isApiError(error) && error.code === "UNAUTHORIZED" ? PRODUCTS.toasts.authExpired : error.message;
    return (
      <InlineStateMessage tone="destructive" text={WEBSITE_IMPORT.embedFailed(host, message)}>
        {openButton}
      </InlineStateMessage>
    );
  }
  if (framing.data.framing === "refused") {
    return (
      <InlineStateMessage tone="destructive" text={WEBSITE_IMPORT.embedRefused(host, framing.data.reason ?? "")}>
        {openButton}
      </InlineStateMessage>
    );
  }
  return (
    <figure className="grid gap-2">
      <iframe
        // A new key loads the page again.
        key={reload}
        src={url}
        title={WEBSITE_IMPORT.embedFrameTitle(host)}
        sandbox={EMBED_SANDBOX}
        referrerPolicy="no-referrer"
        className="h-[min(28rem,50dvh)] w-full rounded-2xl border border-line bg-white"
      />
      <figcaption className="text-[0.8125rem] text-ink-muted">{WEBSITE_IMPORT.embedSandboxed}</figcaption>
    </figure>
  );
}
