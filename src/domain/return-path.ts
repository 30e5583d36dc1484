// Where to land after signing in. Only a path on this site is accepted, never another origin
// ("//evil.example" or "https://...") nor the API, so the parameter cannot be used to send a shopper away.

/** Any origin will do where the caller has none: the answer is a path, the same on every origin. */
const PLACEHOLDER_ORIGIN = "http://return-path.invalid";
const MAX_LENGTH = 512;

/**
 * The path to land on, normalised through `URL` against `origin` (the shop's): dot segments resolved and
 * anything outside printable ASCII percent-encoded, so the answer is always a valid `Location` header
 * (Node refuses some characters there) that a browser resolves to this origin. Anything else is "/".
 */
export function safeReturnPath(value: string | null | undefined, origin: string = PLACEHOLDER_ORIGIN): string {
  if (!value || value.length > MAX_LENGTH || !value.startsWith("/")) return "/";
  // Refused rather than left to URL, which drops tabs and newlines: "/\t/evil.example" would become
  // "//evil.example", another host.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return "/";
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return "/";
  }
  if (url.origin !== base.origin) return "/";
  const decoded = safeDecode(url.pathname);
  // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
  if (decoded === null || /^\/[/\\]/.test(url.pathname) || /^\/[/\\]/.test(decoded)) return "/";
  if (decoded === "/api" || decoded.startsWith("/api/") || decoded.startsWith("/auth")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
