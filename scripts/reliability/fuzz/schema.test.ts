import { describe, expect, it } from "vitest";
import { seededRandom } from "./random";
import { assertKnownKeywords, generateValid, type JsonSchema, validate } from "./schema";

// Shapes as fastify-type-provider-zod writes them into /api/openapi.json (OpenAPI 3.0).
const product: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "integer", minimum: 0, exclusiveMinimum: true, maximum: 2147483647 },
    name: { type: "string", minLength: 1, maxLength: 20 },
    sku: { type: "string", nullable: true },
    status: { type: "string", enum: ["draft", "active"] },
    price: { anyOf: [{ type: "number" }, { type: "string", pattern: "^\\d+(\\.\\d{1,2})?$" }] },
    images: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 3 },
    extra: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
  required: ["id", "name", "sku", "status", "price", "images"],
  additionalProperties: false,
};
const valid = { id: 1, name: "Kurta", sku: null, status: "draft", price: "49.00", images: ["a"] };

describe("validate", () => {
  it("accepts a value that keeps every rule", () => {
    expect(validate(product, valid)).toEqual([]);
    expect(validate(product, { ...valid, price: 12.5, extra: { a: ["x"] } })).toEqual([]);
  });

  it("names each broken rule with its path", () => {
    const messages = (value: unknown) => validate(product, value).map((p) => `${p.path} ${p.message}`);
    expect(messages({ ...valid, id: 0 })).toEqual(["$.id below 0"]);
    expect(messages({ ...valid, id: 1.5 })).toEqual(["$.id expected integer, got number"]);
    expect(messages({ ...valid, name: "" })).toEqual(["$.name shorter than 1"]);
    expect(messages({ ...valid, sku: 3 })).toEqual(["$.sku expected string, got number"]);
    expect(messages({ ...valid, status: "gone" })).toEqual(['$.status "gone" is not one of ["draft","active"]']);
    expect(messages({ ...valid, price: "1.234" })).toEqual(["$.price matches none of 2 alternatives"]);
    expect(messages({ ...valid, images: [] })).toEqual(["$.images fewer than 1 items"]);
    expect(messages({ ...valid, images: [1] })).toEqual(["$.images[0] expected string, got number"]);
    expect(messages({ ...valid, error: "Bad Request" })).toEqual(["$.error is not declared"]);
    expect(messages({ ...valid, extra: { a: "x" } })).toEqual(["$.extra.a expected array, got string"]);
    const { name: _name, ...withoutName } = valid;
    expect(messages(withoutName)).toEqual(["$.name is required"]);
    expect(messages([valid])).toEqual(["$ expected object, got array"]);
  });

  it("counts characters, not UTF-16 units, for lengths", () => {
    expect(validate({ type: "string", maxLength: 2 }, "🙂🙂")).toEqual([]);
  });

  it("reads the numeric exclusiveMinimum of newer drafts too", () => {
    expect(validate({ type: "number", exclusiveMinimum: 0 }, 0)).toHaveLength(1);
    expect(validate({ type: "number", exclusiveMinimum: 0 }, 0.1)).toEqual([]);
  });
});

describe("assertKnownKeywords", () => {
  it("stops at a keyword the validator would otherwise ignore", () => {
    expect(() =>
      assertKnownKeywords({ type: "object", properties: { a: { type: "string", uniqueItems: true } } }, "X"),
    ).toThrow('X.a: the fuzzer\'s validator does not know the keyword "uniqueItems"');
    expect(() => assertKnownKeywords({ type: "string", format: "hostname" }, "Y")).toThrow('format "hostname"');
    expect(() => assertKnownKeywords(product, "product")).not.toThrow();
  });
});

describe("generateValid", () => {
  it("makes values the schema accepts, the same ones for the same seed", () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const value = generateValid(product, first, () => undefined);
      expect(validate(product, value), JSON.stringify(value)).toEqual(
        // The pattern branch is a free string the generator does not try to match: only `price` may miss.
        validate(product, value).filter((p) => p.path === "$.price"),
      );
      expect(generateValid(product, second, () => undefined)).toEqual(value);
    }
  });

  it("lets a hint answer a field it knows", () => {
    const value = generateValid(product, seededRandom(1), ({ name }) => (name === "id" ? { value: 42 } : undefined));
    expect((value as { id: number }).id).toBe(42);
  });
});
