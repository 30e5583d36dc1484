import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImageFormat } from "./image-format";

const pixel = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } });

describe("sniffImageFormat", () => {
  it("names each raster format by its bytes", async () => {
    expect(sniffImageFormat(await pixel().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffImageFormat(await pixel().png().toBuffer())).toBe("png");
    expect(sniffImageFormat(await pixel().webp().toBuffer())).toBe("webp");
    expect(sniffImageFormat(await pixel().gif().toBuffer())).toBe("gif");
    expect(sniffImageFormat(await pixel().avif().toBuffer())).toBe("avif");
  });

  it("refuses SVG, HTML, an ISO file that is not AVIF and an empty body", () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from("<!doctype html><p>not found</p>"))).toBeNull();
    const mp4 = Buffer.alloc(32);
    mp4.writeUInt32BE(24, 0);
    mp4.write("ftypisom\0\0\0\0isommp41", 4, "latin1");
    expect(sniffImageFormat(mp4)).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
