/**
 * The address typed into the website import: the form and the server read it the same way.
 * A missing scheme gets https://; the result must parse as a URL with a host. Which addresses may actually
 * be fetched is the server's SSRF guard, not this.
 */

export const URL_REQUIRED_MESSAGE = "URL required";
export const INVALID_URL_MESSAGE = "Invalid URL format";

export type ImportUrlResult = { ok: true; url: string } | { ok: false; message: string };

export function normalizeImportUrl(text: string): ImportUrlResult {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: URL_REQUIRED_MESSAGE };
  // "shop.example/item" and "localhost:8080/x" have no scheme; "ftp://..." has one (and the guard refuses it).
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: INVALID_URL_MESSAGE };
  }
  if (url.hostname === "") return { ok: false, message: INVALID_URL_MESSAGE };
  return { ok: true, url: url.href };
}

/** Flipkart blocks fetching its pages; the import answers with guidance for the HTML-source path instead. */
export function isFlipkartUrl(url: string): boolean {
  try {
    return /(^|\.)flipkart\.com$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * What Flipkart's product images look like, for the HTML-source search: the form's Flipkart panel shows
 * these so the admin knows which addresses to pick from the pasted source.
 */
export const FLIPKART_SAMPLE_PATTERNS = [
  "https://rukminim2.flixcart.com/image/832/832/xif0q/kurta/a/b/c/m-abc123-brand-original-imagabcdefgh.jpeg",
  "https://rukminim1.flixcart.com/image/416/416/xif0q/kurta/a/b/c/m-abc123-brand-original-imagabcdefgh.jpeg",
] as const;

export const FLIPKART_NOTE =
  "Flipkart blocks automatic page fetching. Open the product page in your browser, view its source (Ctrl+U), copy all of it and use Extract from HTML Source with a search term such as rukminim; Flipkart's product images look like the sample patterns.";

/** The HTML-source search term that finds Flipkart's product images. */
export const FLIPKART_SEARCH_TERM = "rukminim";

/** A Flipkart product id from its `pid` parameter, or null. */
export function flipkartProductId(url: string): string | null {
  try {
    return new URL(url).searchParams.get("pid");
  } catch {
    return null;
  }
}
