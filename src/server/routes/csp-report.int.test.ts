import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSP_REPORT_BODY_LIMIT_BYTES } from "../../contracts/csp-report";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";

/** What Chromium sends for `report-to` (the Reporting API), trimmed to the fields it always has. */
const REPORTING_API_BATCH = [
  {
    type: "csp-violation",
    age: 12,
    url: "http://localhost:3000/admin/products?q=secret",
    user_agent: "Mozilla/5.0",
    body: {
      documentURL: "http://localhost:3000/admin/products?q=secret",
      blockedURL: "inline",
      effectiveDirective: "script-src-elem",
      originalPolicy: "default-src 'self'",
      disposition: "enforce",
      sample: "window.injected = true",
      statusCode: 200,
      lineNumber: 1,
      referrer: "",
      // A field this server does not know yet: browsers add them, and the report must still count.
      newFieldFromTomorrowsBrowser: true,
    },
  },
  { type: "deprecation", age: 1, url: "http://localhost:3000/", user_agent: "x", body: { id: "y" } },
];

/** What `report-uri` sends (Firefox, Safari). */
const LEGACY_REPORT = {
  "csp-report": {
    "document-uri": "http://localhost:3000/",
    referrer: "",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'",
    disposition: "enforce",
    "blocked-uri": "inline",
    "line-number": 3,
    "status-code": 200,
    "script-sample": "alert(1)",
  },
};

describe("POST /api/csp-report", () => {
  const clock = manualClock("2026-03-03T09:00:00.000Z");
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  // Each test its own address, so the per-address limit of one does not spill into another.
  const post = (payload: string, contentType: string, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/csp-report",
      remoteAddress: ip,
      headers: { "content-type": contentType, ...headers },
      payload,
    });

  it("takes both report formats and answers 204 with no body", async () => {
    for (const [body, type] of [
      [REPORTING_API_BATCH, "application/reports+json"],
      [LEGACY_REPORT, "application/csp-report"],
      [LEGACY_REPORT, "application/json"],
    ] as const) {
      const res = await post(JSON.stringify(body), type, "10.0.0.1");
      expect([type, res.statusCode, res.body]).toEqual([type, 204, ""]);
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    }
  });

  it("takes reports from pages whose Origin it does not know, which other writes are refused for", async () => {
    const other = { origin: "https://attacker.example", "sec-fetch-site": "cross-site" };
    expect((await post(JSON.stringify(LEGACY_REPORT), "application/csp-report", "10.0.0.2", other)).statusCode).toBe(
      204,
    );
    const write = await t.app.inject({ method: "POST", url: "/api/auth/dev-login", headers: other, payload: {} });
    expect(write.statusCode).toBe(403);
  });

  it("answers 400 to malformed and misshapen reports, 413 past the size cap and 415 to types it cannot read", async () => {
    const cases: [string, string, number][] = [
      ["{not json", "application/csp-report", 400],
      ["", "application/csp-report", 400],
      ["[]", "application/reports+json", 400],
      ['{"csp-report": {}}', "application/csp-report", 400],
      ['{"csp-report": {"document-uri": 5}}', "application/csp-report", 400],
      ['[{"type": "csp-violation"}]', "application/reports+json", 400],
      ["null", "application/json", 400],
      [JSON.stringify(Array.from({ length: 101 }, () => REPORTING_API_BATCH[0])), "application/reports+json", 400],
      [
        JSON.stringify({ "csp-report": { "document-uri": "x".repeat(CSP_REPORT_BODY_LIMIT_BYTES) } }),
        "application/csp-report",
        413,
      ],
      ["inline", "text/plain", 400],
      ["<report/>", "application/xml", 415],
    ];
    for (const [payload, type, status] of cases) {
      const res = await post(payload, type, "10.0.0.3");
      expect([payload.slice(0, 40), res.statusCode]).toEqual([payload.slice(0, 40), status]);
      expect(res.json()).toHaveProperty("message");
    }
  });

  it("takes at most 60 reports a minute from one address", async () => {
    const send = () => post(JSON.stringify(LEGACY_REPORT), "application/csp-report", "10.0.0.4");
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(204);
    expect((await send()).statusCode).toBe(429);
    expect((await post(JSON.stringify(LEGACY_REPORT), "application/csp-report", "10.0.0.5")).statusCode).toBe(204);
    clock.advance(60_000);
    expect((await send()).statusCode).toBe(204);
  });
});

describe("the Content-Security-Policy of shop and back-office pages", () => {
  let strict: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    strict = await createTestApp({ importAllowPrivate: false });
    open = await createTestApp({ importAllowPrivate: true });
  });
  afterAll(async () => {
    await strict.close();
    await open.close();
  });

  const headersOf = async (t: TestApp, url: string) => (await t.app.inject({ method: "GET", url })).headers;
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it("names the report endpoint in report-uri on every answer, and no report-to (Chromium would then ignore report-uri)", async () => {
    for (const url of ["/", "/product/1", "/admin/products", "/api/products"]) {
      const headers = await headersOf(strict, url);
      expect(directive(headers["content-security-policy"], "report-uri")).toBe("report-uri /api/csp-report");
      expect(directive(headers["content-security-policy"], "report-to")).toBeUndefined();
      expect(directive(headers["content-security-policy"], "script-src")).toBe(
        "script-src 'self' https://js.stripe.com 'report-sample'",
      );
    }
  });

  it("lets back-office pages frame https pages (and loopback only with IMPORT_ALLOW_PRIVATE); the shop only Stripe", async () => {
    const stripeOnly = "frame-src https://js.stripe.com https://hooks.stripe.com";
    for (const url of ["/", "/product/3", "/administrator", "/api/admin/user", "/auth?next=/admin"]) {
      expect([url, directive((await headersOf(strict, url))["content-security-policy"], "frame-src")]).toEqual([
        url,
        stripeOnly,
      ]);
    }
    for (const url of ["/admin", "/admin/", "/admin/products/add", "/admin?tab=x"]) {
      const strictHeaders = await headersOf(strict, url);
      expect([url, directive(strictHeaders["content-security-policy"], "frame-src")]).toEqual([
        url,
        "frame-src https:",
      ]);
      expect(directive((await headersOf(open, url))["content-security-policy"], "frame-src")).toBe(
        "frame-src https: http://localhost:* http://127.0.0.1:*",
      );
      // Framing the back office itself stays forbidden.
      expect(directive(strictHeaders["content-security-policy"], "frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(strictHeaders["x-frame-options"]).toBe("DENY");
    }
  });
});
