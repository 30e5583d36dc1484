/**
 * What an image's bytes say it is, by their signature: never the URL's extension nor the Content-Type a host
 * sends (either may lie). Only the raster formats the shop copies are named; SVG (script from our own origin)
 * and everything else is null.
 */
export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "gif";

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString("latin1");

export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  // ISO-BMFF: a box of type ftyp whose major or a compatible brand is avif/avis.
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === "ftyp") {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length);
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return null;
}
