import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { productFieldsOfCsvRow, readProductCsv } from "./product-csv";
import { cleanShopifySku, conversionSuccess, convertShopifyCsv, stripHtml, summarizeErrors } from "./shopify-convert";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/shopify/${name}`, import.meta.url), "utf8");
const convert = (text: string) => convertShopifyCsv(parseCsv(text));

describe("Shopify's own sample export (product_template.csv)", () => {
  const { products, errors } = convert(fixture("product_template.csv"));

  it("converts its three products, one per handle, in order, with no error", () => {
    expect(errors).toEqual([]);
    expect(products.map((p) => p.name)).toEqual(["Example T-Shirt", "Example Jeans", "Example Beanie"]);
  });

  it("takes sizes from the option named Size (Option2 here), never the colours in Option1", () => {
    expect(products[0].sizes).toBe("S,M,L");
  });

  it("takes sizes from Option1 when that is the one named Size", () => {
    expect(products[1].sizes).toBe("28,30,40");
  });

  it("gives the variant-less product (Default Title) no size", () => {
    expect(products[2].sizes).toBe("");
  });

  it("merges every row's Image Src without duplicates, image-only rows included", () => {
    expect(products[0].images!.split(",")).toEqual([
      "https://burst.shopifycdn.com/photos/tshirts.jpg?width=1500",
      "https://burst.shopifycdn.com/photos/blank-colored-t-shirts.jpg?width=1500",
      "https://burst.shopifycdn.com/photos/green-t-shirt.jpg?width=1500",
      "https://burst.shopifycdn.com/photos/cobalt-blue-t-shirt.jpg?width=1500",
      "https://burst.shopifycdn.com/photos/grey-t-shirt.jpg?width=1500",
      "https://burst.shopifycdn.com/photos/purple-t-shirt.jpg?width=1500",
    ]);
    expect(products[1].images!.split(",")).toHaveLength(4);
  });

  it("strips the body's markup, keeps prices to two places, the first SKU and category regular", () => {
    expect(products[0]).toMatchObject({
      description:
        "This t-shirt is as simple as it gets. Easy to wear and insanely comfortable. Plus, it's made right here in our store for that extra special touch. Order a custom design or keep it blank for a classic look you can print on.",
      price: "25.00",
      sku: "SRT_COT_111",
      category: "regular",
      supplierLink: "",
    });
    expect(products[2]).toMatchObject({ price: "17.99", sku: "HAT_GRY_275" });
  });
});

describe("a multi-variant export written to Shopify's column set (BOM, CRLF, quotes, empty lines)", () => {
  const text = fixture("multi-variant-export.csv");
  const { products, errors } = convert(text);

  it("is the file it claims to be", () => {
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n\r\n");
    expect(text).toContain('""Gulabo""');
  });

  it("converts the four good products with non-ASCII names and doubled quotes intact", () => {
    expect(products.map((p) => p.name)).toEqual([
      "Anarkali Kurta — Zari Work",
      'Kids Lehenga "Gulabo"',
      "Banarasi Saree Gown — साड़ी गाउन",
      "Men’s Linen Kurta (Ça va)",
    ]);
  });

  it("finds the size option wherever it is named Size (Option1, 2 or 3, any case), merging duplicates", () => {
    expect(products.map((p) => p.sizes)).toEqual(["S,M,L", "2-3Y,3-4Y,4-5Y,5-6Y", "3XL,4XL,5XL", "S,M,L,XL"]);
  });

  it("merges images across variant and image-only rows without duplicates", () => {
    expect(products[0].images!.split(",")).toHaveLength(3);
    expect(products[1].images!.split(",")).toEqual([
      "https://cdn.shopify.com/s/files/1/0612/3456/files/lehenga-pink.jpg?v=1712000000",
      "https://cdn.shopify.com/s/files/1/0612/3456/files/lehenga-gold.jpg?v=1712000001",
      "https://cdn.shopify.com/s/files/1/0612/3456/files/lehenga-detail.jpg?v=1712000002",
    ]);
  });

  it("strips markup and decodes entities, drops scripts, and falls back to the title for an empty body", () => {
    expect(products[0].description).toBe(
      'Flowing georgette anarkali with zari embroidery & a matching "dupatta".\nLined\nHand wash only',
    );
    expect(products[1].description).toBe("Twirl-ready lehenga, soft cotton lining.\nSizes by age: 2–6 years.");
    expect(products[2].description).toBe("Banarasi Saree Gown — साड़ी गाउन");
    expect(products[3].description).toBe("Breathable linen\nMandarin collar — side pockets — Ça va…");
  });

  it("cleans Excel's apostrophe and trailing comma off SKUs and takes the first variant's price", () => {
    expect(products.map((p) => [p.sku, p.price])).toEqual([
      ["ANK-001", "49.99"],
      ["KDS-310", "29.90"],
      ["SGN-200", "64.00"],
      ["MEN-400", "39.00"],
    ]);
  });

  it("reports every rejected product by row and column and converts the rest", () => {
    expect(errors).toEqual([
      'Row 28, Title: product "untitled-dupatta" has no title; skipped',
      'Row 29, Variant Price: product "free-gift-pouch" needs a price above 0 (found "0.00"); skipped',
      "Row 30, Handle: a row without a handle belongs to no product; skipped",
    ]);
  });

  it("has rows our product CSV reads field by field", () => {
    expect(productFieldsOfCsvRow(products[1])).toEqual({
      name: 'Kids Lehenga "Gulabo"',
      description: "Twirl-ready lehenga, soft cotton lining.\nSizes by age: 2–6 years.",
      price: "29.90",
      category: "regular",
      images: products[1].images!.split(","),
      sizes: ["2-3Y", "3-4Y", "4-5Y", "5-6Y"],
      supplierLink: "",
      sku: "KDS-310",
    });
  });
});

describe("files that are not a usable export", () => {
  it("names the missing Shopify columns", () => {
    expect(convert("name,price\nKurta,10\n")).toEqual({
      products: [],
      errors: ["Missing required columns: Your CSV is missing these required columns: Handle, Title, Variant Price"],
    });
  });

  it("calls an empty or broken file a file issue", () => {
    const issue = "CSV file issue: The CSV file appears to be empty, has no data rows, or is improperly formatted...";
    expect(convert("")).toEqual({ products: [], errors: [issue] });
    expect(convert('Handle,Title,Variant Price\na,"B,1\n')).toEqual({ products: [], errors: [issue] });
  });

  it("reports a short row and converts the rest", () => {
    const { products, errors } = convert("Handle,Title,Variant Price,Image Src\na,A,5,https://x.test/a.jpg\nb,B\n");
    expect(products.map((p) => p.name)).toEqual(["A"]);
    expect(errors).toEqual(["Row 3: has 2 of the header's 4 fields; skipped"]);
  });

  it("reads an older export's Body HTML column and no option columns at all", () => {
    const { products } = convert("Handle,Title,Body HTML,Variant Price\na,A,<b>Bold</b> &amp; more,5\n");
    expect(products[0]).toMatchObject({ description: "Bold & more", sizes: "", images: "" });
  });

  it("falls back to Option1's value when no option is named Size", () => {
    const { products } = convert(
      "Handle,Title,Variant Price,Option1 Name,Option1 Value\na,A,5,Colour,Red\na,,5,,Blue\n",
    );
    expect(products[0].sizes).toBe("Red,Blue");
  });

  it("the converted rows pass the upload's file checks", () => {
    const { products } = convert(fixture("multi-variant-export.csv"));
    const headers = Object.keys(products[0]);
    const values = products.map((product) => Object.values(product) as string[]);
    const reread = readProductCsv({
      headers,
      rows: values.map((row, index) => ({
        rowNumber: index + 2,
        values: Object.fromEntries(headers.map((h, i) => [h, row[i]])),
      })),
      skipped: [],
      malformed: false,
    });
    expect(reread.ok).toBe(true);
  });
});

describe("helpers", () => {
  it("stripHtml keeps escaped markup as text and unknown entities go", () => {
    expect(stripHtml("&lt;b&gt; 5 &lt; 6 &bogus; AT&T &#39;x&#x27;")).toBe("<b> 5 < 6 AT&T 'x'");
    expect(stripHtml("<style>p{}</style><!-- c --><p>a</p><p>b<br/>c</p>")).toBe("a\nb\nc");
  });

  it("cleanShopifySku removes only the leading apostrophes and trailing commas", () => {
    expect(cleanShopifySku(" '0012,3, ")).toBe("0012,3");
  });

  it("summarizeErrors shows ten and counts the rest", () => {
    const errors = Array.from({ length: 13 }, (_, i) => `e${i}`);
    expect(summarizeErrors(errors)).toEqual({ shown: errors.slice(0, 10), more: "...and 3 more errors" });
    expect(summarizeErrors(errors.slice(0, 10))).toEqual({ shown: errors.slice(0, 10), more: null });
  });

  it("conversionSuccess counts the products", () => {
    expect(conversionSuccess(4)).toEqual({ title: "Conversion successful", description: "Converted 4 products." });
  });
});
