/**
 * The part of JSON Schema our OpenAPI 3.1 document uses (fastify-type-provider-zod's output): a validator
 * for the answers and a generator of valid values for the requests. A keyword it does not know is an
 * error at start-up (assertKnownKeywords), never silently ignored, so a check cannot pass by not looking.
 */
import type { Random } from "./random";

export type JsonSchema = { readonly [keyword: string]: unknown };
export type SchemaProblem = { path: string; message: string };

const CHECKED = new Set([
  "type",
  "nullable",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "oneOf",
  "allOf",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "propertyNames",
  "$ref",
]);
/** Keywords that say nothing about which values are valid. */
const ANNOTATIONS = new Set(["description", "title", "default", "example", "examples", "deprecated", "readOnly"]);
const FORMATS = new Set(["email", "date-time", "uuid", "date", "uri"]);

/** Every keyword in the schema (and the schemas inside it), so an unknown one stops the fuzzer at once. */
export function assertKnownKeywords(schema: unknown, where: string): void {
  if (schema === true || schema === false || schema === undefined) return;
  if (typeof schema !== "object" || schema === null) throw new Error(`${where}: not a schema: ${String(schema)}`);
  const s = schema as JsonSchema;
  for (const keyword of Object.keys(s)) {
    if (!CHECKED.has(keyword) && !ANNOTATIONS.has(keyword))
      throw new Error(`${where}: the fuzzer's validator does not know the keyword "${keyword}"`);
  }
  if (typeof s.format === "string" && !FORMATS.has(s.format))
    throw new Error(`${where}: the fuzzer's validator does not know the format "${s.format}"`);
  for (const [name, inner] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {}))
    assertKnownKeywords(inner, `${where}.${name}`);
  if (typeof s.additionalProperties === "object") assertKnownKeywords(s.additionalProperties, `${where}.*`);
  if (typeof s.propertyNames === "object") assertKnownKeywords(s.propertyNames, `${where} (names)`);
  if (s.items !== undefined) assertKnownKeywords(s.items, `${where}[]`);
  for (const key of ["anyOf", "oneOf", "allOf"] as const)
    for (const [i, inner] of ((s[key] as unknown[] | undefined) ?? []).entries())
      assertKnownKeywords(inner, `${where}.${key}[${i}]`);
}

const typeOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value === "number" ? "number" : typeof value;

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    default:
      return typeof value === type;
  }
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function formatProblem(format: string, value: string): string | null {
  switch (format) {
    case "email":
      return /^[^@\s]+@[^@\s]+$/.test(value) ? null : "is not an email address";
    case "date-time":
      return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? null : "is not an ISO date-time";
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : "is not a date";
    case "uuid":
      return UUID.test(value) ? null : "is not a UUID";
    default:
      return URL.canParse(value) ? null : "is not a URI";
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What is wrong with the value against the schema; empty when it is valid. */
export function validate(
  schema: unknown,
  value: unknown,
  path = "$",
  resolve: (ref: string) => unknown = (ref) => {
    throw new Error(`cannot resolve ${ref}`);
  },
): SchemaProblem[] {
  if (schema === true || schema === undefined) return [];
  if (schema === false) return [{ path, message: "no value is allowed here" }];
  const s = schema as JsonSchema;
  if (typeof s.$ref === "string") return validate(resolve(s.$ref), value, path, resolve);
  if (value === null && s.nullable === true) return [];
  const problems: SchemaProblem[] = [];
  const problem = (message: string) => problems.push({ path, message });

  // 3.1 writes "this or null" as a list of types.
  const types = typeof s.type === "string" ? [s.type] : Array.isArray(s.type) ? (s.type as string[]) : null;
  if (types && !types.some((type) => matchesType(type, value))) {
    problem(`expected ${types.join(" or ")}, got ${typeOf(value)}`);
    return problems;
  }
  if (Array.isArray(s.enum) && !s.enum.some((option) => same(option, value)))
    problem(`${JSON.stringify(value)} is not one of ${JSON.stringify(s.enum)}`);
  if ("const" in s && !same(s.const, value)) problem(`expected ${JSON.stringify(s.const)}`);

  if (typeof value === "number") {
    if (typeof s.minimum === "number") {
      if (s.exclusiveMinimum === true ? value <= s.minimum : value < s.minimum) problem(`below ${s.minimum}`);
    }
    if (typeof s.exclusiveMinimum === "number" && value <= s.exclusiveMinimum)
      problem(`not above ${s.exclusiveMinimum}`);
    if (typeof s.maximum === "number") {
      if (s.exclusiveMaximum === true ? value >= s.maximum : value > s.maximum) problem(`above ${s.maximum}`);
    }
    if (typeof s.exclusiveMaximum === "number" && value >= s.exclusiveMaximum)
      problem(`not below ${s.exclusiveMaximum}`);
  }
  if (typeof value === "string") {
    const length = [...value].length;
    if (typeof s.minLength === "number" && length < s.minLength) problem(`shorter than ${s.minLength}`);
    if (typeof s.maxLength === "number" && length > s.maxLength) problem(`longer than ${s.maxLength}`);
    if (typeof s.pattern === "string" && !new RegExp(s.pattern).test(value)) problem(`does not match ${s.pattern}`);
    if (typeof s.format === "string") {
      const wrong = formatProblem(s.format, value);
      if (wrong) problem(wrong);
    }
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems) problem(`fewer than ${s.minItems} items`);
    if (typeof s.maxItems === "number" && value.length > s.maxItems) problem(`more than ${s.maxItems} items`);
    if (s.items !== undefined)
      value.forEach((item, i) => problems.push(...validate(s.items, item, `${path}[${i}]`, resolve)));
  }
  if (matchesType("object", value)) {
    const object = value as Record<string, unknown>;
    const properties = (s.properties as Record<string, unknown> | undefined) ?? {};
    for (const name of (s.required as string[] | undefined) ?? [])
      if (!(name in object)) problems.push({ path: `${path}.${name}`, message: "is required" });
    for (const [name, inner] of Object.entries(object)) {
      if (s.propertyNames !== undefined)
        problems.push(...validate(s.propertyNames, name, `${path}.${name} (name)`, resolve));
      if (name in properties) problems.push(...validate(properties[name], inner, `${path}.${name}`, resolve));
      else if (s.additionalProperties === false) problems.push({ path: `${path}.${name}`, message: "is not declared" });
      else if (typeof s.additionalProperties === "object")
        problems.push(...validate(s.additionalProperties, inner, `${path}.${name}`, resolve));
    }
  }
  if (Array.isArray(s.allOf)) for (const inner of s.allOf) problems.push(...validate(inner, value, path, resolve));
  if (Array.isArray(s.anyOf) && !s.anyOf.some((inner) => validate(inner, value, path, resolve).length === 0))
    problem(`matches none of ${s.anyOf.length} alternatives`);
  if (Array.isArray(s.oneOf)) {
    const matching = s.oneOf.filter((inner) => validate(inner, value, path, resolve).length === 0).length;
    if (matching !== 1) problem(`matches ${matching} of the oneOf alternatives, not exactly one`);
  }
  return problems;
}

/** Where a generated value goes: the field's name and the names above it, for the hints. */
export type FieldContext = { name: string; path: readonly string[] };
/** A hint answers a value for a field it knows (a product id, a country code), or undefined. */
export type Hint = (field: FieldContext, schema: JsonSchema) => { value: unknown } | undefined;

/** A value the schema accepts, shaped by the hints where they know the field. */
export function generateValid(
  schema: unknown,
  random: Random,
  hint: Hint,
  field: FieldContext = { name: "", path: [] },
): unknown {
  if (schema === true || schema === undefined) return random.pick(["x", 1, true]);
  const s = schema as JsonSchema;
  const hinted = hint(field, s);
  if (hinted) return hinted.value;
  if (s.nullable === true && random.chance(0.1)) return null;
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    const others = types.filter((type) => type !== "null");
    if (others.length === 0 || (others.length < types.length && random.chance(0.1))) return null;
    return generateValid({ ...s, type: random.pick(others) }, random, hint, field);
  }
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum)) return random.pick(s.enum);
  for (const key of ["anyOf", "oneOf"] as const) {
    const options = s[key];
    if (Array.isArray(options)) return generateValid(random.pick(options), random, hint, field);
  }
  if (Array.isArray(s.allOf) && s.allOf.length > 0) return generateValid(s.allOf[0], random, hint, field);
  switch (s.type) {
    case "boolean":
      return random.chance(0.5);
    case "integer":
    case "number": {
      const exclusive = s.exclusiveMinimum === true ? 1 : 0;
      const min = Math.max(typeof s.minimum === "number" ? s.minimum + exclusive : 0, -1000);
      const max = Math.min(typeof s.maximum === "number" ? s.maximum : 1000, min + 1000);
      const whole = random.int(Math.ceil(min), Math.floor(max));
      return s.type === "integer" ? whole : Math.min(max, whole + random.int(0, 99) / 100);
    }
    case "string":
      return generateString(s, random);
    case "array": {
      const min = typeof s.minItems === "number" ? s.minItems : 0;
      const max = Math.min(typeof s.maxItems === "number" ? s.maxItems : 3, min + 3);
      return Array.from({ length: random.int(min, max) }, (_, i) =>
        generateValid(s.items, random, hint, { name: field.name, path: [...field.path, String(i)] }),
      );
    }
    case "object":
    default: {
      const object: Record<string, unknown> = {};
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [name, inner] of Object.entries((s.properties as Record<string, unknown> | undefined) ?? {})) {
        if (required.has(name) || random.chance(0.5))
          object[name] = generateValid(inner, random, hint, { name, path: [...field.path, name] });
      }
      return object;
    }
  }
}

function generateString(s: JsonSchema, random: Random): string {
  switch (s.format) {
    case "email":
      return `fuzz${random.int(1, 99_999)}@example.com`;
    case "uuid":
      return random.uuid();
    case "date-time":
      return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23))).toISOString();
    default:
  }
  const min = typeof s.minLength === "number" ? s.minLength : 1;
  const max = Math.max(min, Math.min(typeof s.maxLength === "number" ? s.maxLength : 12, min + 12));
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return Array.from({ length: random.int(min, max) }, () => random.pick([...letters])).join("");
}
