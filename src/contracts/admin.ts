import { z } from "zod";

/** Six digits, as authenticator apps show them. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, "Please enter the 6-digit authenticator code");

export const adminLoginSchema = z.strictObject({
  email: z.email("Enter a valid email address").max(254),
  password: z.string().min(1, "Please fill in all fields").max(1024),
  totpCode: totpCodeSchema.optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const currentAdminSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

/** Either a session (adminToken, also set as an HttpOnly cookie) or a request for the authenticator code. */
export const adminLoginResultSchema = z.union([
  z.object({ adminToken: z.string(), admin: currentAdminSchema }),
  z.object({ requiresTwoFactor: z.literal(true), message: z.string() }),
]);
export type AdminLoginResult = z.infer<typeof adminLoginResultSchema>;

/** The browser key the spec names for the admin token. */
export const ADMIN_TOKEN_STORAGE_KEY = "admin_token";
