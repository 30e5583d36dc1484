import type { QueryFunction } from "@tanstack/react-query";
import type { ErrorBody, ErrorCode } from "../../../contracts/error";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-2xx answer (or a 2xx whose body is not JSON). `message` is what the UI shows: our server's
 * `{ message }` when it sent one, otherwise the raw text, so proxies' and crashes' pages still say something.
 * Screens branch on `code` (decision 003), never on the message's text.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The body as text (JSON re-serialized), or the status text when the body is empty. */
  readonly text: string;
  /** The parsed JSON body, when the body was JSON. */
  readonly body: unknown;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** Our server's error code, when the body is our error shape; undefined for anyone else's answer. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, text: string, body?: unknown) {
    const parsed = readErrorBody(body);
    super(parsed ? parsed.message : text);
    this.status = status;
    this.text = text;
    this.body = body;
    this.fieldErrors = parsed?.fieldErrors;
    // Not checked against the code map, which lives beside zod: the body comes from our own server.
    this.code = parsed?.code as ErrorCode | undefined;
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}

/**
 * Our error shape (`errorBodySchema` in src/contracts/error.ts), checked by hand: this file is in the
 * entry chunk every shopper downloads, and importing zod here would add about 24 KB gzip to it.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const { message, code, fieldErrors } = body as Record<string, unknown>;
  if (typeof message !== "string") return null;
  if (code !== undefined && typeof code !== "string") return null;
  if (fieldErrors === undefined) return { message, code };
  if (typeof fieldErrors !== "object" || fieldErrors === null || Array.isArray(fieldErrors)) return null;
  if (!Object.values(fieldErrors).every(isStringArray)) return null;
  return { message, code, fieldErrors: fieldErrors as Record<string, string[]> };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function send(method: HttpMethod, path: string, payload: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const hasPayload = payload !== undefined;
  // A Content-Type on a body-less request makes some servers try (and fail) to parse an empty JSON body.
  if (hasPayload) headers.set("Content-Type", "application/json");

  return fetch(path, {
    ...init,
    method,
    headers,
    body: hasPayload ? JSON.stringify(payload) : undefined,
    credentials: "include",
  });
}

/** An error's message: body text, or the status text when empty; a JSON object body is normalised. */
async function toApiError(response: Response): Promise<ApiError> {
  const raw = await response.text();
  if (raw.length === 0) {
    // HTTP/2 answers carry no reason phrase, so the status code is the last resort.
    return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }
  if (raw.trimStart().startsWith("{")) {
    try {
      const body: unknown = JSON.parse(raw);
      return new ApiError(response.status, JSON.stringify(body), body);
    } catch {
      // Not JSON after all (e.g. a truncated body): the raw text is the most honest message.
    }
  }
  return new ApiError(response.status, raw);
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  const raw = await response.text();
  if (raw.length === 0) return undefined as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A non-JSON success body (typically an HTML error page from a proxy) is the error.
    throw new ApiError(response.status, raw);
  }
}

/**
 * Calls our API and returns the parsed JSON answer (`undefined` for an empty body such as 204).
 * Throws `ApiError` for any non-2xx answer. `init` carries extras such as an `Idempotency-Key` or a signal.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  return readJson<T>(await send(method, path, body, init));
}

export function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  return apiRequest<T>("GET", path, undefined, init);
}

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * TanStack Query loader: GETs the path in the first element of the query key; later elements only
 * distinguish cache entries. With `returnNull`, a 401 means "signed out" rather than a failure.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey;
    if (typeof path !== "string") {
      throw new TypeError(`The first element of a query key must be the API path, got ${String(path)}`);
    }
    const response = await send("GET", path, undefined, { signal });
    if (on401 === "returnNull" && response.status === 401) {
      // Read to its end: an unread body leaves the request open in the browser, and the page never idle.
      await response.text();
      return null;
    }
    return readJson<T>(response);
  };
}
