import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";
import { productFieldsOfCsvRow, readProductCsv } from "./product-csv";
import { MAX_IMAGES } from "./image-urls";
import { MAX_SIZES, PRODUCT_DESCRIPTION_MAX, SIZE_LABEL_MAX } from "./product-input";
import {
  cleanShopifySku,
  CONVERSION_NOTES,
  conversionSuccess,
  convertShopifyCsv,
  shortenDescription,
  stripHtml,
  summarizeErrors,
} from "./shopify-convert";
import { FREE_SIZE } from "./size-words";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/shopify/${name}`, import.meta.url), "utf8");
const convert = (text: string) => convertShopifyCsv(parseCsv(text));

/** Each product's name, sizes and report notes: what most tests below are about. */
const outline = (text: string) => {
  const { products, reports } = convert(text);
  return products.map((product, index) => ({
    name: product.name,
    sizes: product.sizes,
    notes: reports[index].notes,
  }));
};

describe("Shopify's full column set (color-then-size.csv)", () => {
  const { products, reports, errors } = convert(fixture("color-then-size.csv"));

  it("converts every product, whatever its status (draft, archived), one per handle, in order", () => {
    expect(errors).toEqual([]);
    expect(products.map((p) => p.name)).toEqual(["Block Print Kurti", "Palazzo Pants", "Silk Stole"]);
    expect(reports.map((r) => r.handle)).toEqual(["block-print-kurti", "palazzo-pants", "silk-stole"]);
  });

  it("takes sizes from the option named Size (Option2 here), never the colours in Option1", () => {
    expect(products[0].sizes).toBe("S,M,L");
    expect(reports[0].notes).toEqual(products[0].stock ? [CONVERSION_NOTES.stockKept] : []);
  });

  it("takes sizes from Option1 when that is the one named Size", () => {
    expect(products[1].sizes).toBe("28,30,32");
  });

  it("gives the variant-less product (Default Title) one size, Free Size, and says so", () => {
    expect(products[2].sizes).toBe(FREE_SIZE);
    expect(reports[2].notes).toEqual([CONVERSION_NOTES.freeSize([])]);
  });

  it("merges Image Src and Variant Image of every row without duplicates, image-only rows included", () => {
    expect(products[0].images!.split(",")).toEqual([
      "https://cdn.shopify.com/s/files/1/0612/3456/files/kurti-indigo.jpg?v=1",
      "https://cdn.shopify.com/s/files/1/0612/3456/files/kurti-detail.jpg?v=1",
      "https://cdn.shopify.com/s/files/1/0612/3456/files/kurti-red.jpg?v=1",
      "https://cdn.shopify.com/s/files/1/0612/3456/files/kurti-back.jpg?v=1",
    ]);
  });

  it("reads a whole-number price as money, ignores Excel's mangled barcodes, keeps the first SKU", () => {
    expect(products[0]).toMatchObject({
      description: "Hand block-printed cotton kurti.",
      price: "25.00",
      discountAmount: "",
      sku: "KRT-IND-S",
      category: "regular",
      supplierLink: "",
    });
    expect(products[1].description).toBe("Rayon\nElastic waist");
    expect(products[2]).toMatchObject({ price: "17.99", sku: "STL-001" });
  });
});

describe("the size option is the one named for sizes (size-option-by-name.csv)", () => {
  it("in any position and language, plain Size before a longer name, saying which when not plain", () => {
    expect(outline(fixture("size-option-by-name.csv"))).toEqual([
      { name: "Canvas Print", sizes: '8" x 10",12" x 16"', notes: [CONVERSION_NOTES.sizeOption("Size (Inch)")] },
      { name: "Robe en coton", sizes: "36,38,40", notes: [] },
      { name: "טוניקה", sizes: "S,M", notes: [] },
      { name: "Embroidered Jutti", sizes: "6,7,8", notes: [CONVERSION_NOTES.sizeOption("Shoe Size")] },
      { name: "Dinner Plate", sizes: "Set of 2,Set of 4", notes: [] },
    ]);
  });
});

describe("an option whose values all look like sizes (size-option-by-values.csv)", () => {
  it("holds the sizes; colours, quantities and table tops never do", () => {
    const byValues = (option: string) => CONVERSION_NOTES.sizeOptionByValues(option);
    expect(outline(fixture("size-option-by-values.csv"))).toEqual([
      { name: "Lehenga Choli", sizes: "XS,S,M,XL,2XL", notes: [byValues("Option")] },
      { name: "Cotton Frock", sizes: "2-3Y,3-4Y,4-5Y", notes: [CONVERSION_NOTES.sizeOption("Age")] },
      { name: "Straight Jeans", sizes: "28,30,32x32", notes: [byValues("Waist")] },
      { name: "Coffee Table", sizes: FREE_SIZE, notes: [CONVERSION_NOTES.freeSize(["Choice of Table Top"])] },
      { name: "Glass Bangles", sizes: FREE_SIZE, notes: [CONVERSION_NOTES.freeSize(["Quantity"])] },
      { name: "Scarf", sizes: FREE_SIZE, notes: [CONVERSION_NOTES.freeSize(["Colour"])] },
    ]);
  });
});

describe("a product with no size option (no-size-option.csv)", () => {
  it("imports with one size, Free Size, and the report names the options that are not sizes", () => {
    expect(outline(fixture("no-size-option.csv"))).toEqual([
      { name: "Jute Tote Bag", sizes: FREE_SIZE, notes: ['No size option: one size, "Free Size"'] },
      {
        name: "Chiffon Dupatta",
        sizes: FREE_SIZE,
        notes: ['No size option ("Color" holds no sizes): one size, "Free Size"'],
      },
      { name: "Brooch", sizes: FREE_SIZE, notes: ['No size option: one size, "Free Size"'] },
    ]);
  });
});

describe("size labels up to the shop's limit, the page import's too (long-size-labels.csv)", () => {
  it("are kept up to 20 characters, as the page import keeps them", () => {
    expect(SIZE_LABEL_MAX).toBe(20);
    expect(outline(fixture("long-size-labels.csv")).map(({ name, sizes }) => ({ name, sizes }))).toEqual([
      { name: "Pet Cushion", sizes: "S,M,M (With Zipper),L" },
      { name: "Pet Tent", sizes: "4 Corner Tent,5 Corner Tent" },
    ]);
  });

  it("keeps at most 30 sizes and counts the rest", () => {
    const rows = Array.from(
      { length: 33 },
      (_, i) => `waist,${i === 0 ? "Waist Belt" : ""},${20 + i},5,https://x.test/w.jpg`,
    );
    const [belt] = outline(["Handle,Title,Option1 Value,Variant Price,Image Src", ...rows].join("\n"));
    expect(belt.sizes?.split(",")).toHaveLength(MAX_SIZES);
    expect(belt.notes).toContain("3 sizes beyond the 30 a product holds left out");
  });
});

describe("more images than a product holds (many-images.csv)", () => {
  it("keeps the first 10 web addresses, counts the rest and leaves out what is not an address", () => {
    const { products, reports } = convert(fixture("many-images.csv"));
    const images = products[0].images!.split(",");
    expect(images).toHaveLength(MAX_IMAGES);
    expect(images[0]).toMatch(/bridal-01\.jpg$/);
    expect(images[9]).toMatch(/bridal-10\.jpg$/);
    expect(reports[0].notes).toEqual([
      "1 image address is not a web address, left out",
      "14 images: the first 10 kept, 4 left out",
    ]);
  });
});

describe("a compare-at price (compare-at-price.csv)", () => {
  it("above the price becomes the price, with the difference as the discount; otherwise it is ignored", () => {
    const { products, reports } = convert(fixture("compare-at-price.csv"));
    expect(products.map((p) => [p.name, p.price, p.discountAmount])).toEqual([
      ["Sale Saree", "2499.00", "1000.00"],
      ["Same Price Kurta", "40.00", ""],
      ["Lower Compare Kurta", "40.00", ""],
      ["Kurta Without Compare", "40.00", ""],
    ]);
    expect(reports[0].notes).toEqual([
      "Compare-at price 2499.00 is above the price 1499.00: price 2499.00 with a 1000.00 discount",
    ]);
  });
});

describe("the category (category-hints.csv)", () => {
  it("comes from Type, Product Category, Tags, Google Shopping's gender or age group, else regular", () => {
    const { products, reports } = convert(fixture("category-hints.csv"));
    expect(products.map((p, i) => [p.name, p.category, reports[i].notes])).toEqual([
      ["Kurta Set", "kids", [`Category "Kids Wear" from Type "Kids' Kurta Set"`]],
      [
        "Romper",
        "kids",
        [`Category "Kids Wear" from Product Category "Apparel & Accessories > Clothing > Baby & Toddler Clothing"`],
      ],
      ["Nehru Jacket", "men", [`Category "Men's Wear" from Tags "Men"`]],
      ["Kaftan", "plus", [`Category "Plus Size" from Type "Women's Plus Size Kaftan"`]],
      // Men and women together is nobody's men's wear; a tag is read whole, so kid-favorite is no kids' tag.
      ["Tee", "regular", []],
      ["Cupcake Print Tee", "regular", []],
      ["Polo", "men", [`Category "Men's Wear" from Google Shopping / Gender "male"`]],
      ["Bib", "kids", [`Category "Kids Wear" from Google Shopping / Age Group "infant"`]],
      ["Anarkali", "regular", []],
      // "Plus" in a Type is a word of its own; as a whole tag it means plus sizes.
      ["Kurta and Dupatta", "regular", []],
      ["Maxi Dress", "plus", [`Category "Plus Size" from Tags "Plus"`]],
    ]);
  });
});

describe("products the shop cannot sell (not-for-sale.csv)", () => {
  it("are left out with their row, column and why; the rest convert", () => {
    const { products, errors } = convert(fixture("not-for-sale.csv"));
    expect(products.map((p) => p.name)).toEqual(["Kept Kurta"]);
    expect(errors).toEqual([
      'Row 2, Title: product "untitled" has no title; skipped',
      'Row 3, Variant Price: product "free-sample" needs a price above 0 (found "0.00"); skipped',
      'Row 4, Image Src: product "shampoo" has no image; skipped',
      "Row 5, Handle: a row without a handle belongs to no product; skipped",
    ]);
  });
});

describe("cells padded with spaces (padded-cells.csv)", () => {
  it("read as their text", () => {
    const { products } = convert(fixture("padded-cells.csv"));
    expect(products.map((p) => [p.name, p.description, p.price, p.sizes, p.images])).toEqual([
      ["Padded Kurta", "Soft", "4.00", FREE_SIZE, "https://cdn.shopify.com/s/files/1/0612/3456/files/padded.jpg"],
      ["Plain Kurta", "Plain Kurta", "5.00", "XL", "https://cdn.shopify.com/s/files/1/0612/3456/files/plain.jpg"],
    ]);
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
    expect(products.map((p) => [p.sku, p.price, p.discountAmount])).toEqual([
      // 49.99 with a compare-at price of 69.99.
      ["ANK-001", "69.99", "20.00"],
      ["KDS-310", "29.90", ""],
      ["SGN-200", "64.00", ""],
      ["MEN-400", "39.00", ""],
    ]);
  });

  it("guesses the kids' lehenga's category from its tag, and reports it", () => {
    expect(products.map((p) => p.category)).toEqual(["regular", "kids", "regular", "regular"]);
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
      category: "kids",
      images: products[1].images!.split(","),
      sizes: ["2-3Y", "3-4Y", "4-5Y", "5-6Y"],
      supplierLink: "",
      sku: "KDS-310",
      discountAmount: "",
      stock: "2-3Y:10,3-4Y:5,4-5Y:5,5-6Y:5",
      perMemberLimit: "",
    });
  });
});

describe("files that are not a usable export", () => {
  it("names the missing Shopify columns", () => {
    expect(convert("name,price\nKurta,10\n")).toEqual({
      products: [],
      reports: [],
      errors: ["Missing required columns: Your CSV is missing these required columns: Handle, Title, Variant Price"],
    });
  });

  it("calls an empty or broken file a file issue", () => {
    const issue = "CSV file issue: The CSV file appears to be empty, has no data rows, or is improperly formatted...";
    expect(convert("")).toEqual({ products: [], reports: [], errors: [issue] });
    expect(convert('Handle,Title,Variant Price\na,"B,1\n')).toEqual({ products: [], reports: [], errors: [issue] });
  });

  it("reports a short row and converts the rest", () => {
    const { products, errors } = convert("Handle,Title,Variant Price,Image Src\na,A,5,https://x.test/a.jpg\nb,B\n");
    expect(products.map((p) => p.name)).toEqual(["A"]);
    expect(errors).toEqual(["Row 3: has 2 of the header's 4 fields; skipped"]);
  });

  it("reads an older export's Body HTML column and no option columns at all", () => {
    const { products } = convert(
      "Handle,Title,Body HTML,Variant Price,Image Src\na,A,<b>Bold</b> &amp; more,5,https://x.test/a.jpg\n",
    );
    expect(products[0]).toMatchObject({ description: "Bold & more", sizes: FREE_SIZE, images: "https://x.test/a.jpg" });
  });

  it("never takes colours for sizes, even when no option is named Size", () => {
    const { products } = convert(
      "Handle,Title,Variant Price,Option1 Name,Option1 Value,Image Src\na,A,5,Colour,Red,https://x.test/a.jpg\na,,5,,Blue,\n",
    );
    expect(products[0].sizes).toBe(FREE_SIZE);
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

describe("what the shop cannot hold or would lose", () => {
  it("shortens a description over the shop's limit at a sentence's end, with a note", () => {
    const sentence = "Soft cotton, hand block printed in Jaipur. ";
    const long = sentence.repeat(Math.ceil(PRODUCT_DESCRIPTION_MAX / sentence.length) + 5);
    const short = shortenDescription(long);
    expect(short.length).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX);
    expect(short.endsWith("Jaipur.")).toBe(true);
    expect(shortenDescription("Short.")).toBe("Short.");
  });

  it("keeps Variant Inventory Qty per size as stock, unless the owner chooses unlimited", () => {
    const csv = [
      "Handle,Title,Body (HTML),Variant Price,Image Src,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Inventory Qty",
      "bata,Bata,x,10.00,https://i.test/1.jpg,Color,Red,Talla,S,3",
      "bata,,,10.00,,,Blue,,S,2",
      "bata,,,10.00,,,Red,,M,-1",
    ].join("\n");
    expect(convertShopifyCsv(parseCsv(csv)).products[0]).toMatchObject({ sizes: "S,M", stock: "S:5,M:0" });
    expect(convertShopifyCsv(parseCsv(csv), "unlimited").products[0]).not.toHaveProperty("stock");
  });
});
