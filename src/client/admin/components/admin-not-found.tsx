import { Compass } from "lucide-react";
import { Link } from "wouter";
import { buttonClassName } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { ADMIN_HOME } from "../return-path";
import { PAGES } from "../strings";

/** A back-office path that matches no screen (shown inside the admin frame, for a signed-in admin). */
export function AdminNotFound() {
  useDocumentTitle(`${PAGES.notFound.title} · Admin`);
  return (
    <div className="grid min-h-[60dvh] place-items-center">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-accent-soft text-accent-ink">
          <Compass aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <h1 className="font-display text-3xl font-semibold text-ink">{PAGES.notFound.title}</h1>
        <p className="max-w-xs text-sm leading-6 text-ink-muted">{PAGES.notFound.text}</p>
        <Link href={`~${ADMIN_HOME}`} className={buttonClassName({ className: "mt-2" })}>
          {PAGES.notFound.back}
        </Link>
      </div>
    </div>
  );
}
