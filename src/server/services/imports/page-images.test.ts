import { describe, expect, it } from "vitest";
import { photoIdentity, rankImages, sizeHints, widestSrcsetCandidate } from "./page-images";

describe("widestSrcsetCandidate", () => {
  it("takes the widest or densest candidate, with its width when the srcset gives one", () => {
    expect(widestSrcsetCandidate("a.jpg 400w, b.jpg 1200w, c.jpg 800w")).toEqual({ url: "b.jpg", width: 1200 });
    expect(widestSrcsetCandidate("a.jpg, b.jpg 2x")).toEqual({ url: "b.jpg" });
    expect(widestSrcsetCandidate("https://x.test/w_400,h_600/a.jpg 400w")).toEqual({
      url: "https://x.test/w_400,h_600/a.jpg",
      width: 400,
    });
    expect(widestSrcsetCandidate("  ")).toBeNull();
  });
});

describe("sizeHints", () => {
  it.each([
    ["https://m.media.test/images/I/31TX._AC_SR38,50_.jpg", { width: 38, height: 50 }],
    ["https://m.media.test/images/I/51c8._AC_US40_.jpg", { width: 40, height: 40 }],
    ["https://m.media.test/images/I/81ld._AC_SX679_.jpg", { width: 679 }],
    ["https://m.media.test/images/I/81ld._AC_SY355_.jpg", { height: 355 }],
    ["https://shop.test/cdn/shop/files/cover_450x450.jpg?v=1", { width: 450, height: 450 }],
    ["https://shop.test/cdn/shop/files/cover_x800.jpg", { height: 800 }],
    ["https://m.media.test/images/G/30/SWM_400x39_FT._CB2_.jpg", { width: 400, height: 39 }],
    ["https://shop.test/p.jpg?width=40", { width: 40 }],
    ["https://shop.test/p.jpg?wid=170&hei=196", { width: 170, height: 196 }],
    ["https://shop.test/p.jpg?sw=1000", { width: 1000 }],
    ["https://img.test/w_60,h_80/swatch.jpg", { width: 60, height: 80 }],
    ["https://shop.test/p/kurta.jpg?v=2", {}],
    ["not a url", {}],
  ])("%s", (address, hints) => {
    expect(sizeHints(address)).toEqual(hints);
  });
});

describe("photoIdentity", () => {
  it("is one photo at any size, scheme or delivery setting", () => {
    const same = (a: string, b: string) => photoIdentity(a) === photoIdentity(b);
    expect(same("https://m.test/I/81ld._AC_SX679_.jpg", "https://m.test/I/81ld._AC_SL1500_.jpg")).toBe(true);
    expect(same("http://s.test/files/cover_450x450.jpg?v=9", "https://s.test/files/cover.jpg?v=9")).toBe(true);
    expect(same("https://s.test/p.jpg?sw=272", "https://s.test/p.jpg?sw=1000&q=80")).toBe(true);
    expect(same("https://s.test/p.jpg?v=1", "https://s.test/p.jpg?v=2")).toBe(false);
    expect(same("https://m.test/I/81ld._AC_SX679_.jpg", "https://m.test/I/91WV._AC_SX679_.jpg")).toBe(false);
  });
});

describe("rankImages", () => {
  const base = new URL("https://shop.test/products/kurta/");

  it("keeps the order, makes addresses absolute, drops tiny ones and data or script addresses", () => {
    expect(
      rankImages(
        [
          { url: "front.jpg" },
          { url: "https://shop.test/t.jpg?width=16" },
          { url: "data:image/png;base64,AAAA" },
          { url: "javascript:alert(1)" },
          { url: "//cdn.shop.test/back.jpg" },
          { url: "https://imgur.com/AbC123x" },
          { url: "https://shop.test/small.jpg", width: 60 },
        ],
        base,
        10,
      ),
    ).toEqual([
      "https://shop.test/products/kurta/front.jpg",
      "https://cdn.shop.test/back.jpg",
      "https://i.imgur.com/AbC123x.jpg",
    ]);
  });

  it("puts one copy of a photo where it first appears, at the largest size offered", () => {
    expect(
      rankImages(
        [
          { url: "https://m.test/I/81ld._AC_SX466_.jpg" },
          { url: "https://shop.test/other.jpg" },
          { url: "https://m.test/I/81ld._AC_SL1500_.jpg" },
          { url: "https://m.test/I/81ld._AC_SX679_.jpg", width: 679 },
        ],
        base,
        10,
      ),
    ).toEqual(["https://m.test/I/81ld._AC_SL1500_.jpg", "https://shop.test/other.jpg"]);
  });

  it("stops at the limit", () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ url: `https://shop.test/${i}.jpg` }));
    expect(rankImages(many, base, 24)).toHaveLength(24);
  });
});
