import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractImagesResultSchema } from "../../../contracts/imports";
import { FLIPKART_NOTE, FLIPKART_SAMPLE_PATTERNS } from "../../../domain/import-url";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { type Clock, manualClock } from "../../clock";
import { products } from "../../db/schema";
import { ONLY_STANDARD_PORTS_MESSAGE } from "../../services/imports/page-fetch";
import {
  AMAZON_STYLE_PAGE,
  IMG_TAGS_PAGE,
  JSON_LD_PAGE,
  lateCharsetPage,
  MICRODATA_PAGE,
  OPEN_GRAPH_PAGE,
  SIZE_RADIOS_PAGE,
} from "../../services/imports/fixtures/product-pages";

// Every connection these tests make goes to 127.0.0.1. Addresses outside loopback are tested on the
// classifier and a resolver stub (src/server/net, src/server/services/page-fetch.test.ts), never here.

const NOW = "2026-03-03T09:00:00.000Z";

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

async function closeFixture(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** The same shop twice, with the private-address flag off (as in production) and on, and an admin on each. */
async function strictAndOpenShops(clock?: Clock) {
  const strict = await createTestApp({ importAllowPrivate: false }, clock);
  const open = await createTestApp({ importAllowPrivate: true }, clock);
  return {
    strict,
    open,
    strictHeaders: { authorization: `Bearer ${(await adminSignIn(strict.app)).token}` },
    openHeaders: { authorization: `Bearer ${(await adminSignIn(open.app)).token}` },
  };
}

describe("POST /api/extract-product-data and /api/extract-images", () => {
  const clock = manualClock(NOW);
  let strict: TestApp;
  let open: TestApp;
  let strictHeaders: Record<string, string>;
  let openHeaders: Record<string, string>;
  let fixture: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    ({ strict, open, strictHeaders, openHeaders } = await strictAndOpenShops(clock));
    const pages: Record<string, string> = {
      "/json-ld": JSON_LD_PAGE,
      "/open-graph": OPEN_GRAPH_PAGE,
      "/img-tags": IMG_TAGS_PAGE,
      "/microdata": MICRODATA_PAGE,
      "/amazon-style": AMAZON_STYLE_PAGE,
      "/size-radios": SIZE_RADIOS_PAGE,
    };
    fixture = createServer((req, res) => {
      if (req.url === "/to-json-ld") return res.writeHead(302, { location: "/json-ld" }).end();
      // A server that names no character set: the page's own <meta charset>, 1.5 KB in, decides.
      if (req.url === "/late-charset")
        return res.writeHead(200, { "content-type": "text/html" }).end(lateCharsetPage("windows-1252"));
      const page = pages[req.url ?? ""];
      if (!page) return res.writeHead(404).end("missing");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    });
    fixture.on("connection", () => (connections += 1));
    port = await listen(fixture);
  });
  afterAll(async () => {
    await closeFixture(fixture);
    await strict.close();
    await open.close();
  });

  const extract = (app: TestApp, path: string, url: unknown, headers: Record<string, string>) =>
    app.app.inject({ method: "POST", url: path, headers, payload: { url } });

  it("refuses a request without the admin session, before fetching anything", async () => {
    const before = connections;
    for (const path of ["/api/extract-product-data", "/api/extract-images"]) {
      const res = await extract(open, path, `http://127.0.0.1:${port}/json-ld`, {});
      expect(res.statusCode).toBe(401);
    }
    expect(connections).toBe(before);
  });

  it("answers URL required and Invalid URL format", async () => {
    for (const [url, message] of [
      ["", "URL required"],
      ["   ", "URL required"],
      ["http://", "Invalid URL format"],
      ["javascript:alert(1)", "Invalid URL format"],
      ["https://exa mple.com/", "Invalid URL format"],
    ]) {
      const res = await extract(strict, "/api/extract-product-data", url, strictHeaders);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 400, message]);
    }
    expect((await extract(strict, "/api/extract-images", 42, strictHeaders)).statusCode).toBe(400);
  });

  it("with IMPORT_ALLOW_PRIVATE off refuses every loopback form with a 400 and connects to nothing", async () => {
    const before = connections;
    const forms = [
      `http://127.0.0.1:${port}/json-ld`,
      `127.0.0.1:${port}/json-ld`,
      `http://2130706433:${port}/json-ld`,
      `http://0x7f.1:${port}/json-ld`,
      `http://017700000001:${port}/json-ld`,
      `http://[::ffff:127.0.0.1]:${port}/json-ld`,
      `http://[::1]:${port}/json-ld`,
      "http://127.0.0.1/",
      "https://[::1]/",
      "http://0x7f.1/",
      "http://2130706433/",
      "http://017700000001/",
      "ftp://127.0.0.1/",
      "file:///etc/passwd",
    ];
    for (const path of ["/api/extract-product-data", "/api/extract-images"])
      for (const url of forms) {
        const res = await extract(strict, path, url, strictHeaders);
        expect([path, url, res.statusCode, res.json().code]).toEqual([path, url, 400, "BAD_REQUEST"]);
      }
    expect(connections).toBe(before);
    const res = await extract(strict, "/api/extract-product-data", "http://2130706433/", strictHeaders);
    expect(res.json().message).toBe(
      "This address leads to this server itself (loopback) (127.0.0.1); only public websites can be imported",
    );
  });

  it("answers a Flipkart address with the note and sample patterns without fetching it", async () => {
    // A port the guard would refuse before any lookup: were the Flipkart answer skipped, nothing leaves.
    const url = "https://www.flipkart.com:8443/anarkali-kurta/p/itm0123456789?pid=KTAGZ7Y8XHRPQ";
    const images = await extract(strict, "/api/extract-images", url, strictHeaders);
    expect(images.statusCode, images.body).toBe(200);
    expect(extractImagesResultSchema.parse(images.json())).toEqual({
      images: [],
      title: "",
      description: "",
      price: "",
      note: FLIPKART_NOTE,
      samplePatterns: [...FLIPKART_SAMPLE_PATTERNS],
      productId: "KTAGZ7Y8XHRPQ",
    });
    const data = await extract(strict, "/api/extract-product-data", url.replace("https://", ""), strictHeaders);
    expect(data.json()).toMatchObject({ success: false, note: FLIPKART_NOTE, images: [] });
  });

  it("with IMPORT_ALLOW_PRIVATE on extracts local pages with JSON-LD only, Open Graph only and <img> tags only", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const jsonLd = await extract(open, "/api/extract-product-data", `${origin}/to-json-ld`, openHeaders);
    expect(jsonLd.statusCode, jsonLd.body).toBe(200);
    expect(jsonLd.json()).toEqual({
      success: true,
      duplicate: null,
      title: "Chanderi Silk Kurta & Dupatta",
      description: "Handwoven chanderi with gota trim.",
      price: "1299.00",
      currency: "INR",
      sizes: ["S", "M", "L"],
      images: [
        `${origin}/media/kurta-front.jpg`,
        "https://cdn.shop.test/media/kurta-back.jpg",
        "https://i.imgur.com/AbC123x.jpg",
      ],
      note: null,
      samplePatterns: [],
    });

    const og = await extract(open, "/api/extract-product-data", `${origin}/open-graph`, openHeaders);
    expect(og.json()).toMatchObject({
      success: true,
      title: "Banarasi Saree — Crimson",
      price: "89.50",
      images: ["http://img.shop.test/saree-1.jpg", "https://img.shop.test/saree-2.jpg"],
    });

    const tags = await extract(open, "/api/extract-images", `${origin}/img-tags`, openHeaders);
    expect(tags.json()).toEqual({
      images: [
        "https://static.shop.test/p/kurta-1200.jpg",
        "https://static.shop.test/p/kurta-side.webp",
        "https://static.shop.test/p/kurta-back@2x.avif",
        "https://static.shop.test/p/kurta-back.jpg",
        "https://static.shop.test/p/kurta-400.jpg?v=2",
      ],
      title: "Linen Kurta | Shop",
      description: "",
      price: "",
      note: null,
      samplePatterns: [],
      productId: null,
    });

    const micro = await extract(open, "/api/extract-images", `${origin}/microdata`, openHeaders);
    expect(micro.json()).toMatchObject({ productId: "KDS-9", images: [`${origin}/kids/lehenga.jpg`] });
  });

  it("names the shop's product with the page's title and price (docs/decisions/028)", async () => {
    const [saved] = await open.database.db
      .insert(products)
      .values({
        name: " chanderi silk KURTA & dupatta",
        price: "1299.00",
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await open.database.db
      .insert(products)
      .values({ name: "Chanderi Silk Kurta & Dupatta", price: "1299.01", expiresAt: new Date() });
    try {
      const page = await extract(open, "/api/extract-product-data", `http://127.0.0.1:${port}/to-json-ld`, openHeaders);
      expect(page.json()).toMatchObject({ success: true, duplicate: { id: saved.id, name: saved.name } });
    } finally {
      await open.database.db.delete(products);
    }
  });

  it("reads a page the way real shops write them: heading, price block, hi-res photo, size radios, late charset", async () => {
    const origin = `http://127.0.0.1:${port}`;
    const amazon = await extract(open, "/api/extract-product-data", `${origin}/amazon-style`, openHeaders);
    expect(amazon.json()).toMatchObject({
      success: true,
      title: "Gorilla Duct Tape, Black",
      price: "12.48",
      images: [
        "https://m.media.test/images/I/91WVWYPWe5L._AC_SL1500_.jpg",
        "https://m.media.test/images/I/51Mb._AC_SS390_.jpg",
      ],
    });
    const sizes = await extract(open, "/api/extract-product-data", `${origin}/size-radios`, openHeaders);
    expect(sizes.json()).toMatchObject({ title: "Bomber Jacket", sizes: ["XS", "S", "M"] });
    const late = await extract(open, "/api/extract-product-data", `${origin}/late-charset`, openHeaders);
    expect(late.json()).toMatchObject({ title: "Café Paños" });
  });

  it("answers a page that cannot be had with a 422 that says why, never a 5xx", async () => {
    const missing = await extract(open, "/api/extract-images", `http://127.0.0.1:${port}/nope`, openHeaders);
    expect([missing.statusCode, missing.json()]).toEqual([
      422,
      { message: "The site answered HTTP 404", code: "UNFETCHABLE" },
    ]);
    // No scheme: https:// is added, and this plain-HTTP fixture cannot speak TLS.
    const tls = await extract(open, "/api/extract-product-data", `127.0.0.1:${port}/json-ld`, openHeaders);
    expect([tls.statusCode, tls.json().code]).toEqual([422, "UNFETCHABLE"]);
    expect(tls.json().message).toMatch(/^Could not make a secure \(https\) connection to the site/);
  });

  it("answers a site whose name does not resolve with a 422, through the app's resolver", async () => {
    const named = await createTestApp({ importAllowPrivate: true }, clock, {
      resolveHost: async (hostname) => {
        if (hostname === "fixture.test") return [{ address: "127.0.0.1", family: 4 }];
        throw Object.assign(new Error(`no such name ${hostname}`), { code: "ENOTFOUND" });
      },
    });
    try {
      const headers = { authorization: `Bearer ${(await adminSignIn(named.app)).token}` };
      for (const path of ["/api/extract-product-data", "/api/extract-images"]) {
        const res = await extract(named, path, `http://nowhere.test:${port}/json-ld`, headers);
        expect([path, res.statusCode, res.json()]).toEqual([
          path,
          422,
          { message: "Could not find the site nowhere.test", code: "UNFETCHABLE" },
        ]);
      }
      const found = await extract(named, "/api/extract-product-data", `http://fixture.test:${port}/json-ld`, headers);
      expect([found.statusCode, found.json().title]).toEqual([200, "Chanderi Silk Kurta & Dupatta"]);
    } finally {
      await named.close();
    }
  });
});

describe("GET /api/admin/page-framing", () => {
  let strict: TestApp;
  let open: TestApp;
  let strictHeaders: Record<string, string>;
  let openHeaders: Record<string, string>;
  let fixture: Server;
  let port: number;
  let requests: string[] = [];
  // testConfig's PUBLIC_URL: the origin the back office's pages are served from.
  const SHOP_ORIGIN = "http://localhost:3000";

  beforeAll(async () => {
    ({ strict, open, strictHeaders, openHeaders } = await strictAndOpenShops());
    const html = { "content-type": "text/html; charset=utf-8" };
    const pages: Record<string, Record<string, string | string[]>> = {
      "/plain": html,
      "/deny": { ...html, "x-frame-options": "DENY" },
      "/sameorigin": { ...html, "x-frame-options": "SAMEORIGIN" },
      "/ancestors-none": { ...html, "content-security-policy": "default-src 'self'; frame-ancestors 'none'" },
      "/ancestors-shop": {
        ...html,
        "content-security-policy": `frame-ancestors ${SHOP_ORIGIN}`,
        "x-frame-options": "DENY",
      },
      "/report-only": { ...html, "content-security-policy-report-only": "frame-ancestors 'none'" },
    };
    fixture = createServer((req, res) => {
      requests.push(req.url ?? "");
      if (req.url === "/to-deny") return res.writeHead(302, { location: "/deny" }).end();
      const headers = pages[req.url ?? ""];
      if (!headers) return res.writeHead(404).end("missing");
      res.writeHead(200, headers).end("<!doctype html><title>page</title>");
    });
    port = await listen(fixture);
  });
  afterAll(async () => {
    await closeFixture(fixture);
    await strict.close();
    await open.close();
  });

  const check = (app: TestApp, url: string, headers: Record<string, string>) =>
    app.app.inject({ method: "GET", url: "/api/admin/page-framing", query: { url }, headers });

  it("needs the admin session and refuses guarded addresses, fetching nothing either way", async () => {
    requests = [];
    expect((await check(open, `http://127.0.0.1:${port}/plain`, {})).statusCode).toBe(401);
    const refused = await check(strict, `http://127.0.0.1:${port}/plain`, strictHeaders);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ONLY_STANDARD_PORTS_MESSAGE);
    expect(requests).toEqual([]);
    const empty = await check(strict, "", strictHeaders);
    expect([empty.statusCode, empty.json().message]).toEqual([400, "URL required"]);
    const missing = await strict.app.inject({ method: "GET", url: "/api/admin/page-framing", headers: strictHeaders });
    expect(missing.statusCode).toBe(400);
  });

  it("reads the final page's X-Frame-Options and frame-ancestors", async () => {
    const cases: [string, "allowed" | "refused", string | null][] = [
      ["/plain", "allowed", null],
      ["/deny", "refused", "X-Frame-Options: DENY"],
      ["/sameorigin", "refused", "X-Frame-Options: SAMEORIGIN"],
      ["/ancestors-none", "refused", "Content-Security-Policy: frame-ancestors 'none'"],
      // frame-ancestors naming this shop wins over X-Frame-Options, as in browsers.
      ["/ancestors-shop", "allowed", null],
      ["/report-only", "allowed", null],
      // A redirect: the page the frame would end on decides.
      ["/to-deny", "refused", "X-Frame-Options: DENY"],
    ];
    for (const [path, framing, reason] of cases) {
      const url = `http://127.0.0.1:${port}${path}`;
      const res = await check(open, url, openHeaders);
      expect([path, res.statusCode, res.json()]).toEqual([path, 200, { url, framing, reason }]);
    }
  });

  it("answers a page that cannot be had with a 422", async () => {
    const res = await check(open, `http://127.0.0.1:${port}/gone`, openHeaders);
    expect([res.statusCode, res.json()]).toEqual([422, { message: "The site answered HTTP 404", code: "UNFETCHABLE" }]);
    const hangsUp = createServer((req) => req.socket.destroy());
    try {
      const reset = await check(open, `http://127.0.0.1:${await listen(hangsUp)}/`, openHeaders);
      expect([reset.statusCode, reset.json().message]).toEqual([
        422,
        "The site closed the connection before answering",
      ]);
    } finally {
      await closeFixture(hangsUp);
    }
  });
});
