import type { SwaggerTransformObject } from "@fastify/swagger";
import { type FastifyPluginAsyncZod, jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";
import { DATABASE_UNAVAILABLE } from "../errors";
import { CROSS_SITE_REFUSED, checksCrossSiteWrites } from "../plugins/security";

export const OPENAPI_PATH = "/api/openapi.json";

type Responses = Record<string, unknown>;
type Document = Omit<ReturnType<typeof jsonSchemaTransformObject>, "paths" | "components"> & {
  paths?: Record<string, Record<string, { responses?: Responses }>>;
  components?: { responses?: Record<string, unknown> };
};

/** The answer any operation gives while the database cannot be reached (app.ts's error handler). */
const DATABASE_UNAVAILABLE_RESPONSE = "DatabaseUnavailable";
/** The answer of every write from a page of another site (plugins/security.ts). */
const CROSS_SITE_RESPONSE = "CrossSiteRefused";
const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } };
/**
 * What Fastify answers for any method that reads a body, before the route's own code: a body that does not
 * parse (400), one over the size limit (413), one of a type it has no parser for (415).
 */
const BODY_METHODS = new Set(["post", "put", "patch", "delete"]);
const BODY_REFUSALS = {
  "400": { name: "BadRequest", description: "The request is not valid: the message and fieldErrors say why" },
  "413": { name: "BodyTooLarge", description: "The body is larger than the shop reads" },
  "415": { name: "UnsupportedBodyType", description: "The body's Content-Type is not one the route reads" },
};

type RouteResponses = Record<string, { headers?: Record<string, z.ZodType> } | undefined>;

/**
 * Each route's schemas as JSON Schema (zod's transform), with the headers an answer declares beside its content
 * (a 503's Retry-After), which zod's transform leaves out.
 */
export const transformRoute: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const declared = (input.schema?.response ?? {}) as RouteResponses;
  const responses = (output.schema as { response?: Record<string, Record<string, unknown>> } | undefined)?.response;
  for (const [status, response] of Object.entries(declared))
    if (response?.headers && responses?.[status])
      responses[status].headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, schema]) => {
          const { $schema: _dialect, ...json } = z.toJSONSchema(schema);
          return [name, json];
        }),
      );
  return output;
};

/**
 * The document's last step: zod's named schemas become components (jsonSchemaTransformObject), and the
 * answers operations share are written once as response components: the 503 of an unreachable database
 * (every operation but the document's own, which reads no database; a route's own 503 with headers stays), the 403 of a cross-site write
 * (every write the check applies to) and the refusals of an unreadable body (every method with a body),
 * where the route does not declare that status itself.
 */
export const transformDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as Document;
  document.components = {
    ...document.components,
    responses: {
      ...document.components?.responses,
      [DATABASE_UNAVAILABLE_RESPONSE]: { description: DATABASE_UNAVAILABLE, content: errorContent },
      [CROSS_SITE_RESPONSE]: { description: CROSS_SITE_REFUSED, content: errorContent },
      ...Object.fromEntries(
        Object.values(BODY_REFUSALS).map(({ name, description }) => [name, { description, content: errorContent }]),
      ),
    },
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation.responses) continue;
      // A route's own 503 stays when it says more than the shared one: the headers it sends (media's Retry-After).
      if (path !== OPENAPI_PATH && !(operation.responses["503"] as { headers?: unknown } | undefined)?.headers)
        operation.responses["503"] = { $ref: `#/components/responses/${DATABASE_UNAVAILABLE_RESPONSE}` };
      if (checksCrossSiteWrites(method, path.replace(/\{([^}]+)\}/g, ":$1")) && !operation.responses["403"])
        operation.responses["403"] = { $ref: `#/components/responses/${CROSS_SITE_RESPONSE}` };
      if (BODY_METHODS.has(method))
        for (const [status, { name }] of Object.entries(BODY_REFUSALS))
          operation.responses[status] ??= { $ref: `#/components/responses/${name}` };
    }
  }
  // zod names a schema on both sides (ErrorBody, ErrorBodyInput); a side no operation uses is left out.
  const text = JSON.stringify(document.paths) + JSON.stringify(document.components.responses);
  const schemas = (document.components as { schemas?: Record<string, unknown> }).schemas ?? {};
  for (const name of Object.keys(schemas)) if (!text.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return document;
};

export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: "The OpenAPI document generated from every route's schemas",
        response: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
      },
    },
    async () => app.swagger() as { openapi: string; paths: Record<string, unknown> },
  );
};
