import { ExternalLink, MessageCircle } from "lucide-react";
import { buttonClassName, Button } from "../../components/ui/button";
import { DialogContent, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { InlineLoading, InlineStateMessage } from "../../components/ui/inline-state-message";
import { isApiError } from "../../lib/api/api";
import { whatsappHref } from "../../lib/store/support-contact";
import { useShopFromIndia } from "./use-shop-from-india";

export const SHOP_FROM_INDIA_UNAVAILABLE = "Shop from India information is not available at the moment.";
export const DEFAULT_WHATSAPP_BUTTON_TEXT = "Start WhatsApp Conversation";

/**
 * The body of the Shop from India dialog. Radix mounts it only while the dialog is open, so the content
 * is fetched only then (use-shop-from-india.ts says why).
 */
export function ShopFromIndiaDialogContent() {
  return (
    // The content arrives after opening, so there is no fixed description to point at.
    <DialogContent aria-describedby={undefined}>
      <DialogHeader>
        <DialogTitle>Shop from India</DialogTitle>
      </DialogHeader>
      <ShopFromIndiaBody />
    </DialogContent>
  );
}

function ShopFromIndiaBody() {
  const query = useShopFromIndia();

  if (query.isPending) {
    return <InlineLoading label="Loading Shop from India" className="h-40" />;
  }

  if (query.isError) {
    // 404 means the admin has not set it up; anything else may pass, so offer another try.
    const notConfigured = isApiError(query.error) && query.error.status === 404;
    return (
      <InlineStateMessage text={SHOP_FROM_INDIA_UNAVAILABLE}>
        {notConfigured ? null : (
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        )}
      </InlineStateMessage>
    );
  }

  const { content, whatsappNumber, buttonText } = query.data;
  const href = whatsappHref(whatsappNumber);
  return (
    <div className="flex flex-col gap-6">
      {/* Admin-written text: a React text node, so markup in it shows as typed and never runs. */}
      <p className="text-[0.9375rem] leading-7 whitespace-pre-line text-ink">{content}</p>
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          // The label is the admin's: it may be long, so it wraps instead of pushing the dialog wider.
          className={buttonClassName({
            size: "lg",
            fullWidth: true,
            className: "h-auto! min-h-12 py-3 text-center whitespace-normal!",
          })}
        >
          <MessageCircle aria-hidden="true" />
          <span className="min-w-0">{buttonText.trim() || DEFAULT_WHATSAPP_BUTTON_TEXT}</span>
          <ExternalLink aria-hidden="true" className="opacity-70" />
          <span className="sr-only">{" (opens WhatsApp in a new tab)"}</span>
        </a>
      ) : null}
    </div>
  );
}
