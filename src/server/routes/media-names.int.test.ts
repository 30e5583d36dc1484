import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertProduct, markImageCopied } from "../../testing/factories";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { MEDIA_QUERY_REFUSED } from "./media";

// The route's names and revalidation; how a variant is made is media.int.test.ts's and jobs/image-copies.int.test.ts's.
describe("GET /media names and revalidation", () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp();
    const source = "https://cdn.example.com/media-route.jpg";
    await insertProduct(t.database.db, { images: [source] });
    key = await markImageCopied(t.database.db, source);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: "image/webp", ...headers } });

  it("answers 304 to If-None-Match with the tag, its weak form, in a list, or *", async () => {
    for (const url of [`/media/${key}`, `/media/${key}/320`]) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", W/${etag}`, "*"]) {
        const again = await get(url, { "if-none-match": ifNoneMatch });
        expect(again.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(again.body).toBe("");
      }
      for (const ifNoneMatch of ['"other"', `W/"other"`, etag.replace(/"$/, 'x"')])
        expect((await get(url, { "if-none-match": ifNoneMatch })).statusCode, ifNoneMatch).toBe(200);
    }
  });

  it("has one name per variant: no leading zeros in a width, no query string", async () => {
    for (const width of ["0640", "00320", "+640", "640.0"]) {
      const res = await get(`/media/${key}/${width}`);
      expect(res.statusCode, width).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/320, 640, 960, 1280/) });
    }
    for (const url of [`/media/${key}?v=2`, `/media/${key}/640?w=320`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: "BAD_REQUEST", message: MEDIA_QUERY_REFUSED });
    }
    expect((await get(`/media/${key}/640`)).statusCode).toBe(200);
  });
});
