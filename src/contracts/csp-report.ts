import { z } from "zod";

/**
 * POST /api/csp-report: what browsers send when our Content-Security-Policy blocks something. Our CSP names
 * it in `report-uri`, whose reports are `application/csp-report` (one report, kebab-case fields; every
 * browser). The Reporting API's `application/reports+json` (a batch, what `report-to` sends) is taken too,
 * so a later report-to needs no server change (plugins/security.ts says why there is none today).
 *
 * Unlike our own API's bodies these objects are not strict: browsers add fields over time, and a report
 * refused for an unknown field would be a violation nobody hears about. Every field we read is bounded.
 */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The route's body limit: a batch of a few reports with their policies is a few KB. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 64 * 1024;
/** At most this many reports in one Reporting API batch. */
export const MAX_CSP_REPORTS_PER_BATCH = 100;

const text = z.string().max(8192);
const lineNumber = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31);

/** `report-uri`'s report (CSP Level 2). */
export const legacyCspReportSchema = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "blocked-uri": text.optional(),
    "effective-directive": text.optional(),
    "violated-directive": text.optional(),
    "original-policy": text.optional(),
    disposition: text.optional(),
    "script-sample": text.optional(),
    "source-file": text.optional(),
    "line-number": lineNumber.optional(),
    "status-code": z.number().int().optional(),
    referrer: text.optional(),
  }),
});

/** One Reporting API report; only `csp-violation` ones are read, other types are ignored. */
export const reportingApiReportSchema = z.object({
  type: text,
  url: text,
  age: z.number().optional(),
  user_agent: text.optional(),
  body: z
    .object({
      documentURL: text.optional(),
      blockedURL: text.optional(),
      effectiveDirective: text.optional(),
      originalPolicy: text.optional(),
      disposition: text.optional(),
      sample: text.optional(),
      sourceFile: text.optional(),
      lineNumber: lineNumber.optional(),
      statusCode: z.number().int().optional(),
      referrer: text.nullable().optional(),
    })
    .optional(),
});

export const cspReportBodySchema = z.union([
  legacyCspReportSchema,
  z.array(reportingApiReportSchema).min(1).max(MAX_CSP_REPORTS_PER_BATCH),
]);
export type CspReportBody = z.infer<typeof cspReportBodySchema>;
