/**
 * JSON as pages write it: JSON-LD with raw line breaks or tabs inside strings, a comma missing between two
 * members written on separate lines, a trailing comma, an HTML comment around it. Strict JSON first; the
 * repair only runs when that fails. (The `jsonrepair` package does this more thoroughly; these are the
 * breakages product pages show.)
 */

type Json = unknown;

/** Raw control characters inside strings escaped, so what is left outside strings is the document's layout. */
function escapeControlsInStrings(source: string): string {
  let out = "";
  let inString = false;
  let escaped = false;
  for (const char of source) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      else if (char < " ") {
        out += char === "\n" ? "\\n" : char === "\r" ? "\\r" : char === "\t" ? "\\t" : " ";
        continue;
      }
    } else if (char === '"') inString = true;
    out += char;
  }
  return out;
}

export function parseLooseJson(source: string): Json | undefined {
  const trimmed = source
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/;\s*$/, "");
  try {
    return JSON.parse(trimmed) as Json;
  } catch {
    // Repaired below.
  }
  const repaired = escapeControlsInStrings(trimmed)
    // A line break can only sit between tokens now: a value's end, then a line break, then a new member.
    .replace(/(["}\]\d]|\btrue|\bfalse|\bnull)(\s*\n\s*)(["{[])/g, "$1,$2$3")
    .replace(/,(\s*[}\]])/g, "$1");
  try {
    return JSON.parse(repaired) as Json;
  } catch {
    return undefined;
  }
}

/**
 * The object literal that starts at `from` (at its "{"), by balanced braces outside strings, or null when it
 * does not close. Used for the data scripts assign (`var meta = {...};`, `window.__STATE__ = {...}`).
 */
export function objectLiteralAt(source: string, from: number): string | null {
  let depth = 0;
  let inString: string | null = null;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === inString) inString = null;
    } else if (char === '"' || char === "'") inString = char;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return source.slice(from, index + 1);
    }
  }
  return null;
}
