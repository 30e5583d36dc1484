import { describe, expect, it } from "vitest";
import { changesBetween } from "./activity-changes";

describe("changesBetween", () => {
  it("keeps only the fields that changed", () => {
    expect(changesBetween({ a: 1, b: "x", c: [1, 2] }, { a: 1, b: "y", c: [1, 2] })).toEqual({
      before: { b: "x" },
      after: { b: "y" },
    });
  });

  it("writes a missing value as null", () => {
    expect(changesBetween({ a: null }, { a: "set", b: 2 })).toEqual({
      before: { a: null, b: null },
      after: { a: "set", b: 2 },
    });
  });

  it("describes a creation and a deletion by one side only", () => {
    expect(changesBetween(null, { title: "T" })).toEqual({ after: { title: "T" } });
    expect(changesBetween({ title: "T" }, null)).toEqual({ before: { title: "T" } });
  });

  it("answers empty sides when nothing changed", () => {
    expect(changesBetween({ a: { x: 1 } }, { a: { x: 1 } })).toEqual({ before: {}, after: {} });
  });
});
