import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";
import { TABLES } from "../strings";

export interface PagerProps {
  /** The navigation's accessible name, the one e2e specs and the benches look the pager up by. */
  label: string;
  /** "Showing a-b of n …": the nav's first paragraph, which the products bench reads. */
  showing: string;
  /** 1-based current page and the page count (see src/domain/pagination.ts). */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Numbered buttons in order, null for a gap (data-table-rules.ts `pageButtons`). */
  numbers: readonly (number | null)[];
}

/** The admin tables' pager: "Showing a-b of n", Previous, the numbered pages and Next (DataTable's). */
export function Pager({ label, showing, page, pages, onPage, numbers }: PagerProps) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {showing}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {TABLES.previous}
        </Button>
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
                    aria-label={TABLES.page(number)}
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
        {/* With numbered buttons the current one already shows the page, so this is for screen readers. */}
        <span className={numbers.length > 0 ? "sr-only" : "text-sm font-medium text-ink"}>
          {TABLES.pageOf(page, pages)}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {TABLES.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
