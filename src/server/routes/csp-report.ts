import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CSP_REPORT_BODY_LIMIT_BYTES, CSP_REPORT_PATH, cspReportBodySchema } from "../../contracts/csp-report";
import { errorBodySchema } from "../../contracts/error";
import { createAttemptLimiter } from "../attempt-limiter";
import { recordCspViolations } from "../services/security/csp-reports";

/** Reports per address per minute: a page blocked in a loop cannot fill the log. */
const REPORTS_PER_MINUTE = 60;

/**
 * Where browsers send the CSP's violation reports (plugins/security.ts names it in report-uri). Open to anyone, like every report endpoint: it reads no cookie and changes nothing but the
 * log, so the cross-site write check does not apply to it (security.ts exempts it).
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = createAttemptLimiter({ max: REPORTS_PER_MINUTE, windowMs: 60_000, clock: app.clock });
  // The browsers' report types are JSON under their own names; this plugin's parsers apply to this route only.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser(["application/csp-report", "application/reports+json"], { parseAs: "string" }, parseJson);

  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES,
      onRequest: async (request) => limit(request.ip),
      schema: {
        summary: "Content-Security-Policy violation reports (report-uri and the Reporting API); logged at warn",
        body: cspReportBodySchema,
        response: {
          // zod's output side of undefined is JSON Schema's null type, which the document writes as no content.
          204: z.undefined().describe("Received"),
          400: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      recordCspViolations(request.body, request.log, request.ip);
      // A frame-ancestors report is sent from the page that tried to frame us, another origin: the empty
      // answer may go back to it (the shop-wide same-origin policy would only add a console error there).
      return reply.header("cross-origin-resource-policy", "cross-origin").code(204).send();
    },
  );
};
