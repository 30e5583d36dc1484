import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./catalog";
import { parseCsv } from "./csv";
import {
  CSV_FILE_ISSUE,
  PRODUCT_CSV_COLUMNS,
  SAMPLE_PRODUCTS_CSV,
  isCsvFile,
  missingColumnsMessage,
  productFieldsOfCsvRow,
  readProductCsv,
  rejectedRowsCsv,
  splitCsvList,
  toastText,
} from "./product-csv";

const read = (text: string) => readProductCsv(parseCsv(text));

describe("readProductCsv", () => {
  it("calls an empty file, a header alone and a broken file the spec's file issue", () => {
    for (const text of [
      "",
      "\r\n\r\n",
      "name,description,price,category\r\n",
      'name,description,price,category\n"a,b,1,regular\n',
    ])
      expect(read(text)).toEqual({ ok: false, message: CSV_FILE_ISSUE });
    expect(toastText(CSV_FILE_ISSUE)).toBe(
      "CSV file issue: The CSV file appears to be empty, has no data rows, or is improperly formatted...",
    );
  });

  it("names every missing required column in the spec's words", () => {
    const result = read("name,images\nKurta,https://x.test/a.jpg\n");
    expect(result).toEqual({ ok: false, message: missingColumnsMessage(["description", "price", "category"]) });
    expect(toastText(missingColumnsMessage(["price", "category"]))).toBe(
      "Missing required columns: Your CSV is missing these required columns: price, category",
    );
  });

  it("matches headers without regard to case or spaces, keeps row numbers and reports skipped rows", () => {
    const result = read(
      " Name ,DESCRIPTION,Price,category,SupplierLink,extra\n\nKurta,Nice,10,regular,https://s.test,x\nshort,row\n",
    );
    expect(result).toEqual({
      ok: true,
      rows: [{ name: "Kurta", description: "Nice", price: "10", category: "regular", supplierLink: "https://s.test" }],
      rowNumbers: [3],
      skipped: ["Row 4: has 2 of the header's 6 fields; skipped"],
    });
  });
});

describe("productFieldsOfCsvRow", () => {
  it("trims cells, splits lists, lower-cases the category and makes an empty SKU null", () => {
    expect(
      productFieldsOfCsvRow({
        name: "  Kurta ",
        description: " Soft ",
        price: " 10.50 ",
        category: " Kids ",
        images: "https://a.test/1.jpg, https://a.test/2.jpg",
        sizes: "2-3Y,3-4Y, ,4-5Y",
        sku: "  ",
        discountAmount: " 5.00 ",
      }),
    ).toEqual({
      name: "Kurta",
      description: "Soft",
      price: "10.50",
      category: "kids",
      images: ["https://a.test/1.jpg", "https://a.test/2.jpg"],
      sizes: ["2-3Y", "3-4Y", "4-5Y"],
      supplierLink: "",
      sku: null,
      discountAmount: "5.00",
      stock: "",
      perMemberLimit: "",
    });
  });

  it("takes off the formula guard our own downloads add", () => {
    expect(productFieldsOfCsvRow({ name: "'=Kurta", price: "'-5" })).toMatchObject({ name: "=Kurta", price: "-5" });
  });
});

describe("splitCsvList", () => {
  it("splits on commas but keeps commas inside an image address's path", () => {
    expect(splitCsvList("https://res.test/w_400,h_600/a.jpg,https://res.test/b.jpg, http://c.test/c,d.png")).toEqual([
      "https://res.test/w_400,h_600/a.jpg",
      "https://res.test/b.jpg",
      "http://c.test/c,d.png",
    ]);
    expect(splitCsvList("XS,S, M ,,L")).toEqual(["XS", "S", "M", "L"]);
    expect(splitCsvList(undefined)).toEqual([]);
    expect(splitCsvList("")).toEqual([]);
  });
});

describe("isCsvFile", () => {
  it("accepts a .csv name or a CSV/Excel type, and nothing else", () => {
    expect(isCsvFile({ name: "Products.CSV", type: "" })).toBe(true);
    expect(isCsvFile({ name: "export", type: "text/csv" })).toBe(true);
    expect(isCsvFile({ name: "export.txt", type: "application/vnd.ms-excel" })).toBe(true);
    expect(isCsvFile({ name: "photo.png", type: "image/png" })).toBe(false);
    expect(isCsvFile({ name: "notes.txt", type: "text/plain" })).toBe(false);
  });
});

describe("SAMPLE_PRODUCTS_CSV", () => {
  const result = read(SAMPLE_PRODUCTS_CSV);

  it("reads cleanly with every column and one product of each category", () => {
    expect(parseCsv(SAMPLE_PRODUCTS_CSV).headers).toEqual([...PRODUCT_CSV_COLUMNS]);
    if (!result.ok) throw new Error(toastText(result.message));
    expect(result.skipped).toEqual([]);
    const fields = result.rows.map(productFieldsOfCsvRow);
    expect(new Set(fields.map((f) => f.category))).toEqual(new Set(CATEGORIES));
    expect(fields.every((f) => f.images.length > 0 && f.sizes.length > 0 && Number(f.price) > 0)).toBe(true);
  });

  it("shows sizes from XS to 2XL and kids' ages such as 2-3Y", () => {
    if (!result.ok) throw new Error("unreadable");
    const sizes = result.rows.map((row) => productFieldsOfCsvRow(row).sizes);
    expect(sizes).toContainEqual(["XS", "S", "M", "L", "XL", "2XL"]);
    expect(sizes.flat()).toContain("2-3Y");
    expect(productFieldsOfCsvRow(result.rows[0]).description).toContain('a "dupatta"');
  });
});

describe("rejectedRowsCsv", () => {
  it("writes the rejected rows in our columns with a reason, ready to fix and upload again", () => {
    const text = rejectedRowsCsv([
      {
        row: 7,
        values: { Name: "Kurta", description: "Soft", price: "-5", category: "regular", Extra: "x" },
        problems: [
          { field: "price", message: "Price cannot be negative" },
          { field: "images", message: "Please provide at least 1 valid image URL (http:// or https:// link)" },
        ],
      },
    ]);
    expect(text).toBe(
      "name,description,price,category,images,sizes,supplierLink,sku,discountAmount,stock,perMemberLimit,reason\r\n" +
        'Kurta,Soft,"\'-5",regular,,,,,,,,Row 7: price: Price cannot be negative; images: Please provide at least 1 valid image URL (http:// or https:// link)',
    );
    const again = read(text);
    expect(again.ok && productFieldsOfCsvRow(again.rows[0]).price).toBe("-5");
  });
});
