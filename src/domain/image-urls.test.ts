import { describe, expect, it } from "vitest";
import {
  cleanImageList,
  IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE,
  IMAGES_INVALID_MESSAGE,
  IMAGES_REQUIRED_MESSAGE,
  isImageAddress,
  MAX_IMAGES,
  normalizeImageUrl,
} from "./image-urls";

describe("normalizeImageUrl", () => {
  it("turns an Imgur page link into the photo on Imgur's CDN", () => {
    expect(normalizeImageUrl("https://imgur.com/AbC123x")).toBe("https://i.imgur.com/AbC123x.jpg");
    expect(normalizeImageUrl("http://www.imgur.com/AbC123x")).toBe("https://i.imgur.com/AbC123x.jpg");
    expect(normalizeImageUrl("imgur.com/AbC123x")).toBe("https://i.imgur.com/AbC123x.jpg");
    expect(normalizeImageUrl("https://m.imgur.com/AbC123x/?utm=share#top")).toBe("https://i.imgur.com/AbC123x.jpg");
    expect(normalizeImageUrl("  https://imgur.com/AbC123x  ")).toBe("https://i.imgur.com/AbC123x.jpg");
  });

  it("keeps the extension a page link names", () => {
    expect(normalizeImageUrl("https://imgur.com/AbC123x.PNG")).toBe("https://i.imgur.com/AbC123x.png");
  });

  it("leaves albums, galleries, CDN links and other hosts alone", () => {
    for (const url of [
      "https://imgur.com/a/AbC123x",
      "https://imgur.com/gallery/AbC123x",
      "https://i.imgur.com/AbC123x.jpg",
      "https://notimgur.com/AbC123x",
      "https://imgur.com.evil.example/AbC123x",
      "https://cdn.example.com/p/1.jpg",
    ])
      expect(normalizeImageUrl(url)).toBe(url);
  });
});

describe("isImageAddress", () => {
  it("accepts http(s) URLs with a host and paths on this site", () => {
    expect(isImageAddress("https://cdn.example.com/p/1.jpg")).toBe(true);
    expect(isImageAddress("http://cdn.example.com/p/1.jpg?w=800")).toBe(true);
    expect(isImageAddress("/demo/products/kurta-1.svg")).toBe(true);
  });

  it("refuses other schemes, protocol-relative links, bare words, spaces and broken characters", () => {
    for (const text of [
      "ftp://cdn.example.com/1.jpg",
      "javascript:alert(1)",
      "//evil.example/1.jpg",
      "/\\evil.example/1.jpg",
      "kurta.jpg",
      "https://",
      "https://cdn.example.com/a b.jpg",
      `https://cdn.example.com/${"a".repeat(2048)}.jpg`,
      "https://cdn.example.com/\ud800.jpg",
      "/demo/\udc00.svg",
    ])
      expect(isImageAddress(text)).toBe(false);
  });
});

describe("cleanImageList", () => {
  it("drops empty slots, data URIs and duplicates, and normalises Imgur links", () => {
    expect(
      cleanImageList([
        "https://cdn.example.com/1.jpg",
        "",
        "  ",
        "data:image/png;base64,iVBORw0KGgo=",
        "https://imgur.com/AbC123x",
        "https://cdn.example.com/1.jpg",
      ]),
    ).toEqual({ ok: true, images: ["https://cdn.example.com/1.jpg", "https://i.imgur.com/AbC123x.jpg"] });
  });

  it("needs at least one image left", () => {
    expect(cleanImageList([])).toEqual({ ok: false, message: IMAGES_REQUIRED_MESSAGE });
    expect(cleanImageList(["", "data:image/png;base64,AAAA"])).toEqual({ ok: false, message: IMAGES_REQUIRED_MESSAGE });
  });

  it("refuses a list with any address that is not a URL", () => {
    expect(cleanImageList(["https://cdn.example.com/1.jpg", "not a url"])).toEqual({
      ok: false,
      message: IMAGES_INVALID_MESSAGE,
    });
    expect(cleanImageList(["ftp://cdn.example.com/1.jpg"])).toEqual({ ok: false, message: IMAGES_INVALID_MESSAGE });
  });

  it("refuses uploads: local files, blobs and anything that is not text", () => {
    for (const entries of [["blob:http://localhost/123"], ["file:///home/me/kurta.jpg"], [{ name: "kurta.jpg" }]])
      expect(cleanImageList(entries)).toEqual({ ok: false, message: IMAGE_UPLOADS_NOT_SUPPORTED_MESSAGE });
  });

  it("keeps at most ten images", () => {
    const many = Array.from({ length: MAX_IMAGES + 1 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
    expect(cleanImageList(many)).toEqual({ ok: false, message: "At most 10 images" });
    expect(cleanImageList(many.slice(1))).toMatchObject({ ok: true });
  });
});
