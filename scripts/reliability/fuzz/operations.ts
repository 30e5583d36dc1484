/**
 * The routes as /api/openapi.json declares them: what each takes (path, query and header parameters, a JSON
 * body) and what each may answer, with a matcher from a request back to the route that serves it.
 */
import { assertKnownKeywords, type JsonSchema } from "./schema";

export type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; schema: JsonSchema };
export type DeclaredAnswer = { contentType: string | null; schema: JsonSchema | undefined };

export type Operation = {
  method: string;
  /** As the document writes it: /api/products/{id}. */
  path: string;
  parameters: Parameter[];
  body: { required: boolean; schema: JsonSchema } | null;
  /** Per status, each content type it may come as (an unsubscribe link's 400 is a page, or the JSON error). */
  answers: Map<number, DeclaredAnswer[]>;
  /** Declares an admin security scheme (the admin route tree marks every route it holds). */
  admin: boolean;
  /** Needs the shopper's session (names the sessionCookie scheme). */
  shopper: boolean;
  pattern: RegExp;
};

type OpenApiOperation = {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: unknown[];
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, Record<string, unknown>>;
};

/**
 * The document with every `$ref` (#/components/...) replaced by what it names: the shared answers and the
 * error shape are components, and the fuzzer reads each operation on its own. The document has no cycles.
 */
function inlineRefs<T>(value: T, document: OpenApiDocument): T {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, document)) as T;
  if (value === null || typeof value !== "object") return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === "string") {
    const target = ref
      .replace(/^#\//, "")
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
    if (target === undefined) throw new Error(`the document's ${ref} names nothing`);
    return inlineRefs(target as T, document);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, document)])) as T;
}

/** An operation only the admin may call: every security alternative it names is an admin scheme. */
const isAdminOnly = (security: unknown[] | undefined) =>
  (security ?? []).length > 0 &&
  (security ?? []).every((s) => Object.keys(s as object).some((scheme) => scheme.startsWith("admin")));

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(inlineRefs(document.paths, document))) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const parameters = (op.parameters ?? []).map((p) => {
        if (p.in !== "path" && p.in !== "query" && p.in !== "header")
          throw new Error(`${where}: parameters in ${p.in} are not fuzzed`);
        assertKnownKeywords(p.schema, `${where} ${p.in} ${p.name}`);
        return { name: p.name, in: p.in, required: p.required === true, schema: p.schema } satisfies Parameter;
      });
      const content = op.requestBody?.content ?? {};
      const types = Object.keys(content);
      if (types.some((type) => type !== "application/json")) throw new Error(`${where}: a body other than JSON`);
      const body = content["application/json"]
        ? { required: op.requestBody?.required === true, schema: content["application/json"].schema }
        : null;
      if (body) assertKnownKeywords(body.schema, `${where} body`);
      const answers = new Map<number, DeclaredAnswer[]>();
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const entries = Object.entries(answer.content ?? {});
        for (const [, declared] of entries) assertKnownKeywords(declared?.schema, `${where} answer ${status}`);
        answers.set(
          Number(status),
          entries.length === 0
            ? [{ contentType: null, schema: undefined }]
            : entries.map(([contentType, declared]) => ({ contentType, schema: declared?.schema })),
        );
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body,
        answers,
        admin: isAdminOnly(op.security),
        shopper: (op.security ?? []).some((s) => "sessionCookie" in (s as object)),
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      });
    }
  }
  return operations;
}

/**
 * The operation a request reaches, as the router would pick it: the method and the path without its
 * query, static segments before parameters (find-my-way prefers /api/products/next-release to /{id}).
 */
export function operationFor(operations: readonly Operation[], method: string, url: string): Operation | null {
  // The router reads the path without its query or fragment; an absolute-form target (GET http://host/path)
  // is routed by its path.
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").split(/[?#]/)[0];
  const candidates = operations.filter(
    (op) => (op.method === method || (method === "HEAD" && op.method === "GET")) && op.pattern.test(path),
  );
  candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return candidates[0] ?? null;
}

const paramCount = (path: string) => (path.match(/\{/g) ?? []).length;
