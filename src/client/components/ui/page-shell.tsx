import { useEffect, useState, type ReactNode } from "react";
import { cn } from "../../lib/ui/cn";
import { useInFirstView } from "../../lib/products/first-view";
import { endHydrating } from "../../lib/products/first-view-page";

export interface PageShellProps {
  /** Rendered inside the sticky `<header>` landmark, usually an `AppHeader`. */
  header?: ReactNode;
  children: ReactNode;
  /** Extra classes for `<main>`, e.g. to drop the padding for an edge-to-edge carousel. */
  mainClassName?: string;
}

/**
 * The app column: full width on phones, a framed ~28rem column centred on larger screens so the
 * mobile design is what every shopper sees.
 */
export function PageShell({ header, children, mainClassName }: PageShellProps) {
  // The router keeps the old scroll offset on navigation; a new page starts at its top. Screens that
  // restore their own position (Discover) do so in their own effects, which run after this one. A page
  // the server rendered stays where the shopper may already have scrolled it before the script ran.
  const inFirstView = useInFirstView();
  const [serverRendered] = useState(inFirstView);
  useEffect(() => {
    if (!serverRendered) window.scrollTo(0, 0);
    // Every screen has this frame: once one is live, a server-rendered page takes taps (also after a
    // failed hydration, which renders the screen afresh).
    endHydrating();
  }, [serverRendered]);

  return (
    <div className="bg-backdrop min-h-dvh">
      <a
        href="#main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <div className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col bg-surface sm:border-x sm:border-line sm:shadow-frame">
        {header !== undefined && (
          <header className="pt-safe sticky top-0 z-40 border-b border-line/80 bg-surface/90 backdrop-blur-md supports-[not(backdrop-filter:blur(1px))]:bg-surface">
            {header}
          </header>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={cn("px-safe pb-safe flex flex-1 flex-col pt-6 outline-none", mainClassName)}
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/** The page's one `<h1>`, in the shop's display face. */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={cn("font-display text-[1.75rem] leading-tight font-semibold tracking-tight text-ink", className)}>
      {children}
    </h1>
  );
}
