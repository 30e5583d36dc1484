import { describe, expect, it } from "vitest";
import { activityPath, activityQuery, changeLines, filtersFromSearch, formatValue } from "./activity-format";

describe("changeLines", () => {
  it("pairs before and after per field, in first-seen order", () => {
    expect(
      changeLines({ before: { twoFactorEnabled: false, email: "a@x.io" }, after: { twoFactorEnabled: true } }),
    ).toEqual([
      { field: "twoFactorEnabled", before: "false", after: "true" },
      { field: "email", before: "a@x.io" },
    ]);
  });

  it("shows facts that only have an after", () => {
    expect(changeLines({ after: { reason: "password" } })).toEqual([{ field: "reason", after: "password" }]);
  });

  it("has nothing to show without changes", () => {
    expect(changeLines(null)).toEqual([]);
    expect(changeLines({})).toEqual([]);
  });
});

describe("formatValue", () => {
  it("reads as a person would", () => {
    expect(formatValue("shipped")).toBe("shipped");
    expect(formatValue(12.5)).toBe("12.5");
    expect(formatValue(null)).toBe("—");
    expect(formatValue("")).toBe("—");
    expect(formatValue(["S", "M"])).toBe('["S","M"]');
    expect(formatValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe("filtersFromSearch", () => {
  it("keeps known actions, real days and a positive page", () => {
    expect(filtersFromSearch(new URLSearchParams("action=auth.sign-in&from=2025-01-02&to=2025-01-31&page=3"))).toEqual({
      action: "auth.sign-in",
      from: "2025-01-02",
      to: "2025-01-31",
      page: 3,
    });
  });

  it("drops what the API would refuse", () => {
    expect(filtersFromSearch(new URLSearchParams("action=drop-table&from=yesterday&to=2025-13-45&page=-2"))).toEqual({
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams("page=1.5")).page).toBe(1);
  });
});

describe("activityQuery", () => {
  it("turns the included last day into the API's exclusive end", () => {
    const query = activityQuery({ from: "2025-03-01", to: "2025-03-01", page: 2 });
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBe(24 * 60 * 60 * 1000);
    expect(new Date(query.from!).getHours()).toBe(0);
    expect(query.page).toBe(2);
  });

  it("builds the request path with only the filters set", () => {
    expect(activityPath(activityQuery({ page: 1 }))).toBe("/api/admin/activity?page=1");
    expect(activityPath(activityQuery({ action: "auth.sign-out", page: 4 }))).toBe(
      "/api/admin/activity?action=auth.sign-out&page=4",
    );
  });
});
