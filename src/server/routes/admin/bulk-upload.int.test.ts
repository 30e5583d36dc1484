import { readFileSync } from "node:fs";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bulkUploadResultSchema } from "../../../contracts/imports";
import { parseCsv } from "../../../domain/csv";
import { readProductCsv, SAMPLE_PRODUCTS_CSV } from "../../../domain/product-csv";
import { convertShopifyCsv } from "../../../domain/shopify-convert";
import { adminSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { activityLog, products, productStock } from "../../db/schema";

const NOW = "2026-03-03T09:00:00.000Z";
const DAY = 24 * 3_600_000;

const shopifyFixture = (name: string) =>
  readFileSync(new URL(`../../../domain/fixtures/shopify/${name}`, import.meta.url), "utf8");

function fileRows(text: string) {
  const file = readProductCsv(parseCsv(text));
  if (!file.ok) throw new Error(file.message.description);
  return file;
}

function row(overrides: Record<string, string | number | null> = {}) {
  return {
    name: "Block Print Kurta",
    description: "Soft cotton.",
    price: "40.00",
    category: "regular",
    images: "https://images.example.com/a.jpg",
    sizes: "S,M,L",
    supplierLink: "",
    sku: "",
    ...overrides,
  };
}

describe("POST /api/admin/products/bulk-upload", () => {
  const clock = manualClock(NOW);
  let t: TestApp;
  let headers: Record<string, string>;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    const admin = await adminSignIn(t.app);
    headers = { authorization: `Bearer ${admin.token}` };
    adminId = (await t.app.inject({ method: "GET", url: "/api/admin/user", headers })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(products);
    await t.database.db.delete(activityLog);
  });

  const upload = (payload: object, withHeaders: Record<string, string> = headers) =>
    t.app.inject({ method: "POST", url: "/api/admin/products/bulk-upload", headers: withHeaders, payload });
  const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0].n;
  const uploadActivity = () => t.database.db.select().from(activityLog);

  it("refuses a request without the admin session", async () => {
    const res = await upload({ csvData: [row()], discountAmount: 0 }, {});
    expect(res.statusCode).toBe(401);
    expect(await productCount()).toBe(0);
  });

  it("dry-runs the sample file without writing, then commits it as drafts with one activity row", async () => {
    const file = fileRows(SAMPLE_PRODUCTS_CSV);
    const dry = await upload({ csvData: file.rows, rowNumbers: file.rowNumbers, discountAmount: 5, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const preview = bulkUploadResultSchema.parse(dry.json());
    expect(preview).toMatchObject({
      dryRun: true,
      results: { successful: 5, failed: 0, errors: [] },
      rejected: [],
      productIds: [],
      message: "Dry run: 5 products would be saved as drafts. Nothing was saved.",
    });
    expect(preview.created.map((p) => [p.row, p.name, p.sizes])).toEqual([
      [2, "Embroidered Anarkali Kurta", ["XS", "S", "M", "L", "XL", "2XL"]],
      [3, "Printed Cotton Kurti", ["S", "M", "L", "XL"]],
      [4, "Silk Blend Saree Gown", ["3XL", "4XL", "5XL"]],
      [5, "Kids Lehenga Choli", ["2-3Y", "3-4Y", "4-5Y", "5-6Y"]],
      [6, "Men's Linen Kurta", ["S", "M", "L", "XL", "2XL"]],
    ]);
    expect(await productCount()).toBe(0);
    expect(await uploadActivity()).toEqual([]);

    const res = await upload({ csvData: file.rows, rowNumbers: file.rowNumbers, discountAmount: "5.00" });
    expect(res.statusCode, res.body).toBe(200);
    const done = bulkUploadResultSchema.parse(res.json());
    expect(done).toMatchObject({
      message: "Uploaded 5 products as drafts",
      dryRun: false,
      results: { successful: 5, failed: 0, errors: [] },
    });
    const stored = await t.database.db.select().from(products).orderBy(products.id);
    expect(stored.map((p) => p.id)).toEqual(done.productIds);
    expect(stored[0]).toMatchObject({
      name: "Embroidered Anarkali Kurta",
      description: 'Flowing georgette anarkali with zari embroidery, a "dupatta" and lining included.',
      price: "49.99",
      // The row's own 10.00 and the upload's flat 5.00.
      discountAmount: "15.00",
      images: ["https://images.example.com/sample/anarkali-1.jpg", "https://images.example.com/sample/anarkali-2.jpg"],
      category: "regular",
      supplierLink: "https://supplier.example.com/anarkali",
      sku: "ANK-001",
    });
    expect(stored.slice(1).map((p) => p.discountAmount)).toEqual(["5.00", "5.00", "5.00", "5.00"]);
    // The sample's first row limits its sizes and its members; the others are unlimited.
    expect(stored.map((p) => p.perMemberLimit)).toEqual([2, null, null, null, null]);
    const units = await t.database.db.select().from(productStock).orderBy(productStock.size);
    expect(units.every((u) => u.productId === stored[0].id && u.sold === 0)).toBe(true);
    expect(Object.fromEntries(units.map((u) => [u.size, u.offered]))).toEqual({
      XS: 2,
      S: 5,
      M: 5,
      L: 5,
      XL: 3,
      "2XL": 2,
    });
    for (const product of stored) {
      expect(product.status).toBe("draft");
      expect(product.publishAt).toBeNull();
      expect(product.createdAt.toISOString()).toBe(NOW);
      expect(product.expiresAt.getTime()).toBe(new Date(NOW).getTime() + 7 * DAY);
    }
    const activity = await uploadActivity();
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      adminId,
      action: "product.bulk-upload",
      changes: {
        after: {
          successful: 5,
          failed: 0,
          discountAmount: "5.00",
          firstProductId: done.productIds[0],
          lastProductId: done.productIds[4],
        },
      },
    });
  });

  it("judges every row by the product rules, names row and field in every error, and saves the valid rows", async () => {
    const csvData = [
      row({ name: "Valid one", images: "https://imgur.com/AbC123x, https://images.example.com/b.jpg", price: 25 }),
      row({ price: "abc" }),
      row({ price: "-5" }),
      row({ price: "1.234" }),
      row({ category: "women" }),
      row({ images: "" }),
      row({ images: "data:image/png;base64,AAAA" }),
      row({ images: "not a url" }),
      row({ sizes: "" }),
      row({ sizes: "S,s" }),
      row({ name: "  " }),
      row({ description: "" }),
      row({ price: "3.00" }),
      row({ name: "Valid two", category: "Kids", sizes: "2-3Y, 3-4Y", sku: "'=KID-1" }),
    ];
    const rowNumbers = csvData.map((_, index) => index + 10);
    const res = await upload({ csvData, rowNumbers, discountAmount: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const result = bulkUploadResultSchema.parse(res.json());
    expect(result.results).toEqual({
      successful: 2,
      failed: 12,
      errors: [
        "Row 11, price: Price must be a number",
        "Row 12, price: Price cannot be negative",
        "Row 13, price: Price can have at most 2 decimals",
        "Row 14, category: Category must be regular, plus, kids or men",
        "Row 15, images: Please provide at least 1 valid image URL (http:// or https:// link)",
        "Row 16, images: Please provide at least 1 valid image URL (http:// or https:// link)",
        "Row 17, images: One or more image URLs are not valid URLs",
        "Row 18, sizes: Please select at least one size",
        "Row 19, sizes: Each size can be listed only once",
        "Row 20, name: Product name is required",
        "Row 21, description: Description is required",
        "Row 22, price: The discount cannot be more than the price",
      ],
    });
    expect(result.message).toBe("Uploaded 2 products as drafts; 12 rows rejected");
    expect(result.rejected[0]).toEqual({
      row: 11,
      values: row({ price: "abc" }),
      problems: [{ field: "price", message: "Price must be a number" }],
    });
    const stored = await t.database.db.select().from(products).orderBy(products.id);
    expect(stored.map((p) => [p.name, p.price, p.discountAmount, p.category, p.images, p.sizes, p.sku])).toEqual([
      [
        "Valid one",
        "25.00",
        "4.00",
        "regular",
        ["https://i.imgur.com/AbC123x.jpg", "https://images.example.com/b.jpg"],
        ["S", "M", "L"],
        null,
      ],
      ["Valid two", "40.00", "4.00", "kids", ["https://images.example.com/a.jpg"], ["2-3Y", "3-4Y"], "=KID-1"],
    ]);
    expect((await uploadActivity())[0].changes).toMatchObject({ after: { successful: 2, failed: 12 } });
  });

  it("refuses a stock cell it cannot read, or one naming a size the row does not have, by row and column", async () => {
    const res = await upload({
      csvData: [row({ sizes: "S,M", stock: "S:2,XL:1" }), row({ stock: "lots" }), row({ perMemberLimit: "0" })],
      discountAmount: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.errors).toEqual([
      "Row 2, stock: Stock names XL, which the product does not offer",
      'Row 3, stock: Stock "lots" is not SIZE:UNITS (e.g. S:3,M:5)',
      "Row 4, perMemberLimit: Limit per member must be at least 1",
    ]);
    expect(await productCount()).toBe(0);
  });

  it("numbers rows from 2 when the client sends no row numbers, and writes nothing when every row fails", async () => {
    const res = await upload({ csvData: [row(), row({ price: "" })], discountAmount: 0, dryRun: false });
    expect(res.json().results.errors).toEqual(["Row 3, price: Price must be a number"]);
    await t.database.db.delete(products);
    await t.database.db.delete(activityLog);

    const none = await upload({ csvData: [row({ sizes: "" })] });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({
      message: "No products were uploaded: 1 row rejected",
      results: { successful: 0, failed: 1 },
    });
    expect(await productCount()).toBe(0);
    expect(await uploadActivity()).toEqual([]);
  });

  it("answers a bad upload with a 400 and writes nothing", async () => {
    const cases: [object, string][] = [
      [
        { csvData: [] },
        "CSV file issue: The CSV file appears to be empty, has no data rows, or is improperly formatted...",
      ],
      [
        { csvData: [{ name: "x", images: "https://a.test/x.jpg" }] },
        "Missing required columns: Your CSV is missing these required columns: description, price, category",
      ],
      [{ csvData: [row()], discountAmount: -1 }, "Invalid body: discountAmount: Discount cannot be negative"],
      [
        { csvData: [row()], discountAmount: "0.001" },
        "Invalid body: discountAmount: Discount can have at most 2 decimals",
      ],
      [
        { csvData: [row()], rowNumbers: [2, 3] },
        "Invalid body: rowNumbers: rowNumbers must have one number per row of csvData",
      ],
      [
        { csvData: [row(), row({ name: "Second" })], rowNumbers: [4, 4] },
        "Invalid body: rowNumbers: rowNumbers must name each row once",
      ],
      [{ csvData: [row()], extra: true }, ""],
      [{ csvData: "name,price" }, ""],
    ];
    for (const [payload, message] of cases) {
      const res = await upload(payload);
      expect(res.statusCode, res.body).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    const tooMany = await upload({ csvData: Array.from({ length: 10_001 }, () => ({ name: "x" })) });
    expect(tooMany.statusCode).toBe(400);
    expect(await productCount()).toBe(0);
    expect(await uploadActivity()).toEqual([]);
  });

  it("judges sizes named constructor, toString and __proto__ as any other size, stock included", async () => {
    const sizes = ["constructor", "toString", "__proto__"];
    const res = await upload({
      csvData: [row({ name: "Odd sizes", sizes: sizes.join(","), stock: "constructor:2,toString:1,__proto__:3" })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ results: { successful: 1 } });
    const [created] = await t.database.db.select().from(products);
    expect(created.sizes).toEqual(sizes);
    const stored = await t.database.db.select().from(productStock).where(eq(productStock.productId, created.id));
    expect(Object.fromEntries(stored.map((unit) => [unit.size, unit.offered]))).toEqual(
      JSON.parse('{"constructor":2,"toString":1,"__proto__":3}'),
    );
    const refused = await upload({ csvData: [row({ name: "Odder", sizes: "M", stock: "constructor:2" })] });
    expect(refused.json()).toMatchObject({ results: { successful: 0 } });
    expect(JSON.stringify(refused.json())).toMatch(/constructor, which the product does not offer/);
  });

  it("imports a converted Shopify export with no rejected row", async () => {
    const { products: converted, errors } = convertShopifyCsv(parseCsv(shopifyFixture("multi-variant-export.csv")));
    expect(errors).toHaveLength(3);
    const res = await upload({ csvData: converted, discountAmount: 0 });
    expect(res.json().results).toEqual({ successful: 4, failed: 0, errors: [] });
    expect(await productCount()).toBe(4);
  });

  it("saves a converted compare-at price as price and discount, with the flat discount on top", async () => {
    const { products: converted } = convertShopifyCsv(parseCsv(shopifyFixture("compare-at-price.csv")));
    const res = await upload({ csvData: converted, discountAmount: "1.00" });
    expect(res.json().results).toEqual({ successful: 4, failed: 0, errors: [] });
    const saved = await t.database.db
      .select({ name: products.name, price: products.price, discount: products.discountAmount, sizes: products.sizes })
      .from(products)
      .orderBy(products.id);
    expect(saved).toEqual([
      { name: "Sale Saree", price: "2499.00", discount: "1001.00", sizes: ["Free Size"] },
      { name: "Same Price Kurta", price: "40.00", discount: "1.00", sizes: ["M"] },
      { name: "Lower Compare Kurta", price: "40.00", discount: "1.00", sizes: ["M"] },
      { name: "Kurta Without Compare", price: "40.00", discount: "1.00", sizes: ["M"] },
    ]);
  });

  it("saves 10,000 rows in one statement and one transaction: a failing last row leaves nothing behind", async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => row({ name: `Kurta ${i}`, sku: `K-${i}` }));
    const dry = await upload({ csvData: many, dryRun: true });
    expect(dry.json().results.successful).toBe(10_000);
    expect(await productCount()).toBe(0);

    // A database-level fault on the very last row: every chunk before it must roll back with it.
    await t.database.db.execute(sql`
      CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.name = 'Kurta 9999' THEN RAISE EXCEPTION 'poison row'; END IF; RETURN NEW; END $$`);
    await t.database.db.execute(
      sql`CREATE TRIGGER poison BEFORE INSERT ON products FOR EACH ROW EXECUTE FUNCTION refuse_poison()`,
    );
    try {
      const failed = await upload({ csvData: many });
      expect(failed.statusCode).toBe(500);
      expect(await productCount()).toBe(0);
      expect(await uploadActivity()).toEqual([]);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER poison ON products`);
      await t.database.db.execute(sql`DROP FUNCTION refuse_poison()`);
    }

    const res = await upload({ csvData: many });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().productIds).toHaveLength(10_000);
    expect(await productCount()).toBe(10_000);
    expect(await uploadActivity()).toHaveLength(1);
  });

  describe("rows already in the shop (docs/decisions/028)", () => {
    const sample = () => fileRows(SAMPLE_PRODUCTS_CSV);
    const importSample = (extra: object = {}) => {
      const file = sample();
      return upload({ csvData: file.rows, rowNumbers: file.rowNumbers, ...extra });
    };

    it("re-importing the same file with the default choices creates no copies", async () => {
      expect((await importSample()).json().productIds).toHaveLength(5);
      const first = await t.database.db.select().from(products).orderBy(products.id);
      const activityBefore = (await uploadActivity()).length;

      const dry = bulkUploadResultSchema.parse((await importSample({ dryRun: true })).json());
      expect(dry.created).toEqual([]);
      expect(dry.message).toBe(
        "Dry run: 0 products would be saved as drafts, 5 duplicates skipped. Nothing was saved.",
      );
      expect(dry.duplicates.map((d) => [d.row, d.existing, d.matchedBy, d.sameAsRow, d.choice])).toEqual(
        first.map((p, i) => [i + 2, { id: p.id, name: p.name }, "sku", null, "skip"]),
      );

      const again = await importSample();
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        message: "No products were uploaded: 5 duplicates skipped",
        results: { successful: 0, failed: 0, errors: [] },
        productIds: [],
        updatedProductIds: [],
      });
      expect(await t.database.db.select().from(products).orderBy(products.id)).toEqual(first);
      expect(await uploadActivity()).toHaveLength(activityBefore);
    });

    it("matches by SKU, else by name and price, skips a row the file repeats, and creates the rest", async () => {
      await upload({
        csvData: [
          row({ name: "Block Print Kurta", price: "40.00", sku: "" }),
          row({ name: "Saree", price: "99.00", sku: "SAR-1" }),
        ],
      });
      const [kurta, saree] = await t.database.db.select().from(products).orderBy(products.id);
      const res = await upload({
        dryRun: true,
        csvData: [
          row({ name: "  block print KURTA ", price: "40", sku: "" }),
          row({ name: "Renamed Saree", price: "120.00", sku: "SAR-1" }),
          row({ name: "Saree", price: "99.00", sku: "SAR-2" }),
          row({ name: "New Dress", price: "10.00" }),
          row({ name: "new dress", price: "10.00" }),
        ],
      });
      const result = bulkUploadResultSchema.parse(res.json());
      expect(result.created.map((r) => r.row)).toEqual([4, 5]);
      expect(result.duplicates.map((d) => [d.row, d.existing?.id ?? null, d.matchedBy, d.sameAsRow])).toEqual([
        [2, kurta.id, "name-and-price", null],
        [3, saree.id, "sku", null],
        [6, null, "name-and-price", 5],
      ]);
      expect(result.results.successful).toBe(2);
    });

    it("updates a duplicate's fields when chosen, never its status, and logs each update", async () => {
      await importSample();
      const [anarkali] = await t.database.db.select().from(products).orderBy(products.id);
      await t.database.db
        .update(products)
        .set({ status: "active", publishAt: new Date(NOW) })
        .where(eq(products.id, anarkali.id));
      const file = sample();
      const rows = file.rows.map((r, i) =>
        i === 0 ? { ...r, name: "Anarkali, renewed", price: "59.99", description: "New words." } : r,
      );
      const dry = bulkUploadResultSchema.parse(
        (
          await upload({
            csvData: rows,
            rowNumbers: file.rowNumbers,
            dryRun: true,
            duplicateChoices: [{ row: 2, choice: "update" }],
          })
        ).json(),
      );
      expect(dry.duplicates.map((d) => d.choice)).toEqual(["update", "skip", "skip", "skip", "skip"]);
      expect(dry.results.successful).toBe(1);
      await t.database.db.delete(activityLog);

      const res = await upload({
        csvData: rows,
        rowNumbers: file.rowNumbers,
        duplicateChoices: [{ row: 2, choice: "update" }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: "Updated 1 product; 4 duplicates skipped",
        results: { successful: 1, failed: 0 },
        productIds: [],
        updatedProductIds: [anarkali.id],
      });
      const [after] = await t.database.db.select().from(products).where(eq(products.id, anarkali.id));
      expect(after).toMatchObject({
        name: "Anarkali, renewed",
        price: "59.99",
        description: "New words.",
        status: "active",
        publishAt: new Date(NOW),
        expiresAt: anarkali.expiresAt,
        sku: "ANK-001",
      });
      expect(await productCount()).toBe(5);
      const activity = await uploadActivity();
      expect(activity.map((a) => [a.action, a.target])).toEqual(
        expect.arrayContaining([
          ["product.update", `product:${anarkali.id}`],
          ["product.bulk-upload", null],
        ]),
      );
      expect(activity.find((a) => a.action === "product.update")?.changes).toMatchObject({
        before: { name: "Embroidered Anarkali Kurta", price: "49.99" },
        after: { name: "Anarkali, renewed", price: "59.99" },
      });

      // Every duplicate updated by the upload's own default.
      const all = await upload({ csvData: rows, rowNumbers: file.rowNumbers, onDuplicate: "update" });
      expect(all.json().updatedProductIds).toHaveLength(5);
      expect(await productCount()).toBe(5);
    });

    it("refuses bad choices with a 400 and changes nothing", async () => {
      await importSample();
      const before = await t.database.db.select().from(products).orderBy(products.id);
      const activity = (await uploadActivity()).length;
      const cases: [object, string][] = [
        [
          { duplicateChoices: [{ row: 2, choice: "replace" }] },
          'Invalid body: duplicateChoices.0.choice: A duplicate\'s choice must be "skip" or "update"',
        ],
        [{ onDuplicate: "overwrite" }, 'Invalid body: onDuplicate: A duplicate\'s choice must be "skip" or "update"'],
        [
          { duplicateChoices: [{ row: 40, choice: "update" }] },
          "Invalid body: duplicateChoices: Row 40 is not a row of this upload",
        ],
        [
          {
            duplicateChoices: [
              { row: 2, choice: "update" },
              { row: 2, choice: "skip" },
            ],
          },
          "Invalid body: duplicateChoices: Row 2 has more than one choice",
        ],
      ];
      for (const [extra, message] of cases) {
        const res = await importSample(extra);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await t.database.db.select().from(products).orderBy(products.id)).toEqual(before);
      expect(await uploadActivity()).toHaveLength(activity);
    });
  });
});
