/**
 * "Extract from HTML Source": image addresses in a pasted page source that contain a search
 * term. Pure, for the product form: it works on sources of sites that refuse fetching (Flipkart).
 */

export const HTML_SOURCE_INPUT_REQUIRED = "Input required";

// An http(s) address inside quotes or parentheses (attributes, JSON, CSS url(...)), ending in an image
// extension, optionally with a query string (Flipkart's ?q=70).
const QUOTED_IMAGE_URL = /["'(](https?:\/\/[^"'()\s<>]+?\.(?:jpe?g|png|webp)(?:\?[^"'()\s<>]*)?)(?=["')])/gi;

/**
 * The distinct image addresses in `source` that contain `term` (case-insensitive), in order of appearance.
 * JSON-escaped slashes (`https:\/\/...`) and HTML-escaped quotes and ampersands are read as what they stand for.
 */
export function findImageUrlsInSource(source: string, term: string): string[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return [];
  const text = source
    .replace(/\\\//g, "/")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  const found: string[] = [];
  for (const match of text.matchAll(QUOTED_IMAGE_URL)) {
    const url = match[1];
    if (url.toLowerCase().includes(needle) && !found.includes(url)) found.push(url);
  }
  return found;
}
