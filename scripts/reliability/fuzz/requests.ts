/**
 * Turns the declared operations into requests: valid ones, and every kind of bad one a client may send
 * (boundary values, wrong types, missing and unknown fields, malformed JSON, wrong content types, huge and
 * deep bodies, odd methods and paths, raw HTTP the client library would not send). Each request says how it
 * was made, so a failure prints something a person can read as well as the bytes.
 */
import type { Operation, Parameter } from "./operations";
import type { Random } from "./random";
import { type FieldContext, generateValid, type Hint, type JsonSchema } from "./schema";

export type Role = "anonymous" | "shopper" | "admin";
export const KINDS = [
  "valid",
  "boundary",
  "wrong-type",
  "missing-field",
  "unknown-field",
  "malformed-json",
  "content-type",
  "huge-body",
  "deep-body",
  "odd-method",
  "odd-path",
  "raw-http",
] as const;
export type Kind = (typeof KINDS)[number];

export type FuzzRequest = {
  kind: Kind;
  role: Role;
  method: string;
  /** Path and query, exactly as sent. */
  url: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** The operation it was made from (the router may still pick another, e.g. for an odd path). */
  from: Operation;
  /** How it was made: the mutation, in words. */
  note: string;
  /** raw-http only: the exact bytes written to the socket. */
  raw?: Buffer;
};

/** What the generator knows about the shop right now: ids to aim at, the shopper's own and another's. */
export type Pools = {
  productIds: number[];
  liveProductIds: number[];
  ownWishlistIds: number[];
  /** The products on the shopper's own wishlist (DELETE /api/wishlist/product/{productId}). */
  ownWishlistProductIds: number[];
  otherWishlistIds: number[];
  ownOrderIds: number[];
  otherOrderIds: number[];
  userIds: number[];
  alternateDescriptionIds: number[];
  shippingRateIds: number[];
  /** A live product's id, price and discount, for an order whose total the server agrees with. */
  orderable: { id: number; price: string; discount: string; sizes: string[] }[];
  /** The shopper's country and the rate the server charges there (its own, or Singapore's when not enabled). */
  shopperCountry: string;
  shippingRate: string;
  /** The administrator's credentials and current authenticator code. */
  admin: { email: string; password: string; code(): string };
};

export type Credentials = { shopperCookie: string; adminToken: string; adminCookie: string };

const MB = 1_000_000;
const TEN_KB = 10 * 1024;
/** Letters only: a long string that is still one ordinary word, not a pattern the server treats specially. */
const long = (length: number) => "x".repeat(length);

/** Values at the edges of numbers and strings, and hostile text. Strings that stand for a number are included. */
export const BOUNDARY_VALUES: readonly { label: string; value: unknown }[] = [
  { label: "0", value: 0 },
  { label: "-1", value: -1 },
  { label: "2^31 - 1", value: 2 ** 31 - 1 },
  { label: "2^31", value: 2 ** 31 },
  { label: "-2^31", value: -(2 ** 31) },
  { label: "2^53", value: 2 ** 53 },
  { label: "-2^53", value: -(2 ** 53) },
  { label: "1.5", value: 1.5 },
  { label: "1e308", value: 1e308 },
  { label: '"2147483648"', value: "2147483648" },
  { label: '"9007199254740993"', value: "9007199254740993" },
  { label: '"-1"', value: "-1" },
  { label: '"1e400"', value: "1e400" },
  { label: '"NaN"', value: "NaN" },
  { label: "empty string", value: "" },
  { label: "spaces", value: "   " },
  { label: "10 KB string", value: long(TEN_KB) },
  { label: "1 MB string", value: long(MB) },
  { label: "unicode", value: "Zoë 🙂 中文 \u202eevil\u202c ﷽" },
  { label: "lone surrogate", value: "a\ud800b" },
  { label: "NUL", value: "a\u0000b" },
  { label: "control characters", value: "\u0001\u0007\u001b[31m\r\n" },
  { label: "markup", value: "<script>alert(1)</script>" },
  { label: "SQL", value: "' OR 1=1; --" },
  { label: "path", value: "../../etc/passwd" },
  { label: "null", value: null },
  { label: "true", value: true },
  { label: "empty list", value: [] },
  { label: "empty object", value: {} },
  { label: "operator object", value: { $ne: null } },
];

const OTHER_TYPES: readonly { label: string; value: unknown }[] = [
  { label: "number", value: 42 },
  { label: "text", value: "42" },
  { label: "boolean", value: false },
  { label: "null", value: null },
  { label: "list", value: [1, "a"] },
  { label: "object", value: { a: 1 } },
];

const MALFORMED_JSON: readonly { label: string; bytes: Buffer }[] = [
  ["unclosed object", "{"],
  ["missing value", '{"a":}'],
  ["trailing comma", '{"a":1,}'],
  ["unclosed list", "[1,2"],
  ["unterminated string", '{"a":"b'],
  ["single quotes", "{'a':1}"],
  ["NaN literal", '{"a":NaN}'],
  ["two documents", '{"a":1}{"b":2}'],
  ["byte-order mark", '\ufeff{"a":1}'],
  ["whitespace only", "   "],
  ["prototype pollution", '{"__proto__":{"isAdmin":true}}'],
  ["constructor pollution", '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ["huge number", '{"a":1e999999}'],
  ["bare null", "null"],
  ["bare string", '"text"'],
  ["bare number", "12"],
  ["duplicate keys", '{"productId":1,"productId":"x"}'],
  ["comment", '{"a":1 /* hi */}'],
].map(([label, text]) => ({ label, bytes: Buffer.from(text, "utf8") }));
const INVALID_UTF8 = {
  label: "invalid UTF-8",
  bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
};

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/json-patch+json",
  "application/octet-stream",
  "*/*",
  "text/html; charset=utf-8",
  "application/json, text/plain",
  "",
  null,
] as const;

const ODD_METHODS = [
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "SEARCH",
  "LOCK",
  "MKCOL",
  "HEAD",
  "PUT",
  "DELETE",
  "POST",
  "GET",
];

const ODD_SEGMENTS = [
  "%00",
  "%2e%2e",
  "..%2f..%2f",
  "%ff",
  "%E0%A4%A",
  "1;DROP%20TABLE%20users",
  "%EF%BC%91",
  "0x10",
  "1e3",
  "%201",
  "+1",
  "01",
  "1.0",
  "-0",
  "Infinity",
  "%F0%9F%99%82",
  long(TEN_KB),
  "2147483648",
  "99999999999999999999999",
];

const ODD_PATHS = [
  "/api/does-not-exist",
  "/api",
  "/api/",
  "/",
  "/index.html",
  "/favicon.ico",
  "/.env",
  "/assets/../../package.json",
  "/api/../api/products",
  "/api/products/1/extra",
  "/api/products%2F1",
  "/API/PRODUCTS",
  "/api/openapi.json/..",
  "/ws",
  "/api/admin",
  "/api/admin/",
  "/api/admin/does-not-exist",
  "//api//products",
  `/api/${long(TEN_KB)}`,
  "/api/products?id=1&id=2",
  "/api/wishlist/check?productId[]=1",
  "/api/wishlist/check?productId=1&productId=2",
  "/api/wishlist/check?%zz=1",
  "/api/admin/order-groups?__proto__[isAdmin]=1",
  `/api/admin/order-groups?q=${long(TEN_KB)}`,
  "/api/admin/premium-members?q=%00",
  "/api/products?callback=alert",
];

const RAW_REQUESTS: readonly { label: string; text: string }[] = [
  { label: "NUL byte in the path", text: "GET /api/products/\u0000 HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "absolute-form target", text: "GET http://shop.invalid/api/products HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "asterisk target", text: "OPTIONS * HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "HTTP/1.0 without Host", text: "GET /api/products HTTP/1.0\r\n\r\n" },
  { label: "unknown method", text: "FUZZ /api/products HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "space in the path", text: "GET /api/products /1 HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "raw UTF-8 in the path", text: "GET /api/products/🙂 HTTP/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "header without a colon", text: "GET /api/products HTTP/1.1\r\nHost: HOST\r\nBroken header\r\n\r\n" },
  {
    label: "Content-Length and Transfer-Encoding together",
    text: "POST /api/wishlist HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  },
  {
    label: "bad chunk size",
    text: "POST /api/wishlist HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
  },
  {
    label: "two Content-Length headers",
    text: "POST /api/wishlist HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
  },
  { label: "32 KB header", text: `GET /api/products HTTP/1.1\r\nHost: HOST\r\nX-Fuzz: ${long(32 * 1024)}\r\n\r\n` },
  { label: "lowercase version", text: "GET /api/products http/1.1\r\nHost: HOST\r\n\r\n" },
  { label: "HTTP/2 preface", text: "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" },
];

/**
 * Values for a field named `url` (the page import and the framing check fetch it): addresses the SSRF guard
 * refuses on their face (a scheme, a port, loopback or metadata IP literals, credentials), so no name is
 * ever resolved and nothing leaves this machine. Tests send traffic only to loopback.
 */
export const SAFE_URLS = [
  "",
  "   ",
  "ftp://127.0.0.1/file",
  "http://127.0.0.1/product",
  "http://127.0.0.1:8080/product",
  "https://[::1]/item",
  "http://169.254.169.254/latest/meta-data/",
  "https://user:secret@127.0.0.1/",
  "javascript:alert(1)",
  "http://0x7f000001/",
  "not a url at all",
];
/** Flipkart is answered with guidance without a fetch, but only by the two import routes. */
const FLIPKART_URL = "https://www.flipkart.com/shirt/p/itm0123456789abc";
const FLIPKART_PATHS = new Set(["/api/extract-product-data", "/api/extract-images"]);
const SAFE_PREFIX = "http://127.0.0.1/";

/** A `url` value as it may leave: kept when it is one of the safe ones, else put on loopback's path. */
export function loopbackUrl(path: string, value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (SAFE_URLS.includes(value) || value.startsWith(SAFE_PREFIX)) return value;
  if (value === FLIPKART_URL && FLIPKART_PATHS.has(path)) return value;
  return `${SAFE_PREFIX}${value}`;
}

/** Every `url` in the body and the query, whatever a mutation put there, made a loopback one. */
export function keepUrlsOnLoopback(path: string, parts: { query: [string, string][]; body?: unknown }) {
  for (const entry of parts.query) if (entry[0] === "url") entry[1] = String(loopbackUrl(path, entry[1]));
  const body = asObject(parts.body);
  if (body && "url" in body) body.url = loopbackUrl(path, body.url);
}

export type Generator = {
  next(index: number): FuzzRequest;
  /** How many requests the boundary sweep makes before the random ones. */
  sweepSize: number;
};

/** The boundary values by the type a field declares: every field of every route gets each once. */
const SWEEP_NUMBERS = ["0", "-1", "2^31", "2^53"];
const SWEEP_STRINGS = ["empty string", "10 KB string", "1 MB string", "unicode", "NUL", "lone surrogate"];
const boundary = (label: string) => BOUNDARY_VALUES.find((b) => b.label === label)!;

/** A field of a route, as the sweep aims at it: a parameter, or a path into the JSON body. */
type FieldTarget =
  | { in: "path" | "query" | "header"; parameter: Parameter }
  | { in: "body"; path: (string | number)[]; schema: JsonSchema };

function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  if (typeof schema.type === "string") types.add(schema.type);
  if (Array.isArray(schema.enum) && schema.enum.some((v) => typeof v === "string")) types.add("string");
  for (const key of ["anyOf", "oneOf"] as const)
    for (const inner of (schema[key] as JsonSchema[] | undefined) ?? []) for (const t of typesOf(inner)) types.add(t);
  return types;
}

/** The body's fields: its properties, and one level into lists (their first item, or its properties). */
function bodyTargets(schema: JsonSchema, path: (string | number)[] = [], depth = 0): FieldTarget[] {
  const out: FieldTarget[] = [];
  for (const [name, inner] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) {
    out.push({ in: "body", path: [...path, name], schema: inner });
    const items = inner.items as JsonSchema | undefined;
    if (depth === 0 && inner.type === "array" && items) {
      if (items.type === "object") out.push(...bodyTargets(items, [...path, name, 0], depth + 1));
      else out.push({ in: "body", path: [...path, name, 0], schema: items });
    }
  }
  return out;
}

/** Every (route, field, value) the sweep sends, in a fixed order. */
export function sweepPlan(operations: readonly Operation[]) {
  const plan: { op: Operation; target: FieldTarget; value: { label: string; value: unknown } }[] = [];
  for (const op of operations) {
    const targets: FieldTarget[] = [
      ...op.parameters.map((parameter) => ({ in: parameter.in, parameter }) as FieldTarget),
      ...(op.body ? bodyTargets(op.body.schema) : []),
    ];
    for (const target of targets) {
      const types = typesOf(target.in === "body" ? target.schema : target.parameter.schema);
      const labels = [
        ...(types.has("integer") || types.has("number") ? SWEEP_NUMBERS : []),
        ...(types.has("string") ? SWEEP_STRINGS : []),
      ];
      for (const label of labels) plan.push({ op, target, value: boundary(label) });
    }
  }
  return plan;
}

export function requestGenerator(options: {
  operations: readonly Operation[];
  random: Random;
  base: string;
  hostHeader: string;
  credentials: () => Credentials;
  pools: () => Pools;
  now: () => Date;
}): Generator {
  const { operations, random, base } = options;
  const hint = hintsFor(options.random, options.pools, options.now);

  const kindWeights: [Kind, number][] = [
    ["valid", 30],
    ["boundary", 20],
    ["wrong-type", 8],
    ["missing-field", 5],
    ["unknown-field", 5],
    ["malformed-json", 5],
    ["content-type", 5],
    ["huge-body", 2],
    ["deep-body", 2],
    ["odd-method", 6],
    ["odd-path", 8],
    ["raw-http", 2],
  ];

  // The single-tap order is the shop's hottest write and the address its input: they get more attention.
  const EXTRA_WEIGHT: Record<string, number> = { "POST /api/orders": 4, "PUT /api/user/shipping": 2 };
  const weightedOperations = operations.map((op) => [op, EXTRA_WEIGHT[`${op.method} ${op.path}`] ?? 1] as const);

  function headersFor(role: Role, method: string): Record<string, string> {
    const headers: Record<string, string> = {};
    const { shopperCookie, adminToken, adminCookie } = options.credentials();
    if (role === "shopper") headers.cookie = shopperCookie;
    if (role === "admin") {
      if (random.chance(0.8)) headers.authorization = `Bearer ${adminToken}`;
      else headers.cookie = adminCookie;
    }
    if (method !== "GET" && method !== "HEAD") {
      // Mostly the shop's own pages; sometimes another site (refused) or no Origin at all (a non-browser client).
      const origin = random.weighted([
        [base, 90],
        ["https://evil.example", 5],
        ["", 5],
      ]);
      if (origin) headers.origin = origin;
    }
    return headers;
  }

  function fillPath(op: Operation, values: Record<string, string>): string {
    return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]);
  }

  function validParts(op: Operation) {
    const pathValues: Record<string, string> = {};
    const query: [string, string][] = [];
    const headers: Record<string, string> = {};
    for (const p of op.parameters) {
      const value = generateValid(p.schema, random, hint, { name: p.name, path: [op.path, p.in, p.name] });
      if (p.in === "path") pathValues[p.name] = encodePart(asText(value));
      else if (p.in === "query" && (p.required || random.chance(0.6))) query.push([p.name, asText(value)]);
      else if (p.in === "header" && (p.required || random.chance(0.8))) headers[p.name] = asText(value);
    }
    let body = op.body ? generateValid(op.body.schema, random, hint, { name: "", path: [op.path, "body"] }) : undefined;
    if (op.method === "POST" && op.path === "/api/orders" && random.chance(0.8))
      body = completeOrderBody(body, options.pools(), random);
    return { pathValues, query, headers, body };
  }

  function build(
    kind: Kind,
    role: Role,
    op: Operation,
    parts: ReturnType<typeof validParts>,
    note: string,
    overrides: { method?: string; url?: string; body?: Buffer | null; contentType?: string | null } = {},
  ): FuzzRequest {
    keepUrlsOnLoopback(op.path, parts);
    const method = overrides.method ?? op.method;
    const url = overrides.url ?? withQuery(fillPath(op, parts.pathValues), parts.query);
    const headers = { ...headersFor(role, method), ...parts.headers };
    let body: Buffer | null = null;
    if (overrides.body !== undefined) body = overrides.body;
    else if (parts.body !== undefined) body = Buffer.from(JSON.stringify(parts.body), "utf8");
    const contentType = overrides.contentType === undefined ? "application/json" : overrides.contentType;
    if (body !== null && contentType !== null) headers["content-type"] = contentType;
    return { kind, role, method, url, headers, body, from: op, note };
  }

  /** One field of the body, query or path, by where it sits; the mutation replaces or removes it. */
  function mutateOneField(
    op: Operation,
    parts: ReturnType<typeof validParts>,
    replace: (field: FieldContext, schema: JsonSchema) => { label: string; value: unknown } | "remove",
  ): string | null {
    const targets: { where: string; apply: () => string }[] = [];
    for (const p of op.parameters) {
      targets.push({
        where: `${p.in} ${p.name}`,
        apply: () => {
          const change = replace({ name: p.name, path: [p.in] }, p.schema);
          applyToParameter(p, parts, change);
          return `${p.in} parameter ${p.name} ${change === "remove" ? "left out" : `= ${change.label}`}`;
        },
      });
    }
    const body = parts.body;
    if (body !== undefined && typeof body === "object" && body !== null) {
      for (const { path, schema } of fieldsOf(op.body!.schema, body)) {
        targets.push({
          where: `body ${path.join(".")}`,
          apply: () => {
            const change = replace({ name: String(path.at(-1)), path: path.map(String) }, schema);
            setAt(parts, path, change);
            return `body field ${path.join(".")} ${change === "remove" ? "left out" : `= ${change.label}`}`;
          },
        });
      }
    }
    if (targets.length === 0) return null;
    return random.pick(targets).apply();
  }

  const plan = sweepPlan(operations);

  /** A valid request with one field set to one boundary value, as the role the route is for. */
  function sweepRequest(step: (typeof plan)[number]): FuzzRequest {
    const { op, target, value } = step;
    const parts = validParts(op);
    const role: Role = intendedRole(op) ?? "anonymous";
    if (target.in === "body") {
      parts.body = asObject(parts.body) ?? {};
      setWithParents(parts.body as Record<string, unknown>, target.path, value.value, op.body!.schema, (schema) =>
        generateValid(schema, random, hint, { name: "", path: [op.path, "body"] }),
      );
      return build("boundary", role, op, parts, `sweep: body field ${target.path.join(".")} = ${value.label}`);
    }
    applyToParameter(target.parameter, parts, value);
    return build(
      "boundary",
      role,
      op,
      parts,
      `sweep: ${target.in} parameter ${target.parameter.name} = ${value.label}`,
    );
  }

  function next(index: number): FuzzRequest {
    if (index <= plan.length) return sweepRequest(plan[index - 1]);
    const kind = random.weighted(kindWeights);
    const op = random.weighted(weightedOperations);
    // Mostly the role a route is for, so requests get past the door into the code behind it.
    const intended = intendedRole(op);
    const role: Role =
      intended && random.chance(0.7) ? intended : random.pick(["anonymous", "shopper", "admin"] as const);
    const parts = validParts(op);
    switch (kind) {
      case "valid":
        return build(kind, role, op, parts, "every field valid");
      case "boundary": {
        const note = mutateOneField(op, parts, () => random.pick(BOUNDARY_VALUES));
        return build(kind, role, op, parts, note ?? "no field to change: sent as valid");
      }
      case "wrong-type": {
        const note = mutateOneField(op, parts, (_field, schema) => {
          const expected = typeof schema.type === "string" ? schema.type : null;
          const others = OTHER_TYPES.filter((t) => !expected || !sameJsonType(expected, t.value));
          const other = random.pick(others);
          return { label: `${other.label} ${JSON.stringify(other.value)}`, value: other.value };
        });
        if (note) return build(kind, role, op, parts, note);
        // No field: a body where none is expected.
        return build(kind, role, op, parts, "a body on a route that takes none", {
          body: Buffer.from(JSON.stringify({ unexpected: [1, 2, 3] })),
        });
      }
      case "missing-field": {
        const required = requiredFields(op, parts);
        if (required.length === 0 && op.body)
          return build(kind, role, op, parts, "no body at all", { body: null, contentType: null });
        if (required.length === 0) return build(kind, role, op, parts, "nothing required: sent as valid");
        const choice = random.pick(required);
        choice.remove();
        return build(kind, role, op, parts, `required ${choice.where} left out`);
      }
      case "unknown-field": {
        if (parts.body !== undefined && typeof parts.body === "object" && parts.body !== null && random.chance(0.7)) {
          const name = random.pick(["isAdmin", "role", "userId", "id", "__proto__x", "price", "zzz"]);
          (parts.body as Record<string, unknown>)[name] = random.pick([true, "admin", 1, null]);
          return build(kind, role, op, parts, `unknown body field ${name}`);
        }
        parts.query.push([random.pick(["isAdmin", "debug", "userId", "sort", "zzz"]), "1"]);
        return build(kind, role, op, parts, "unknown query parameter");
      }
      case "malformed-json": {
        const broken = random.chance(0.9) ? random.pick(MALFORMED_JSON) : INVALID_UTF8;
        return build(kind, role, op, parts, `malformed JSON body: ${broken.label}`, {
          method: op.body ? op.method : random.pick(["POST", "PUT", "DELETE", op.method]),
          body: broken.bytes,
        });
      }
      case "content-type": {
        keepUrlsOnLoopback(op.path, parts);
        const type = random.pick(WRONG_CONTENT_TYPES);
        const payload =
          type?.startsWith("application/x-www-form") === true
            ? Buffer.from("productId=1&isAdmin=true")
            : type?.startsWith("multipart") === true
              ? Buffer.from(
                  '--fuzz\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nPNG\r\n--fuzz--\r\n',
                )
              : Buffer.from(JSON.stringify(parts.body ?? { a: 1 }));
        return build(kind, role, op, parts, `content type ${type === null ? "absent" : JSON.stringify(type)}`, {
          body: payload,
          contentType: type,
        });
      }
      case "huge-body": {
        keepUrlsOnLoopback(op.path, parts);
        const size = random.pick([1_100_000, 2_000_000]);
        const body = Buffer.from(JSON.stringify({ ...(asObject(parts.body) ?? {}), padding: long(size) }));
        return build(kind, role, op, parts, `a ${(body.length / 1e6).toFixed(1)} MB body`, {
          method: op.body ? op.method : random.pick(["POST", "PUT"]),
          body,
        });
      }
      case "deep-body": {
        keepUrlsOnLoopback(op.path, parts);
        const depth = random.pick([1_000, 10_000, 100_000]);
        const nested = random.chance(0.5)
          ? `${"[".repeat(depth)}${"]".repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
        const body = asObject(parts.body);
        const fieldName = body && random.chance(0.5) ? (Object.keys(body)[0] ?? "a") : null;
        const text = fieldName
          ? JSON.stringify({ ...body, [fieldName]: 0 }).replace(`"${fieldName}":0`, `"${fieldName}":${nested}`)
          : nested;
        return build(kind, role, op, parts, `a body nested ${depth} deep${fieldName ? ` in field ${fieldName}` : ""}`, {
          method: op.body ? op.method : random.pick(["POST", "PUT"]),
          body: Buffer.from(text),
        });
      }
      case "odd-method": {
        const declared = new Set(operations.filter((o) => o.path === op.path).map((o) => o.method));
        const method = random.pick(ODD_METHODS.filter((m) => !declared.has(m)));
        return build(kind, role, op, parts, `method ${method} on a path that does not declare it`, { method });
      }
      case "odd-path": {
        const url = random.chance(0.5) ? oddVariantOf(op, parts) : random.pick(ODD_PATHS);
        return build(kind, role, op, parts, `odd path ${abbreviate(url)}`, { url });
      }
      case "raw-http": {
        const raw = random.pick(RAW_REQUESTS);
        const request = build(kind, role, op, parts, `raw HTTP: ${raw.label}`, { body: null });
        request.raw = Buffer.from(raw.text.replaceAll("HOST", options.hostHeader), "utf8");
        request.method = raw.text.split(" ")[0];
        request.url = raw.text.split(" ")[1] ?? "";
        return request;
      }
    }
  }

  function oddVariantOf(op: Operation, parts: ReturnType<typeof validParts>): string {
    const path = fillPath(op, parts.pathValues);
    const variants = [
      `${path}/`,
      path.replace("/api/", "//api//"),
      path.toUpperCase(),
      `${path}?${encodeURIComponent(random.pick(["a", "id", "productId"]))}=${random.pick(ODD_SEGMENTS)}`,
      `${path}#fragment`,
      `${path}/..`,
      `${path}%20`,
      `${path};jsessionid=1`,
    ];
    if (op.path.includes("{"))
      variants.push(
        fillPath(op, Object.fromEntries(Object.keys(parts.pathValues).map((k) => [k, random.pick(ODD_SEGMENTS)]))),
      );
    return random.pick(variants);
  }

  return { next, sweepSize: plan.length };
}

/** The role a route is for: the admin's tree, the shopper's own data, or none in particular. */
function intendedRole(op: Operation): Role | null {
  if (op.admin) return "admin";
  return op.shopper ? "shopper" : null;
}

/** Sets a value at a body path, making the lists and objects on the way (a list gets one valid item). */
function setWithParents(
  body: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
  schema: JsonSchema,
  makeItem: (schema: JsonSchema) => unknown,
) {
  let target: Record<string | number, unknown> = body;
  let targetSchema = schema;
  for (const [i, key] of path.slice(0, -1).entries()) {
    const inner = ((targetSchema.properties as Record<string, JsonSchema> | undefined)?.[key] ??
      (targetSchema.items as JsonSchema | undefined) ??
      {}) as JsonSchema;
    const nextKey = path[i + 1];
    if (typeof nextKey === "number") {
      if (!Array.isArray(target[key]) || (target[key] as unknown[]).length === 0)
        target[key] = [makeItem((inner.items as JsonSchema | undefined) ?? {})];
    } else if (typeof target[key] !== "object" || target[key] === null) target[key] = {};
    target = target[key] as Record<string | number, unknown>;
    targetSchema = inner;
  }
  target[path[path.length - 1]] = value;
}

/** Leaf fields of a generated body with their schemas, for picking one to mutate. */
function fieldsOf(
  schema: JsonSchema,
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  const out: { path: (string | number)[]; schema: JsonSchema }[] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const items = (schema.items as JsonSchema | undefined) ?? {};
      out.push({ path: [...path, i], schema: items }, ...fieldsOf(items, item, [...path, i]));
    });
  } else if (typeof value === "object" && value !== null) {
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    for (const [name, inner] of Object.entries(value)) {
      const innerSchema =
        properties[name] ??
        (typeof schema.additionalProperties === "object" ? (schema.additionalProperties as JsonSchema) : {});
      out.push({ path: [...path, name], schema: innerSchema }, ...fieldsOf(innerSchema, inner, [...path, name]));
    }
  }
  return out;
}

function setAt(parts: { body?: unknown }, path: (string | number)[], change: { value: unknown } | "remove") {
  let target = parts.body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (change === "remove") {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else target[last] = change.value;
}

function applyToParameter(
  p: Parameter,
  parts: { pathValues: Record<string, string>; query: [string, string][]; headers: Record<string, string> },
  change: { value: unknown } | "remove",
) {
  if (p.in === "path") {
    // A path segment cannot be left out: an empty one is the nearest thing.
    parts.pathValues[p.name] = change === "remove" ? "" : encodePart(asText(change.value));
    return;
  }
  if (p.in === "query") {
    const others = parts.query.filter(([name]) => name !== p.name);
    parts.query.length = 0;
    parts.query.push(...others);
    if (change !== "remove") {
      if (Array.isArray(change.value) && change.value.length > 0)
        for (const item of change.value) parts.query.push([p.name, asText(item)]);
      else parts.query.push([p.name, asText(change.value)]);
    }
    return;
  }
  if (change === "remove") delete parts.headers[p.name];
  // Header values cannot hold control characters; Node refuses to send them, so those stay in bodies.
  else
    parts.headers[p.name] = [...asText(change.value)]
      .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c.charCodeAt(0) > 0xff ? "?" : c))
      .join("");
}

function requiredFields(
  op: Operation,
  parts: {
    pathValues: Record<string, string>;
    query: [string, string][];
    headers: Record<string, string>;
    body?: unknown;
  },
): { where: string; remove: () => void }[] {
  const out: { where: string; remove: () => void }[] = [];
  for (const p of op.parameters)
    if (p.required && p.in !== "path")
      out.push({ where: `${p.in} parameter ${p.name}`, remove: () => applyToParameter(p, parts, "remove") });
  const body = asObject(parts.body);
  if (body && op.body)
    for (const name of (op.body.schema.required as string[] | undefined) ?? [])
      out.push({ where: `body field ${name}`, remove: () => delete body[name] });
  return out;
}

function sameJsonType(expected: string, value: unknown): boolean {
  if (expected === "integer" || expected === "number") return typeof value === "number";
  if (expected === "array") return Array.isArray(value);
  if (expected === "null") return value === null;
  if (expected === "object") return typeof value === "object" && value !== null && !Array.isArray(value);
  return typeof value === expected;
}

const asObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as the bytes WTF-8 gives it. */
export function encodePart(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

export function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value);
}

function withQuery(path: string, query: [string, string][]): string {
  if (query.length === 0) return path;
  return `${path}?${query.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join("&")}`;
}

export function abbreviate(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length.toLocaleString("en")} characters)`;
}

/**
 * Field hints: the values a person would send, so valid requests get past the first check into the code
 * behind it (an order with the total the server computes, a product with an image it accepts).
 */
function hintsFor(random: Random, pools: () => Pools, now: () => Date): Hint {
  const day = (offsetDays: number) => new Date(now().getTime() + offsetDays * 86_400_000);
  const isoDay = (offsetDays: number) => day(offsetDays).toISOString().slice(0, 10);
  const some = (ids: number[], fallback = 2 ** 31 - 1) =>
    ids.length > 0 && random.chance(0.9) ? random.pick(ids) : fallback;
  return ({ name, path }) => {
    const route = path[0] ?? "";
    const p = pools();
    switch (name) {
      case "productId":
        if (route.startsWith("/api/wishlist/product")) return { value: some(p.ownWishlistProductIds) };
        return { value: some(p.liveProductIds.length > 0 && random.chance(0.7) ? p.liveProductIds : p.productIds) };
      case "productIds":
        return { value: p.productIds.length > 0 ? [random.pick(p.productIds), random.pick(p.productIds)] : [1] };
      case "userId":
        return { value: some(p.userIds) };
      case "id":
        if (route.startsWith("/api/wishlist"))
          return { value: some(random.chance(0.5) ? p.ownWishlistIds : p.otherWishlistIds) };
        if (route.startsWith("/api/orders"))
          return { value: some(random.chance(0.5) ? p.ownOrderIds : p.otherOrderIds) };
        if (route.startsWith("/api/admin/orders")) return { value: some([...p.ownOrderIds, ...p.otherOrderIds]) };
        if (route.startsWith("/api/admin/users")) return { value: some(p.userIds) };
        if (route.startsWith("/api/admin/alternate-descriptions")) return { value: some(p.alternateDescriptionIds) };
        if (route.startsWith("/api/admin/shipping-rates"))
          return random.chance(0.5) ? { value: some(p.shippingRateIds) } : undefined;
        if (route.includes("products")) return { value: some(p.productIds) };
        return undefined;
      case "country":
      case "shippingCountry":
        return { value: random.pick(["SG", "SG", "US", "sg", "IN"]) };
      case "countryCode":
        return { value: random.pick(["SG", "US", "GB", "IN", "MY"]) };
      case "phone":
        return { value: random.pick(["+65 9123 4567", "91234567", "(555) 123-4567"]) };
      case "address":
        return { value: random.pick(["12 Orchard Road", "1 Raffles Place, Tower 2"]) };
      case "postalCode":
        return { value: random.pick(["238801", "048616"]) };
      case "apartment":
        return { value: random.pick(["#05-12", ""]) };
      case "email":
        // The administrator's own email and password now and then, so the sign-in gets past the password.
        if (route === "/api/admin/login" && random.chance(0.5)) return { value: p.admin.email };
        return { value: `fuzz${random.int(1, 50)}@example.com` };
      case "password":
        return route === "/api/admin/login" && random.chance(0.6) ? { value: p.admin.password } : undefined;
      case "storeEmail":
        return { value: `fuzz${random.int(1, 50)}@example.com` };
      case "fullName":
        return { value: random.pick(["Fuzz Shopper", "Zoë Ng"]) };
      case "totalPrice":
      case "shippingCost":
        return undefined; // set together with productId below (see orderBody)
      case "price":
      case "rate":
        return { value: random.pick(["49.00", 12.5, "0.99", "120"]) };
      case "discountAmount":
        return { value: random.pick(["0", "5.00", 1]) };
      case "images":
        return { value: [random.pick(["https://images.example/a.jpg", "/demo/products/kurta-1.svg"])] };
      case "sizes":
        return { value: random.pick([["S", "M"], ["M"], ["28", "30"]]) };
      case "supplierLink":
        return { value: "https://supplier.example/item/1" };
      case "expirationDays":
        return { value: random.pick([1, 2, 3, 7, 14, 30]) };
      case "publishAt":
        return { value: day(random.int(1, 5)).toISOString() };
      case "expiresAt":
        return { value: day(random.int(6, 20)).toISOString() };
      case "from":
        return route.includes("activity") ? { value: day(-7).toISOString() } : { value: isoDay(-7) };
      case "to":
        return route.includes("activity") ? { value: day(1).toISOString() } : { value: isoDay(0) };
      case "timeZone":
        return { value: random.pick(["Asia/Singapore", "Europe/London"]) };
      case "whatsappNumber":
        return { value: "+6591234567" };
      case "storePhone":
        return { value: "+65 6123 4567" };
      case "token":
      case "totpCode":
        // Sometimes the authenticator's current code: the sign-in then succeeds (each code works once).
        return { value: random.chance(0.3) ? p.admin.code() : String(random.int(0, 999_999)).padStart(6, "0") };
      case "url":
        return {
          value: route.startsWith("/api/extract") && random.chance(0.2) ? FLIPKART_URL : random.pick(SAFE_URLS),
        };
      case "stripePricingTableCode":
        return {
          value:
            '<script async src="https://js.stripe.com/v3/pricing-table.js"></script><stripe-pricing-table pricing-table-id="prctbl_1FuzzTable" publishable-key="pk_test_fuzzKey123"></stripe-pricing-table>',
        };
      case "csvData":
        return {
          value: [
            {
              name: "Fuzz kurta",
              description: "Soft cotton",
              price: "49.00",
              category: random.pick(["regular", "men", "unknown"]),
              images: "https://images.example/a.jpg",
              sizes: "S,M",
            },
          ],
        };
      case "rowNumbers":
        return undefined;
      case "idempotency-key":
        return { value: random.uuid() };
      default:
        return undefined;
    }
  };
}

/** For a valid order: totals the server agrees with for the product picked. */
export function completeOrderBody(body: unknown, pools: Pools, random: Random): unknown {
  const order = asObject(body);
  if (!order || pools.orderable.length === 0) return body;
  const product = random.pick(pools.orderable);
  const cents = (text: string) => Math.round(Number(text) * 100);
  const total = Math.max(0, cents(product.price) - cents(product.discount)) + cents(pools.shippingRate);
  return {
    ...order,
    productId: product.id,
    shippingCountry: pools.shopperCountry,
    shippingCost: pools.shippingRate,
    totalPrice: (total / 100).toFixed(2),
    size: product.sizes.length > 0 ? random.pick(product.sizes) : null,
  };
}
