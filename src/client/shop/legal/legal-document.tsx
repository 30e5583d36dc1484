import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { AppHeader } from "../../components/ui/app-header";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { cn } from "../../lib/ui/cn";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { useStoreName, useStoreSettings } from "../../lib/store/use-store-settings";
import { legalBackLink } from "./legal-back-link";

export const LAST_UPDATED = { iso: "2025-06-24", label: "June 24, 2025" } as const;

export interface LegalSection {
  /** Anchor id, stable so support can link to a section. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Shared frame of the static policy pages: h1, date, contents, numbered h2 sections (h3 inside). */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  useDocumentTitle(title);
  const user = useCurrentUser();
  const back = legalBackLink(Boolean(user.data));

  return (
    <PageShell header={<AppHeader />}>
      <Link
        href={back.href}
        // Held in place, hidden, until it is known whether there is a profile to go back to.
        className={cn(
          "-ml-1 mb-5 inline-flex w-fit items-center gap-1.5 rounded-full px-1 py-1 text-sm font-semibold text-primary hover:underline",
          user.isPending && "invisible",
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>

      <PageTitle>{title}</PageTitle>
      <p className="mt-2 text-sm text-ink-muted">
        Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
      </p>

      <div className="mt-6 space-y-4 text-[0.9375rem] leading-7 text-ink">{intro}</div>

      <nav aria-labelledby="legal-contents" className="mt-8 rounded-2xl border border-line bg-card p-5">
        <h2 id="legal-contents" className="text-xs font-semibold tracking-[0.14em] text-accent-ink uppercase">
          Contents
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {sections.map((section, index) => (
            <li key={section.id} className="flex gap-2">
              <span className="w-5 shrink-0 text-right text-ink-muted tabular-nums">{index + 1}.</span>
              <a
                href={`#${section.id}`}
                className="text-ink underline decoration-line underline-offset-4 hover:text-primary hover:decoration-primary"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-4">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-20 border-b border-line py-7 last:border-b-0"
          >
            <h2 id={`${section.id}-title`} className="font-display text-xl leading-snug font-semibold text-ink">
              <span className="mr-1 text-accent-ink tabular-nums">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-3 space-y-4 text-[0.9375rem] leading-7 text-ink [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold">
              {section.content}
            </div>
          </section>
        ))}
      </div>
    </PageShell>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-ink">{children}</h3>;
}

export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    // Safari drops list semantics when bullets are removed with CSS; the role restores them.
    <ul role="list" className="space-y-2 pl-1">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-[0.7rem] size-1.5 shrink-0 rounded-full bg-accent" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The store's email from its settings. Until it loads, or if the admin has not set one, point to the
 * Help & Support dialog, which always shows a way to reach the store.
 */
/** The store's name where the policies say who "we" are. */
export function StoreName() {
  return <>{useStoreName()}</>;
}

export function StoreEmail() {
  const email = useStoreSettings().data?.storeEmail?.trim();
  if (email) return <a href={`mailto:${email}`}>{email}</a>;
  return (
    <>
      the store email shown under <Link href="/profile">Help &amp; Support in your profile</Link>
    </>
  );
}
