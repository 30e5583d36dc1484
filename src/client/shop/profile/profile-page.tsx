import {
  ChevronRight,
  Crown,
  FileText,
  LifeBuoy,
  LogOut,
  ShieldCheck,
  ShoppingBag,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense, useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "wouter";
import { CardOnFile } from "../../components/card-on-file";
import { AppHeader } from "../../components/ui/app-header";
import { Button, buttonClassName } from "../../components/ui/button";
import { Dialog, DialogTrigger } from "../../components/ui/dialog";
import { PageShell, PageTitle } from "../../components/ui/page-shell";
import { cn } from "../../lib/ui/cn";
import { useSignedInUser } from "../../lib/session/use-current-user";
import { useDialogOpener } from "../../lib/ui/use-dialog-opener";
import { useDocumentTitle } from "../../lib/store/use-document-title";
import { DropAlertsSection } from "./drop-alerts-section";
import { EmailRemindersSection } from "./email-reminders-section";
import { HelpSupportDialogContent } from "./help-support-dialog";
import { ShippingAddressSection } from "./shipping-address-section";
import { ShopFromIndiaDialogContent } from "./shop-from-india-dialog";

// Fetched when a non-member first asks for it, like on the product page.
const PremiumDialog = lazy(() => import("../../components/premium-dialog").then((m) => ({ default: m.PremiumDialog })));

/** Signing out is a browser navigation: the server ends the session and redirects to /. */
const LOGOUT_PATH = "/api/logout";

export function ProfilePage() {
  useDocumentTitle("Your Profile");
  const user = useSignedInUser();
  const initial = (user.fullName.trim() || user.email).charAt(0).toUpperCase();

  return (
    <PageShell header={<AppHeader />}>
      <PageTitle>Your Profile</PageTitle>

      <section
        aria-label="Account"
        className="mt-5 flex items-center gap-4 rounded-3xl bg-primary p-5 text-primary-foreground shadow-lg shadow-primary/20"
      >
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-accent font-display text-3xl font-semibold text-ink ring-4 ring-white/15"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate font-display text-xl leading-tight font-semibold">{user.fullName}</p>
          <p className="mt-1 truncate text-sm text-white/80">{user.email}</p>
          <PremiumStatus isPremium={user.isPremium} />
        </div>
      </section>

      <div className="mt-5">
        <ShippingAddressSection user={user} />
      </div>

      <div className="mt-5">
        <DropAlertsSection />
        <EmailRemindersSection />
      </div>

      <nav
        aria-label="Help and policies"
        className="mt-5 overflow-hidden rounded-3xl border border-line bg-card shadow-sm shadow-ink/[0.03]"
      >
        <ul className="divide-y divide-line">
          <li>
            <Dialog closeOnBack>
              <DialogTrigger asChild>
                <MenuRow as="button" icon={LifeBuoy}>
                  Help &amp; Support
                </MenuRow>
              </DialogTrigger>
              <HelpSupportDialogContent />
            </Dialog>
          </li>
          <li>
            <Dialog closeOnBack>
              <DialogTrigger asChild>
                <MenuRow as="button" icon={ShoppingBag}>
                  Shop from India
                </MenuRow>
              </DialogTrigger>
              <ShopFromIndiaDialogContent />
            </Dialog>
          </li>
          <li>
            <MenuRow as="link" href="/terms-of-service" icon={FileText}>
              Terms of Service
            </MenuRow>
          </li>
          <li>
            <MenuRow as="link" href="/privacy-policy" icon={ShieldCheck}>
              Privacy Policy
            </MenuRow>
          </li>
        </ul>
      </nav>

      <Button
        variant="secondary"
        size="lg"
        fullWidth
        className="mt-6 text-destructive! hover:border-destructive/30 hover:bg-destructive-soft!"
        onClick={() => window.location.assign(LOGOUT_PATH)}
      >
        <LogOut aria-hidden="true" />
        Log Out
      </Button>
    </PageShell>
  );
}

/**
 * Where a member looks for their membership: the "PREMIUM MEMBER" badge, or for everyone else "Upgrade to
 * Premium", which opens the Premium dialog. Premium changes arrive live, so the badge replaces the button
 * as soon as a checkout completes.
 */
function PremiumStatus({ isPremium }: { isPremium: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const opener = useDialogOpener();

  return (
    <>
      {isPremium ? (
        <>
          <p className="mt-2.5 inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wider text-ink">
            <Crown aria-hidden="true" className="size-3.5" />
            PREMIUM MEMBER
          </p>
          <CardOnFile className="mt-2 text-xs text-white/85" />
        </>
      ) : (
        <button
          type="button"
          className={cn(
            buttonClassName({ size: "sm" }),
            "mt-2.5 bg-accent text-ink shadow-none hover:bg-accent-soft focus-visible:outline-white",
          )}
          onClick={() => {
            opener.remember();
            setUsed(true);
            setOpen(true);
          }}
        >
          <Crown aria-hidden="true" />
          Upgrade to Premium
        </button>
      )}
      {/* Stays open through an upgrade: the dialog turns into its member view. */}
      {used && (
        <Suspense fallback={null}>
          <PremiumDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={opener.restore} />
        </Suspense>
      )}
    </>
  );
}

const rowClassName =
  "flex min-h-14 w-full items-center gap-3 px-5 py-3 text-left text-[0.9375rem] font-medium text-ink transition-colors hover:bg-primary-soft/60 focus-visible:-outline-offset-2";

type MenuRowProps = { icon: LucideIcon; children: ReactNode } & (
  ({ as: "button" } & Omit<ComponentProps<"button">, "children">) | { as: "link"; href: string }
);

/** One row of the settings-style list: a dialog trigger (Radix passes its props through) or a link. */
function MenuRow(props: MenuRowProps) {
  const { icon: Icon, children } = props;
  const content = (
    <>
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-[1.125rem]" />
      </span>
      <span className="flex-1">{children}</span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
    </>
  );
  if (props.as === "link") {
    return (
      <Link href={props.href} className={rowClassName}>
        {content}
      </Link>
    );
  }
  const { as: _as, icon: _icon, children: _children, ...buttonProps } = props;
  return (
    <button type="button" {...buttonProps} className={rowClassName}>
      {content}
    </button>
  );
}
