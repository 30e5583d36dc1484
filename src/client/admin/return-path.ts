import { safeReturnPath } from "../../domain/return-path";

/** Where the back office starts. */
export const ADMIN_HOME = "/admin";
export const ADMIN_AUTH_PATH = "/admin/auth";

function isAdminPath(path: string): boolean {
  return path === ADMIN_HOME || path.startsWith(`${ADMIN_HOME}/`) || path.startsWith(`${ADMIN_HOME}?`);
}

/**
 * Where to land after the admin signs in (`/admin/auth?next=/admin/orders`): a back-office path only, never
 * the sign-in page itself, the shop or another site; anything else is the dashboard.
 */
export function adminReturnPath(next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  if (!isAdminPath(safe)) return ADMIN_HOME;
  const pathname = safe.split(/[?#]/, 1)[0].replace(/\/+$/, "") || "/";
  if (pathname === ADMIN_AUTH_PATH || pathname.startsWith(`${ADMIN_AUTH_PATH}/`)) return ADMIN_HOME;
  // Dot segments would let "/admin/../orders" leave the back office once the browser resolves them.
  if (pathname.split("/").some((segment) => segment === ".." || segment === ".")) return ADMIN_HOME;
  return safe;
}

/** The sign-in page that brings the admin back to `path` (an absolute back-office path) afterwards. */
export function adminSignInPath(path: string): string {
  const next = adminReturnPath(path);
  return next === ADMIN_HOME ? ADMIN_AUTH_PATH : `${ADMIN_AUTH_PATH}?next=${encodeURIComponent(next)}`;
}
