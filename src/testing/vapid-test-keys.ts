import webpush from "web-push";

/** A fresh VAPID identity for a throwaway production-mode shop (benchmarks, checks): production requires one. */
export function throwawayVapidEnv(): Record<"VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT", string> {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: "mailto:throwaway@example.com",
  };
}
