import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { VAPID_TOKEN_RENEW_SECONDS, VAPID_TOKEN_SECONDS, vapidTokens } from "./vapid-keys";

const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:owner@example.com" };

/** The token's claims, from `Authorization: vapid t=<jwt>, k=<public key>`. */
function claimsOf(headers: Record<string, string>) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(headers.Authorization);
  expect(match?.[2]).toBe(vapid.publicKey);
  const [, payload] = match![1].split(".");
  return JSON.parse(Buffer.from(payload, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

describe("vapidTokens", () => {
  it("signs one token per push service and reuses it until it nears its expiry", () => {
    // From the real now: web-push refuses an expiry more than 24 h past it.
    const start = new Date();
    const clock = manualClock(start);
    const headersFor = vapidTokens(vapid, clock);
    const first = headersFor("https://fcm.googleapis.com/fcm/send/abc");
    expect(claimsOf(first)).toEqual({
      aud: "https://fcm.googleapis.com",
      exp: Math.floor(start.getTime() / 1000) + VAPID_TOKEN_SECONDS,
      sub: vapid.subject,
    });
    expect(headersFor("https://fcm.googleapis.com/fcm/send/def")).toBe(first);
    const mozilla = headersFor("https://updates.push.services.mozilla.com/wpush/v2/xyz");
    expect(claimsOf(mozilla).aud).toBe("https://updates.push.services.mozilla.com");

    clock.advance((VAPID_TOKEN_SECONDS - VAPID_TOKEN_RENEW_SECONDS - 1) * 1000);
    expect(headersFor("https://fcm.googleapis.com/fcm/send/abc")).toBe(first);
    clock.advance(2000);
    const renewed = headersFor("https://fcm.googleapis.com/fcm/send/abc");
    expect(claimsOf(renewed).exp).toBeGreaterThan(claimsOf(first).exp);
  });
});
