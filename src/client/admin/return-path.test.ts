import { describe, expect, it } from "vitest";
import { adminReturnPath, adminSignInPath } from "./return-path";

describe("adminReturnPath", () => {
  it("keeps back-office paths with their query", () => {
    expect(adminReturnPath("/admin")).toBe("/admin");
    expect(adminReturnPath("/admin/orders")).toBe("/admin/orders");
    expect(adminReturnPath("/admin/settings?tab=security")).toBe("/admin/settings?tab=security");
    expect(adminReturnPath("/admin?x=1")).toBe("/admin?x=1");
  });

  it("sends everything else to the dashboard", () => {
    for (const value of [
      null,
      undefined,
      "",
      "/",
      "/orders",
      "/administrator",
      "/admin-orders",
      "//evil.example/admin",
      "https://evil.example/admin",
      "/\\evil.example",
      "/api/admin/user",
      "/admin/auth",
      "/admin/auth/",
      "/admin/auth?next=/admin/orders",
      "/admin/../orders",
      "/admin/./auth",
      "/admin/orders\n",
      `/admin/${"x".repeat(600)}`,
    ]) {
      expect(adminReturnPath(value), String(value)).toBe("/admin");
    }
  });
});

describe("adminSignInPath", () => {
  it("carries the page that asked, encoded", () => {
    expect(adminSignInPath("/admin/orders")).toBe("/admin/auth?next=%2Fadmin%2Forders");
    expect(adminSignInPath("/admin/settings?tab=security")).toBe(
      "/admin/auth?next=%2Fadmin%2Fsettings%3Ftab%3Dsecurity",
    );
  });

  it("leaves the dashboard and unsafe paths out", () => {
    expect(adminSignInPath("/admin")).toBe("/admin/auth");
    expect(adminSignInPath("/shop")).toBe("/admin/auth");
  });
});
