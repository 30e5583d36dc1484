import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Crown, Headset, Mail, Sparkles, Truck, Zap, type LucideIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { DEMO_MEMBERSHIP_PATH } from "../../contracts/premium";
import type { CurrentUser } from "../../contracts/user";
import { apiRequest } from "../lib/api/api";
import { PRICING_TABLE_DELAY_MS, type UsablePricingTable, usablePricingTable } from "../lib/store/stripe-pricing-table";
import { pricingTableQuery } from "../lib/api/shop-queries";
import { telHref } from "../lib/store/support-contact";
import { supportContact } from "../../domain/store-contact";
import { useAuthProviders } from "../lib/session/use-auth-providers";
import { currentUserQuery, useCurrentUser } from "../lib/session/use-current-user";
import { useStoreSettings } from "../lib/store/use-store-settings";
import { toast } from "../lib/ui/use-toast";
import { CardOnFile } from "./card-on-file";
import { LOADING_PLANS, PRICING_TABLE_NOT_CONFIGURED, StripePricingTable } from "./stripe-pricing-table";
import { Button, buttonClassName } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./ui/dialog";
import { InlineLoading, InlineStateMessage } from "./ui/inline-state-message";

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
  /**
   * The shopper became a member here (the demo membership): the page goes on with what it was doing, an order
   * for the product page. Without it the dialog turns into its member view.
   */
  onJoined?: (member: CurrentUser) => void;
}

/**
 * "Premium Membership": the perks and, for a signed-in shopper who is not a member, one main button that works
 * (docs/decisions/062): "Upgrade to Premium" to Stripe's pricing table when the store has one (fetched when the
 * dialog opens, rendered 100 ms later); without it, the demo membership where dev sign-in is allowed, else the
 * store's contact. Members see the "PREMIUM MEMBER" badge instead. Premium changes arrive live, so an upgrade
 * made in Stripe's checkout turns this dialog into the member view while it is open.
 */
export function PremiumDialog({ open, onOpenChange, onCloseAutoFocus, onJoined }: PremiumDialogProps) {
  return (
    <Dialog closeOnBack open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <PremiumDialogBody onJoined={onJoined} />
      </DialogContent>
    </Dialog>
  );
}

function PremiumDialogBody({ onJoined }: { onJoined?: (member: CurrentUser) => void }) {
  const user = useCurrentUser().data ?? null;
  const member = user?.isPremium === true;

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
      {member && <CardOnFile className="-mt-1 mb-4 text-ink-muted" />}

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

      {user !== null && !member && <JoinSection user={user} onJoined={onJoined} />}
    </>
  );
}

/** How a shopper who is not a member joins: whichever way this store offers, as the dialog's main button. */
function JoinSection({ user, onJoined }: { user: CurrentUser; onJoined?: (member: CurrentUser) => void }) {
  // Asked again on every opening (the admin may have just configured it); a cached answer shows meanwhile.
  const query = useQuery({ ...pricingTableQuery, staleTime: 0 });
  const providers = useAuthProviders();
  const demoAllowed = providers.data?.dev === true;
  const plansRef = useRef<HTMLElement>(null);

  if (query.isPending || providers.isPending) {
    return <InlineLoading label={LOADING_PLANS} className="mt-5 h-28" />;
  }
  if (query.isError) {
    return (
      <div className="mt-5">
        <InlineStateMessage text="We couldn't load the membership plans. Please try again.">
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        </InlineStateMessage>
      </div>
    );
  }
  const table = usablePricingTable(query.data);
  if (!table) {
    // Nothing to pay with yet: say so, and make what works now the main button (docs/decisions/062).
    return (
      <div className="mt-5 grid gap-3">
        <p className="text-sm leading-6 text-ink-muted">{PRICING_TABLE_NOT_CONFIGURED}</p>
        {demoAllowed ? (
          <DemoMembership main onJoined={onJoined} />
        ) : (
          <>
            <ContactToJoinButton />
            <StoreContactLine />
          </>
        )}
      </div>
    );
  }

  function showPlans() {
    const plans = plansRef.current;
    if (!plans) return;
    plans.scrollIntoView({ behavior: "smooth", block: "start" });
    plans.focus({ preventScroll: true });
  }
  return (
    <>
      <Button size="lg" fullWidth className="mt-5" onClick={showPlans}>
        <Crown aria-hidden="true" />
        Upgrade to Premium
      </Button>
      <section
        ref={plansRef}
        tabIndex={-1}
        aria-label="Membership plans"
        className="mt-5 scroll-mt-2 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-primary/40"
      >
        <DelayedPricingTable table={table} user={user} />
        {demoAllowed && <DemoMembership onJoined={onJoined} />}
      </section>
    </>
  );
}

/** Stripe's table, injected PRICING_TABLE_DELAY_MS after the dialog shows. */
function DelayedPricingTable({ table, user }: { table: UsablePricingTable; user: CurrentUser }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), PRICING_TABLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return <InlineLoading label={LOADING_PLANS} className="h-28" />;
  return <StripePricingTable table={table} customer={user} />;
}

export const CONTACT_TO_JOIN = "Contact us to join";

/** Without plans or the demo: writing to the store is what works. */
function ContactToJoinButton() {
  const contact = supportContact(useStoreSettings().data);
  return (
    <a
      href={`mailto:${contact.storeEmail}?subject=${encodeURIComponent("Premium membership")}`}
      className={buttonClassName({ size: "lg", fullWidth: true })}
    >
      <Mail aria-hidden="true" />
      {CONTACT_TO_JOIN}
    </a>
  );
}

/** Until the plans are up, the way to reach the store about membership: its email and phone from settings. */
function StoreContactLine() {
  const contact = supportContact(useStoreSettings().data);
  return (
    <p className="text-sm text-ink-muted">
      To join now, contact us at{" "}
      <a href={`mailto:${contact.storeEmail}`} className="font-semibold break-all text-primary underline">
        {contact.storeEmail}
      </a>{" "}
      or{" "}
      <a href={telHref(contact.storePhone)} className="font-semibold whitespace-nowrap text-primary underline">
        {contact.storePhone}
      </a>
      .
    </p>
  );
}

export const BECOME_PREMIUM_DEMO = "Become premium (demo)";

/**
 * Where dev sign-in is allowed (the embedded demo), a shopper can try members-only ordering without Stripe:
 * the server applies a paid membership checkout through the webhook's own path, and the usual
 * premium_status_updated message and toast follow. `main` when it is the dialog's main button (no plans).
 */
function DemoMembership({ main = false, onJoined }: { main?: boolean; onJoined?: (member: CurrentUser) => void }) {
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => apiRequest<CurrentUser>("POST", DEMO_MEMBERSHIP_PATH),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      onJoined?.(user);
    },
    onError: (error) => toast({ title: "Upgrade failed", description: error.message, variant: "destructive" }),
  });
  const button = (
    <Button
      variant={main ? "primary" : "secondary"}
      size={main ? "lg" : "md"}
      fullWidth
      onClick={() => join.mutate()}
      disabled={join.isPending}
    >
      {main && <Crown aria-hidden="true" />}
      {join.isPending ? "Joining…" : BECOME_PREMIUM_DEMO}
    </Button>
  );
  return (
    <div
      className={
        main
          ? "grid gap-2 text-sm text-ink-muted"
          : "mt-4 grid gap-2 rounded-2xl border border-dashed border-line p-4 text-sm text-ink-muted"
      }
    >
      {button}
      <p>This is a demo shop: try members-only ordering without paying.</p>
    </div>
  );
}
