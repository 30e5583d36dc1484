import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROW_ID } from "../../contracts/ids";
import { createTestApp, type TestApp } from "../../testing/test-app";

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }>; $ref?: string }>;
  security?: Record<string, string[]>[];
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

const METHODS = ["get", "put", "post", "delete", "patch"];

describe("the OpenAPI document", () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, op]) => ({ path, method, op })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
  });
  afterAll(async () => {
    await t.close();
  });

  it("documents every id, in paths, queries and bodies, as a whole number from 1 to 2^31-1", () => {
    const ids: string[] = [];
    const bounded = { type: "integer", minimum: 1, maximum: MAX_ROW_ID };
    for (const { path, method, op } of operations()) {
      for (const parameter of op.parameters ?? [])
        if (/^id$|Id$/.test(parameter.name)) {
          ids.push(`${method} ${path} ${parameter.name}`);
          expect([`${method} ${path} ${parameter.name}`, parameter.schema]).toEqual([
            `${method} ${path} ${parameter.name}`,
            bounded,
          ]);
        }
      const body = op.requestBody?.content["application/json"]?.schema as { properties?: Record<string, Schema> };
      for (const [name, schema] of Object.entries(body?.properties ?? {}))
        if (/^id$|Id$/.test(name)) {
          ids.push(`${method} ${path} body.${name}`);
          expect([`${method} ${path} ${name}`, schema]).toEqual([`${method} ${path} ${name}`, bounded]);
        }
    }
    // Answers too: every id property in a 2xx body, however deep (lists, nested objects, nullable ids).
    const answerIds = (schema: unknown, at: string): void => {
      if (!schema || typeof schema !== "object") return;
      const { properties, items, anyOf } = schema as {
        properties?: Record<string, Schema>;
        items?: unknown;
        anyOf?: unknown[];
      };
      for (const [name, property] of Object.entries(properties ?? {})) {
        // Stripe's ids (pricingTableId) are text, not our rows.
        if (/^id$|Id$/.test(name) && !JSON.stringify(property).includes('"string"')) {
          const integer =
            "anyOf" in property ? (property.anyOf as Schema[]).find((s) => s.type === "integer") : property;
          ids.push(`${at}.${name}`);
          expect([`${at}.${name}`, integer]).toEqual([`${at}.${name}`, bounded]);
        } else answerIds(property, `${at}.${name}`);
      }
      answerIds(items, `${at}[]`);
      for (const option of anyOf ?? []) answerIds(option, at);
    };
    for (const { path, method, op } of operations())
      for (const [status, answer] of Object.entries(op.responses))
        if (status.startsWith("2"))
          answerIds(answer.content?.["application/json"]?.schema, `${method} ${path} ${status}`);
    // The sweep reached the four kinds.
    expect(ids).toEqual(expect.arrayContaining(["get /api/products 200[].id", "get /api/orders 200[].productId"]));
    expect(ids).toEqual(
      expect.arrayContaining([
        "get /api/products/{id} id",
        "get /api/wishlist/check productId",
        "post /api/wishlist body.productId",
      ]),
    );
  });

  it("names what each operation needs: nothing, the shopper's session cookie, or the admin's session", () => {
    const admin = [{ adminBearer: [] }, { adminCookie: [] }];
    for (const { path, method, op } of operations()) expect([method, path, op.security]).not.toContain(undefined);
    const securityOf = (method: string, path: string) => doc.paths[path]?.[method]?.security;
    expect(securityOf("get", "/api/health")).toEqual([]);
    expect(securityOf("get", "/api/products")).toEqual([]);
    expect(securityOf("get", "/api/user")).toEqual([{ sessionCookie: [] }]);
    expect(securityOf("post", "/api/orders")).toEqual([{ sessionCookie: [] }]);
    expect(securityOf("get", "/api/admin/orders")).toEqual(admin);
    expect(securityOf("get", "/api/products/{id}")).toEqual([{}, ...admin]);
  });

  it("holds each shopper operation to its declaration: without the session cookie it is refused", async () => {
    const shopperOps = operations().filter(({ op }) => op.security?.some((s) => "sessionCookie" in s));
    expect(shopperOps.length).toBeGreaterThanOrEqual(9);
    for (const { path, method, op } of shopperOps) {
      const res = await t.app.inject({
        method: method.toUpperCase() as "GET",
        url: path.replace(/\{[^}]+\}/g, "1"),
        query: Object.fromEntries(
          (op.parameters ?? []).filter((p) => p.in === "query" && p.required).map((p) => [p.name, "1"]),
        ),
        headers: { origin: "http://localhost:3000" },
      });
      // A required body is validated before the handler asks for the session: 400 then, never a 2xx.
      const refused = op.requestBody?.content["application/json"] ? [400, 401] : [401];
      expect([method, path, refused.includes(res.statusCode)]).toEqual([method, path, true]);
    }
    // And the public ones do not ask for it (a signed-out visitor reads the catalogue).
    const publicOps = operations().filter(({ method, op }) => method === "get" && op.security?.length === 0);
    for (const { path } of publicOps.filter(({ path }) => !path.includes("{") && !path.includes("/auth/"))) {
      const res = await t.app.inject({ method: "GET", url: path });
      expect([path, res.statusCode]).not.toEqual([path, 401]);
    }
  });

  it("documents the answers that are not JSON as what they are", () => {
    const csv = doc.paths["/api/admin/orders/export.csv"]?.get?.responses["200"];
    expect(Object.keys(csv?.content ?? {})).toEqual(["text/csv"]);
    // The shop's image copies: the picture in the type Accept chose, and the JSON error shape for an unknown
    // key (404) or a width not in the set (400), which the fuzzer and the contract hook hold them to.
    for (const path of ["/media/{key}", "/media/{key}/{width}"]) {
      const responses = doc.paths[path]?.get?.responses;
      expect([path, Object.keys(responses?.["200"]?.content ?? {})]).toEqual([
        path,
        ["image/avif", "image/webp", "image/jpeg"],
      ]);
      for (const status of ["400", "404"])
        expect([path, status, responses?.[status]?.content?.["application/json"]?.schema]).toEqual([
          path,
          status,
          { $ref: "#/components/schemas/ErrorBody" },
        ]);
    }
    const cspReport = doc.paths["/api/csp-report"]?.post?.responses["204"];
    expect(cspReport).toBeDefined();
    expect(cspReport?.content).toBeUndefined();
  });

  it("passes the OpenAPI linter (Redocly's recommended rules, offline) with no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // The control: the linter does find an error in a broken document.
    const broken = { ...doc, paths: { "/api/x": { get: { responses: {} } } } };
    const brokenProblems = await lintFromString({
      source: JSON.stringify(broken),
      absoluteRef: "broken.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    expect(brokenProblems.some((p) => p.severity === "error")).toBe(true);
  });

  it("writes the shared answers once, as components: the error shape, the 503, the cross-site 403, the body refusals", () => {
    expect(doc.components.schemas?.ErrorBody).toMatchObject({ required: ["message"] });
    const unavailable = { $ref: "#/components/responses/DatabaseUnavailable" };
    for (const { path, method, op } of operations())
      if (path !== "/api/openapi.json" && !path.startsWith("/media/"))
        expect([method, path, op.responses["503"]]).toEqual([method, path, unavailable]);
    // /media's own 503 (an image still being made, or the database) says when to ask again.
    expect(doc.paths["/media/{key}"]?.get?.responses["503"]).toMatchObject({
      headers: { "Retry-After": { schema: { type: "string" } } },
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    });
    expect(doc.paths["/api/wishlist"]?.get?.responses["401"]?.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/ErrorBody",
    });
    expect(doc.paths["/api/auth/dev-login"]?.post?.responses["403"]).toEqual({
      $ref: "#/components/responses/CrossSiteRefused",
    });
    // A body Fastify cannot read is refused before the route: declared on every method that has one.
    expect(doc.paths["/api/wishlist"]?.post?.responses["415"]).toEqual({
      $ref: "#/components/responses/UnsupportedBodyType",
    });
    expect(doc.paths["/api/wishlist"]?.get?.responses["415"]).toBeUndefined();
    // The report endpoint takes reports from any page, so it has no such 403.
    expect(doc.paths["/api/csp-report"]?.post?.responses["403"]).toBeUndefined();
  });

  it("carries the zod contracts' rules: lengths, patterns, enums and the webhook's required header", () => {
    const parameter = (method: string, path: string, name: string) =>
      doc.paths[path]?.[method]?.parameters?.find((p) => p.name === name);
    const bodyProperty = (method: string, path: string, name: string) =>
      (
        doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema as {
          properties: Record<string, Schema>;
        }
      ).properties[name];
    expect(parameter("post", "/api/stripe/webhook", "stripe-signature")).toMatchObject({
      in: "header",
      required: true,
      schema: { type: "string", minLength: 1 },
    });
    expect(parameter("get", "/api/admin/dashboard", "from")?.schema).toMatchObject({
      pattern: "^\\d{4}-\\d{2}-\\d{2}$",
    });
    expect(parameter("get", "/api/admin/order-groups", "from")?.schema).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" })]),
    });
    expect(bodyProperty("put", "/api/admin/settings/store", "timeZone")).toMatchObject({
      maxLength: 64,
      pattern: expect.any(String),
    });
    expect(bodyProperty("put", "/api/admin/settings/store", "storeEmail")).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ pattern: expect.stringContaining("@") })]),
    });
    expect(bodyProperty("put", "/api/admin/settings/store", "storePhone")).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ pattern: expect.stringContaining("\\d") })]),
    });
    expect(bodyProperty("put", "/api/admin/shop-from-india", "whatsappNumber")).toMatchObject({
      pattern: expect.any(String),
    });
    expect(bodyProperty("post", "/api/admin/2fa/verify", "token")).toMatchObject({ pattern: "^\\d{6}$" });
    expect(bodyProperty("post", "/api/products", "name")).toMatchObject({
      pattern: "\\S",
      maxLength: expect.any(Number),
    });
    expect(bodyProperty("post", "/api/orders", "shippingCountry")).toMatchObject({ pattern: "^[A-Z]{2}$" });
    expect(parameter("post", "/api/orders", "x-confirm-repeat")?.schema).toEqual({ type: "string", enum: ["1"] });
    expect(doc.paths["/api/orders"]?.post?.responses["409"]?.content?.["application/json"]?.schema).toMatchObject({
      properties: { orderId: { type: "integer" }, orderedAt: { format: "date-time" } },
    });
  });
});
