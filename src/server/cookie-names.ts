/**
 * On https every cookie of ours carries the `__Host-` prefix: the browser then keeps it only if it is
 * Secure, has Path=/ and no Domain, so neither a sibling subdomain nor a plain-http page on the same host
 * can plant or overwrite it (session fixation). Plain http (local development) cannot have the prefix.
 */
export function cookieName(name: string, secureCookies: boolean): string {
  return secureCookies ? `__Host-${name}` : name;
}
