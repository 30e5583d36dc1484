import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import type { Clock } from "../server/clock";

/** The authenticator code for the app's current time, as the admin's phone would show it. */
export const totpAt = (secret: string, clock: Clock) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/**
 * Turns two-factor on through the API (setup, then verify with a code), then moves the clock to the next
 * time step so that the next code is a new one. Answers the secret and the recovery codes.
 */
export async function enableTwoFactor(
  app: FastifyInstance,
  clock: Clock & { advance(ms: number): void },
  headers: Record<string, string>,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: "POST", url: "/api/admin/2fa/setup", headers });
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.statusCode} ${setup.body}`);
  const secret = setup.json().manualEntryKey as string;
  const verify = await app.inject({
    method: "POST",
    url: "/api/admin/2fa/verify",
    headers,
    payload: { token: await totpAt(secret, clock) },
  });
  if (verify.statusCode !== 200) throw new Error(`2fa verify failed: ${verify.statusCode} ${verify.body}`);
  clock.advance(30_000);
  return { secret, recoveryCodes: verify.json().recoveryCodes };
}
