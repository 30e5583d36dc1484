import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleDashed } from "lucide-react";
import { Link } from "wouter";
import { setupChecklistQuery } from "../admin-queries";
import { cn } from "../../lib/ui/cn";
import { AdminCard } from "../components/admin-page";
import { SETUP_LEFT, SETUP_STEPS_TEXT, SETUP_TITLE } from "./dashboard-strings";

/** The owner's getting-started list, until every step is done. */
export function SetupChecklist() {
  const query = useQuery(setupChecklistQuery);
  const steps = query.data?.steps;
  if (!steps || steps.every((s) => s.done)) return null;
  const left = steps.filter((s) => !s.done).length;
  return (
    <AdminCard>
      <section aria-labelledby="setup-checklist-title">
        <h2 id="setup-checklist-title" className="font-display text-lg font-semibold text-ink">
          {SETUP_TITLE}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{SETUP_LEFT(left)}</p>
        <ul className="mt-4 grid gap-2">
          {steps.map(({ step, done }) => {
            const { title, text, href } = SETUP_STEPS_TEXT[step];
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
