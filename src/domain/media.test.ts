import { describe, expect, it } from "vitest";
import { isForeignImage, isMediaWidth, mediaAtWidth, mediaKeyOf, mediaSrcSet, mediaUrl } from "./media";

const key = "0123456789abcdef0123456789abcdef";

describe("the shop's image URLs", () => {
  it("reads the key of a /media URL and nothing else", () => {
    expect(mediaKeyOf(mediaUrl(key))).toBe(key);
    expect(mediaKeyOf(`${mediaUrl(key)}/640`)).toBeNull();
    expect(mediaKeyOf("/media/not-a-key")).toBeNull();
    expect(mediaKeyOf(`https://elsewhere.example/media/${key}`)).toBeNull();
  });

  it("gives a srcset over every width to a copy only", () => {
    expect(mediaSrcSet(mediaUrl(key))).toBe(
      `/media/${key}/320 320w, /media/${key}/640 640w, /media/${key}/960 960w, /media/${key}/1280 1280w`,
    );
    expect(mediaSrcSet("https://cdn.example.com/a.jpg")).toBeNull();
    expect(mediaSrcSet("/demo/products/a-1.svg")).toBeNull();
    expect(mediaAtWidth(mediaUrl(key), 320)).toBe(`/media/${key}/320`);
    expect(mediaAtWidth("/demo/products/a-1.svg", 320)).toBe("/demo/products/a-1.svg");
  });

  it("copies addresses on other sites, never the shop's own paths", () => {
    expect(isForeignImage("https://cdn.example.com/a.jpg")).toBe(true);
    expect(isForeignImage("HTTP://cdn.example.com/a.jpg")).toBe(true);
    expect(isForeignImage("/demo/products/a-1.svg")).toBe(false);
    expect(isForeignImage(mediaUrl(key))).toBe(false);
  });

  it("knows the widths it serves", () => {
    expect([320, 640, 960, 1280].every(isMediaWidth)).toBe(true);
    expect([0, 500, 1920, 640.5].some(isMediaWidth)).toBe(false);
  });
});
