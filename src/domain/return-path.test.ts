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
  ])("sends %j home instead", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
});
