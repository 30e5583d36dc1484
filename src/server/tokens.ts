import { createHash, randomBytes } from "node:crypto";

/** A new opaque token (session cookies, admin tokens): 256 random bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this hash is stored: whoever reads the database cannot use it to sign in. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
