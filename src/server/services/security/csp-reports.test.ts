import { describe, expect, it } from "vitest";
import { cspReportBodySchema } from "../../../contracts/csp-report";
import { recordCspViolations, violationsOf } from "./csp-reports";

function collectingLog() {
  const lines: { object: object; message: string }[] = [];
  return { lines, warn: (object: object, message: string) => void lines.push({ object, message }) };
}

describe("CSP violation reports", () => {
  it("reads the Reporting API's batch, keeping only csp-violation reports, and logs each at warn", () => {
    const body = cspReportBodySchema.parse([
      {
        type: "csp-violation",
        url: "http://shop.test/admin?token=abc#x",
        body: {
          documentURL: "http://shop.test/admin?token=abc#x",
          blockedURL: "inline",
          effectiveDirective: "script-src-elem",
          disposition: "enforce",
          sample: "window.pwned = 1",
          sourceFile: "http://shop.test/assets/app.js?v=2",
          lineNumber: 7,
        },
      },
      { type: "intervention", url: "http://shop.test/", body: {} },
    ]);
    const log = collectingLog();
    expect(recordCspViolations(body, log, "127.0.0.1")).toBe(1);
    expect(log.lines).toEqual([
      {
        message: "CSP violation",
        object: {
          ip: "127.0.0.1",
          cspViolation: {
            // The query could carry a secret; the log keeps where, not what.
            documentUrl: "http://shop.test/admin",
            blockedUrl: "inline",
            directive: "script-src-elem",
            disposition: "enforce",
            sample: "window.pwned = 1",
            sourceFile: "http://shop.test/assets/app.js",
            lineNumber: 7,
          },
        },
      },
    ]);
  });

  it("reads report-uri's single report, with violated-directive when effective-directive is missing", () => {
    const body = cspReportBodySchema.parse({
      "csp-report": {
        "document-uri": "https://shop.test/product/3",
        "violated-directive": "frame-src",
        "blocked-uri": "https://evil.test/frame?x=1",
      },
    });
    expect(violationsOf(body)).toEqual([
      {
        documentUrl: "https://shop.test/product/3",
        blockedUrl: "https://evil.test/frame",
        directive: "frame-src",
        disposition: "enforce",
        sample: "",
        sourceFile: "",
        lineNumber: null,
      },
    ]);
  });

  it("cuts long texts short and keeps only the scheme of data: and other non-web URLs", () => {
    const body = cspReportBodySchema.parse({
      "csp-report": {
        "document-uri": "https://shop.test/",
        "blocked-uri": "data:text/html,<b>x</b>",
        "script-sample": "a".repeat(1000),
      },
    });
    const [violation] = violationsOf(body);
    expect(violation?.blockedUrl).toBe("data:");
    expect(violation?.sample).toHaveLength(301);
  });
});
