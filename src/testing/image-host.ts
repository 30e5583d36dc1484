import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";

/**
 * An image host on 127.0.0.1 for tests: real JPEG, PNG and WebP bytes made with sharp, and the ways
 * a supplier's host goes wrong: slow (answers only when released), failing (500 a number of times), gone (404),
 * redirecting, lying about its Content-Type, an SVG, more than 10 MB, and a decompression bomb (a PNG whose
 * header claims 100 megapixels). It counts the requests for each path.
 */

export type ImageHost = {
  origin: string;
  url(path: string): string;
  /** Requests so far for a path. */
  hits(path: string): number;
  /** The next `times` requests for a path answer 500; then it serves normally. */
  failNext(path: string, times: number): void;
  /** Requests for /slow.jpg wait until this is called (each waiting one then gets the JPEG). */
  releaseSlow(): void;
  /** Adds a path serving these bytes with this Content-Type (the bench's photos). */
  serve(path: string, bytes: Buffer, contentType: string): void;
  close(): Promise<void>;
};

export const PHOTO_SIZE = { width: 1600, height: 1200 } as const;

/** A photo-like picture (a gradient with noise: real JPEG work), `width` × `height`. */
export async function photo(width: number, height: number, seed = 1): Promise<Sharp> {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  let state = seed;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = state % 24;
      const at = (y * width + x) * channels;
      raw[at] = ((x * 255) / width + noise) & 0xff;
      raw[at + 1] = ((y * 255) / height + noise) & 0xff;
      raw[at + 2] = (((x + y) * 128) / (width + height) + 64 + noise) & 0xff;
    }
  return sharp(raw, { raw: { width, height, channels } });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG a few hundred bytes long whose header says 10000 × 10000 pixels. */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // The first rows of zeros; a real bomb goes on for 300 MB once inflated.
  const rows = deflateSync(Buffer.alloc(30_001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

export async function startImageHost(): Promise<ImageHost> {
  const picture = await photo(PHOTO_SIZE.width, PHOTO_SIZE.height);
  const files = new Map<string, { bytes: Buffer; type: string }>([
    ["/photo.jpg", { bytes: await picture.clone().jpeg({ quality: 85 }).toBuffer(), type: "image/jpeg" }],
    ["/photo.png", { bytes: await picture.clone().resize(400).png().toBuffer(), type: "image/png" }],
    ["/photo.webp", { bytes: await picture.clone().resize(800).webp().toBuffer(), type: "image/webp" }],
    ["/small.jpg", { bytes: await picture.clone().resize(500).jpeg().toBuffer(), type: "image/jpeg" }],
    // A PNG said to be HTML: the bytes decide, so it is copied.
    ["/lying.html", { bytes: await picture.clone().resize(300).png().toBuffer(), type: "text/html" }],
    // An SVG said to be a JPEG: refused all the same.
    ["/svg-said-jpeg.jpg", { bytes: Buffer.from(SVG), type: "image/jpeg" }],
    ["/image.svg", { bytes: Buffer.from(SVG), type: "image/svg+xml" }],
    ["/bomb.png", { bytes: decompressionBomb(), type: "image/png" }],
    ["/not-an-image.jpg", { bytes: Buffer.from("<!doctype html><p>Sorry</p>"), type: "image/jpeg" }],
  ]);
  const hits = new Map<string, number>();
  const failures = new Map<string, number>();
  const slow: ServerResponse[] = [];

  const sendFile = (response: ServerResponse, path: string) => {
    const file = files.get(path);
    if (!file) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    response.writeHead(200, { "content-type": file.type, "content-length": file.bytes.length }).end(file.bytes);
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const failing = failures.get(path) ?? 0;
    if (failing > 0) {
      failures.set(path, failing - 1);
      response.writeHead(500, { "content-type": "text/plain" }).end("broken");
      return;
    }
    if (path === "/slow.jpg") {
      slow.push(response);
      return;
    }
    if (path === "/redirect.jpg") {
      response.writeHead(302, { location: "/photo.jpg" }).end();
      return;
    }
    if (path === "/huge.jpg") {
      // Says nothing of its length and sends 11 MB: the cap counts the bytes themselves.
      response.writeHead(200, { "content-type": "image/jpeg" });
      const block = Buffer.alloc(1024 * 1024, 0xff);
      for (let i = 0; i < 11; i += 1) response.write(block);
      response.end();
      return;
    }
    sendFile(response, path);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    hits: (path) => hits.get(path) ?? 0,
    failNext(path, times) {
      failures.set(path, times);
    },
    releaseSlow() {
      for (const response of slow.splice(0)) if (!response.destroyed) sendFile(response, "/photo.jpg");
    },
    serve(path, bytes, type) {
      files.set(path, { bytes, type });
    },
    async close() {
      for (const response of slow.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
