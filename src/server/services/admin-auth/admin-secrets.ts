import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

/** How the admin's secrets are kept at rest, with keys derived from APP_SECRET. */
export type AdminSecrets = {
  /** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** A keyed hash for recovery codes: without APP_SECRET a copy of the database cannot test guesses offline. */
  hashRecoveryCode(code: string): string;
};

const VERSION = "v1";
// Binds the ciphertext to its use: a value encrypted for another purpose does not decrypt here.
const TOTP_AAD = Buffer.from("admin-totp-secret");

const deriveKey = (appSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", appSecret, "drop-shop", purpose, 32));

export function adminSecrets(appSecret: string): AdminSecrets {
  const encryptionKey = deriveKey(appSecret, "admin-totp-secret-encryption");
  const recoveryKey = deriveKey(appSecret, "admin-recovery-code-hash");
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", encryptionKey, iv).setAAD(TOTP_AAD);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
        .join(".");
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext] = stored.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined)
        throw new Error("not an encrypted admin secret");
      const decipher = createDecipheriv("aes-256-gcm", encryptionKey, Buffer.from(iv, "base64url"))
        .setAAD(TOTP_AAD)
        .setAuthTag(Buffer.from(tag, "base64url"));
      // final() throws when the key (APP_SECRET) differs from the one that encrypted it.
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
    hashRecoveryCode(code) {
      return createHmac("sha256", recoveryKey).update(normalizeRecoveryCode(code)).digest("hex");
    },
  };
}

/** Recovery codes are typed back in any case, with or without the hyphen. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/-/g, "");
