import { describe, expect, it } from "vitest";
import { flipkartProductId, isFlipkartUrl, normalizeImportUrl } from "./import-url";

describe("normalizeImportUrl", () => {
  it("adds https:// when the scheme is missing and keeps one that is there", () => {
    expect(normalizeImportUrl(" shop.example/item?id=1 ")).toEqual({ ok: true, url: "https://shop.example/item?id=1" });
    expect(normalizeImportUrl("localhost:8080/x")).toEqual({ ok: true, url: "https://localhost:8080/x" });
    expect(normalizeImportUrl("HTTP://Shop.Example/A")).toEqual({ ok: true, url: "http://shop.example/A" });
    // Another scheme is kept, for the server's guard to refuse by name.
    expect(normalizeImportUrl("ftp://files.example/a")).toEqual({ ok: true, url: "ftp://files.example/a" });
  });

  it("answers the spec's messages", () => {
    expect(normalizeImportUrl("")).toEqual({ ok: false, message: "URL required" });
    expect(normalizeImportUrl("  ")).toEqual({ ok: false, message: "URL required" });
    for (const text of ["http://", "https://exa mple.com", "javascript:alert(1)", "file:///etc/passwd"])
      expect([text, normalizeImportUrl(text)]).toEqual([text, { ok: false, message: "Invalid URL format" }]);
  });
});

describe("Flipkart", () => {
  it("is recognised by its host, and its product id read from pid", () => {
    const url = "https://www.flipkart.com/kurta/p/itm123?pid=KTAXYZ&lid=1";
    expect(isFlipkartUrl(url)).toBe(true);
    expect(isFlipkartUrl("https://dl.flipkart.com/s/abc")).toBe(true);
    expect(isFlipkartUrl("https://notflipkart.com/")).toBe(false);
    expect(isFlipkartUrl("https://flipkart.com.evil.example/")).toBe(false);
    expect(flipkartProductId(url)).toBe("KTAXYZ");
    expect(flipkartProductId("https://www.flipkart.com/kurta/p/itm123")).toBeNull();
  });
});
