import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema } from "../contracts/error";
import { buildApp } from "../server/app";
import type { Database } from "../server/db/client";
import { contractViolation } from "./openapi-contract";
import { testConfig } from "./test-app";
import { createTestDatabase } from "./test-database";

// The hook itself, on an app without it: what it would write is recorded here instead of failing the test.
describe("the OpenAPI contract check", () => {
  let app: FastifyInstance;
  let database: Database;
  const seen: (string | null)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    app.addHook("onSend", async (request, reply, payload) => {
      seen.push(contractViolation(app, request, reply, payload));
      return payload;
    });
    const schema = { response: { 200: z.object({ name: z.string() }), 404: errorBodySchema } };
    // Each sends its text itself, past the serializer, as a route that drifted from its schema would.
    app.get("/api/test/off-schema", { schema }, async (_request, reply) =>
      reply.type("application/json").send(JSON.stringify({ name: 12 })),
    );
    app.get("/api/test/off-status", { schema }, async (_request, reply) =>
      reply
        // @ts-expect-error the point: a status the route's schema does not declare
        .code(409)
        .type("application/json")
        .send(JSON.stringify({ message: "no" })),
    );
    app.get("/api/test/off-type", { schema }, async (_request, reply) => reply.type("text/plain").send("name"));
    app.get("/api/test/on-schema", { schema }, async () => ({ name: "ok" }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const violationOf = async (url: string) => {
    seen.length = 0;
    await app.inject({ method: "GET", url });
    return seen[0];
  };

  it("names a body that breaks its schema, a status and a content type the document does not have", async () => {
    expect(await violationOf("/api/test/off-schema")).toMatch(/the 200 body breaks its schema: \/name must be string/);
    expect(await violationOf("/api/test/off-status")).toMatch(/status 409 is not documented/);
    expect(await violationOf("/api/test/off-type")).toMatch(/content type "text\/plain" is not documented/);
  });

  it("passes answers that are what the document says, the shop's own included", async () => {
    expect(await violationOf("/api/test/on-schema")).toBeNull();
    expect(await violationOf("/api/health")).toBeNull();
    expect(await violationOf("/api/openapi.json")).toBeNull();
  });
});
