/**
 * Whether a page's response lets a page of another origin show it in a frame, by the rules browsers apply
 * (HTML's "check a navigation response's adherence to X-Frame-Options" and CSP 3's frame-ancestors): an
 * enforced CSP with a frame-ancestors directive decides when there is one, and X-Frame-Options is then
 * ignored; otherwise DENY refuses, SAMEORIGIN refuses other origins, several different values refuse, and
 * anything else (absent, ALLOW-FROM, garbage) allows. Report-only policies never block.
 *
 * Used by the Import from Website dialog's embed mode (docs/decisions/006) before it creates a frame.
 */

export type Framing = { allowed: true } | { allowed: false; reason: string };

export type ResponseHeaders = Record<string, string | string[] | undefined>;

/** A header's values as separate entries (repeated headers, comma-joined lists). */
function headerValues(headers: ResponseHeaders, name: string): string[] {
  const raw = headers[name];
  const joined = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return joined.flatMap((value) => value.split(","));
}

const MAX_REASON = 200;

function reasonText(text: string): string {
  return text.length > MAX_REASON ? `${text.slice(0, MAX_REASON)}…` : text;
}

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

function portOf(url: URL): string {
  return url.port || DEFAULT_PORTS[url.protocol] || "";
}

/** A scheme in a source expression matches the embedder's, or http: an https embedder (CSP 3 upgrade). */
function schemeMatches(expression: string, embedder: URL): boolean {
  const scheme = `${expression.toLowerCase()}:`;
  return scheme === embedder.protocol || (scheme === "http:" && embedder.protocol === "https:");
}

/**
 * Whether one source expression of frame-ancestors matches the embedding page's origin. `self` is the
 * framed page's own origin.
 */
function expressionMatches(expression: string, embedder: URL, self: URL): boolean {
  const lower = expression.toLowerCase();
  if (lower === "*") return embedder.protocol === "http:" || embedder.protocol === "https:";
  if (lower === "'self'")
    return (
      embedder.origin === self.origin ||
      (self.protocol === "http:" && embedder.protocol === "https:" && embedder.hostname === self.hostname)
    );
  if (lower.startsWith("'")) return false; // nonces, hashes and other keywords name no origin
  const schemeOnly = /^([a-z][a-z0-9+.-]*):$/.exec(lower);
  if (schemeOnly) return schemeMatches(schemeOnly[1] ?? "", embedder);

  const host = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*|(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d+|\*))?(\/.*)?$/.exec(
    lower,
  );
  if (!host) return false;
  const [, scheme, hostPart = "", port, path] = host;
  if (scheme !== undefined ? !schemeMatches(scheme, embedder) : !schemeMatches(self.protocol.slice(0, -1), embedder))
    return false;
  // "*" (with a scheme or port) is any host, "*.example.com" its subdomains only.
  const hostMatches = hostPart.startsWith("*")
    ? embedder.hostname.endsWith(hostPart.slice(1))
    : embedder.hostname === hostPart;
  if (!hostMatches) return false;
  // No port: only the scheme's default; a port: that one, or the default one spelled out.
  if (port === undefined ? embedder.port !== "" : port !== "*" && port !== portOf(embedder)) return false;
  // An ancestor is matched by its origin alone (path "/"): an expression with a deeper path matches none.
  return path === undefined || path === "/";
}

/** The frame-ancestors directives of the enforced policies, as their source lists. */
function frameAncestorsLists(headers: ResponseHeaders): { text: string; sources: string[] }[] {
  const lists: { text: string; sources: string[] }[] = [];
  for (const policy of headerValues(headers, "content-security-policy")) {
    const seen = new Set<string>();
    for (const directive of policy.split(";")) {
      const [name, ...sources] = directive.trim().split(/[\t\n\f\r ]+/);
      const key = name?.toLowerCase() ?? "";
      if (key === "" || seen.has(key)) continue; // a repeated directive: the first one counts
      seen.add(key);
      if (key === "frame-ancestors") lists.push({ text: directive.trim(), sources });
    }
  }
  return lists;
}

/**
 * Whether a page at `pageUrl`, answered with `headers`, may be framed by a page of `embedderOrigin`. The
 * refusal's reason quotes the header that refuses, as the site sent it.
 */
export function framingOf(headers: ResponseHeaders, pageUrl: string, embedderOrigin: string): Framing {
  const embedder = new URL(embedderOrigin);
  const self = new URL(pageUrl);
  const ancestors = frameAncestorsLists(headers);
  if (ancestors.length > 0) {
    for (const { text, sources } of ancestors) {
      const listed = sources.filter((source) => source.toLowerCase() !== "'none'");
      if (!listed.some((source) => expressionMatches(source, embedder, self)))
        return { allowed: false, reason: reasonText(`Content-Security-Policy: ${text}`) };
    }
    return { allowed: true };
  }

  const raw = headerValues(headers, "x-frame-options").map((value) => value.trim());
  const options = new Set(raw.map((value) => value.toLowerCase()));
  const reason = reasonText(`X-Frame-Options: ${raw.join(", ")}`);
  if (options.size > 1) {
    if (options.has("deny") || options.has("sameorigin") || options.has("allowall")) return { allowed: false, reason };
    return { allowed: true };
  }
  if (options.has("deny")) return { allowed: false, reason };
  if (options.has("sameorigin") && embedder.origin !== self.origin) return { allowed: false, reason };
  return { allowed: true };
}
