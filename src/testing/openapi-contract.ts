import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsPlugin from "ajv-formats";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { decodeBody } from "../server/http-encoding";

type MediaType = { schema?: unknown };
type Response = { $ref?: string; content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, Response> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response> };
};

// ajv-formats is CommonJS: its default import is the module object under some loaders.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as typeof addFormatsPlugin;

type Compiled = { doc: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> };
/** One compiled document per distinct text: every test app of a run publishes the same one. */
const compiled = new Map<string, Compiled>();
/** app.swagger() answers the same object every time, so the text is only made once per app. */
const byObject = new WeakMap<object, Compiled>();

function compile(doc: Document): Compiled {
  const known = byObject.get(doc);
  if (known) return known;
  const text = JSON.stringify(doc);
  let entry = compiled.get(text);
  if (!entry) {
    // strict off: the document is an OpenAPI object, not a schema; only its schemas are compiled, by pointer.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc as object, "openapi.json");
    entry = { doc, ajv, validators: new Map() };
    compiled.set(text, entry);
  }
  byObject.set(doc, entry);
  return entry;
}

/** A URI fragment naming a place in the document by its JSON pointer. */
const fragment = (parts: string[]) =>
  `#/${parts.map((p) => encodeURIComponent(p.replace(/~/g, "~0").replace(/\//g, "~1"))).join("/")}`;

/**
 * What is wrong with an answer, measured against the app's own OpenAPI document (status, content type, body),
 * or null when it is what the document says. Only documented operations are held to it: a test's own
 * throwaway route, the socket and the pages are not in the document.
 */
export function contractViolation(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const route = request.routeOptions.url;
  // A route without a schema is a test's own throwaway (every route of the shop declares one).
  if (!route || !request.routeOptions.schema || request.method === "HEAD") return null;
  const { doc, ajv, validators } = compile(app.swagger() as unknown as Document);
  const path = route.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
  const method = request.method.toLowerCase();
  const operation = doc.paths[path]?.[method];
  if (!operation?.responses) return null;

  const status = String(reply.statusCode);
  const responseKey = status in operation.responses ? status : "default" in operation.responses ? "default" : null;
  let response: Response | undefined = responseKey ? operation.responses[responseKey] : undefined;
  let base = ["paths", path, method, "responses", String(responseKey)];
  if (status === "500") {
    // A 500 is a bug, never a documented answer; a test that provokes one still gets the one error shape.
    response = { content: { "application/json": { schema: {} } } };
    base = ["components", "schemas", "ErrorBody"];
  } else if (!responseKey)
    return `status ${status} is not documented (documented: ${Object.keys(operation.responses)})`;
  if (response?.$ref) {
    const name = response.$ref.split("/").pop() ?? "";
    response = doc.components?.responses?.[name];
    base = ["components", "responses", name];
  }
  const contentType = String(reply.getHeader("content-type") ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  const isStream = typeof (payload as { pipe?: unknown } | null)?.pipe === "function";
  const body =
    typeof payload === "string"
      ? payload
      : Buffer.isBuffer(payload)
        ? decodeBody(payload, reply.getHeader("content-encoding"))
        : null;

  if (!response?.content) {
    if (isStream || (body !== null && body.length > 0))
      return `status ${status} is documented without a body, but one was sent (${contentType})`;
    return null;
  }
  const media = contentType ? response.content[contentType] : undefined;
  if (!media) return `content type "${contentType}" is not documented for ${status} (${Object.keys(response.content)})`;
  if (media.schema === undefined || isStream || body === null) return null;

  let value: unknown = body;
  if (contentType === "application/json") {
    try {
      value = JSON.parse(body);
    } catch {
      return `the ${status} body is not JSON: ${body.slice(0, 200)}`;
    }
  }
  const ref = `openapi.json${fragment(status === "500" ? base : [...base, "content", contentType, "schema"])}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) return `no schema at ${ref}`;
    validators.set(ref, validate);
  }
  if (validate(value)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "(body)"} ${e.message} ${JSON.stringify(e.params)}`);
  return `the ${status} body breaks its schema: ${errors.join("; ")} in ${body.slice(0, 300)}`;
}

/**
 * The integration suite's one contract hook: every answer an app built for a test sends, through inject or
 * a real socket, is checked against the document it publishes. A drift is written to console.error, which
 * fails the test that received it (src/testing/fail-on-console-error.ts), naming route and fault.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const violation = contractViolation(app, request, reply, payload);
    if (violation)
      console.error(`OpenAPI contract: ${request.method} ${request.url} (${request.routeOptions.url}): ${violation}`);
    return payload;
  });
}
