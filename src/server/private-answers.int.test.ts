import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPLETE_ADDRESS, insertProduct } from "../testing/factories";
import { adminSignIn, devSignIn, TEST_ADMIN } from "../testing/sign-in";
import { createTestApp, type TestApp } from "../testing/test-app";
import { manualClock } from "./clock";
import { seedDefaultShippingRates } from "./db/seed-demo";
import { UNSUBSCRIBE_PATH } from "./services/emails/unsubscribe";

type Operation = {
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
};

const PUBLIC_URL = "http://localhost:3000";
const HTTP_METHODS = new Set(["get", "post", "put", "delete", "patch"]);

const PRIVATE_BY_TOKEN = new Set([UNSUBSCRIBE_PATH]);
const noStore = (res: LightMyRequestResponse) => String(res.headers["cache-control"] ?? "").includes("no-store");

describe("Cache-Control on API answers", () => {
  let t: TestApp;
  const clock = manualClock();
  let ids: { live: number; draft: number; shopper: number };

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL }, clock);
    await seedDefaultShippingRates(t.database.db);
    const live = await insertProduct(t.database.db);
    const draft = await insertProduct(t.database.db, { status: "draft" });
    const cookie = await devSignIn(t.app, "sweep@example.com");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    ids = { live: live.id, draft: draft.id, shopper: me.json().id };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A concrete request for an operation of the OpenAPI file: real ids, a loopback URL, the few bodies it takes. */
  function requestFor(path: string, method: string, operation: Operation) {
    const url = path
      .replace("/api/products/{id}", `/api/products/${ids.draft}`)
      .replace("/api/admin/users/{id}", `/api/admin/users/${ids.shopper}`)
      .replace("{productId}", String(ids.live))
      .replace("{status}", "draft")
      .replace(/\{\w+\}/g, "1");
    const query = new URLSearchParams();
    for (const p of operation.parameters ?? []) {
      if (p.in !== "query" || !p.required) continue;
      const value: Record<string, string> = {
        productId: String(ids.live),
        from: "2026-01-01",
        to: "2026-01-31",
        // A loopback address the page checks refuse without any traffic (IMPORT_ALLOW_PRIVATE is off).
        url: "http://127.0.0.1:9/",
      };
      query.set(p.name, value[p.name] ?? "1");
    }
    const bodies: Record<string, unknown> = {
      "PUT /api/user/shipping": { ...COMPLETE_ADDRESS, apartment: undefined },
      "POST /api/wishlist": { productId: ids.live },
      "POST /api/auth/dev-login": { email: "sweep@example.com", fullName: "Sweep" },
      "POST /api/admin/login": TEST_ADMIN,
    };
    const payload = bodies[`${method.toUpperCase()} ${path}`] ?? (operation.requestBody ? {} : undefined);
    return {
      method: method.toUpperCase() as "GET",
      url: query.size ? `${url}?${query}` : url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    };
  }

  it("marks every answer that depends on a session no-store, and leaves the public ones cacheable", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          .filter(([method]) => HTTP_METHODS.has(method))
          .map(([method, operation]) => ({ path, method, operation })),
      )
      // Reads first, so the writes (deletes, sign-outs) change nothing a read is asked about.
      .sort((a, b) => Number(a.method !== "get") - Number(b.method !== "get"));
    expect(operations.length).toBeGreaterThan(60);

    const problems: string[] = [];
    const publicReads: string[] = [];
    for (const { path, method, operation } of operations) {
      const name = `${method.toUpperCase()} ${path}`;
      const request = requestFor(path, method, operation);
      // Fresh sessions for each: an earlier sign-out must not make two answers look alike. A minute apart, so
      // the sign-in limits never answer instead.
      clock.advance(60_000);
      const shopper = await devSignIn(t.app, "sweep@example.com");
      const admin = await adminSignIn(t.app);
      const anonymous = await t.app.inject({ ...request, headers: { origin: PUBLIC_URL } });
      const signedIn = await t.app.inject({
        ...request,
        headers: { origin: PUBLIC_URL, cookie: `${shopper}; ${admin.cookie}` },
      });
      expect(signedIn.statusCode, `${name}: ${signedIn.body}`).toBeLessThan(500);

      // Private: an admin route, or an answer that differs with the sessions; either way both answers are.
      const differs = anonymous.statusCode !== signedIn.statusCode || anonymous.body !== signedIn.body;
      // An admin route is private whatever it answers; a shopper's route (sessionCookie) when its answer
      // does depend on the session (a body refused before the session is read does not).
      const isAdminRoute = (operation.security ?? []).some((s) => "adminBearer" in s);
      const isPrivate = isAdminRoute || differs;
      for (const [who, res] of [
        ["anonymous", anonymous],
        ["signed in", signedIn],
      ] as const) {
        const setsCookie = res.headers["set-cookie"] !== undefined;
        if ((isPrivate || setsCookie) && !noStore(res))
          problems.push(`${name} (${who}, ${res.statusCode}) lacks no-store: ${res.headers["cache-control"]}`);
      }
      // Private by the signed token it carries, not by a session: an unsubscribe page names its shopper.
      if (PRIVATE_BY_TOKEN.has(path)) {
        if (!noStore(anonymous)) problems.push(`${name} names a shopper but lacks no-store`);
        continue;
      }
      if (!isPrivate && method === "get" && !anonymous.headers["set-cookie"]) {
        publicReads.push(path);
        if (noStore(anonymous) || noStore(signedIn)) problems.push(`${name} is public but no-store`);
      }
    }
    expect(problems).toEqual([]);
    // The sweep saw both kinds: the catalog and the shop's settings stay cacheable.
    expect(publicReads).toEqual(
      expect.arrayContaining(["/api/products", "/api/health", "/api/settings/store", "/api/auth/providers"]),
    );
  });

  it("keeps the catalog's revalidation header", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(res.headers["cache-control"]).toBe("no-cache");
  });
});
