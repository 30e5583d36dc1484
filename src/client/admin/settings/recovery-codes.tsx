import { Check, Copy, Download } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { downloadFile } from "../../lib/api/download-file";
import { SECURITY } from "../strings";
import { copyText } from "./copy-text";

/** The ten recovery codes, shown once after two-factor is turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const savedId = useId();
  // Focus lands here once, so a keyboard or screen-reader user meets the codes at once.
  useEffect(() => headingRef.current?.focus(), []);
  const text = `${SECURITY.recoveryFileHeading}\n\n${codes.join("\n")}\n`;

  return (
    <section
      aria-labelledby={`${savedId}-title`}
      className="grid gap-4 rounded-xl border border-accent/60 bg-accent-soft/60 p-4 sm:p-5"
    >
      <div>
        <h3 id={`${savedId}-title`} ref={headingRef} tabIndex={-1} className="font-semibold text-ink outline-none">
          {SECURITY.recoveryTitle}
        </h3>
        <p className="mt-1 text-sm leading-6 text-ink-muted">{SECURITY.recoveryText}</p>
      </div>
      <ol
        aria-label={SECURITY.recoveryTitle}
        className="grid grid-cols-2 gap-2 rounded-lg border border-line bg-card p-3 font-mono text-sm tracking-wider text-ink"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copyText(codes.join("\n"))}>
          <Copy aria-hidden="true" />
          {SECURITY.copyCodes}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadFile(SECURITY.recoveryFileName, text, "text/plain;charset=utf-8")}
        >
          <Download aria-hidden="true" />
          {SECURITY.downloadCodes}
        </Button>
      </div>
      <label htmlFor={savedId} className="flex items-center gap-2.5 text-sm font-medium text-ink">
        <input
          id={savedId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-5 accent-primary"
        />
        {SECURITY.savedThem}
      </label>
      <div>
        <Button onClick={onDone} disabled={!saved}>
          <Check aria-hidden="true" />
          {SECURITY.done}
        </Button>
      </div>
    </section>
  );
}
