/**
 * Server messages the client must also recognise, zod-free so client code can import them without the
 * schema library. Our own answers carry a `code` to branch on; a plain-text answer (no JSON
 * body, so no code) may also say "Premium membership required", and only that case reads the text.
 */
export const PREMIUM_REQUIRED = "Premium membership required";
