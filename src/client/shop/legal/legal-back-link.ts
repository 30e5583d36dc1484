/**
 * Where a legal page's back link goes: /profile for a signed-in shopper, who came from there;
 * a visitor has no profile (it would send them to sign in), so Discover.
 */
export function legalBackLink(signedIn: boolean): { href: string; label: string } {
  return signedIn ? { href: "/profile", label: "Back to Profile" } : { href: "/", label: "Back to Discover" };
}
