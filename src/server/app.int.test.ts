import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct } from "../testing/factories";
import { adminSignIn, devSignIn } from "../testing/sign-in";
import { createTestApp, type TestApp } from "../testing/test-app";
import { DATABASE_UNAVAILABLE } from "./errors";

describe("app skeleton", () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(tmpdir(), "shop-client-"));
    writeFileSync(
      path.join(clientDir, "index.html"),
      "<!doctype html><html><head><title>shop</title></head><body><div id=root></div></body></html>",
    );
    mkdirSync(path.join(clientDir, ".vite"));
    writeFileSync(
      path.join(clientDir, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js" },
        "src/client/shop/product/product-page.tsx": {
          file: "assets/product-page-2.js",
          imports: ["index.html", "_dialog-3.js"],
        },
        "_dialog-3.js": { file: "assets/dialog-3.js", css: ["assets/dialog-3.css"] },
      }),
    );
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
    expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE, code: "UNAVAILABLE" });
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

  it("answers a known API path asked with another method 405, with the methods it answers in Allow", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/health?x=1" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.json()).toEqual({
      message: "DELETE is not allowed on /api/health: it answers GET, HEAD",
      code: "METHOD_NOT_ALLOWED",
    });
    // A parameter matches its segment: /api/products/{id} answers GET, PUT and DELETE.
    const product = await t.app.inject({ method: "PATCH", url: "/api/products/12" });
    expect([product.statusCode, product.headers.allow]).toEqual([405, "DELETE, GET, HEAD, PUT"]);
    // The static files' catch-all allows nothing on an API path that does not exist.
    expect((await t.app.inject({ method: "POST", url: "/api/nope" })).statusCode).toBe(404);
  });

  it("answers a file-like path that is not one of ours 404 (the app's page as its body), its own files 200", async () => {
    for (const url of ["/backup.sql", "/admin.bak", "/x.php", "/wp/login.php?x=1", "/product/12.json"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<div id=root>");
    }
    for (const url of ["/favicon.svg", "/assets/app-abc123.js"])
      expect([url, (await t.app.inject({ method: "GET", url })).statusCode]).toEqual([url, 200]);
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

  it("treats an empty JSON body as no body: body-less calls work, routes that need a body still refuse", async () => {
    const json = { "content-type": "application/json", origin: "http://localhost:3000" };
    const { cookie: adminCookie } = await adminSignIn(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { ...json, cookie: adminCookie },
      payload: "",
    });
    expect(out.statusCode).toBe(200);
    const shopper = await devSignIn(t.app, "empty-body@example.com");
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...json, cookie: shopper },
      payload: "",
    });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("Invalid body") });
  });

  it("serves the client app for page routes, with a fallback for client-side routes", async () => {
    for (const url of ["/", "/product/12", "/orders", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("preloads a product page's code and first image with its HTML", async () => {
    const product = await insertProduct(t.database.db, {
      images: ["/demo/products/a-1.svg", "/demo/products/a-2.svg"],
    });
    const res = await t.app.inject({ method: "GET", url: `/product/${product.id}?from=wishlist` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-2.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/dialog-3.js">');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/dialog-3.css">');
    expect(res.body).toContain('<link rel="preload" as="image" href="/demo/products/a-1.svg" fetchpriority="high">');
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" href="/api/products/${product.id}" crossorigin="use-credentials">`,
    );
    expect(res.body).not.toContain("a-2.svg");
  });

  it("never writes an admin-supplied image URL into the page unescaped, and skips other schemes", async () => {
    const hostile = await insertProduct(t.database.db, {
      images: ['https://img.example/x.svg"><script>alert(1)</script>'],
    });
    const html = (await t.app.inject({ method: "GET", url: `/product/${hostile.id}` })).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("https://img.example/x.svg&quot;&gt;&lt;script&gt;");
    const sneaky = await insertProduct(t.database.db, { images: ["javascript:alert(1)"] });
    expect((await t.app.inject({ method: "GET", url: `/product/${sneaky.id}` })).body).not.toContain("javascript:");
    const missing = await t.app.inject({ method: "GET", url: "/product/999999" });
    expect(missing.body).not.toContain('as="fetch"');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).not.toContain('as="image"');
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
