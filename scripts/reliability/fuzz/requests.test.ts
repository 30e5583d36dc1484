import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { normalizeImportUrl } from "../../../src/domain/import-url";
import { type OpenApiDocument, operationsOf } from "./operations";
import { seededRandom } from "./random";
import { BOUNDARY_VALUES, keepUrlsOnLoopback, loopbackUrl, type Pools, requestGenerator, SAFE_URLS } from "./requests";

/** Hosts the shop's SSRF guard refuses on sight (loopback, metadata), so nothing is resolved or dialled. */
const REFUSED_ON_SIGHT = new Set(["127.0.0.1", "[::1]", "169.254.169.254"]);

/** Where a url value would send the shop's page fetch: null when it is not a fetchable http(s) address. */
function fetchTarget(value: string): string | null {
  const result = normalizeImportUrl(value);
  if (!result.ok) return null;
  const url = new URL(result.url);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.hostname;
}

describe("url values the fuzzer sends", () => {
  const candidates = [
    ...SAFE_URLS,
    ...BOUNDARY_VALUES.map((b) => b.value).filter((v): v is string => typeof v === "string"),
    "example.com",
    "https://example.com/product",
    "2147483648",
    "-1",
    "{}",
    "http://10.0.0.1/",
    "https://www.flipkart.com/shirt/p/itm0123456789abc",
  ];

  it("only ever name a host the guard refuses on sight, never one to look up or dial", () => {
    for (const candidate of candidates) {
      const sent = loopbackUrl("/api/admin/page-framing", candidate) as string;
      const host = fetchTarget(sent);
      expect(host === null || REFUSED_ON_SIGHT.has(host), `${JSON.stringify(candidate)} -> ${sent}`).toBe(true);
    }
  });

  it("keeps Flipkart only for the import routes, which answer it without fetching", () => {
    const flipkart = "https://www.flipkart.com/shirt/p/itm0123456789abc";
    expect(loopbackUrl("/api/extract-images", flipkart)).toBe(flipkart);
    expect(loopbackUrl("/api/admin/page-framing", flipkart)).not.toBe(flipkart);
  });

  it("rewrites every url in a body and a query, whatever a mutation put there", () => {
    const parts = {
      query: [["url", "example.com"] as [string, string], ["q", "x"] as [string, string]],
      body: { url: "-1", other: "example.com" },
    };
    keepUrlsOnLoopback("/api/extract-product-data", parts);
    expect(parts.query).toEqual([
      ["url", "http://127.0.0.1/example.com"],
      ["q", "x"],
    ]);
    expect(parts.body).toEqual({ url: "http://127.0.0.1/-1", other: "example.com" });
  });
});

describe("requestGenerator", () => {
  const error = {
    content: { "application/json": { schema: { type: "object", properties: { message: { type: "string" } } } } },
  };
  const document: OpenApiDocument = {
    openapi: "3.0.3",
    paths: {
      "/api/wishlist": {
        post: {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { productId: { type: "integer", minimum: 1, maximum: 2147483647 } },
                  required: ["productId"],
                  additionalProperties: false,
                },
              },
            },
          },
          responses: { 200: error, 400: error },
        },
      },
      "/api/orders/{id}/cancel": {
        put: {
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
          responses: { 200: error },
        },
      },
      "/api/admin/page-framing": {
        get: {
          parameters: [{ name: "url", in: "query", required: true, schema: { type: "string" } }],
          responses: { 200: error },
          security: [{ adminBearer: [] }],
        },
      },
    },
  };
  const pools: Pools = {
    productIds: [1, 2],
    liveProductIds: [1],
    ownWishlistIds: [3],
    ownWishlistProductIds: [1],
    otherWishlistIds: [4],
    ownOrderIds: [5],
    otherOrderIds: [6],
    userIds: [7, 8],
    alternateDescriptionIds: [],
    shippingRateIds: [9],
    orderable: [{ id: 1, price: "49.00", discount: "0.00", sizes: ["M"] }],
    shopperCountry: "SG",
    shippingRate: "8.99",
    admin: { email: "admin@example.com", password: "secret", code: () => "123456" },
  };
  const run = (seed: number, count: number) => {
    const generator = requestGenerator({
      operations: operationsOf(document),
      random: seededRandom(seed),
      base: "http://127.0.0.1:1",
      hostHeader: "127.0.0.1:1",
      credentials: () => ({ shopperCookie: "sid=s", adminToken: "t", adminCookie: "admin_sid=t" }),
      pools: () => pools,
      now: () => new Date("2026-06-01T08:00:00Z"),
    });
    return Array.from({ length: count }, (_, i) => {
      const r = generator.next(i + 1);
      // A digest of the bytes that go out: comparing megabyte bodies item by item would take minutes.
      const digest = createHash("sha256")
        .update(JSON.stringify([r.method, r.url, r.headers]))
        .update(r.body ?? "")
        .update(r.raw ?? "")
        .digest("hex");
      return { kind: r.kind, role: r.role, method: r.method, url: r.url, note: r.note, digest };
    });
  };

  it("makes the same requests from the same seed, and others from another", () => {
    const first = run(42, 400);
    expect(run(42, 400)).toEqual(first);
    expect(run(43, 400)).not.toEqual(first);
  });

  it("makes every kind of request the issue lists, and never a url off this machine", () => {
    const requests = run(7, 1500);
    expect(new Set(requests.map((r) => r.kind)).size).toBe(12);
    for (const r of requests.filter((r) => r.url.startsWith("/api/admin/page-framing?"))) {
      const url = new URLSearchParams(r.url.split("?")[1]).get("url");
      if (url === null) continue;
      const host = fetchTarget(url);
      expect(host === null || REFUSED_ON_SIGHT.has(host), url).toBe(true);
    }
  });
});
