import { describe, expect, it } from "vitest";
import { STOCK_UPDATE_WINDOW_MS, stockUpdateWindowMs } from "./stock-updates";

describe("stockUpdateWindowMs", () => {
  it("keeps four announcements a second while telling every socket is quick", () => {
    expect(stockUpdateWindowMs(0)).toBe(STOCK_UPDATE_WINDOW_MS);
    expect(stockUpdateWindowMs(40)).toBe(STOCK_UPDATE_WINDOW_MS);
  });

  it("spaces them so that telling every socket takes at most a fifth of the event loop", () => {
    expect(stockUpdateWindowMs(150)).toBe(750);
    expect(stockUpdateWindowMs(300)).toBe(1500);
  });
});
