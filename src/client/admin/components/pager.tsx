import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";

export interface PagerProps {
  /** The navigation's accessible name, the one e2e specs and the products bench look the pager up by. */
  label: string;
  /** "Showing a-b of n …": the nav's first paragraph, which the products bench reads. */
  showing: string;
  /** 1-based current page and the page count (see src/domain/pagination.ts). */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Numbered buttons in order, null for a gap; each button is named by `pageLabel`. */
  numbers?: readonly (number | null)[];
  pageLabel?: (page: number) => string;
  /** Previous and Next buttons, with "Page x of y" between them. */
  steps?: { previous: string; next: string; pageOf: (page: number, pages: number) => string };
}

/** The admin tables' pager; each screen chooses which of its parts it shows. */
export function Pager({ label, showing, page, pages, onPage, numbers = [], pageLabel, steps }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {showing}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {steps ? (
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {steps.previous}
          </Button>
        ) : null}
        {numbers.length > 0 ? (
          <ul className="flex flex-wrap items-center gap-1">
            {numbers.map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
                  …
                </li>
              ) : (
                <li key={number}>
                  <Button
                    size="sm"
                    variant={number === page ? "primary" : "ghost"}
                    aria-label={pageLabel?.(number)}
                    aria-current={number === page ? "page" : undefined}
                    className="min-w-9 px-2"
                    onClick={() => onPage(number)}
                  >
                    {number}
                  </Button>
                </li>
              ),
            )}
          </ul>
        ) : null}
        {steps ? (
          <>
            {/* With numbered buttons the current one already shows the page, so this is for screen readers. */}
            <span className={numbers.length > 0 ? "sr-only" : "text-sm font-medium text-ink"}>
              {steps.pageOf(page, pages)}
            </span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {steps.next}
              <ChevronRight aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </div>
    </nav>
  );
}
