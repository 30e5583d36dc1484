import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_VIEW_ELEMENT_ID, type FirstView } from "../../client/lib/products/first-view-page";
import { PRODUCT_PAGE_IMAGE_SIZES } from "../../domain/media";
import { insertProduct, markImageCopied } from "../../testing/factories";
import { adminSignIn } from "../../testing/sign-in";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { manualClock } from "../clock";

const HOUR = 60 * 60 * 1000;
const NOW = new Date("2026-03-02T10:00:00.000Z");

// The shape of the built index.html (Vite keeps the repository's index.html and adds its tags to the head).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="application-name" content="Drop" />
    <title>Drop — curated fashion drops</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The JSON the page carries for the browser to hydrate from, or null. */
function firstViewOf(html: string): FirstView | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? (JSON.parse(match[1]) as FirstView) : null;
}

function queryData(view: FirstView, key: string): unknown {
  return view.queries.queries.find((q) => q.queryKey[0] === key)?.state.data;
}

/** What the page put inside <div id="root">, up to the first-view script. */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root"');
  return html.slice(start, html.indexOf("</body>"));
}

const MANIFEST = {
  "index.html": { file: "assets/index-1.js" },
  "src/client/shop/product/product-page.tsx": {
    file: "assets/product-page-2.js",
    imports: ["index.html", "_shared-3.js"],
  },
  "_shared-3.js": { file: "assets/shared-3.js" },
  "src/client/first-view-loader.ts": { file: "assets/first-view-loader-4.js", isEntry: true },
};

/** A built client like Vite's: index.html and the manifest the server reads. */
function clientDirWith(manifest: object): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), "shop-client-ssr-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(manifest));
  return clientDir;
}

describe("server-rendered product pages", () => {
  let t: TestApp;
  const clock = manualClock(NOW);

  beforeAll(async () => {
    t = await createTestApp({ clientDir: clientDirWith(MANIFEST) }, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("sends the shop's copy of a photo with its widths, and preloads the first at the width the phone needs", async () => {
    const source = "https://cdn.example.com/kurta-copied.jpg";
    const product = await insertProduct(t.database.db, {
      name: "Copied Kurta",
      images: [source],
      publishAt: new Date(NOW.getTime() - HOUR),
      expiresAt: new Date(NOW.getTime() + 26 * HOUR),
    });
    const key = await markImageCopied(t.database.db, source);
    const html = (await page(`/product/${product.id}`)).body;
    const srcSet = [320, 640, 960, 1280].map((w) => `/media/${key}/${w} ${w}w`).join(", ");
    expect(html.slice(0, html.indexOf("</head>"))).toContain(
      `<link rel="preload" as="image" href="/media/${key}" imagesrcset="${srcSet}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high">`,
    );
    const root = rootMarkup(html);
    expect(root).toContain(`srcSet="${srcSet}" sizes="${PRODUCT_PAGE_IMAGE_SIZES}"`);
    expect(root).toContain(`src="/media/${key}"`);
    expect(root).not.toContain(source);
  });

  it("renders a live product's photo, name and price into the HTML, with the data it was rendered from", async () => {
    const product = await insertProduct(t.database.db, {
      name: "Rani Pink Anarkali",
      price: "57.99",
      discountAmount: "5.00",
      images: ["/demo/products/rani-1.svg", "/demo/products/rani-2.svg"],
      publishAt: new Date(NOW.getTime() - HOUR),
      expiresAt: new Date(NOW.getTime() + 26 * HOUR),
    });
    const res = await page(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    // Live data, nothing private: any cache must ask again every time.
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;
    const root = rootMarkup(html);

    expect(html).toContain("<title>Rani Pink Anarkali · Drop</title>");
    expect(html).toContain('<meta name="application-name" content="Drop"');
    expect(root).toMatch(/<h1 [^>]*>Rani Pink Anarkali<\/h1>/);
    // The first photo as the carousel renders it, asked for at once; the later ones wait.
    expect(root).toMatch(
      /<img [^>]*loading="eager" fetchPriority="high" [^>]*src="\/demo\/products\/rani-1.svg" alt="Rani Pink Anarkali, image 1 of 2"\/>/,
    );
    expect(root).toMatch(/<img [^>]*loading="lazy" [^>]*src="\/demo\/products\/rani-2.svg"/);
    expect(html.slice(0, html.indexOf("</head>"))).toContain(
      '<link rel="preload" as="image" href="/demo/products/rani-1.svg" fetchpriority="high">',
    );
    // The price in the store's currency, visible; the countdown from the server's clock (26 h left).
    expect(root).toContain("$52.99");
    expect(root).toContain("$57.99");
    expect(root).not.toContain("invisible");
    expect(root).toContain("1d 2h 0m 0s");
    // The app starts once the photo is painted: not from the head, from the loader, which is told what to load.
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("<script");
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(
      '<script src="/assets/first-view-loader-4.js" defer data-entry="/assets/index-1.js" ' +
        'data-modules="/assets/shared-3.js /assets/product-page-2.js" data-gate="data-hydrating"></script>',
    );
    // Taps wait for the hydrated page.
    expect(html).toContain('<div id="root" data-hydrating="">');

    // The inlined state is exactly what the API answers, so the browser's first render is the server's.
    const view = firstViewOf(html);
    expect(view).not.toBeNull();
    expect(view!.renderedAt).toBe(NOW.getTime());
    const api = (await page(`/api/products/${product.id}`)).json();
    expect(queryData(view!, `/api/products/${product.id}`)).toEqual(api);
    expect(queryData(view!, "/api/settings/store")).toEqual((await page("/api/settings/store")).json());
    expect(view!.queries.queries).toHaveLength(2);
    // Nothing else: who is signed in is asked by the browser, and the data is not fetched a second time.
    expect(html).not.toContain('as="fetch"');
  });

  it("writes prices in the store's currency and keeps the wishlist link's way back", async () => {
    const { cookie } = await adminSignIn(t.app);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings/store",
      headers: { cookie, origin: "http://localhost:3000" },
      payload: {
        storeName: null,
        storeEmail: null,
        storePhone: null,
        currency: "EUR",
        storeAddress: null,
        storeDescription: null,
        timeZone: "Asia/Singapore",
      },
    });
    expect(saved.statusCode).toBe(200);
    const product = await insertProduct(t.database.db, { price: "20.00", publishAt: new Date(NOW.getTime() - HOUR) });
    const root = rootMarkup((await page(`/product/${product.id}?from=wishlist`)).body);
    expect(root).toContain("€20.00");
    expect(root).toContain('aria-label="Back to Your Favorites" href="/wishlist"');
  });

  it("renders an ended product with its notice", async () => {
    const ended = await insertProduct(t.database.db, {
      name: "Ended Lehenga",
      publishAt: new Date(NOW.getTime() - 48 * HOUR),
      expiresAt: new Date(NOW.getTime() - HOUR),
    });
    const html = (await page(`/product/${ended.id}`)).body;
    expect(rootMarkup(html)).toMatch(/<h1 [^>]*>Ended Lehenga<\/h1>/);
    expect(firstViewOf(html)).not.toBeNull();
  });

  it("sends the plain shell for a draft, an unknown id and a coming-soon product, to admins too", async () => {
    const draft = await insertProduct(t.database.db, { name: "Secret Draft Saree", status: "draft" });
    const soon = await insertProduct(t.database.db, {
      name: "Coming Soon Kurta",
      status: "scheduled",
      images: ["/demo/products/soon-1.svg"],
      publishAt: new Date(NOW.getTime() + HOUR),
      expiresAt: new Date(NOW.getTime() + 48 * HOUR),
    });
    const { cookie } = await adminSignIn(t.app);
    for (const [url, headers] of [
      [`/product/${draft.id}`, {}],
      [`/product/${draft.id}`, { cookie }],
      ["/product/999999", {}],
      [`/product/${soon.id}`, {}],
    ] as const) {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain("<title>Drop — curated fashion drops</title>");
      expect(res.body, url).not.toContain(FIRST_VIEW_ELEMENT_ID);
      expect(res.body, url).not.toContain("Secret Draft Saree");
      expect(res.body, url).not.toContain("Coming Soon Kurta");
    }
    // The coming-soon page still has its photo and data on their way with the HTML.
    const shell = (await page(`/product/${soon.id}`)).body;
    expect(shell).toContain('<link rel="preload" as="image" href="/demo/products/soon-1.svg" fetchpriority="high">');
    expect(shell).toContain(`<link rel="preload" as="fetch" href="/api/products/${soon.id}"`);
  });

  it("sends Discover the shell that asks for its list and the store's settings with the page", async () => {
    for (const url of ["/", "/?from=share"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toBe(
        INDEX_HTML.replace(
          "</head>",
          '<link rel="preload" as="fetch" href="/api/products" crossorigin="use-credentials">' +
            '<link rel="preload" as="fetch" href="/api/settings/store" crossorigin="use-credentials"></head>',
        ),
      );
    }
  });

  it("leaves every other page the plain shell", async () => {
    for (const url of ["/discover", "/orders", "/product/1/extra", "/no/such/page"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it("escapes a product's text in the markup and in the inlined data, and runs no inline script", async () => {
    const hostile = await insertProduct(t.database.db, {
      name: `</script><script>alert(1)</script> $' $& <!-- Kurta`,
      description: "Plain </textarea><img src=x onerror=alert(2)> text.",
      publishAt: new Date(NOW.getTime() - HOUR),
    });
    const html = (await page(`/product/${hostile.id}`)).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    // The replacement patterns of String.replace are not applied to a product's text.
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#x27; $&amp; &lt;!-- Kurta");
    // Every script is either the app's own file or data, which the CSP never runs.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">`,
      expect.stringMatching(/^<script src="\/assets\/first-view-loader-4.js" defer data-entry=/),
    ]);
    const view = firstViewOf(html);
    expect(queryData(view!, `/api/products/${hostile.id}`)).toMatchObject({ name: hostile.name });
  });

  it("compresses the rendered page for browsers that accept it", async () => {
    const product = await insertProduct(t.database.db, { publishAt: new Date(NOW.getTime() - HOUR) });
    const plain = await page(`/product/${product.id}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const br = await page(`/product/${product.id}`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    // The same page but for when TanStack Query says it dehydrated the data (its own clock).
    const same = (html: string) => html.replace(/"dehydratedAt":\d+/g, '"dehydratedAt":0');
    expect(same(brotliDecompressSync(br.rawPayload).toString("utf8"))).toBe(same(plain.body));
    const gzip = await page(`/product/${product.id}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(same(gunzipSync(gzip.rawPayload).toString("utf8"))).toBe(same(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });
});

describe("server-rendered product pages of a build without the first-view loader", () => {
  it("keep the app's entry in the head and preload the page's code", async () => {
    const { "src/client/first-view-loader.ts": _loader, ...withoutLoader } = MANIFEST;
    const t = await createTestApp({ clientDir: clientDirWith(withoutLoader) });
    try {
      const product = await insertProduct(t.database.db, { name: "Plain Start Kurta" });
      const html = (await t.app.inject({ method: "GET", url: `/product/${product.id}` })).body;
      expect(rootMarkup(html)).toMatch(/<h1 [^>]*>Plain Start Kurta<\/h1>/);
      expect(html).toContain('<div id="root">');
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/product-page-2.js">');
      expect(html).not.toContain("first-view-loader");
    } finally {
      await t.close();
    }
  });
});

describe("the shell's title", () => {
  it("is the store's name before the app runs, on every page, and follows a rename within seconds; so is the name the app shows while its settings load", async () => {
    const clock = manualClock(NOW);
    const t = await createTestApp({ clientDir: clientDirWith(MANIFEST) }, clock);
    try {
      const { cookie } = await adminSignIn(t.app);
      const rename = async (storeName: string) => {
        const saved = await t.app.inject({
          method: "PUT",
          url: "/api/admin/settings/store",
          headers: { cookie, origin: "http://localhost:3000" },
          payload: {
            storeName,
            storeEmail: null,
            storePhone: null,
            currency: "USD",
            storeAddress: null,
            storeDescription: null,
            timeZone: "Asia/Singapore",
          },
        });
        expect(saved.statusCode).toBe(200);
      };
      const titleOf = async (url: string) =>
        /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: "GET", url })).body)?.[1];
      const nameOf = async (url: string) =>
        /<meta name="application-name" content="([^"]*)"/.exec((await t.app.inject({ method: "GET", url })).body)?.[1];

      await rename('Chanderi & "Co"');
      for (const url of ["/", "/orders", "/no/such/page", "/product/999999"]) {
        expect(await titleOf(url), url).toBe("Chanderi &amp; &quot;Co&quot; — curated fashion drops");
        expect(await nameOf(url), url).toBe("Chanderi &amp; &quot;Co&quot;");
      }

      await rename("Loom Lane");
      expect(await titleOf("/orders")).toBe("Chanderi &amp; &quot;Co&quot; — curated fashion drops");
      clock.advance(6_000);
      expect(await titleOf("/orders")).toBe("Loom Lane — curated fashion drops");
    } finally {
      await t.close();
    }
  });
});
