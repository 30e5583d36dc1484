import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";
import { API_SCHEMA_FILE, apiSchemaSource } from "./generate";

describe("the committed typed client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("is generated from the document the app publishes now (run `npm run api-client` when this fails)", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const committed = await readFile(API_SCHEMA_FILE, "utf8");
    // Compared whole: a toBe diff names the first line that moved.
    expect(committed).toBe(await apiSchemaSource(document));
    // The control: the comparison sees a changed route.
    document.paths["/api/health"].get.summary = "changed";
    expect(committed).not.toBe(await apiSchemaSource(document));
  });
});
