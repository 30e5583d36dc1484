import { describe, expect, it } from "vitest";
import {
  formatStockText,
  isSoldOut,
  limitReachedLabel,
  memberLimitReached,
  parseStockText,
  perMemberLabel,
  sizeLeft,
  soldOutInSize,
  stockLeftOf,
  stockProblem,
} from "./stock";

describe("stock", () => {
  it("reads the CSV's stock cell, and says what is wrong with a bad one", () => {
    expect(parseStockText("")).toEqual({ ok: true, stock: null });
    expect(parseStockText(" S:3, M : 5 ,2XL:0")).toEqual({ ok: true, stock: { S: 3, M: 5, "2XL": 0 } });
    expect(parseStockText("S3")).toEqual({ ok: false, message: 'Stock "S3" is not SIZE:UNITS (e.g. S:3,M:5)' });
    expect(parseStockText("S:-1")).toMatchObject({ ok: false });
    expect(parseStockText("S:1,S:2")).toEqual({ ok: false, message: "Stock names size S twice" });
    expect(formatStockText({ S: 3, M: 5 })).toBe("S:3,M:5");
    expect(parseStockText(formatStockText({ "2-3Y": 4 }))).toEqual({ ok: true, stock: { "2-3Y": 4 } });
  });

  it("derives units left; a size without an entry is unlimited", () => {
    const left = stockLeftOf({ S: { offered: 3, sold: 1 }, M: { offered: 2, sold: 2 } });
    expect(left).toEqual({ S: 2, M: 0 });
    expect(stockLeftOf(null)).toBeNull();
    expect(stockLeftOf({})).toBeNull();
    expect(sizeLeft(left, "M")).toBe(0);
    expect(sizeLeft(left, "L")).toBeNull();
    expect(sizeLeft(null, "S")).toBeNull();
  });

  it("is sold out only when every size offered is limited and has none left", () => {
    expect(isSoldOut(["S", "M"], { S: 0, M: 0 })).toBe(true);
    expect(isSoldOut(["S", "M", "L"], { S: 0, M: 0 })).toBe(false);
    expect(isSoldOut(["S"], { S: 1 })).toBe(false);
    expect(isSoldOut(["S"], null)).toBe(false);
    expect(isSoldOut([], { "": 0 })).toBe(true);
  });

  it("refuses stock for a size the product does not offer, and counts that are not whole or too large", () => {
    expect(stockProblem({ S: 2 }, ["S", "M"])).toBeNull();
    expect(stockProblem({ XL: 2 }, ["S"])).toBe("Stock names XL, which the product does not offer");
    expect(stockProblem({ S: 1.5 }, ["S"])).toBe("Stock for S must be a whole number from 0 to 100000");
    expect(stockProblem({ S: 100_001 }, ["S"])).toMatch(/whole number/);
  });

  it("judges sizes named like Object's own properties as any other size", () => {
    const parsed = parseStockText("constructor:2,toString:1,__proto__:3");
    expect(parsed).toEqual({ ok: true, stock: JSON.parse('{"constructor":2,"toString":1,"__proto__":3}') });
    const stock = parsed.ok ? parsed.stock! : {};
    expect(Object.keys(stock)).toEqual(["constructor", "toString", "__proto__"]);
    expect(parseStockText("constructor:1,constructor:2")).toEqual({
      ok: false,
      message: "Stock names size constructor twice",
    });
    expect(sizeLeft({ M: 1 }, "constructor")).toBeNull();
    expect(sizeLeft(stock, "__proto__")).toBe(3);
    expect(isSoldOut(["toString"], { M: 0 })).toBe(false);
    expect(stockProblem(stock, ["constructor", "toString", "__proto__"])).toBeNull();
    expect(stockProblem(stock, ["M"])).toMatch(/constructor, toString, __proto__, which the product does not offer/);
  });
});

describe("the per-member limit", () => {
  const orders = [
    { productId: 4, status: "processing" },
    { productId: 4, status: "cancelled" },
    { productId: 9, status: "delivered" },
  ];
  it("counts the member's orders of the product that are not cancelled, in any size", () => {
    expect(memberLimitReached(1, 4, orders)).toBe(true);
    expect(memberLimitReached(2, 4, orders)).toBe(false);
    expect(memberLimitReached(1, 5, orders)).toBe(false);
    expect(memberLimitReached(null, 4, orders)).toBe(false);
  });
  it("reads as the shop says it", () => {
    expect(perMemberLabel(1)).toBe("1 per member");
    expect(limitReachedLabel(2)).toBe("Limit reached (2 per member)");
    expect(soldOutInSize("M")).toBe("Sold out in size M");
    expect(soldOutInSize(null)).toBe("Sold out");
  });
});
