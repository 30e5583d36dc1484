// http_ece ships no types: the part the loopback push service uses (src/testing/push-service.ts).
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export type EceParams = {
    version?: "aes128gcm" | "aesgcm" | "aesgcm128";
    /** The receiver's key pair (its public key is the subscription's p256dh). */
    privateKey?: ECDH;
    /** The subscription's auth secret, base64url or bytes. */
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    salt?: string | Buffer;
    keyid?: string | Buffer;
    rs?: number;
  };

  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;

  const ece: { decrypt: typeof decrypt; encrypt: typeof encrypt };
  export default ece;
}
