// The product page shows a short material/fabric line instead of the full description, because
// shoppers decide on fabric and care first and the full text is often long marketing copy.

export const MAX_SUMMARY_SNIPPETS = 2;
export const FALLBACK_MIN_LENGTH = 10;
export const FALLBACK_MAX_LENGTH = 150;
const ELLIPSIS = "…";

export const MATERIAL_WORDS = [
  "cotton",
  "silk",
  "georgette",
  "chiffon",
  "rayon",
  "linen",
  "velvet",
  "crepe",
  "chanderi",
  "organza",
  "net",
  "polyester",
  "viscose",
  "modal",
  "wool",
  "satin",
  "brocade",
] as const;

// Whole words only, so "net" does not fire inside "internet" or "cabinet".
const MATERIAL_PATTERN = new RegExp(`\\b(?:${MATERIAL_WORDS.join("|")})\\b`, "i");
// Care phrases are written every which way: "hand wash", "hand-wash", "handwash", "dry cleaning".
const CARE_PATTERN = /\b(?:hand|machine)[\s-]?wash|\bdry[\s-]?clean/i;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text from text that may carry markup (imported pages do; admin text does not). Block-level
 * tags become line breaks so list items and paragraphs stay separate snippets. The result is still
 * meant to be rendered as text, never as HTML.
 */
export function stripMarkup(text: string): string {
  return decodeEntities(
    text
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(/<\/?(?:br|p|div|li|ul|ol|tr|h[1-6])\b[^>]*>/gi, "\n")
      // A tag must start with a letter or "/", so "size < 40" survives as text.
      .replace(/<\/?[a-z][^>]*>/gi, " "),
  );
}

/** Sentences and list-like phrases, each trimmed, with their own end punctuation kept. */
export function splitSnippets(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|[\r\n|;•]+/)
    .map((s) =>
      s
        .replace(/^[\s\-*–—·]+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s.length > 0);
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when anything was cut. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const cutsWord = !/\s/.test(text.charAt(max));
  const lastSpace = slice.lastIndexOf(" ");
  const kept = cutsWord && lastSpace > 0 ? slice.slice(0, lastSpace) : slice;
  return `${kept.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

function endSentence(snippet: string): string {
  return /[.!?…]$/.test(snippet) ? snippet : `${snippet}.`;
}

function mentionsMaterialOrCare(snippet: string): boolean {
  return MATERIAL_PATTERN.test(snippet) || CARE_PATTERN.test(snippet);
}

export function summarizeDescription(description: string): string {
  const text = stripMarkup(description);
  const snippets = splitSnippets(text);
  if (snippets.length === 0) return "";

  const seen = new Set<string>();
  const picked: string[] = [];
  for (const snippet of snippets) {
    if (picked.length === MAX_SUMMARY_SNIPPETS) break;
    const key = snippet.toLowerCase();
    if (!mentionsMaterialOrCare(snippet) || seen.has(key)) continue;
    seen.add(key);
    // A material sentence can itself be long copy; keep each one short like the fallback.
    picked.push(endSentence(truncateAtWord(snippet, FALLBACK_MAX_LENGTH)));
  }
  if (picked.length > 0) return picked.join(" ");

  const first = snippets[0];
  if (first.length >= FALLBACK_MIN_LENGTH && first.length <= FALLBACK_MAX_LENGTH) return first;
  return truncateAtWord(snippets.join(" "), FALLBACK_MAX_LENGTH);
}
