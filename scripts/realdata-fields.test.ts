import { describe, expect, it } from "vitest";
import type { PageProduct } from "../src/server/services/imports/page-extract";
import {
  type ExpectedPage,
  type ExportCase,
  decidingNames,
  exportFields,
  formatTally,
  judgeFile,
  pageFields,
  tallyFields,
  unjudged,
} from "./realdata-fields";

// Small cases written here: the real corpus is read in place by scripts/realdata.ts, never copied.

const expectation = (overrides: Partial<ExpectedPage> = {}): ExpectedPage => ({
  file: "shop.html.gz",
  url: "https://shop.example/p/1",
  title: ["Linen Shirt", "Linen Shirt - Blue"],
  price: ["49.00"],
  photo: ["https://cdn.example/shirt.jpg"],
  ...overrides,
});

const product = (overrides: Partial<PageProduct> = {}): PageProduct => ({
  title: "Linen Shirt",
  description: "",
  price: "49.00",
  currency: "USD",
  sizes: [],
  images: ["https://cdn.example/shirt.jpg", "https://cdn.example/back.jpg"],
  productId: null,
  ...overrides,
});

describe("pages, field by field", () => {
  const pages = [
    // Everything right: the title's spacing and the photo's scheme do not matter.
    judgeFile(pageFields, {
      expectation: expectation({ sizes: ["S", "M"] }),
      product: product({ title: " Linen\n Shirt ", sizes: ["S", "M"], images: ["http://cdn.example/shirt.jpg"] }),
    }),
    // The price wrong, and no sizes expected: sizes are not checked.
    judgeFile(pageFields, { expectation: expectation(), product: product({ price: "59.00", sizes: ["XL"] }) }),
    // Only the sizes wrong: reported, but the page is still right.
    judgeFile(pageFields, {
      expectation: expectation({ sizes: ["S", "M", "L"] }),
      product: product({ sizes: ["S", "M"] }),
    }),
    // A thumbnail first and an unknown title.
    judgeFile(pageFields, {
      expectation: expectation(),
      product: product({ title: "Shop | Home", images: ["https://cdn.example/shirt_thumb.jpg"] }),
    }),
    // No photo at all.
    judgeFile(pageFields, { expectation: expectation(), product: product({ images: [] }) }),
  ];

  it("counts, per field, the files that have it right among those where it is checked", () => {
    expect(tallyFields(pageFields, pages)).toEqual([
      { field: "title", right: 4, checked: 5 },
      { field: "price", right: 4, checked: 5 },
      { field: "photo", right: 3, checked: 5 },
      { field: "sizes", right: 1, checked: 2 },
    ]);
    expect(formatTally(tallyFields(pageFields, pages))).toBe("title 4/5  price 4/5  photo 3/5  sizes 1/2");
  });

  it("keeps the verdict to title, price and photo", () => {
    expect(pages.map((page) => page.right)).toEqual([true, false, true, false, false]);
    expect(decidingNames(pageFields)).toBe("title+price+photo");
  });

  it("says what the importer gave for a wrong field", () => {
    expect(pages[1]!.checks).toEqual([
      { field: "title", right: true, wrong: "" },
      { field: "price", right: false, wrong: '"59.00"' },
      { field: "photo", right: true, wrong: "" },
    ]);
    expect(pages[2]!.checks.find((check) => check.field === "sizes")).toEqual({
      field: "sizes",
      right: false,
      wrong: "[S,M]",
    });
    expect(pages[4]!.checks.find((check) => check.field === "photo")?.wrong).toBe("(none)");
  });

  it("counts a page without an expectation as wrong in every field it always has", () => {
    const tally = tallyFields(pageFields, [pages[0]!, unjudged(pageFields)]);
    expect(formatTally(tally)).toBe("title 1/2  price 1/2  photo 1/2  sizes 1/1");
  });
});

describe("exports, field by field", () => {
  const wanted = { file: "shop.csv", products: ["Tee", "Tee", "Cargo  Pants"] };
  const file = (overrides: Partial<ExportCase>): ExportCase => ({
    expectation: wanted,
    converted: ["Tee", "Tee", "Cargo Pants"],
    refused: [],
    ...overrides,
  });
  const exports = [
    judgeFile(exportFields, file({})),
    // The right products, one of which the upload refuses.
    judgeFile(exportFields, file({ refused: ["Tee: Description is required"] })),
    // One of the two Tees lost and a draft let in.
    judgeFile(exportFields, file({ converted: ["Tee", "Cargo Pants", "Draft"] })),
    judgeFile(exportFields, file({ expectation: undefined })),
  ];

  it("counts the products and the upload's rules apart", () => {
    expect(formatTally(tallyFields(exportFields, exports))).toBe("products 2/4  upload 3/4");
    expect(exports.map((entry) => entry.right)).toEqual([true, false, false, false]);
  });

  it("names what is missing, unexpected or refused", () => {
    expect(exports[1]!.checks.map((check) => check.wrong).join("")).toBe(
      "; the upload refuses 1, e.g. Tee: Description is required",
    );
    expect(exports[2]!.checks.map((check) => check.wrong).join("")).toBe("; missing 1: Tee; unexpected 1: Draft");
    expect(exports[3]!.checks.map((check) => check.wrong).join("")).toBe(" (no expectation recorded)");
  });
});
