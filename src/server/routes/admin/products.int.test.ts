import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AdminProduct, adminProductListSchema, adminProductSchema } from "../../../contracts/admin-products";
import { productListSchema, productSchema } from "../../../contracts/product";
import { createApiClient } from "../../../api-client";
import { insertProduct, markImageCopied } from "../../../testing/factories";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { openSocket, settleSockets, type TestSocket } from "../../../testing/socket-client";
import { createTestApp, type TestApp, listenOnLoopback } from "../../../testing/test-app";
import { manualClock } from "../../clock";
import { PUBLICATION_IN_PAST_MESSAGE, PUBLISH_AT_GRACE_MS } from "../../../domain/product-input";
import { activityLog, orders, products, settings, users, wishlist } from "../../db/schema";
import { demoProducts } from "../../db/demo-catalog";
import { CATEGORIES } from "../../../domain/catalog";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("admin product management", () => {
  const clock = manualClock("2026-03-03T09:00:00.000Z");
  const at = (ms: number) => new Date(clock.now().getTime() + ms);
  const iso = (ms: number) => at(ms).toISOString();
  let t: TestApp;
  let base: string;
  let bearer: Record<string, string>;
  let cookie: string;
  let adminId: number;
  let socket: TestSocket;

  beforeAll(async () => {
    t = await createTestApp({}, clock);
    base = await listenOnLoopback(t.app);
    const admin = await adminSignIn(t.app);
    bearer = { authorization: `Bearer ${admin.token}` };
    cookie = admin.cookie;
    adminId = (await t.app.inject({ method: "GET", url: "/api/admin/user", headers: bearer })).json().id;
  });
  afterAll(async () => {
    socket?.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(products);
    await t.database.db.delete(settings);
    await t.database.db.delete(activityLog);
    t.app.catalog.invalidate();
    socket?.close();
    socket = await openSocket(base);
  });

  type Method = "GET" | "POST" | "PUT" | "DELETE";
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = bearer) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: Method, url: string, payload?: unknown) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const rowOf = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
  const activity = () => t.database.db.select().from(activityLog).orderBy(activityLog.id);
  const publicList = async () =>
    productListSchema.parse((await t.app.inject({ method: "GET", url: "/api/products" })).json());
  /** Asserts nothing else reached the socket: settles it, then checks what arrived beyond what was taken. */
  const noMoreEvents = async () => {
    await settleSockets(t.app.events, [socket]);
    return socket.messages;
  };

  const form = {
    name: "Indigo Dabu Kurta",
    description: "Hand block printed cotton.",
    price: "59.00",
    discountAmount: "10.00",
    images: ["https://cdn.example.com/kurta-1.jpg"],
    category: "regular",
    sizes: ["S", "M", "L"],
    supplierLink: "https://supplier.example.com/kurta",
    sku: "KUR-1",
    status: "draft",
    expirationDays: 7,
  };

  describe("routes", () => {
    const ROUTES = [
      "GET /api/admin/products",
      "GET /api/admin/products/drafts",
      "POST /api/products",
      "PUT /api/products/:id",
      "DELETE /api/products/:id",
      "PUT /api/admin/products/:id/reactivate",
      "POST /api/admin/products/schedule",
      "POST /api/admin/products/bulk-activate",
      "POST /api/admin/products/bulk-reschedule",
      "POST /api/admin/products/bulk-draft",
      "POST /api/admin/products/sample",
      "DELETE /api/admin/products/bulk-delete/:status",
      "POST /api/admin/settings",
      "GET /api/admin/settings/product-sort-order",
    ];

    it("are all in the admin route tree, so the tree's sweep test covers them", () => {
      const inTree = t.app.routeTable
        .filter((route) => route.config?.adminTree === true)
        .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`));
      for (const route of ROUTES) expect(inTree).toContain(route);
      // The public read of one product stays outside: shoppers use it.
      expect(inTree).not.toContain("GET /api/products/:id");
    });

    it("refuse a shopper and a caller without a session, and change nothing", async () => {
      const shopper = await devSignIn(t.app, "curious@example.com");
      const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null });
      for (const route of ROUTES) {
        const [method, path] = route.split(" ") as [Method, string];
        const url = path.replace(":id", String(draft.id)).replace(":status", "draft");
        for (const headers of [{}, { cookie: shopper }] as Record<string, string>[]) {
          const res = await call(method, url, method === "GET" ? undefined : { productIds: [draft.id] }, headers);
          expect(res.statusCode, route).toBe(401);
          expect(res.json().message).toBe("No admin token found. Please log in again.");
        }
      }
      expect(await rowOf(draft.id)).toEqual(draft);
      expect(await activity()).toEqual([]);
    });
  });

  describe("POST /api/products", () => {
    it("are what the typed client generated from the document says they are, over a real socket", async () => {
      const api = createApiClient({ baseUrl: base, headers: bearer });
      const created = await api.POST("/api/products", { body: { ...form, category: "regular", status: "draft" } });
      expect(created.response.status).toBe(201);
      const id = created.data?.id ?? 0;
      const listed = await api.GET("/api/admin/products");
      expect(listed.data?.map((p) => p.id)).toEqual([id]);
      // The admin reads the draft through the public route (its optional admin security).
      const read = await api.GET("/api/products/{id}", { params: { path: { id } } });
      expect(read.data).toMatchObject({ id, status: "draft" });
      expect((await api.DELETE("/api/products/{id}", { params: { path: { id } } })).response.status).toBe(200);
      const anonymous = await createApiClient({ baseUrl: base }).GET("/api/admin/products");
      expect([anonymous.response.status, anonymous.error?.message]).toEqual([401, expect.any(String)]);
    });

    it("creates a draft: expiry is now plus the chosen days, no publication time, logged and announced", async () => {
      const res = await call("POST", "/api/products", form);
      expect(res.statusCode).toBe(201);
      const created = adminProductSchema.parse(res.json());
      expect(created).toEqual({
        id: expect.any(Number),
        name: "Indigo Dabu Kurta",
        description: "Hand block printed cotton.",
        price: "59.00",
        discountAmount: "10.00",
        finalPrice: "49.00",
        images: ["https://cdn.example.com/kurta-1.jpg"],
        category: "regular",
        sizes: ["S", "M", "L"],
        supplierLink: "https://supplier.example.com/kurta",
        sku: "KUR-1",
        status: "draft",
        storedStatus: "draft",
        statusLabel: "Draft",
        publishAt: null,
        expiresAt: iso(7 * DAY),
        createdAt: clock.now().toISOString(),
        stock: null,
        stockLeft: null,
        perMemberLimit: null,
        reminderCount: null,
        // Not copied yet: the address as saved.
        shopImages: ["https://cdn.example.com/kurta-1.jpg"],
      });
      expect(await socket.next("customer-products-updated")).toEqual({
        type: "customer-products-updated",
        reason: "created",
      });
      const [entry] = await activity();
      expect(entry).toMatchObject({
        adminId,
        action: "product.create",
        target: `product:${created.id}`,
        at: clock.now(),
        changes: { after: { name: "Indigo Dabu Kurta", price: "59.00", status: "draft", expiresAt: iso(7 * DAY) } },
      });
      // The activity screen reads the same row.
      const page = await ok("GET", "/api/admin/activity?action=product.create");
      expect(page.entries).toHaveLength(1);
      expect(page.entries[0]).toMatchObject({ target: `product:${created.id}`, adminEmail: "admin@example.com" });
      expect(await publicList()).toEqual([]);
    });

    it("reaches an admin's socket too, so another admin tab refreshes its list", async () => {
      const adminTab = await openSocket(base, { cookie });
      try {
        const created = await ok("POST", "/api/products", form);
        expect(await adminTab.next("customer-products-updated")).toEqual({
          type: "customer-products-updated",
          reason: "created",
        });
        await ok("DELETE", `/api/products/${created.id}`);
        expect(await adminTab.next("customer-products-updated")).toEqual({
          type: "customer-products-updated",
          reason: "deleted",
        });
      } finally {
        adminTab.close();
      }
    });

    it("publishes an active product now, and the shop lists it", async () => {
      const created = adminProductSchema.parse(
        await ok("POST", "/api/products", { ...form, status: "active", expirationDays: 1, discountAmount: undefined }),
      );
      expect(created).toMatchObject({
        status: "active",
        storedStatus: "active",
        statusLabel: "Expiring Soon",
        publishAt: clock.now().toISOString(),
        expiresAt: iso(DAY),
        discountAmount: "0.00",
      });
      await socket.next("customer-products-updated");
      expect((await publicList()).map((p) => p.id)).toEqual([created.id]);
    });

    it("schedules a product for publishAt with an exact expiry, and says products-scheduled", async () => {
      const created = adminProductSchema.parse(
        await ok("POST", "/api/products", {
          ...form,
          status: "scheduled",
          expirationDays: undefined,
          publishAt: iso(2 * HOUR),
          expiresAt: iso(3 * DAY),
        }),
      );
      expect(created).toMatchObject({ status: "scheduled", statusLabel: "Scheduled", publishAt: iso(2 * HOUR) });
      expect(await socket.next("products-scheduled")).toEqual({ type: "products-scheduled", count: 1 });
      expect((await ok("GET", "/api/products/next-release")).nextReleaseTime).toBe(iso(2 * HOUR));
    });

    it("saves a scheduled product whose publication time passed within the grace as published now", async () => {
      const window = { status: "scheduled", expirationDays: undefined, expiresAt: iso(3 * DAY) };
      const created = adminProductSchema.parse(
        await ok("POST", "/api/products", { ...form, ...window, publishAt: iso(-PUBLISH_AT_GRACE_MS) }),
      );
      expect(created).toMatchObject({ publishAt: iso(0), statusLabel: "Active" });
      const draft = adminProductSchema.parse(await ok("POST", "/api/products", { ...form, status: "draft" }));
      const edited = await ok("PUT", `/api/products/${draft.id}`, { ...form, ...window, publishAt: iso(-60_000) });
      expect(edited).toMatchObject({ publishAt: iso(0), statusLabel: "Active" });
    });

    it("shows the back office the shop's copy of each image once made, and keeps the addresses it saved", async () => {
      const copied = "https://cdn.example.com/copied-kurta.jpg";
      const waiting = "https://cdn.example.com/waiting-kurta.jpg";
      const created = adminProductSchema.parse(
        await ok("POST", "/api/products", { ...form, images: [copied, waiting] }),
      );
      expect(created.shopImages).toEqual([copied, waiting]);
      const key = await markImageCopied(t.database.db, copied);
      const shown = [`/media/${key}`, waiting];
      const listed = adminProductListSchema.parse(await ok("GET", "/api/admin/products"));
      expect(listed.find((p) => p.id === created.id)).toMatchObject({ images: [copied, waiting], shopImages: shown });
      expect(await ok("GET", `/api/products/${created.id}`)).toMatchObject({
        images: [copied, waiting],
        shopImages: shown,
      });
      const saved = await ok("PUT", `/api/products/${created.id}`, {
        ...form,
        images: [copied, waiting],
        name: "Kept",
      });
      expect(saved).toMatchObject({ images: [copied, waiting], shopImages: shown });
    });

    it("edits a scheduled product that went live at its time, which has passed, without moving it", async () => {
      const window = { status: "scheduled", expirationDays: undefined, publishAt: iso(HOUR), expiresAt: iso(3 * DAY) };
      const created = adminProductSchema.parse(await ok("POST", "/api/products", { ...form, ...window }));
      const before = clock.now();
      clock.advance(2 * HOUR);
      try {
        const edited = await ok("PUT", `/api/products/${created.id}`, { ...form, ...window, name: "Renamed live" });
        expect(edited).toMatchObject({ name: "Renamed live", publishAt: window.publishAt });
        const moved = await call("PUT", `/api/products/${created.id}`, {
          ...form,
          ...window,
          publishAt: iso(-HOUR / 2),
        });
        expect(moved.json()).toMatchObject({ fieldErrors: { publishAt: [PUBLICATION_IN_PAST_MESSAGE] } });
      } finally {
        clock.set(before);
      }
    });

    it("stores what it cleaned: data URIs dropped, Imgur pages as photos, outside sizes kept, text trimmed", async () => {
      const created = adminProductSchema.parse(
        await ok("POST", "/api/products", {
          ...form,
          name: "  Kids Lehenga  ",
          price: 24.5,
          discountAmount: 0,
          category: "kids",
          sizes: ["2-3Y", " 4-5Y ", "Waist 28"],
          images: ["data:image/png;base64,iVBORw0KGgo=", "", "https://imgur.com/AbC123x", "/demo/products/x-1.svg"],
          sku: "",
          supplierLink: undefined,
          description: undefined,
        }),
      );
      expect(created).toMatchObject({
        name: "Kids Lehenga",
        price: "24.50",
        discountAmount: "0.00",
        sizes: ["2-3Y", "4-5Y", "Waist 28"],
        images: ["https://i.imgur.com/AbC123x.jpg", "/demo/products/x-1.svg"],
        sku: null,
        supplierLink: "",
        description: "",
      });
    });

    it("answers each validation rule with its message on its field, and saves nothing", async () => {
      const refused = async (body: unknown, field: string, message: string) => {
        const res = await call("POST", "/api/products", body);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe("BAD_REQUEST");
        expect(res.json().fieldErrors?.[field], `${field}: ${res.body}`).toContain(message);
      };
      await refused(
        { ...form, images: ["", "data:image/png;base64,AAAA"] },
        "images",
        "Please provide at least 1 valid image URL (http:// or https:// link)",
      );
      await refused(
        { ...form, images: ["https://cdn.example.com/1.jpg", "kurta.jpg"] },
        "images",
        "One or more image URLs are not valid URLs",
      );
      await refused({ ...form, images: ["blob:http://localhost:3000/9f2c"] }, "images", "Image uploads not supported");
      await refused({ ...form, sizes: [] }, "sizes", "Please select at least one size");
      await refused({ ...form, sizes: ["S", ""] }, "sizes", "Size labels cannot be empty");
      await refused({ ...form, sizes: ["S", "s"] }, "sizes", "Each size can be listed only once");
      await refused({ ...form, sizes: ["Extra extra extra large"] }, "sizes", "Size labels are at most 20 characters");
      await refused({ ...form, expirationDays: undefined }, "expirationDays", "Expiration days is required");
      await refused({ ...form, expirationDays: 0 }, "expirationDays", "Expiration days is required");
      await refused(
        { ...form, expirationDays: 10 },
        "expirationDays",
        "Expiration days must be one of 1, 2, 3, 7, 14, 30",
      );
      await refused(
        { ...form, expirationDays: undefined, expiresAt: "next week" },
        "expiresAt",
        "Invalid date string format. Use ISO date format.",
      );
      await refused(
        { ...form, status: "scheduled", expirationDays: undefined, publishAt: iso(DAY), expiresAt: iso(HOUR) },
        "expiresAt",
        "The expiry must be after the publication time",
      );
      await refused(
        { ...form, status: "active", expirationDays: undefined, expiresAt: iso(-HOUR) },
        "expiresAt",
        "The expiry must be in the future",
      );
      await refused(
        { ...form, status: "scheduled", expirationDays: undefined, publishAt: iso(-3 * DAY), expiresAt: iso(-DAY) },
        "expiresAt",
        "The expiry must be in the future",
      );
      await refused({ ...form, status: "scheduled" }, "publishAt", "A scheduled product needs a publication time");
      await refused(
        {
          ...form,
          status: "scheduled",
          expirationDays: undefined,
          publishAt: iso(-PUBLISH_AT_GRACE_MS - 1000),
          expiresAt: iso(DAY),
        },
        "publishAt",
        PUBLICATION_IN_PAST_MESSAGE,
      );
      await refused({ ...form, price: "-1" }, "price", "Price cannot be negative");
      await refused({ ...form, price: "19.999" }, "price", "Price can have at most 2 decimals");
      await refused({ ...form, price: "lots" }, "price", "Price must be a number");
      await refused({ ...form, price: "100000000" }, "price", "Price is too large");
      await refused(
        { ...form, discountAmount: "59.01" },
        "discountAmount",
        "The discount cannot be more than the price",
      );
      await refused({ ...form, name: "   " }, "name", "Product name is required");
      await refused({ ...form, name: "x".repeat(201) }, "name", "Product name is at most 200 characters");
      await refused({ ...form, description: "a\u0000b" }, "description", "Description cannot contain NUL characters");
      await refused(
        { ...form, supplierLink: "javascript:alert(1)" },
        "supplierLink",
        "Supplier link must be an http:// or https:// link",
      );
      await refused({ ...form, category: "shoes" }, "category", "Category must be regular, plus, kids or men");
      await refused({ ...form, status: "expired" }, "status", "Status must be draft, active or scheduled");
      expect((await call("POST", "/api/products", { ...form, id: 5 })).statusCode).toBe(400);
      expect((await call("POST", "/api/products")).statusCode).toBe(400);

      // A file upload is refused as such, not as an unknown content type.
      const upload = await t.app.inject({
        method: "POST",
        url: "/api/products",
        headers: { ...bearer, "content-type": "multipart/form-data; boundary=x" },
        payload: '--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nJPEG\r\n--x--\r\n',
      });
      expect(upload.statusCode).toBe(400);
      expect(upload.json().message).toBe("Image uploads not supported");

      expect(await t.database.db.select().from(products)).toEqual([]);
      expect(await activity()).toEqual([]);
    });

    it("shows the first problem in the message and every problem in fieldErrors", async () => {
      const res = await call("POST", "/api/products", { ...form, images: [], sizes: [], expirationDays: undefined });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors).sort()).toEqual(["expirationDays", "images", "sizes"]);
    });
  });

  describe("GET /api/products/{id}", () => {
    it("answers drafts to an admin (bearer or cookie) with the admin's fields, and 404 to anyone else", async () => {
      const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null, expiresAt: at(DAY) });
      const shopper = await devSignIn(t.app, "shopper-drafts@example.com");
      for (const headers of [{}, { cookie: shopper }, { authorization: "Bearer forged" }] as Record<string, string>[]) {
        const res = await call("GET", `/api/products/${draft.id}`, undefined, headers);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe("Product not found");
      }
      for (const headers of [bearer, { cookie }]) {
        const res = await call("GET", `/api/products/${draft.id}`, undefined, headers);
        expect(res.statusCode).toBe(200);
        expect(adminProductSchema.parse(res.json())).toMatchObject({
          id: draft.id,
          status: "draft",
          statusLabel: "Draft",
          sku: draft.sku,
          supplierLink: "",
        });
      }
      const live = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const asShopper = (await call("GET", `/api/products/${live.id}`, undefined, {})).json();
      expect(asShopper).toEqual(productSchema.parse(asShopper));
      expect(asShopper).not.toHaveProperty("supplierLink");
      expect(asShopper).not.toHaveProperty("storedStatus");
    });

    it("answers a huge or malformed id with 400 and an unknown one with 404, never a 500", async () => {
      for (const id of ["2147483648", "99999999999999999999", "-1", "0", "1.5", "abc"]) {
        expect((await call("GET", `/api/products/${id}`)).statusCode, id).toBe(400);
        expect((await call("PUT", `/api/products/${id}`, form)).statusCode, id).toBe(400);
        expect((await call("DELETE", `/api/products/${id}`)).statusCode, id).toBe(400);
        expect((await call("PUT", `/api/admin/products/${id}/reactivate`, { expiresAt: iso(DAY) })).statusCode).toBe(
          400,
        );
      }
      expect((await call("GET", "/api/products/2147483647")).statusCode).toBe(404);
      expect((await call("POST", "/api/admin/products/bulk-draft", { productIds: [2 ** 31] })).statusCode).toBe(400);
      expect(await ok("POST", "/api/admin/products/bulk-draft", { productIds: [2 ** 31 - 1] })).toEqual({
        updatedCount: 0,
      });
    });
  });

  describe("PUT /api/products/{id}", () => {
    it("saves the form, keeps what it did not send, logs only the changed fields, and announces it", async () => {
      const product = await insertProduct(t.database.db, {
        status: "draft",
        publishAt: null,
        discountAmount: "5.00",
        sku: "KEEP-1",
        supplierLink: "https://supplier.example.com/keep",
        expiresAt: at(DAY),
      });
      const body = {
        name: product.name,
        description: product.description,
        price: "55.00",
        images: product.images.map((image) => `https://cdn.example.com${image}`),
        category: product.category,
        sizes: product.sizes,
        status: "draft",
        expirationDays: 14,
      };
      const updated = adminProductSchema.parse(await ok("PUT", `/api/products/${product.id}`, body));
      expect(updated).toMatchObject({
        price: "55.00",
        discountAmount: "5.00",
        sku: "KEEP-1",
        supplierLink: "https://supplier.example.com/keep",
        expiresAt: iso(14 * DAY),
        status: "draft",
      });
      expect(await socket.next("customer-products-updated")).toEqual({
        type: "customer-products-updated",
        reason: "updated",
      });
      const [entry] = await activity();
      expect(entry.action).toBe("product.update");
      expect(entry.target).toBe(`product:${product.id}`);
      expect(entry.changes).toEqual({
        before: { price: "49.00", images: product.images, expiresAt: product.expiresAt.toISOString() },
        after: { price: "55.00", images: body.images, expiresAt: iso(14 * DAY) },
      });
    });

    it("keeps a live product's publication time, publishes a draft now, and 404s an unknown id", async () => {
      const live = await insertProduct(t.database.db, { publishAt: at(-5 * HOUR), expiresAt: at(DAY) });
      const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null, expiresAt: at(DAY) });
      const body = (p: typeof live) => ({
        ...form,
        name: p.name,
        images: ["https://cdn.example.com/1.jpg"],
        status: "active",
        expirationDays: 3,
      });
      expect((await ok("PUT", `/api/products/${live.id}`, body(live))).publishAt).toBe(iso(-5 * HOUR));
      expect((await ok("PUT", `/api/products/${draft.id}`, body(draft))).publishAt).toBe(clock.now().toISOString());
      expect((await call("PUT", "/api/products/2147483647", body(live))).statusCode).toBe(404);
      // A kept discount must still fit under a lower price.
      await t.database.db.update(products).set({ discountAmount: "20.00" }).where(eq(products.id, live.id));
      const { discountAmount: _omitted, ...withoutDiscount } = body(live);
      const cheaper = await call("PUT", `/api/products/${live.id}`, { ...withoutDiscount, price: "15.00" });
      expect(cheaper.json().fieldErrors).toEqual({ discountAmount: ["The discount cannot be more than the price"] });
      expect((await call("PUT", `/api/products/${live.id}`, { ...body(live), sizes: [] })).json().fieldErrors).toEqual({
        sizes: ["Please select at least one size"],
      });
      expect((await rowOf(live.id)).sizes).toEqual(["S", "M", "L"]);
    });
  });

  describe("DELETE /api/products/{id}", () => {
    it("removes the product and its wishlist rows, keeps orders' snapshots, logs it and resets Discover", async () => {
      const product = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const other = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const [user] = await t.database.db
        .insert(users)
        .values({ fullName: "Asha", email: "asha-delete@example.com" })
        .returning();
      await t.database.db.insert(wishlist).values([
        { userId: user.id, productId: product.id },
        { userId: user.id, productId: other.id },
      ]);
      const [order] = await t.database.db
        .insert(orders)
        .values({
          userId: user.id,
          productId: product.id,
          size: "M",
          shippingCountry: "SG",
          shippingCost: "8.99",
          totalPrice: "57.99",
          shippingAddress: "12 Orchard Road",
          shippingPostalCode: "238801",
          productName: product.name,
          productPrice: product.price,
          productDiscountedPrice: product.price,
          productImages: product.images,
          productCategory: product.category,
        })
        .returning();

      expect(await ok("DELETE", `/api/products/${product.id}`)).toEqual({ message: "Product deleted" });
      expect(await socket.next("customer-products-updated")).toEqual({
        type: "customer-products-updated",
        reason: "deleted",
      });
      expect(await rowOf(product.id)).toBeUndefined();
      const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(kept).toMatchObject({ productId: null, productName: product.name, productPrice: "49.00" });
      expect((await t.database.db.select().from(wishlist)).map((w) => w.productId)).toEqual([other.id]);
      const [entry] = await activity();
      expect(entry).toMatchObject({
        action: "product.delete",
        target: `product:${product.id}`,
        changes: { before: { name: product.name, price: "49.00", status: "active" } },
      });
      const again = await call("DELETE", `/api/products/${product.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe("Product not found");
    });
  });

  describe("PUT /api/admin/products/{id}/reactivate", () => {
    it("brings an expired product back now until the new expiry, and says products-activated", async () => {
      const expired = await insertProduct(t.database.db, { publishAt: at(-3 * DAY), expiresAt: at(-HOUR) });
      const reactivated = adminProductSchema.parse(
        await ok("PUT", `/api/admin/products/${expired.id}/reactivate`, { expiresAt: iso(2 * DAY) }),
      );
      expect(reactivated).toMatchObject({
        status: "active",
        statusLabel: "Active",
        publishAt: clock.now().toISOString(),
        expiresAt: iso(2 * DAY),
      });
      expect(await socket.next("products-activated")).toEqual({ type: "products-activated", activatedCount: 1 });
      expect((await publicList()).map((p) => p.id)).toEqual([expired.id]);
      const [entry] = await activity();
      expect(entry).toMatchObject({
        action: "product.reactivate",
        target: `product:${expired.id}`,
        changes: {
          before: { expiresAt: iso(-HOUR), publishAt: iso(-3 * DAY) },
          after: { expiresAt: iso(2 * DAY), publishAt: clock.now().toISOString() },
        },
      });
    });

    it("refuses a product that is not expired (409), a past expiry and a bad date (400)", async () => {
      const live = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const expired = await insertProduct(t.database.db, { publishAt: at(-3 * DAY), expiresAt: at(-HOUR) });
      const notExpired = await call("PUT", `/api/admin/products/${live.id}/reactivate`, { expiresAt: iso(2 * DAY) });
      expect(notExpired.statusCode).toBe(409);
      expect(notExpired.json().message).toBe("Only an expired product can be reactivated");
      const past = await call("PUT", `/api/admin/products/${expired.id}/reactivate`, { expiresAt: iso(-1) });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe("The expiry must be in the future");
      const bad = await call("PUT", `/api/admin/products/${expired.id}/reactivate`, { expiresAt: "tomorrow" });
      expect(bad.json().fieldErrors).toEqual({ expiresAt: ["Invalid date string format. Use ISO date format."] });
      expect((await call("PUT", "/api/admin/products/2147483647/reactivate", { expiresAt: iso(DAY) })).statusCode).toBe(
        404,
      );
      expect(await rowOf(expired.id)).toEqual(expired);
      expect(await activity()).toEqual([]);
    });
  });

  describe("bulk lifecycle calls", () => {
    /** One product in each state, plus a legacy stored "expired" that is expired. */
    async function mixed() {
      const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null, expiresAt: at(DAY) });
      const live = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const expired = await insertProduct(t.database.db, { publishAt: at(-3 * DAY), expiresAt: at(-HOUR) });
      const legacyExpired = await insertProduct(t.database.db, { status: "expired", expiresAt: at(-DAY) });
      const upcoming = await insertProduct(t.database.db, {
        status: "scheduled",
        publishAt: at(2 * HOUR),
        expiresAt: at(3 * DAY),
      });
      const all = [draft, live, expired, legacyExpired, upcoming];
      return { draft, live, expired, legacyExpired, upcoming, ids: all.map((p) => p.id), all };
    }
    const window = () => ({ publishAt: iso(HOUR), expiresAt: iso(8 * DAY) });
    const unchanged = async (rows: Awaited<ReturnType<typeof insertProduct>>[]) => {
      for (const row of rows) expect(await rowOf(row.id)).toEqual(row);
    };

    it("schedule moves only the drafts, counts them, logs and says products-scheduled", async () => {
      const p = await mixed();
      expect(await ok("POST", "/api/admin/products/schedule", { productIds: p.ids, ...window() })).toEqual({
        updatedCount: 1,
      });
      expect(await rowOf(p.draft.id)).toMatchObject({
        status: "scheduled",
        publishAt: at(HOUR),
        expiresAt: at(8 * DAY),
      });
      await unchanged([p.live, p.expired, p.legacyExpired, p.upcoming]);
      expect(await socket.next("products-scheduled")).toEqual({ type: "products-scheduled", count: 1 });
      const [entry] = await activity();
      expect(entry).toMatchObject({
        action: "product.schedule",
        adminId,
        changes: {
          before: { products: [{ id: p.draft.id, status: "draft", publishAt: null }] },
          after: { productIds: [p.draft.id], status: "scheduled", publishAt: iso(HOUR), expiresAt: iso(8 * DAY) },
        },
      });
    });

    it("refuse a publication time in the past (400, nothing changes) unless the owner chose Publish now", async () => {
      const p = await mixed();
      for (const url of ["schedule", "bulk-activate", "bulk-reschedule"].map((v) => `/api/admin/products/${v}`)) {
        const res = await call("POST", url, {
          productIds: p.ids,
          publishAt: iso(-PUBLISH_AT_GRACE_MS - 1000),
          expiresAt: iso(8 * DAY),
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({
          code: "BAD_REQUEST",
          fieldErrors: { publishAt: ["The publication time has passed: choose a later time, or Publish now"] },
        });
        const both = await call("POST", url, {
          productIds: p.ids,
          publishAt: iso(HOUR),
          publishNow: true,
          expiresAt: iso(8 * DAY),
        });
        expect(both.json().fieldErrors).toEqual({ publishAt: ["Send a publication time or publishNow, not both"] });
      }
      await unchanged(p.all);
      expect(await activity()).toEqual([]);

      // "Publish now" is said by the request: the server's now is the publication time, and the log says so.
      expect(
        await ok("POST", "/api/admin/products/schedule", { productIds: p.ids, publishNow: true, expiresAt: iso(DAY) }),
      ).toEqual({ updatedCount: 1 });
      expect(await rowOf(p.draft.id)).toMatchObject({ status: "scheduled", publishAt: at(0), expiresAt: at(DAY) });
      expect((await publicList()).map((product) => product.id)).toContain(p.draft.id);
      expect((await activity())[0].changes).toMatchObject({
        after: { productIds: [p.draft.id], publishAt: iso(0), publishNow: true },
      });
    });

    it("count a publication time that passed within the grace as now: a client's clock and the request's travel", async () => {
      const moves = [
        ["schedule", "draft", "scheduled"],
        ["bulk-activate", "expired", "active"],
        ["bulk-reschedule", "upcoming", "scheduled"],
      ] as const;
      for (const [operation, which, status] of moves) {
        const p = await mixed();
        const res = await call("POST", `/api/admin/products/${operation}`, {
          productIds: [p[which].id],
          publishAt: iso(-PUBLISH_AT_GRACE_MS),
          expiresAt: iso(8 * DAY),
        });
        expect(res.statusCode, `${operation}: ${res.body}`).toBe(200);
        expect(await rowOf(p[which].id), operation).toMatchObject({ status, publishAt: at(0) });
        expect((await publicList()).map((product) => product.id)).toContain(p[which].id);
      }
    });

    it("bulk-activate moves only the expired ones (legacy stored status too)", async () => {
      const p = await mixed();
      expect(await ok("POST", "/api/admin/products/bulk-activate", { productIds: p.ids, ...window() })).toEqual({
        updatedCount: 2,
      });
      for (const row of [p.expired, p.legacyExpired])
        expect(await rowOf(row.id)).toMatchObject({ status: "active", publishAt: at(HOUR), expiresAt: at(8 * DAY) });
      await unchanged([p.draft, p.live, p.upcoming]);
      expect(await socket.next("products-activated")).toEqual({ type: "products-activated", activatedCount: 2 });
      expect((await activity()).map((e) => e.action)).toEqual(["product.activate"]);
    });

    it("bulk-reschedule moves only the upcoming ones and names them", async () => {
      const p = await mixed();
      const w = { publishAt: iso(5 * HOUR), expiresAt: iso(9 * DAY) };
      expect(await ok("POST", "/api/admin/products/bulk-reschedule", { productIds: p.ids, ...w })).toEqual({
        updatedCount: 1,
      });
      expect(await rowOf(p.upcoming.id)).toMatchObject({ status: "scheduled", publishAt: at(5 * HOUR) });
      await unchanged([p.draft, p.live, p.expired, p.legacyExpired]);
      expect(await socket.next("products-rescheduled")).toEqual({
        type: "products-rescheduled",
        products: [{ name: p.upcoming.name, publishAt: w.publishAt }],
      });
    });

    it("bulk-draft moves only the live ones and says product-status-updated", async () => {
      const p = await mixed();
      expect(await ok("POST", "/api/admin/products/bulk-draft", { productIds: p.ids })).toEqual({ updatedCount: 1 });
      expect(await rowOf(p.live.id)).toMatchObject({ status: "draft", publishAt: null });
      await unchanged([p.draft, p.expired, p.legacyExpired, p.upcoming]);
      await socket.next("product-status-updated");
      expect(await publicList()).toEqual([]);
      expect((await activity()).map((e) => e.action)).toEqual(["product.draft"]);
    });

    it("counts zero, announces nothing and still logs when nothing selected is in the right state", async () => {
      const p = await mixed();
      expect(
        await ok("POST", "/api/admin/products/schedule", { productIds: [p.live.id, p.upcoming.id], ...window() }),
      ).toEqual({ updatedCount: 0 });
      await unchanged(p.all);
      expect((await noMoreEvents()).map((m) => m.type)).toEqual([]);
      expect((await activity())[0].changes).toMatchObject({ after: { productIds: [] } });
    });

    it("refuse a bad window or selection with a message and change nothing", async () => {
      const p = await mixed();
      const refused = async (url: string, body: unknown, message: string) => {
        const res = await call("POST", url, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(Object.values(res.json().fieldErrors ?? {}).flat()).toContain(message);
      };
      for (const url of ["schedule", "bulk-activate", "bulk-reschedule"].map((v) => `/api/admin/products/${v}`)) {
        await refused(
          url,
          { productIds: p.ids, publishAt: iso(DAY), expiresAt: iso(HOUR) },
          "The expiry must be after the publication time",
        );
        await refused(
          url,
          { productIds: p.ids, publishAt: iso(-2 * DAY), expiresAt: iso(-DAY) },
          "The expiry must be in the future",
        );
        await refused(
          url,
          { productIds: p.ids, publishAt: "today", expiresAt: iso(DAY) },
          "Invalid date string format. Use ISO date format.",
        );
        await refused(url, { productIds: [], ...window() }, "Please select at least one product");
        await refused(url, { productIds: p.ids }, "Invalid date string format. Use ISO date format.");
      }
      await refused("/api/admin/products/bulk-draft", { productIds: [] }, "Please select at least one product");
      await refused(
        "/api/admin/products/bulk-draft",
        { productIds: ["1"] },
        "Product id must be a whole number from 1 to 2147483647",
      );
      await unchanged(p.all);
      expect(await activity()).toEqual([]);
    });
  });

  describe("sample products and bulk delete", () => {
    it("creates one sample draft per category from the demo catalog", async () => {
      const res = await call("POST", "/api/admin/products/sample");
      expect(res.statusCode).toBe(201);
      const { message, products: created } = res.json() as { message: string; products: AdminProduct[] };
      expect(message).toBe("Sample products created");
      expect(created.map((p) => p.category)).toEqual(["regular", "plus", "kids", "men"]);
      for (const product of created) {
        expect(product).toMatchObject({ status: "draft", publishAt: null, expiresAt: iso(7 * DAY) });
        expect(product.images.length).toBeGreaterThan(0);
      }
      await socket.next("customer-products-updated");
      const drafts = adminProductListSchema.parse(await ok("GET", "/api/admin/products/drafts"));
      expect(drafts.map((p) => p.id).sort()).toEqual(created.map((p) => p.id).sort());
      expect((await activity())[0]).toMatchObject({
        action: "product.sample",
        changes: { after: { productIds: created.map((p) => p.id) } },
      });
    });

    it("never names a sample after a product the shop has, live above all, whatever the case", async () => {
      const demo = demoProducts(clock.now());
      const [regular, plus, kids, men] = CATEGORIES.map(
        (category) => demo.find((product) => product.category === category)?.name ?? "",
      );
      // The demo catalog's own names live in the shop (DEMO_DATA), one already with a live and a draft sample.
      for (const name of [regular, plus, kids, men, `${regular} (sample)`, `  ${plus.toUpperCase()} (SAMPLE) `]) {
        await insertProduct(t.database.db, { name, publishAt: at(-HOUR), expiresAt: at(DAY) });
      }
      await insertProduct(t.database.db, { name: `${regular} (sample 2)`, status: "draft", publishAt: null });
      const taken = new Set((await t.database.db.select().from(products)).map((row) => row.name.trim().toLowerCase()));

      const first = await call("POST", "/api/admin/products/sample");
      expect(first.statusCode, first.body).toBe(201);
      const again = await call("POST", "/api/admin/products/sample");
      expect(again.statusCode, again.body).toBe(201);
      const names = [first, again].flatMap((res) =>
        (res.json() as { products: AdminProduct[] }).products.map((p) => p.name),
      );
      expect(names).toEqual([
        `${regular} (sample 3)`,
        `${plus} (sample 2)`,
        `${kids} (sample)`,
        `${men} (sample)`,
        `${regular} (sample 4)`,
        `${plus} (sample 3)`,
        `${kids} (sample 2)`,
        `${men} (sample 2)`,
      ]);
      for (const name of names) expect(taken.has(name.toLowerCase())).toBe(false);
      // Each call is one activity row naming the drafts it made.
      expect((await activity()).map((entry) => entry.action)).toEqual(["product.sample", "product.sample"]);
    });

    it("deletes every draft or every live product, and says so", async () => {
      const draft = await insertProduct(t.database.db, { status: "draft", publishAt: null, expiresAt: at(DAY) });
      const live = await insertProduct(t.database.db, { publishAt: at(-HOUR), expiresAt: at(DAY) });
      const expired = await insertProduct(t.database.db, { publishAt: at(-3 * DAY), expiresAt: at(-HOUR) });
      const upcoming = await insertProduct(t.database.db, {
        status: "scheduled",
        publishAt: at(HOUR),
        expiresAt: at(DAY),
      });

      expect(await ok("DELETE", "/api/admin/products/bulk-delete/draft")).toEqual({
        message: "Deleted 1 draft product",
        deletedCount: 1,
      });
      expect(await socket.next("customer-products-updated")).toEqual({
        type: "customer-products-updated",
        reason: "deleted",
      });
      expect(await ok("DELETE", "/api/admin/products/bulk-delete/active")).toEqual({
        message: "Deleted 1 active product",
        deletedCount: 1,
      });
      expect(await rowOf(draft.id)).toBeUndefined();
      expect(await rowOf(live.id)).toBeUndefined();
      expect(await rowOf(expired.id)).toEqual(expired);
      expect(await rowOf(upcoming.id)).toEqual(upcoming);
      expect((await activity()).map((e) => [e.action, e.changes?.after])).toEqual([
        ["product.bulk-delete", { which: "draft", deletedCount: 1 }],
        ["product.bulk-delete", { which: "active", deletedCount: 1 }],
      ]);
      const wrong = await call("DELETE", "/api/admin/products/bulk-delete/expired");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors).toEqual({ status: ["Bulk delete takes draft or active"] });
    });
  });

  describe("lists and the sort order", () => {
    it("lists every product for the admin, and the drafts alone, in the saved sort; the shop follows it", async () => {
      await insertProduct(t.database.db, {
        name: "Cheap",
        price: "10.00",
        publishAt: at(-HOUR),
        expiresAt: at(DAY),
        createdAt: at(-3 * HOUR),
      });
      await insertProduct(t.database.db, {
        name: "Dear",
        price: "90.00",
        discountAmount: "50.00",
        publishAt: at(-HOUR),
        expiresAt: at(DAY),
        createdAt: at(-2 * HOUR),
      });
      await insertProduct(t.database.db, {
        name: "Middle",
        price: "45.00",
        publishAt: at(-HOUR),
        expiresAt: at(DAY),
        createdAt: at(-HOUR),
      });
      await insertProduct(t.database.db, {
        name: "Draft",
        price: "70.00",
        status: "draft",
        publishAt: null,
        expiresAt: at(DAY),
        createdAt: at(-4 * HOUR),
      });
      const names = (list: { name: string }[]) => list.map((p) => p.name);

      expect(await ok("GET", "/api/admin/settings/product-sort-order")).toEqual({
        key: "product_sort_order",
        value: "newest",
      });
      expect(names(adminProductListSchema.parse(await ok("GET", "/api/admin/products")))).toEqual([
        "Middle",
        "Dear",
        "Cheap",
        "Draft",
      ]);
      expect(names(await publicList())).toEqual(["Middle", "Dear", "Cheap"]);

      expect(await ok("POST", "/api/admin/settings", { key: "product_sort_order", value: "price-desc" })).toEqual({
        key: "product_sort_order",
        value: "price-desc",
      });
      expect(await socket.next("customer-products-updated")).toEqual({
        type: "customer-products-updated",
        reason: "sort-order",
      });
      // By the final price: Dear is 40.00 after its discount.
      expect(names(await publicList())).toEqual(["Draft", "Middle", "Dear", "Cheap"].filter((n) => n !== "Draft"));
      expect(names(await ok("GET", "/api/admin/products"))).toEqual(["Draft", "Middle", "Dear", "Cheap"]);
      expect(names(await ok("GET", "/api/admin/products/drafts"))).toEqual(["Draft"]);
      expect((await ok("GET", "/api/admin/settings/product-sort-order")).value).toBe("price-desc");
      const [stored] = await t.database.db.select().from(settings).where(eq(settings.key, "product_sort_order"));
      expect(JSON.parse(stored.value)).toBe("price-desc");

      await ok("POST", "/api/admin/settings", { key: "product_sort_order", value: "oldest" });
      await socket.next("customer-products-updated");
      expect(names(await publicList())).toEqual(["Cheap", "Dear", "Middle"]);
      const entries = await t.database.db.select().from(activityLog).orderBy(desc(activityLog.id));
      expect(entries.map((e) => [e.action, e.target, e.changes])).toEqual([
        [
          "settings.product-sort-order",
          "setting:product_sort_order",
          { before: { value: "price-desc" }, after: { value: "oldest" } },
        ],
        [
          "settings.product-sort-order",
          "setting:product_sort_order",
          { before: { value: "newest" }, after: { value: "price-desc" } },
        ],
      ]);

      for (const body of [
        { key: "product_sort_order", value: "random" },
        { key: "product_sort_order" },
        { key: "store_settings", value: "newest" },
      ]) {
        const res = await call("POST", "/api/admin/settings", body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(
        (await call("POST", "/api/admin/settings", { key: "product_sort_order", value: "random" })).json().message,
      ).toContain("Sort order must be one of newest, oldest, price-desc, price-asc");
      expect(names(await publicList())).toEqual(["Cheap", "Dear", "Middle"]);
    });

    it("labels each product with its effective status at answer time", async () => {
      await insertProduct(t.database.db, { name: "Soon gone", publishAt: at(-HOUR), expiresAt: at(2 * HOUR) });
      await insertProduct(t.database.db, { name: "Gone", publishAt: at(-DAY), expiresAt: at(-HOUR) });
      await insertProduct(t.database.db, {
        name: "Later",
        status: "scheduled",
        publishAt: at(HOUR),
        expiresAt: at(DAY),
      });
      await insertProduct(t.database.db, {
        name: "Due",
        status: "scheduled",
        publishAt: at(-HOUR),
        expiresAt: at(3 * DAY),
      });
      const list = adminProductListSchema.parse(await ok("GET", "/api/admin/products"));
      expect(Object.fromEntries(list.map((p) => [p.name, [p.storedStatus, p.status, p.statusLabel]]))).toEqual({
        "Soon gone": ["active", "active", "Expiring Soon"],
        Gone: ["active", "expired", "Expired"],
        Later: ["scheduled", "scheduled", "Scheduled"],
        Due: ["scheduled", "active", "Active"],
      });
    });
  });
});
