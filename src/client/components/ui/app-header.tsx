import { ChevronLeft, Heart, House, Package, UserRound, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { cn } from "../../lib/ui/cn";
import { useStoreName } from "../../lib/store/use-store-settings";

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  isActive: (path: string) => boolean;
}

const navItems: NavItem[] = [
  { href: "/", label: "Discover", icon: House, isActive: (p) => p === "/" || p === "/discover" },
  { href: "/orders", label: "Your Orders", icon: Package, isActive: (p) => p.startsWith("/orders") },
  { href: "/wishlist", label: "Your Favorites", icon: Heart, isActive: (p) => p.startsWith("/wishlist") },
  { href: "/profile", label: "Your Profile", icon: UserRound, isActive: (p) => p.startsWith("/profile") },
];

/**
 * Where the header's back arrow goes: a path, a handler (e.g. `() => history.back()`), or either with
 * its own accessible name (default "Back").
 */
export type HeaderBack =
  string | (() => void) | { href: string; label?: string } | { onClick: () => void; label?: string };

export interface AppHeaderProps {
  /** Replaces the logo with a back arrow. */
  back?: HeaderBack;
  /** Short context shown next to the logo, e.g. a product name. Not a heading: the page owns its `<h1>`. */
  title?: string;
  /** Extra controls before the icons, e.g. a view toggle or a countdown badge. */
  actions?: ReactNode;
}

export function AppHeader({ back, title, actions }: AppHeaderProps) {
  const [path] = useLocation();
  const storeName = useStoreName();

  return (
    <div className="px-safe flex h-14 items-center gap-2">
      {back !== undefined ? (
        <BackButton back={back} />
      ) : (
        <Link href="/" className="-ml-1 flex shrink-0 items-center gap-1.5 rounded-full px-1 py-1">
          <BrandMark />
          <span className="max-w-[9rem] truncate font-display text-xl font-semibold tracking-tight text-primary">
            {storeName}
          </span>
        </Link>
      )}

      {title ? (
        <p className="min-w-0 flex-1 truncate text-[0.9375rem] font-semibold text-ink">{title}</p>
      ) : (
        <span className="flex-1" />
      )}

      {actions}

      <nav aria-label="Main" className="-mr-2 shrink-0">
        <ul className="flex items-center">
          {navItems.map(({ href, label, icon: Icon, isActive }) => {
            const active = isActive(path);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-label={label}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "grid size-11 place-items-center rounded-full transition-colors",
                    active
                      ? "bg-primary-soft text-primary"
                      : "text-ink-muted hover:bg-primary-soft/60 hover:text-primary",
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className="size-[1.375rem]"
                    strokeWidth={active ? 2.25 : 1.75}
                    fill={active && Icon === Heart ? "currentColor" : "none"}
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

const backClassName =
  "-ml-2 grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-primary-soft hover:text-primary";

function BackButton({ back }: { back: HeaderBack }) {
  const target = typeof back === "string" ? { href: back } : typeof back === "function" ? { onClick: back } : back;
  const label = target.label ?? "Back";
  const icon = <ChevronLeft aria-hidden="true" className="size-6" />;
  if ("href" in target) {
    return (
      <Link href={target.href} aria-label={label} className={backClassName}>
        {icon}
      </Link>
    );
  }
  return (
    <button type="button" onClick={target.onClick} aria-label={label} className={backClassName}>
      {icon}
    </button>
  );
}

/** The flame-drop mark of the favicon, drawn inline so it inherits nothing and needs no request. */
export function BrandMark({ className = "size-7" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="16" className="fill-primary" />
      <path
        d="M32 12c7.5 9.2 14 17 14 25.2C46 45.3 39.7 52 32 52s-14-6.7-14-14.8C18 29 24.5 21.2 32 12z"
        className="fill-accent"
      />
      <path
        d="M32 24c4 5 7.2 9.3 7.2 13.6 0 4.4-3.2 7.8-7.2 7.8s-7.2-3.4-7.2-7.8C24.8 33.3 28 29 32 24z"
        className="fill-primary"
      />
    </svg>
  );
}
