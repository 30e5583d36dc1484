import { lookup as dnsLookup } from "node:dns/promises";
import { Agent, buildConnector, request } from "undici";
import type { Clock } from "../../clock";
import { AppError } from "../../errors";
import { type AddressClass, classifyAddress, isIpAddress } from "../../net/address-class";

/**
 * The page import's fetch, behind an SSRF guard: http and https only, ports 80 and 443 only,
 * and every address the connection would use must be public. The check sits in the connector, on the very
 * address the socket then connects to, so a name that resolves to a public address when checked and to a
 * private one when connecting (DNS rebinding) cannot pass; IP literals in any spelling (2130706433, 0x7f.1,
 * 017700000001) reach it already normalised by the WHATWG URL parser. Redirects are followed by hand, each
 * hop checked the same way, at most 5. The whole fetch has 10 s and 5 MB.
 *
 * IMPORT_ALLOW_PRIVATE lets loopback through (on any port), so tests can import from a local fixture server.
 */

export const PAGE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;
/** The guard's rules: each answers why it refuses, or null to allow. */
export type AddressPolicy = {
  /** Checked on the URL before any name is resolved, so a refused port costs not even a DNS query. */
  port(port: number): string | null;
  /** Checked on every address the connection could use. */
  address(address: string, port: number): string | null;
};

export type PageFetchDeps = {
  clock: Clock;
  allowPrivate: boolean;
  /** The resolver (tests pass a stub so no name ever reaches real DNS). */
  resolve?: Resolve;
  /** Replaces the guard's policy (tests only: to let one loopback fixture stand in for a public site). */
  policy?: AddressPolicy;
};

/** The final response's headers (after redirects), as undici gives them. */
export type PageHeaders = Record<string, string | string[] | undefined>;

export type FetchedPage = { url: string; contentType: string; headers: PageHeaders; body: Buffer };

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

const WHERE: Record<Exclude<AddressClass, "public">, string> = {
  loopback: "this server itself (loopback)",
  private: "a private network",
  "link-local": "a link-local network",
  cgnat: "a carrier-grade NAT network",
  metadata: "a cloud metadata service",
  unspecified: "an unspecified address",
  multicast: "a multicast address",
  broadcast: "the broadcast address",
  reserved: "a reserved address",
  invalid: "an invalid address",
};

export const siteNotFound = (host: string) => `Could not find the site ${host}`;
export const tooLargeMessage = (maxBytes: number = PAGE_FETCH_LIMITS.maxBytes, what = "page") =>
  `The ${what} is larger than ${maxBytes / 1024 / 1024} MB`;
export const timedOutMessage = () => `The site did not answer within ${PAGE_FETCH_LIMITS.timeoutMs / 1000} seconds`;

export const ONLY_HTTP_MESSAGE = "Only http:// and https:// addresses can be imported";
export const ONLY_STANDARD_PORTS_MESSAGE = "Only addresses on the standard ports (80 and 443) can be imported";

const isStandardPort = (port: number) => port === 80 || port === 443;

/** The guard's rules; with allowPrivate, loopback (and only loopback) is allowed, on any port. */
export function defaultAddressPolicy(allowPrivate: boolean): AddressPolicy {
  return {
    port: (port) => (allowPrivate || isStandardPort(port) ? null : ONLY_STANDARD_PORTS_MESSAGE),
    address(address, port) {
      const kind = classifyAddress(address);
      if (allowPrivate && kind === "loopback") return null;
      if (!isStandardPort(port)) return ONLY_STANDARD_PORTS_MESSAGE;
      if (kind !== "public")
        return `This address leads to ${WHERE[kind]} (${address}); only public websites can be imported`;
      return null;
    },
  };
}

/** A refusal by the guard: the request was never sent. */
export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AddressRefusedError";
  }
}

function portOf(url: URL): number {
  return url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
}

function bare(hostname: string): string {
  return hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
}

/**
 * The checks a URL can fail before any name is resolved: scheme, credentials, port, and for an IP literal
 * its address. (A host name's addresses are checked when connecting.) Throws AddressRefusedError.
 */
export function checkTargetUrl(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new AddressRefusedError(ONLY_HTTP_MESSAGE);
  if (url.username !== "" || url.password !== "")
    throw new AddressRefusedError("Addresses with a user name or password cannot be imported");
  const port = portOf(url);
  const host = bare(url.hostname);
  const refusal = policy.port(port) ?? (isIpAddress(host) ? policy.address(host, port) : null);
  if (refusal) throw new AddressRefusedError(refusal);
}

/**
 * The addresses to connect to for a host and port, every one of them allowed by the policy; a host with
 * any refused address is refused whole (a mixed answer is how rebinding attacks hedge).
 */
export async function resolveAllowed(
  hostname: string,
  port: number,
  resolve: Resolve,
  policy: AddressPolicy,
): Promise<ResolvedAddress> {
  const host = bare(hostname);
  const addresses = isIpAddress(host)
    ? [{ address: host, family: host.includes(":") ? 6 : 4 }]
    : await resolve(host).catch((error: unknown) => {
        throw new FetchError("site-not-found", siteNotFound(host), { cause: error });
      });
  if (addresses.length === 0) throw new FetchError("site-not-found", siteNotFound(host));
  for (const { address } of addresses) {
    const refusal = policy.address(address, port);
    if (refusal) throw new AddressRefusedError(refusal);
  }
  return addresses[0];
}

/** A dispatcher whose every connection goes to an address the policy allowed, and to nothing else. */
function guardedAgent(resolve: Resolve, policy: AddressPolicy): Agent {
  const connectTo = buildConnector({ timeout: PAGE_FETCH_LIMITS.timeoutMs });
  return new Agent({
    // One request at a time, no pipelining: each hop is a fresh decision.
    pipelining: 0,
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
      resolveAllowed(options.hostname, port, resolve, policy).then(
        // Connect to the checked address itself; TLS still verifies the certificate for the host's name.
        ({ address }) => connectTo({ ...options, hostname: address }, callback),
        (error: Error) => callback(error, null),
      );
    },
  });
}

function refusedOrNull(error: unknown): AddressRefusedError | AppError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof AddressRefusedError || cause instanceof AppError) return cause;
  }
  return null;
}

/**
 * Why a fetch failed, as a code beside the message (docs/decisions/003 on the server too): what decides whether
 * another try may succeed, never the wording.
 */
export type FetchFailure =
  | "site-not-found"
  | "connection-failed"
  | "timed-out"
  | "tls-failed"
  | "error-status"
  | "too-large"
  | "wrong-type"
  | "bad-redirect";

/** A page or image that could not be had: a 422 (UNFETCHABLE) whose failure says why. */
export class FetchError extends AppError {
  constructor(
    readonly failure: FetchFailure,
    message: string,
    options: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super("UNFETCHABLE", message, undefined, { cause: options.cause });
    this.httpStatus = options.httpStatus ?? null;
  }
  /** The status of an error answer ("error-status"). */
  readonly httpStatus: number | null;
}

/** The site is down, slow or busy for now: the same fetch later may succeed. */
export function isTransientFetchFailure(error: FetchError): boolean {
  switch (error.failure) {
    case "site-not-found":
    case "connection-failed":
    case "timed-out":
      return true;
    case "error-status":
      return (
        error.httpStatus !== null && (error.httpStatus >= 500 || error.httpStatus === 408 || error.httpStatus === 429)
      );
    default:
      return false;
  }
}

function redirectTarget(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new FetchError("bad-redirect", "The site redirected to an address that is not valid");
  }
}

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)\b/i;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number, what: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FetchError("too-large", tooLargeMessage(maxBytes, what));
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The error code a failed connection carries (Node's, undici's or OpenSSL's), looking through causes. */
function errorCodeOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

const TLS_FAILURE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$|HOSTNAME_MISMATCH)/;

/** What went wrong with the connection, in words an admin can act on. */
export function connectionFailure(error: unknown): string {
  return connectionFailureOf(error).message;
}

function connectionFailureOf(error: unknown): { failure: FetchFailure; message: string } {
  const code = errorCodeOf(error);
  const failed = (message: string) => ({ failure: "connection-failed" as const, message });
  if (code === "ECONNREFUSED") return failed("The site refused the connection");
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET" || code === "EPIPE")
    return failed("The site closed the connection before answering");
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return { failure: "site-not-found", message: "Could not find the site" };
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return failed("The site cannot be reached from this server");
  if (code === "ETIMEDOUT" || (code !== undefined && /^UND_ERR_(CONNECT|HEADERS|BODY)_TIMEOUT$/.test(code)))
    return { failure: "timed-out", message: timedOutMessage() };
  if (code !== undefined && TLS_FAILURE.test(code))
    return { failure: "tls-failed", message: `Could not make a secure (https) connection to the site (${code})` };
  return failed(`Could not load the page${code ? ` (${code})` : ""}`);
}

/**
 * Fetches a web page for the import. A refused address is a 400 (BAD_REQUEST) and no request is sent to it;
 * a page that cannot be had (no such site, refused, reset, TLS, timed out, an error status, too large, not
 * HTML) is a 422 (UNFETCHABLE) with a message that says which, never a 5xx. With `readBody: false` the body is not read (the answer's
 * body is empty): the framing check needs only the final page's headers.
 */
export async function fetchPage(
  address: string,
  deps: PageFetchDeps,
  { readBody = true }: { readBody?: boolean } = {},
): Promise<FetchedPage> {
  return fetchGuarded(address, deps, {
    readBody,
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
    maxBytes: PAGE_FETCH_LIMITS.maxBytes,
    what: "page",
    refuseType: (contentType) =>
      contentType !== "" && !HTML_TYPES.test(contentType)
        ? `The address is not a web page (${contentType.split(";")[0]})`
        : null,
  });
}

/** What one guarded fetch asks for: the page import's (fetchPage) or the product images' (media-fetch.ts). */
export type GuardedFetchOptions = {
  readBody?: boolean;
  accept: string;
  maxBytes: number;
  /** The word the "too large" message uses: "page", "image". */
  what: string;
  /** Why the final answer's Content-Type is refused, or null to read it. */
  refuseType(contentType: string): string | null;
};

/** fetchPage's guard, limits, redirects and errors for any kind of resource. */
export async function fetchGuarded(
  address: string,
  deps: PageFetchDeps,
  { readBody = true, accept, maxBytes, what, refuseType }: GuardedFetchOptions,
): Promise<FetchedPage> {
  const policy = deps.policy ?? defaultAddressPolicy(deps.allowPrivate);
  const agent = guardedAgent(deps.resolve ?? systemResolve, policy);
  const controller = new AbortController();
  const timedOut = new FetchError("timed-out", timedOutMessage());
  const cancelTimer = deps.clock.schedule(() => controller.abort(timedOut), PAGE_FETCH_LIMITS.timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop += 1) {
      checkTargetUrl(url, policy);
      const response = await request(url, {
        method: "GET",
        dispatcher: agent,
        signal: controller.signal,
        headers: {
          "user-agent": "Mozilla/5.0 (compatible; DropShopImport/1.0)",
          accept,
          "accept-language": "en",
        },
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && location) {
        await response.body.dump();
        if (hop >= PAGE_FETCH_LIMITS.maxRedirects)
          throw new FetchError("bad-redirect", `The site redirected more than ${PAGE_FETCH_LIMITS.maxRedirects} times`);
        url = redirectTarget(Array.isArray(location) ? location[0] : location, url);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        throw new FetchError("error-status", `The site answered HTTP ${response.statusCode}`, {
          httpStatus: response.statusCode,
        });
      }
      const contentType = String(response.headers["content-type"] ?? "");
      const typeRefusal = refuseType(contentType);
      if (typeRefusal) {
        await response.body.dump();
        throw new FetchError("wrong-type", typeRefusal);
      }
      const declared = Number(response.headers["content-length"]);
      if (declared > maxBytes) {
        response.body.destroy();
        throw new FetchError("too-large", tooLargeMessage(maxBytes, what));
      }
      if (!readBody) {
        await response.body.dump();
        return { url: url.href, contentType, headers: response.headers, body: Buffer.alloc(0) };
      }
      const body = await readCapped(response.body, maxBytes, what);
      return { url: url.href, contentType, headers: response.headers, body };
    }
  } catch (error) {
    if (controller.signal.aborted) throw timedOut;
    const known = refusedOrNull(error);
    if (known instanceof AddressRefusedError)
      throw new AppError("BAD_REQUEST", known.message, { url: [known.message] });
    if (known) throw known;
    const { failure, message } = connectionFailureOf(error);
    throw new FetchError(failure, message, { cause: error });
  } finally {
    cancelTimer();
    void agent.destroy().catch(() => {});
  }
}
