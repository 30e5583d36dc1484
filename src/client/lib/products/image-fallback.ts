// Product images are admin-entered URLs (or imported ones), so some are malformed or dead. They are
// replaced with a fashion placeholder. "Random" is kept stable per URL, so a card does not flicker
// between placeholders as it re-renders and the same broken image looks the same everywhere.

export const PLACEHOLDER_IMAGES = [
  "/placeholders/fashion-1.svg",
  "/placeholders/fashion-2.svg",
  "/placeholders/fashion-3.svg",
  "/placeholders/fashion-4.svg",
] as const;

/** Our own files ("/demo/...") and http(s) URLs; anything else (javascript:, blank, "not a url") is unusable. */
export function isUsableImageUrl(url: string | null | undefined): url is string {
  if (typeof url !== "string") return false;
  const text = url.trim();
  if (text.length === 0 || /\s/.test(text)) return false;
  // A root-relative path on our own origin; "//host" is protocol-relative, i.e. someone else's host.
  if (text.startsWith("/") && !text.startsWith("//")) return true;
  try {
    const parsed = new URL(text);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/** FNV-1a: a tiny, well-spread string hash; it only picks a placeholder, so it need not be cryptographic. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of the local placeholders, the same one for the same `seed` (usually the broken URL). */
export function placeholderImageFor(seed: string | null | undefined): string {
  return PLACEHOLDER_IMAGES[hashText(seed ?? "") % PLACEHOLDER_IMAGES.length];
}

/** What to put in `src`: the URL when usable, otherwise its placeholder. */
export function imageSourceFor(url: string | null | undefined): string {
  return isUsableImageUrl(url) ? url.trim() : placeholderImageFor(url);
}
