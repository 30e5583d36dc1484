import { existsSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SHIPPING_RATES,
  DEMO_ALTERNATE_DESCRIPTIONS,
  DEMO_SHOP_FROM_INDIA,
  DEMO_SIZE_SETS,
  DEMO_STORE_SETTINGS,
  demoProducts,
  type DemoProduct,
} from "./demo-catalog";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_DIR = fileURLToPath(new URL("../../../public", import.meta.url));

// A few "now" values: on the hour, mid-hour (rounding up), and just before midnight UTC.
const NOWS = [new Date("2025-03-10T10:00:00Z"), new Date("2025-03-10T10:40:12Z"), new Date("2025-12-31T23:59:30Z")];

type Groups = { live: DemoProduct[]; scheduled: DemoProduct[]; expired: DemoProduct[]; drafts: DemoProduct[] };

/** The lifecycle groups as the shop derives them. */
function groups(products: DemoProduct[], now: Date): Groups {
  const t = now.getTime();
  const g: Groups = { live: [], scheduled: [], expired: [], drafts: [] };
  for (const p of products) {
    if (p.status === "draft") g.drafts.push(p);
    else if (p.expiresAt.getTime() <= t) g.expired.push(p);
    else if (p.status === "scheduled" && p.publishAt !== null && p.publishAt.getTime() > t) g.scheduled.push(p);
    else g.live.push(p);
  }
  return g;
}

describe.each(NOWS)("demoProducts at %s", (now) => {
  const t = now.getTime();
  const products = demoProducts(now);
  const g = groups(products, now);

  it("has at least 28 products in every category", () => {
    expect(products.length).toBeGreaterThanOrEqual(28);
    for (const category of ["regular", "plus", "kids", "men"] as const) {
      expect(products.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(3);
      expect(g.live.some((p) => p.category === category)).toBe(true);
    }
  });

  it("has about 20 live products, published before now, expiring between 3 hours and 9 days from now", () => {
    expect(g.live.length).toBe(20);
    for (const p of g.live) {
      expect(p.status).toBe("active");
      expect(p.publishAt).not.toBeNull();
      expect(p.publishAt!.getTime()).toBeLessThan(t);
      expect(p.publishAt!.getTime()).toBeGreaterThan(t - 7 * DAY);
      expect(p.expiresAt.getTime() - t).toBeGreaterThanOrEqual(3 * HOUR);
      expect(p.expiresAt.getTime() - t).toBeLessThanOrEqual(9 * DAY);
    }
    expect(g.live.filter((p) => p.expiresAt.getTime() - t < DAY).length).toBeGreaterThanOrEqual(3);
  });

  it("has one next release of 4 products at now + 2 days on the hour, and 2 later releases", () => {
    expect(g.scheduled.length).toBe(6);
    const times = g.scheduled.map((p) => p.publishAt!.getTime());
    const next = Math.min(...times);
    expect(next).toBe(Math.round((t + 2 * DAY) / HOUR) * HOUR);
    expect(next % HOUR).toBe(0);
    expect(times.filter((x) => x === next).length).toBe(4);
    expect(times.filter((x) => x > next).length).toBe(2);
    for (const p of g.scheduled) {
      expect(p.status).toBe("scheduled");
      expect(p.publishAt!.getTime() % HOUR).toBe(0);
      expect(p.expiresAt.getTime()).toBe(p.publishAt!.getTime() + 7 * DAY);
    }
  });

  it("has 3 expired products (stored active, expiry in the past) and 3 drafts", () => {
    expect(g.expired.length).toBe(3);
    for (const p of g.expired) {
      expect(p.status).toBe("active");
      expect(p.publishAt!.getTime()).toBeLessThan(p.expiresAt.getTime());
    }
    expect(g.drafts.length).toBe(3);
    for (const p of g.drafts) {
      expect(p.publishAt).toBeNull();
      expect(p.expiresAt.getTime()).toBeGreaterThan(t);
    }
  });

  it("was created over the last weeks, before publication, at distinct times", () => {
    const created = products.map((p) => p.createdAt.getTime());
    expect(new Set(created).size).toBe(products.length);
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThan(t);
      if (p.publishAt) expect(p.createdAt.getTime()).toBeLessThanOrEqual(p.publishAt.getTime());
    }
    expect(t - Math.min(...created)).toBeGreaterThan(14 * DAY);
    expect(t - Math.max(...created)).toBeLessThan(DAY);
  });
});

describe("demo product data", () => {
  const products = demoProducts(new Date("2025-03-10T10:00:00Z"));

  it("is deterministic for a given now", () => {
    expect(demoProducts(new Date("2025-03-10T10:00:00Z"))).toEqual(products);
  });

  it("uses a non-empty contiguous run of the category's sizes", () => {
    for (const p of products) {
      const set = DEMO_SIZE_SETS[p.category];
      expect(p.sizes.length).toBeGreaterThan(0);
      const first = set.indexOf(p.sizes[0]!);
      expect(first, `${p.name}: ${p.sizes.join(",")}`).toBeGreaterThanOrEqual(0);
      expect(p.sizes).toEqual(set.slice(first, first + p.sizes.length));
    }
  });

  it("has the size sets the back-office specification lists", () => {
    expect(DEMO_SIZE_SETS).toEqual({
      regular: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
      plus: ["3XL", "4XL", "5XL"],
      kids: ["2T", "3T", "4T", "5T", "6", "7", "8", "10", "12", "14"],
      men: ["XS", "S", "M", "L", "XL", "2XL", "3XL"],
    });
  });

  it("has unique SKUs and names", () => {
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  });

  it("has prices of 19-189 with two decimals, discounts on about a third, each below the price", () => {
    for (const p of products) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.discountAmount).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price)).toBeGreaterThanOrEqual(19);
      expect(Number(p.price)).toBeLessThanOrEqual(189);
      expect(Number(p.discountAmount)).toBeGreaterThanOrEqual(0);
      expect(Number(p.discountAmount)).toBeLessThan(Number(p.price));
    }
    const share = products.filter((p) => Number(p.discountAmount) > 0).length / products.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it("has 2-4 sentence descriptions that mention care", () => {
    for (const p of products) {
      const sentences = p.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.name).toBeLessThanOrEqual(4);
      expect(p.description, p.name).toMatch(/wash|dry clean/i);
    }
  });

  it("has 3 or 4 images per product, each an existing small SVG under public/", () => {
    for (const p of products) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const url of p.images) {
        expect(url).toMatch(/^\/demo\/products\/[a-z0-9-]+-[1-4]\.svg$/);
        const file = PUBLIC_DIR + url;
        expect(existsSync(file), url).toBe(true);
        expect(statSync(file).size, url).toBeLessThan(16 * 1024);
        const svg = readFileSync(file, "utf8");
        expect(svg).toContain('viewBox="0 0 600 800"');
        expect(svg).not.toMatch(/<script|<image|<foreignObject|data:|href="http/i);
      }
    }
  });

  it("ships the fashion placeholders", () => {
    for (let n = 1; n <= 4; n++) expect(existsSync(`${PUBLIC_DIR}/placeholders/fashion-${n}.svg`)).toBe(true);
  });

  it("links suppliers with https URLs", () => {
    for (const p of products) expect(new URL(p.supplierLink).protocol).toBe("https:");
  });
});

describe("demo settings", () => {
  it("has the spec's default shipping rates, all enabled", () => {
    expect(DEFAULT_SHIPPING_RATES.map((r) => [r.countryCode, r.countryName, r.rate, r.enabled])).toEqual([
      ["SG", "Singapore", "8.99", true],
      ["US", "United States", "12.99", true],
      ["CA", "Canada", "15.99", true],
      ["GB", "United Kingdom", "18.99", true],
      ["AU", "Australia", "22.99", true],
      ["DE", "Germany", "16.99", true],
      ["FR", "France", "16.99", true],
      ["JP", "Japan", "19.99", true],
    ]);
  });

  it("has store settings, Shop from India content and three alternate descriptions", () => {
    expect(DEMO_STORE_SETTINGS.currency).toBe("USD");
    expect(DEMO_STORE_SETTINGS.storeEmail).toMatch(/^[^@\s]+@[^@\s]+\.example\.com$/);
    expect(DEMO_STORE_SETTINGS.storeAddress).toContain("Singapore");
    expect(DEMO_SHOP_FROM_INDIA.buttonText).toBe("Start WhatsApp Conversation");
    expect(DEMO_SHOP_FROM_INDIA.whatsappNumber).toMatch(/^\+65\d{8}$/);
    expect(DEMO_SHOP_FROM_INDIA.content).not.toMatch(/<[a-z]/i);
    expect(DEMO_ALTERNATE_DESCRIPTIONS).toHaveLength(3);
    for (const d of DEMO_ALTERNATE_DESCRIPTIONS) {
      expect(d.title.trim()).not.toBe("");
      expect(d.description.trim()).not.toBe("");
    }
  });
});
