import { z } from "zod";
import { storedIdSchema } from "./ids";

/** Authenticator codes are this many digits, as authenticator apps show them. */
export const TOTP_CODE_LENGTH = 6;
export const TOTP_CODE_MESSAGE = "Please enter the 6-digit authenticator code";
/** How many one-time recovery codes two-factor setup hands out. */
export const RECOVERY_CODE_COUNT = 10;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;
export const ADMIN_PASSWORD_TOO_SHORT = "Password must be at least 8 characters long";
export const ADMIN_PASSWORD_TOO_LONG = `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long`;
/** The change-password form's hint: the server's rule, from the same numbers. */
export const ADMIN_PASSWORD_RULE = `${ADMIN_PASSWORD_MIN_LENGTH} to ${ADMIN_PASSWORD_MAX_LENGTH} characters.`;

/** Six digits, as authenticator apps show them. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE);

/**
 * A recovery code as handed out: ten letters and digits shown as `xxxxx-xxxxx`. Typed back, the case and
 * the hyphen do not matter.
 */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** Login's code field: a 6-digit authenticator code or one unused recovery code. */
export const loginCodeSchema = z
  .string()
  .trim()
  .refine((v) => /^\d{6}$/.test(v) || RECOVERY_CODE_PATTERN.test(v), TOTP_CODE_MESSAGE);

export const adminLoginSchema = z.strictObject({
  email: z.email("Enter a valid email address").max(254),
  password: z.string().min(1, "Please fill in all fields").max(1024),
  totpCode: loginCodeSchema.optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

export const currentAdminSchema = z.object({
  id: storedIdSchema,
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

/** The plain `{message}` answer of admin actions that return nothing else (logout, change-password). */
export const adminMessageSchema = z.object({ message: z.string() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** GET /api/admin/2fa/status. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recoveryCodesRemaining: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/admin/2fa/setup: a pending secret, active only once verified. */
export const twoFactorSetupSchema = z.object({
  /** A `data:image/png;base64,...` QR code of the otpauth:// URI. */
  qrCode: z.string(),
  /** The base32 secret, for typing into the authenticator app by hand. */
  manualEntryKey: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Body of POST /api/admin/2fa/verify and /api/admin/2fa/disable. */
export const twoFactorTokenSchema = z.strictObject({ token: totpCodeSchema });
export type TwoFactorToken = z.infer<typeof twoFactorTokenSchema>;

/** POST /api/admin/2fa/verify: the recovery codes are shown this once; the server keeps only their hashes. */
export const twoFactorEnabledSchema = z.object({
  enabled: z.literal(true),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** POST /api/admin/2fa/disable. */
export const twoFactorDisabledSchema = z.object({ enabled: z.literal(false) });
export type TwoFactorDisabled = z.infer<typeof twoFactorDisabledSchema>;

/** POST /api/admin/change-password; only with two-factor on. Signs out every other admin session. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Please fill in all fields").max(1024),
  newPassword: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_PASSWORD_TOO_SHORT)
    .max(ADMIN_PASSWORD_MAX_LENGTH, ADMIN_PASSWORD_TOO_LONG),
  totpCode: totpCodeSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;
