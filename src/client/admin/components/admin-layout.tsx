import * as DialogPrimitive from "@radix-ui/react-dialog";
import {
  ClipboardList,
  ExternalLink,
  History,
  Mail,
  LayoutDashboard,
  LogOut,
  Menu,
  Package,
  Settings,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { BrandMark } from "../../components/ui/app-header";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/ui/cn";
import { toast } from "../../lib/ui/use-toast";
import { useAdminLiveAlerts } from "../live-alerts";
import { useAdminLogout, useSignedInAdmin } from "../admin-session";
import { ADMIN_AUTH_PATH, ADMIN_HOME } from "../return-path";
import { LOGOUT, NAV, SHELL } from "../strings";

interface NavItem {
  /** Relative to /admin (the back office is nested there); "/" is the dashboard. */
  href: string;
  label: string;
  icon: LucideIcon;
}

const NAV_ITEMS: NavItem[] = [
  { href: "/", label: NAV.dashboard, icon: LayoutDashboard },
  { href: "/products", label: NAV.products, icon: Package },
  { href: "/orders", label: NAV.orders, icon: ClipboardList },
  { href: "/customers", label: NAV.customers, icon: Users },
  { href: "/settings", label: NAV.settings, icon: Settings },
  { href: "/activity", label: NAV.activity, icon: History },
  { href: "/emails", label: NAV.emails, icon: Mail },
];

function isActive(href: string, path: string): boolean {
  return href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`);
}

/** A link to a back-office page; the dashboard is `/admin` itself, not `/admin/` (what "/" would make of it). */
function adminHref(href: string): string {
  return href === "/" ? `~${ADMIN_HOME}` : href;
}

/** The frame of every signed-in back-office screen: the sidebar (a drawer on phones) and the live alerts. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const admin = useSignedInAdmin();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useAdminLiveAlerts(admin.email);

  return (
    <div className="min-h-dvh bg-surface lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>

      {/* Phone and tablet: a bar with the menu button; the sidebar opens as a drawer. */}
      <header className="pt-safe sticky top-0 z-40 border-b border-line bg-card/95 backdrop-blur-md lg:hidden">
        <div className="flex h-14 items-center gap-2 px-3">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger asChild>
              <Button variant="ghost" size="icon" aria-label={SHELL.openMenu}>
                <Menu aria-hidden="true" />
              </Button>
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
              <DialogPrimitive.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col border-r border-line bg-card shadow-2xl shadow-ink/20 focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
              >
                <DialogPrimitive.Title className="sr-only">{SHELL.menuTitle}</DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <Button variant="ghost" size="icon" aria-label={SHELL.closeMenu} className="absolute top-2 right-2">
                    <X aria-hidden="true" />
                  </Button>
                </DialogPrimitive.Close>
                <Sidebar email={admin.email} onNavigate={() => setDrawerOpen(false)} />
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <Brand />
        </div>
      </header>

      {/* Desktop: the sidebar stays in view. */}
      <aside className="sticky top-0 hidden h-dvh flex-col border-r border-line bg-card lg:flex">
        <Sidebar email={admin.email} />
      </aside>

      <main id="admin-main" tabIndex={-1} className="min-w-0 outline-none">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">{children}</div>
      </main>
    </div>
  );
}

function Brand() {
  return (
    <Link href={adminHref("/")} className="flex items-center gap-2 rounded-full px-1 py-1">
      <BrandMark />
      <span className="font-display text-lg font-semibold tracking-tight text-primary">{SHELL.brand}</span>
    </Link>
  );
}

function Sidebar({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  const [path] = useLocation();
  const logout = useLogout();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex h-16 items-center px-4">
        <Brand />
      </div>
      <nav aria-label={SHELL.navLabel} className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-1">
          {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
            const active = isActive(href, path);
            return (
              <li key={href}>
                <Link
                  href={adminHref(href)}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-medium transition-colors",
                    active
                      ? "bg-primary text-primary-foreground shadow-sm"
                      : "text-ink hover:bg-primary-soft hover:text-primary",
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="grid gap-2 border-t border-line p-4">
        <p className="min-w-0 text-xs text-ink-muted">
          {SHELL.signedInAs}
          <span className="block truncate text-sm font-medium text-ink">{email}</span>
        </p>
        <a
          href="/"
          className="flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-medium text-ink hover:bg-primary-soft hover:text-primary"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {SHELL.viewShop}
        </a>
        <Button variant="secondary" onClick={logout.run} disabled={logout.pending}>
          <LogOut aria-hidden="true" />
          {LOGOUT.button}
        </Button>
      </div>
    </div>
  );
}

function useLogout() {
  const [, navigate] = useLocation();
  const logout = useAdminLogout({
    onSuccess: () => toast({ title: LOGOUT.successTitle, description: LOGOUT.successText }),
    onError: () => toast({ title: LOGOUT.failedTitle }),
    onSettled: () => navigate(`~${ADMIN_AUTH_PATH}`, { replace: true }),
  });
  return { pending: logout.isPending, run: () => logout.mutate() };
}
