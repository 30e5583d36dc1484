import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("app skeleton", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "shop-client-"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>shop</title><div id=root></div>");
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), "console.log('hi')");
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    t = await createTestApp({ clientDir });
    t.app.get("/api/test/boom", async () => {
      throw new Error("secret internal detail");
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the health check after querying the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("reports an unreachable database as 503 in the error shape", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: "Database unavailable", code: "UNAVAILABLE" });
    await broken.app.close();
  });

  it("hides the details of unexpected errors", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret");
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again.", code: "INTERNAL" });
  });

  it("answers unknown API paths with a JSON 404, never the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found: GET /api/nope", code: "NOT_FOUND" });
  });

  it("rejects malformed JSON with a 400 in the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.stringContaining("JSON") });
  });

  it("serves the client app for page routes, with a fallback for client-side routes", async () => {
    for (const url of ["/", "/product/12", "/orders", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain('<div id=root>');
    }
  });

  it("caches hashed assets for a year and other files briefly", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends security headers with a CSP that allows only self and Stripe's hosts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/api/openapi.json"]).toBeDefined();
  });
});
