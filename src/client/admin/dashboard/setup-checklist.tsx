import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed } from "lucide-react";
import { Link } from "wouter";
import type { SetupChecklist as Checklist, SetupStep } from "../../../contracts/dashboard";
import { ADMIN_SETUP_CHECKLIST_KEY } from "../../lib/query-keys";
import { cn } from "../../lib/cn";
import { AdminCard } from "../components/admin-page";

/** Each step's words and where it is done: a settings tab, or the server's environment. */
const STEPS: Record<SetupStep, { title: string; text: string; href?: string }> = {
  "store-details": {
    title: "Store details",
    text: "Your shop's name, email and phone: shoppers see them in Help & Support and on every page.",
    href: "/admin/settings?tab=store",
  },
  "shipping-rates": {
    title: "Shipping rates",
    text: "Check the rate of each country you ship to, and save them.",
    href: "/admin/settings?tab=shipping-rates",
  },
  "payment-instructions": {
    title: "Payment instructions",
    text: "Orders arrive unpaid: tell shoppers how to pay (PayNow, bank details) in Store Settings.",
    href: "/admin/settings?tab=store",
  },
  "pricing-table": {
    title: "Membership pricing table",
    text: "Only members can order: paste your Stripe pricing table so shoppers can join.",
    href: "/admin/settings?tab=membership",
  },
  "two-factor": {
    title: "Two-factor sign-in",
    text: "Protect the back office with an authenticator code.",
    href: "/admin/settings?tab=security",
  },
  "shopper-sign-in": {
    title: "Shopper sign-in",
    text: "Shoppers sign in with Google (or another OpenID Connect provider): set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET on the server, as the deploy guide's section 'Shopper sign-in' (docs/deploy.md) explains.",
  },
};

export const SETUP_TITLE = "Get your shop ready";

/** The owner's getting-started list, until every step is done. */
export function SetupChecklist() {
  const query = useQuery<Checklist>({ queryKey: ADMIN_SETUP_CHECKLIST_KEY, staleTime: 0 });
  const steps = query.data?.steps;
  if (!steps || steps.every((s) => s.done)) return null;
  const left = steps.filter((s) => !s.done).length;
  return (
    <AdminCard>
      <section aria-labelledby="setup-checklist-title">
        <h2 id="setup-checklist-title" className="font-display text-lg font-semibold text-ink">
          {SETUP_TITLE}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {left === 1 ? "1 step left" : `${left} steps left`} before the shop can sell on its own.
        </p>
        <ul className="mt-4 grid gap-2">
          {steps.map(({ step, done }) => {
            const { title, text, href } = STEPS[step];
            const Icon = done ? CircleCheck : CircleDashed;
            return (
              <li key={step} className="flex gap-3 rounded-xl border border-line px-3 py-2.5">
                <Icon
                  aria-hidden="true"
                  className={cn("mt-0.5 size-5 shrink-0", done ? "text-emerald-600" : "text-ink-muted")}
                />
                <div className="min-w-0">
                  <p className={cn("text-sm font-semibold", done ? "text-ink-muted line-through" : "text-ink")}>
                    {href && !done ? (
                      <Link href={href} className="text-primary underline underline-offset-4">
                        {title}
                      </Link>
                    ) : (
                      title
                    )}
                    <span className="sr-only">{done ? " (done)" : " (to do)"}</span>
                  </p>
                  {!done && <p className="mt-0.5 text-sm text-ink-muted">{text}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </AdminCard>
  );
}
