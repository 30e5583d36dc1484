import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applicationServerKey } from "./enable-push";

describe("applicationServerKey", () => {
  it("turns the shop's unpadded base64url VAPID key into the 65 bytes of the P-256 point", () => {
    const { publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const raw = publicKey.export({ format: "jwk" });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(raw.x!, "base64url"), Buffer.from(raw.y!, "base64url")]);
    const bytes = applicationServerKey(point.toString("base64url"));
    expect(bytes).toHaveLength(65);
    expect(Buffer.from(bytes).equals(point)).toBe(true);
  });

  it("reads the characters base64url has instead of + and /", () => {
    expect([...applicationServerKey("-_8")]).toEqual([0xfb, 0xff]);
  });
});
