import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSignIn, devSignIn } from "../../../testing/sign-in";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { manualClock } from "../../clock";

const HOUR = 3_600_000;

describe("the admin route tree", () => {
  let t: TestApp;
  const clock = manualClock("2026-03-03T09:00:00Z");

  beforeAll(async () => {
    t = await createTestApp({}, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every admin route in the whole route table: inside the tree, or anywhere under /api/admin but the login. */
  const adminRoutes = () =>
    t.app.routeTable
      .filter(
        (route) =>
          route.config?.adminTree === true || (route.url.startsWith("/api/admin/") && route.url !== "/api/admin/login"),
      )
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })));

  /** A sweep's request: any method on the route's path (ids filled in), same-site, with an empty JSON body. */
  const sweepRequest = (method: string, url: string, headers: Record<string, string>) =>
    t.app.inject({
      method: method as "GET",
      url: url.replace(/:[^/]+/g, "1"),
      headers: { ...headers, origin: "http://localhost:3000", "content-type": "application/json" },
      ...(method === "GET" || method === "HEAD" ? {} : { payload: "{}" }),
    });

  it("holds every /api/admin route but the login, and marks them for the OpenAPI document", () => {
    const routes = adminRoutes();
    const outside = routes.filter(({ route }) => route.config?.adminTree !== true).map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      "GET /api/admin/user",
      "POST /api/admin/logout",
      "GET /api/admin/2fa/status",
      "POST /api/admin/2fa/setup",
      "POST /api/admin/2fa/verify",
      "POST /api/admin/2fa/disable",
      "POST /api/admin/change-password",
      "GET /api/admin/activity",
    ])
      expect(names).toContain(expected);
    expect(names).not.toContain("POST /api/admin/login");
    for (const { route } of routes) expect(route.schema?.security).toEqual([{ adminBearer: [] }, { adminCookie: [] }]);
    // The table is the whole one, not only the admin part.
    expect(t.app.routeTable.some((route) => route.url === "/api/products")).toBe(true);
  });

  it("refuses every admin route without a live admin session", async () => {
    const shopper = await devSignIn(t.app, "sweeper@example.com");
    const loggedOut = await adminSignIn(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { authorization: `Bearer ${loggedOut.token}` },
    });
    expect(out.statusCode).toBe(200);
    const expired = await adminSignIn(t.app);
    clock.advance(12 * HOUR);
    // The control: a live session passes the same door.
    const live = await adminSignIn(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/user", headers: { cookie: live.cookie } })).statusCode,
    ).toBe(200);

    const credentials: Record<string, Record<string, string>> = {
      none: {},
      "a shopper's cookie": { cookie: shopper },
      "a forged bearer": { authorization: "Bearer not-a-session" },
      "a forged admin cookie": { cookie: "admin_sid=not-a-session" },
      "an expired admin session": { authorization: `Bearer ${expired.token}` },
      "an expired admin cookie": { cookie: expired.cookie },
      "a logged-out admin session": { authorization: `Bearer ${loggedOut.token}` },
      "a logged-out admin cookie": { cookie: loggedOut.cookie },
    };
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const { method, url } of routes) {
      for (const [name, headers] of Object.entries(credentials)) {
        const res = await sweepRequest(method, url, headers);
        expect(res.statusCode, `${method} ${url} with ${name}`).toBe(401);
        if (method !== "HEAD")
          expect(res.json().message, `${method} ${url} with ${name}`).toBe(
            "No admin token found. Please log in again.",
          );
      }
    }
  });

  it("refuses every method on every admin path without an admin session, registered or not, never with a 5xx", async () => {
    const shopper = await devSignIn(t.app, "method-sweeper@example.com");
    const credentials: Record<string, Record<string, string>> = {
      none: {},
      "a shopper's cookie": { cookie: shopper },
      "a shopper's session as a bearer": { authorization: `Bearer ${shopper.split("=")[1]?.split(";")[0] ?? ""}` },
      "a forged bearer": { authorization: "Bearer not-a-session" },
    };
    const registered = new Map<string, Set<string>>();
    for (const { method, url } of adminRoutes()) registered.set(url, (registered.get(url) ?? new Set()).add(method));
    // A few admin paths also carry a public route (GET /api/products beside the admin's POST): those are not admin.
    const publicRoutes = new Set(
      t.app.routeTable
        .filter((route) => route.config?.adminTree !== true)
        .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)),
    );
    const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE"];
    let unregisteredChecked = 0;
    for (const [url, declared] of registered) {
      for (const method of methods) {
        if (publicRoutes.has(`${method} ${url}`)) continue;
        for (const [name, headers] of Object.entries(credentials)) {
          const res = await sweepRequest(method, url, headers);
          const what = `${method} ${url} with ${name}: ${res.body}`;
          // Registered: the admin door's 401. Not registered: the path's methods, 405 with Allow. Never a 2xx,
          // never a 5xx.
          expect(res.statusCode, what).toBe(declared.has(method) ? 401 : 405);
          if (!declared.has(method)) expect(res.headers.allow, what).toContain([...declared][0]);
          if (method !== "HEAD") expect(res.json(), what).toMatchObject({ message: expect.any(String) });
          if (!declared.has(method)) unregisteredChecked += 1;
        }
      }
    }
    // The control: the sweep did walk methods the routes do not register.
    expect(unregisteredChecked).toBeGreaterThan(registered.size * 4);
  });
});
