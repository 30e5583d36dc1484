import { useQuery } from "@tanstack/react-query";
import { Crown, Headset, Sparkles, Truck, Zap, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState, type DetailedHTMLProps, type HTMLAttributes } from "react";
import { Link } from "wouter";
import type { PricingTable } from "../../contracts/premium";
import type { CurrentUser } from "../../contracts/user";
import {
  loadPricingTableScript,
  PRICING_TABLE_DELAY_MS,
  usablePricingTable,
  type UsablePricingTable,
} from "../lib/stripe-pricing-table";
import { PRICING_TABLE_KEY } from "../lib/query-keys";
import { useCurrentUser } from "../lib/use-current-user";
import { Button, buttonClassName } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { Spinner } from "./ui/spinner";
import { InlineLoading, InlineStateMessage } from "./ui/inline-state-message";

type PricingTableAttributes = {
  "pricing-table-id": string;
  "publishable-key": string;
  "client-reference-id"?: string;
  "customer-email"?: string;
};

// Stripe's custom element, rendered by React like any other tag (never as injected markup).
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "stripe-pricing-table": DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & PricingTableAttributes;
    }
  }
}

const PERKS: { icon: LucideIcon; text: string }[] = [
  { icon: Zap, text: "Order any drop with a single tap" },
  { icon: Truck, text: "Priority shipping and handling" },
  { icon: Sparkles, text: "Exclusive access to new collections" },
  { icon: Headset, text: "Premium customer support" },
];

export interface PremiumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on closing (e.g. back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * "Premium Membership": the perks, and for a signed-in shopper who is not a member the "Upgrade to
 * Premium" button and Stripe's pricing table (fetched when the dialog opens, rendered 100 ms later).
 * Members see the "PREMIUM MEMBER" badge instead. Premium changes arrive live, so an upgrade made in
 * Stripe's checkout turns this dialog into the member view while it is open.
 */
export function PremiumDialog({ open, onOpenChange, onCloseAutoFocus }: PremiumDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <PremiumDialogBody />
      </DialogContent>
    </Dialog>
  );
}

function PremiumDialogBody() {
  const user = useCurrentUser().data ?? null;
  const plansRef = useRef<HTMLElement>(null);
  const member = user?.isPremium === true;

  function showPlans() {
    const plans = plansRef.current;
    if (!plans) return;
    plans.scrollIntoView({ behavior: "smooth", block: "start" });
    plans.focus({ preventScroll: true });
  }

  return (
    <>
      <DialogHeader>
        <span
          aria-hidden="true"
          className="mb-1 grid size-11 place-items-center rounded-full bg-accent-soft text-accent-ink"
        >
          <Crown className="size-5" />
        </span>
        <DialogTitle>Premium Membership</DialogTitle>
        <DialogDescription>
          {member
            ? "Thank you for being a member. Your benefits are active."
            : "Only Premium members can place orders. Join to unlock every drop."}
        </DialogDescription>
      </DialogHeader>

      {member && (
        <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1.5 text-xs font-bold tracking-wider text-primary-foreground">
          <Crown aria-hidden="true" className="size-3.5 text-accent" />
          PREMIUM MEMBER
        </p>
      )}

      <ul aria-label="Premium benefits" className="grid gap-2.5">
        {PERKS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-[0.9375rem] leading-6 text-ink">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {text}
          </li>
        ))}
      </ul>

      {user === null && (
        <div className="mt-5 grid gap-2 text-sm text-ink-muted">
          <p>Log in to become a member.</p>
          <Link href="/auth" className={buttonClassName({ fullWidth: true })}>
            Log In
          </Link>
        </div>
      )}

      {user !== null && !member && (
        <>
          <Button size="lg" fullWidth className="mt-5" onClick={showPlans}>
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Button>
          <section ref={plansRef} tabIndex={-1} aria-label="Membership plans" className="mt-5 scroll-mt-2 outline-none">
            <PricingTableSection user={user} />
          </section>
        </>
      )}
    </>
  );
}

function PricingTableSection({ user }: { user: CurrentUser }) {
  // Asked again on every opening (the admin may have just configured it); a cached answer shows meanwhile.
  const query = useQuery<PricingTable>({ queryKey: PRICING_TABLE_KEY, staleTime: 0 });
  const [due, setDue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), PRICING_TABLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (query.isPending) {
    return <InlineLoading label="Loading membership plans" className="h-28" />;
  }
  if (query.isError) {
    return (
      <InlineStateMessage text="We couldn't load the membership plans. Please try again.">
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </InlineStateMessage>
    );
  }
  const table = usablePricingTable(query.data);
  if (!table) {
    return <InlineStateMessage text="Pricing table is being configured. Please check back soon." />;
  }
  if (!due) {
    return <InlineLoading label="Loading membership plans" className="h-28" />;
  }
  return <StripePricingTable table={table} user={user} />;
}

function StripePricingTable({ table, user }: { table: UsablePricingTable; user: CurrentUser }) {
  const [script, setScript] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPricingTableScript().then(
      () => live && setScript("ready"),
      () => live && setScript("failed"),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (script === "failed") {
    return (
      <InlineStateMessage text="The membership plans could not be loaded. Check your connection and try again.">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setScript("loading");
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </InlineStateMessage>
    );
  }
  return (
    <div className="relative min-h-28">
      {script === "loading" && (
        <div className="absolute inset-0 grid place-items-center">
          <Spinner label="Loading membership plans" />
        </div>
      )}
      <stripe-pricing-table
        pricing-table-id={table.pricingTableId}
        publishable-key={table.publishableKey}
        client-reference-id={String(user.id)}
        customer-email={user.email}
      />
    </div>
  );
}
