import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  twoFactorDisabledSchema,
  twoFactorEnabledSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorTokenSchema,
} from "../../../contracts/admin";
import { errorBodySchema } from "../../../contracts/error";
import { createAttemptLimiter } from "../../attempt-limiter";
import { requireAdmin, type SessionAdmin } from "../../plugins/admin-auth";
import {
  disableTwoFactor,
  enableTwoFactor,
  readTwoFactorStatus,
  startTwoFactorSetup,
} from "../../services/admin-auth/admin-two-factor";
import { readStoreSettings } from "../../services/settings/store-content";

const MINUTE = 60_000;
const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export const adminTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Codes are guessable in 10^6: a few tries a minute per admin and address, cleared by a right one.
  const limitCodes = createAttemptLimiter({ max: 5, windowMs: MINUTE, clock: app.clock });
  const context = (request: { ip: string }) => ({ ip: request.ip, now: app.clock.now() });
  /** Runs a code check under the limit, keyed by admin and address; a right code clears the count. */
  async function checkingCode<T>(request: FastifyRequest, check: (admin: SessionAdmin) => Promise<T>): Promise<T> {
    const admin = await requireAdmin(request);
    const key = `${admin.id}|${request.ip}`;
    limitCodes(key);
    const result = await check(admin);
    limitCodes.forget(key);
    return result;
  }

  app.get(
    "/api/admin/2fa/status",
    {
      schema: {
        summary: "Whether two-factor authentication is on",
        response: { 200: twoFactorStatusSchema, ...errors },
      },
    },
    async (request) => readTwoFactorStatus(app.database.db, await requireAdmin(request)),
  );

  app.post(
    "/api/admin/2fa/setup",
    {
      schema: {
        summary: "Starts two-factor setup: a pending secret as a QR code and a key to type in",
        body: z.strictObject({}).nullish(),
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) => {
      const { storeName } = await readStoreSettings(app.database.db);
      const issuer = storeName?.trim() || new URL(app.config.publicUrl).host;
      return startTwoFactorSetup(
        app.database.db,
        app.adminSecrets,
        await requireAdmin(request),
        issuer,
        context(request),
      );
    },
  );

  app.post(
    "/api/admin/2fa/verify",
    {
      schema: {
        summary: "Turns two-factor on with a code of the pending secret; answers the recovery codes, once",
        body: twoFactorTokenSchema,
        response: { 200: twoFactorEnabledSchema, ...errors },
      },
    },
    async (request) =>
      checkingCode(request, (admin) =>
        enableTwoFactor(app.database.db, app.adminSecrets, admin, request.body.token, context(request)),
      ),
  );

  app.post(
    "/api/admin/2fa/disable",
    {
      schema: {
        summary: "Turns two-factor off with a current code",
        body: twoFactorTokenSchema,
        response: { 200: twoFactorDisabledSchema, ...errors },
      },
    },
    async (request) =>
      checkingCode(request, (admin) =>
        disableTwoFactor(app.database.db, app.adminSecrets, admin, request.body.token, context(request)),
      ),
  );
};
