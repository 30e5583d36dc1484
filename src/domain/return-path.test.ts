import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeReturnPath("/product/12")).toBe("/product/12");
    expect(safeReturnPath("/product/12?from=wishlist")).toBe("/product/12?from=wishlist");
    expect(safeReturnPath("/")).toBe("/");
  });

  it.each([
    null,
    undefined,
    "",
    "product/12",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "/api/logout",
    "/api",
    "/auth?next=/x",
    "/x\n/y",
    `/${"a".repeat(600)}`,
    "/x\u007fy",
    "/\t/evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2F%2Fevil.example",
    "/product/../api/logout",
    "/%61pi/logout",
    "/%E0%A4",
  ])("sends %j home instead", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });

  it("answers a valid Location: resolved dot segments, anything outside printable ASCII percent-encoded", () => {
    expect(safeReturnPath("/product/12/../7?q=ज़री b#top")).toBe(
      "/product/7?q=%E0%A4%9C%E0%A4%BC%E0%A4%B0%E0%A5%80%20b#top",
    );
    expect(safeReturnPath("/søk/日本")).toBe("/s%C3%B8k/%E6%97%A5%E6%9C%AC");
  });

  it("resolves against the origin it is given and keeps only the path", () => {
    expect(safeReturnPath("/orders?x=1", "https://shop.example")).toBe("/orders?x=1");
    expect(safeReturnPath("/orders", "not a url")).toBe("/");
  });
});
