import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getJson, getQueryFn } from "./api";

type Call = { url: string; init: RequestInit };

let calls: Call[] = [];
let nextResponse: () => Response;

// Only the network is replaced: our client code runs as is against real fetch Response objects.
beforeEach(() => {
  calls = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return nextResponse();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function respondWith(factory: () => Response) {
  nextResponse = factory;
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("apiRequest", () => {
  it("returns the parsed JSON of a 2xx answer and sends credentials without a body on GET", async () => {
    respondWith(() => Response.json({ id: 7, name: "Anarkali" }));

    const product = await getJson<{ id: number; name: string }>("/api/products/7");

    expect(product).toEqual({ id: 7, name: "Anarkali" });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls;
    expect(url).toBe("/api/products/7");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("sends a JSON body with a JSON content type only when there is a payload, and keeps extra headers", async () => {
    respondWith(() => Response.json({ id: 1 }, { status: 201 }));

    await apiRequest("POST", "/api/wishlist", { productId: 3 }, { headers: { "Idempotency-Key": "abc" } });

    const [{ init }] = calls;
    const headers = new Headers(init.headers);
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ productId: 3 }));
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toBe("abc");
    expect(init.credentials).toBe("include");
  });

  it("resolves to undefined for 204 No Content", async () => {
    respondWith(() => new Response(null, { status: 204 }));

    await expect(apiRequest("DELETE", "/api/wishlist/4")).resolves.toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
  });

  it("uses the message of our JSON error shape and keeps the field errors", async () => {
    const body = { message: "Postal code is required", fieldErrors: { postalCode: ["Postal code is required"] } };
    respondWith(() => new Response(`  ${JSON.stringify(body, null, 2)}`, { status: 400, statusText: "Bad Request" }));

    const error = await catchError(apiRequest("PUT", "/api/user/shipping", { postalCode: "" }));

    expect(error.status).toBe(400);
    expect(error.message).toBe("Postal code is required");
    expect(error.fieldErrors).toEqual({ postalCode: ["Postal code is required"] });
    expect(error.body).toEqual(body);
    // Re-serialized, so the text no longer carries the server's formatting.
    expect(error.text).toBe(JSON.stringify(body));
  });

  it("carries the code of our JSON error shape, and none for anyone else's answer", async () => {
    respondWith(() => Response.json({ message: "Premium membership required", code: "FORBIDDEN" }, { status: 403 }));
    expect((await catchError(apiRequest("POST", "/api/orders", { productId: 1 }))).code).toBe("FORBIDDEN");

    respondWith(() => Response.json({ message: "Postal code is required" }, { status: 400 }));
    expect((await catchError(getJson("/api/products"))).code).toBeUndefined();

    respondWith(() => new Response("Forbidden", { status: 403 }));
    expect((await catchError(getJson("/api/products"))).code).toBeUndefined();
  });

  it("falls back to the re-serialized JSON when the JSON is not our error shape", async () => {
    respondWith(() => new Response('{ "error": "boom" }', { status: 500, statusText: "Internal Server Error" }));

    const error = await catchError(getJson("/api/products"));

    expect(error.message).toBe('{"error":"boom"}');
    expect(error.body).toEqual({ error: "boom" });
    expect(error.fieldErrors).toBeUndefined();
  });

  it.each([
    { message: 42 },
    { message: "Bad", code: 7 },
    { message: "Bad", fieldErrors: ["postalCode"] },
    { message: "Bad", fieldErrors: { postalCode: "Required" } },
  ])("treats %j as not our error shape", async (body) => {
    respondWith(() => Response.json(body, { status: 400 }));

    const error = await catchError(getJson("/api/products"));

    expect(error.message).toBe(JSON.stringify(body));
    expect(error.fieldErrors).toBeUndefined();
  });

  it("uses a plain-text error body as the message", async () => {
    respondWith(() => new Response("Premium membership required", { status: 403, statusText: "Forbidden" }));

    const error = await catchError(apiRequest("POST", "/api/orders", { productId: 1 }));

    expect(error.status).toBe(403);
    expect(error.message).toBe("Premium membership required");
    expect(error.text).toBe("Premium membership required");
    expect(error.body).toBeUndefined();
  });

  it("keeps a body that starts with a brace but is not JSON as raw text", async () => {
    respondWith(() => new Response("{not json", { status: 502, statusText: "Bad Gateway" }));

    const error = await catchError(getJson("/api/orders"));

    expect(error.message).toBe("{not json");
    expect(error.body).toBeUndefined();
  });

  it("uses the status text when the error body is empty, and the status code when both are empty", async () => {
    respondWith(() => new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect((await catchError(getJson("/api/products"))).message).toBe("Service Unavailable");

    respondWith(() => new Response(null, { status: 500 }));
    expect((await catchError(getJson("/api/products"))).message).toBe("HTTP 500");
  });

  it("surfaces a non-JSON success body as the error message", async () => {
    respondWith(() => new Response("<html>maintenance</html>", { status: 200 }));

    const error = await catchError(apiRequest("POST", "/api/orders", { productId: 1 }));

    expect(error.message).toBe("<html>maintenance</html>");
  });
});

describe("getQueryFn", () => {
  function fetchWith(on401: "returnNull" | "throw", queryKey: readonly unknown[]) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return client.fetchQuery({ queryKey, queryFn: getQueryFn<unknown>({ on401 }) });
  }

  it("GETs the path in the first element of the query key", async () => {
    respondWith(() => Response.json([{ id: 1 }]));

    await expect(fetchWith("throw", ["/api/products", 3])).resolves.toEqual([{ id: 1 }]);
    expect(calls[0].url).toBe("/api/products");
    expect(calls[0].init.method).toBe("GET");
    expect(calls[0].init.credentials).toBe("include");
  });

  it("answers null for a 401 with returnNull", async () => {
    respondWith(() => Response.json({ message: "Not signed in" }, { status: 401 }));

    await expect(fetchWith("returnNull", ["/api/user"])).resolves.toBeNull();
  });

  it("throws an ApiError for a 401 with throw", async () => {
    respondWith(() => Response.json({ message: "Not signed in" }, { status: 401 }));

    const error = await catchError(fetchWith("throw", ["/api/wishlist"]));
    expect(error.status).toBe(401);
    expect(error.message).toBe("Not signed in");
  });

  it("still throws other errors with returnNull", async () => {
    respondWith(() => new Response("Database unavailable", { status: 500 }));

    const error = await catchError(fetchWith("returnNull", ["/api/user"]));
    expect(error.message).toBe("Database unavailable");
  });
});
