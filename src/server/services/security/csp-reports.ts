import type { CspReportBody } from "../../../contracts/csp-report";

/** One blocked thing, in the fields an operator reads; every text is cut short and URLs lose their query. */
export type CspViolation = {
  documentUrl: string;
  blockedUrl: string;
  directive: string;
  disposition: string;
  sample: string;
  sourceFile: string;
  lineNumber: number | null;
};

export type WarnLogger = { warn(object: object, message: string): void };

const MAX_TEXT = 300;

function short(value: string | null | undefined): string {
  const text = value ?? "";
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text;
}

/**
 * A URL without its query and fragment: a report names the page it came from, and a query can carry
 * what must not reach a log (an OAuth code, a search). Keywords such as "inline" or "eval" stay as sent.
 */
function withoutQuery(value: string | undefined): string {
  if (!value) return "";
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return short(`${url.origin}${url.pathname}`);
    return short(url.protocol);
  } catch {
    return short(value);
  }
}

/** The violations in either report format; other Reporting API report types are not ours to log. */
export function violationsOf(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body["csp-report"];
    return [
      {
        documentUrl: withoutQuery(report["document-uri"]),
        blockedUrl: withoutQuery(report["blocked-uri"]),
        directive: short(report["effective-directive"] ?? report["violated-directive"]),
        disposition: short(report.disposition ?? "enforce"),
        sample: short(report["script-sample"]),
        sourceFile: withoutQuery(report["source-file"]),
        lineNumber: report["line-number"] ?? null,
      },
    ];
  }
  return body
    .filter((report) => report.type === "csp-violation")
    .map(({ url, body: report = {} }) => ({
      documentUrl: withoutQuery(report.documentURL ?? url),
      blockedUrl: withoutQuery(report.blockedURL),
      directive: short(report.effectiveDirective),
      disposition: short(report.disposition ?? "enforce"),
      sample: short(report.sample),
      sourceFile: withoutQuery(report.sourceFile),
      lineNumber: report.lineNumber ?? null,
    }));
}

/**
 * Logs each violation at warn level: a blocked inline script in production is an injection attempt or a
 * bug, and either needs someone to look. Answers how many were logged.
 */
export function recordCspViolations(body: CspReportBody, log: WarnLogger, ip: string): number {
  const violations = violationsOf(body);
  for (const violation of violations) log.warn({ cspViolation: violation, ip }, "CSP violation");
  return violations.length;
}
