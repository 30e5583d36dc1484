import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/ui/cn";
import { WEBSITE_IMPORT } from "./import-strings";
import { WebsiteEmbed } from "./website-embed";

type Mode = "newtab" | "embed";

/**
 * Import from Website's view of the page: embed mode shows it in a sandboxed frame once the server has
 * checked the site allows framing (website-embed.tsx, docs/decisions/006); new-tab mode opens a tab of its own.
 */
export function WebsiteView({
  page,
  reload,
  onOpenPage,
}: {
  page: string | null;
  /** Bumped by Refresh: the frame loads the page again. */
  reload: number;
  onOpenPage: (url: string) => boolean;
}) {
  const [mode, setMode] = useState<Mode>("embed");
  return (
    <>
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
        <WebsiteEmbed url={page} reload={reload} onOpenInNewTab={onOpenPage} />
      ) : (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-4 text-sm text-ink">
          <p className="min-w-0 flex-1">{WEBSITE_IMPORT.newTabText}</p>
          <Button size="sm" variant="secondary" disabled={!page} onClick={() => page && onOpenPage(page)}>
            <ExternalLink aria-hidden="true" />
            {WEBSITE_IMPORT.openPage}
          </Button>
        </div>
      )}
    </>
  );
}
