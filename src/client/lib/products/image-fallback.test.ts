import { describe, expect, it } from "vitest";
import { imageSourceFor, isUsableImageUrl, PLACEHOLDER_IMAGES, placeholderImageFor } from "./image-fallback";

describe("isUsableImageUrl", () => {
  it.each([
    "/demo/products/indigo-dabu-kurta-set-1.svg",
    "https://cdn.example.com/a.jpg",
    "http://cdn.example.com/a.jpg",
    "  https://cdn.example.com/padded.jpg  ",
  ])("accepts %j", (url) => {
    expect(isUsableImageUrl(url)).toBe(true);
  });

  it.each([
    "",
    "   ",
    "not a url",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "ftp://example.com/a.jpg",
    "//evil.example.com/a.jpg",
    "https://",
    "images/relative.jpg",
    null,
    undefined,
  ])("rejects %j", (url) => {
    expect(isUsableImageUrl(url)).toBe(false);
  });
});

describe("placeholderImageFor", () => {
  it("is one of the local placeholders and stable for the same seed", () => {
    const first = placeholderImageFor("https://gone.example.com/1.jpg");
    expect(PLACEHOLDER_IMAGES).toContain(first);
    expect(placeholderImageFor("https://gone.example.com/1.jpg")).toBe(first);
    expect(PLACEHOLDER_IMAGES).toContain(placeholderImageFor(undefined));
  });

  it("spreads different seeds over all four placeholders", () => {
    const used = new Set(Array.from({ length: 40 }, (_, i) => placeholderImageFor(`https://x.example/${i}.jpg`)));
    expect(used.size).toBe(PLACEHOLDER_IMAGES.length);
  });
});

describe("imageSourceFor", () => {
  it("keeps a usable URL and replaces an unusable one", () => {
    expect(imageSourceFor("/demo/products/a-1.svg")).toBe("/demo/products/a-1.svg");
    expect(PLACEHOLDER_IMAGES).toContain(imageSourceFor("not a url"));
  });
});
