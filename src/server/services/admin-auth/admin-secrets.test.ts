import { describe, expect, it } from "vitest";
import { adminSecrets } from "./admin-secrets";

describe("adminSecrets", () => {
  const secrets = adminSecrets("an-app-secret-of-thirty-two-characters");

  it("encrypts with a fresh nonce each time and decrypts back", () => {
    const a = secrets.encrypt("JBSWY3DPEHPK3PXP");
    const b = secrets.encrypt("JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(secrets.decrypt(a)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("refuses another APP_SECRET's ciphertext and a tampered one", () => {
    const stored = secrets.encrypt("JBSWY3DPEHPK3PXP");
    expect(() => adminSecrets("another-app-secret-of-32-characters!").decrypt(stored)).toThrow();
    const [version, iv, tag, ciphertext] = stored.split(".");
    const flipped = Buffer.from(ciphertext, "base64url");
    flipped[0] ^= 1;
    expect(() => secrets.decrypt([version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => secrets.decrypt("JBSWY3DPEHPK3PXP")).toThrow("not an encrypted admin secret");
  });

  it("hashes recovery codes with a key, ignoring case and the hyphen", () => {
    expect(secrets.hashRecoveryCode("abcde-fghjk")).toBe(secrets.hashRecoveryCode("ABCDEFGHJK"));
    expect(secrets.hashRecoveryCode("abcde-fghjk")).not.toBe(
      adminSecrets("another-app-secret-of-32-characters!").hashRecoveryCode("abcde-fghjk"),
    );
  });
});
