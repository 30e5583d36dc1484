import { describe, expect, it } from "vitest";
import { INVALID_URL_MESSAGE, URL_REQUIRED_MESSAGE } from "../../../../domain/import-url";
import {
  canGoBack,
  canGoForward,
  currentPage,
  EMPTY_HISTORY,
  goBack,
  goForward,
  isCompleteProductData,
  pageUrlFormSchema,
  importedSizes,
  isOtherCurrency,
  productPatchOf,
  visit,
} from "./website-import";

describe("the import dialog's page history", () => {
  it("goes back and forward like a browser, and a new visit drops the forward pages", () => {
    let history = visit(visit(visit(EMPTY_HISTORY, "https://a.test/"), "https://b.test/"), "https://c.test/");
    expect(currentPage(history)).toBe("https://c.test/");
    expect(canGoForward(history)).toBe(false);
    history = goBack(goBack(history));
    expect(currentPage(history)).toBe("https://a.test/");
    expect(canGoBack(history)).toBe(false);
    expect(goBack(history)).toBe(history);
    history = goForward(history);
    expect(currentPage(history)).toBe("https://b.test/");
    history = visit(history, "https://d.test/");
    expect(history.entries).toEqual(["https://a.test/", "https://b.test/", "https://d.test/"]);
    expect(canGoForward(history)).toBe(false);
    expect(visit(history, "https://d.test/")).toBe(history);
  });

  it("has no page before the first visit", () => {
    expect(currentPage(EMPTY_HISTORY)).toBeNull();
    expect(canGoBack(EMPTY_HISTORY)).toBe(false);
    expect(canGoForward(EMPTY_HISTORY)).toBe(false);
  });
});

const data = {
  success: true,
  duplicate: null,
  title: " Kurta ",
  description: "Cotton",
  price: "19.99",
  currency: "USD",
  sizes: ["s", "M", "XXL", "4XL"],
  images: [
    "https://i.test/1.jpg",
    "https://i.test/2.jpg",
    "https://i.test/3.jpg",
    "https://i.test/4.jpg",
    "https://i.test/5.jpg",
  ],
  note: null,
  samplePatterns: [],
};

describe("using extracted product data", () => {
  it("needs a title, a price and an image", () => {
    expect(isCompleteProductData(data)).toBe(true);
    expect(isCompleteProductData({ ...data, title: " " })).toBe(false);
    expect(isCompleteProductData({ ...data, price: "" })).toBe(false);
    expect(isCompleteProductData({ ...data, images: [] })).toBe(false);
  });

  it("fills the form with four images, the page as supplier link and the page's sizes", () => {
    expect(productPatchOf(data, "https://shop.test/p", "regular")).toEqual({
      name: "Kurta",
      description: "Cotton",
      price: "19.99",
      images: data.images.slice(0, 4),
      supplierLink: "https://shop.test/p",
      sizes: ["S", "M", "2XL", "4XL"],
    });
    expect(productPatchOf({ ...data, sizes: [] }, "https://shop.test/p", "kids")).not.toHaveProperty("sizes");
  });
});

describe("the address field", () => {
  const message = (url: string) => pageUrlFormSchema.safeParse({ url }).error?.issues[0]?.message;

  it("takes an address the importer can read, with or without its scheme", () => {
    expect(pageUrlFormSchema.safeParse({ url: "https://shop.example/item" }).success).toBe(true);
    expect(pageUrlFormSchema.safeParse({ url: "shop.example/item" }).success).toBe(true);
  });

  it("names a missing or unreadable address", () => {
    expect(message("   ")).toBe(URL_REQUIRED_MESSAGE);
    expect(message("http://exa mple.com")).toBe(INVALID_URL_MESSAGE);
  });
});

describe("the page's sizes in the form", () => {
  it("ticks XXL and XXXL as 2XL and 3XL and keeps sizes the category lacks (XXS, 4XL), never dropping one", () => {
    expect(importedSizes(["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"], "regular")).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "2XL",
      "3XL",
      "XXS",
    ]);
    expect(importedSizes(["Small", "X-Large", "XX-Large", "4XL"], "men")).toEqual(["S", "XL", "2XL", "4XL"]);
  });
});

describe("the page's currency", () => {
  it("is another than the store's only when the page names one that differs", () => {
    expect(isOtherCurrency({ currency: "INR" }, "USD")).toBe(true);
    expect(isOtherCurrency({ currency: "usd" }, "USD")).toBe(false);
    expect(isOtherCurrency({ currency: "" }, "USD")).toBe(false);
    expect(isOtherCurrency({ currency: "INR" }, null)).toBe(false);
  });
});
