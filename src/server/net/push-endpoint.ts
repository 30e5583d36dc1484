import { classifyAddress } from "./address-class";

/**
 * Whether the server may POST to a Web Push subscription's endpoint: it is a URL a browser handed us, so it is
 * judged like any address we fetch (the page import's SSRF guard, address-class.ts). Pure: no DNS, no sockets.
 * Only https on the browsers' push services (by exact host or their own subdomains); under the tests' switch
 * PUSH_ALLOW_LOOPBACK also plain http on a loopback address, where tests run a push service
 * (src/testing/push-service.ts).
 */

export type PushEndpointVerdict = "accepted" | "not-a-url" | "not-https" | "unknown-push-service" | "has-credentials";

/** Chrome/Edge-on-Android (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS). */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com"];
const PUSH_SERVICE_DOMAINS = [".push.apple.com", ".notify.windows.com"];

function isKnownPushHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.includes(hostname) || PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(domain));
}

export function classifyPushEndpoint(endpoint: string, { allowLoopbackHttp }: { allowLoopbackHttp: boolean }) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not-a-url" satisfies PushEndpointVerdict;
  }
  if (url.username !== "" || url.password !== "") return "has-credentials" satisfies PushEndpointVerdict;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (allowLoopbackHttp && (url.protocol === "http:" || url.protocol === "https:"))
    if (classifyAddress(host) === "loopback") return "accepted" satisfies PushEndpointVerdict;
  if (url.protocol !== "https:") return "not-https" satisfies PushEndpointVerdict;
  // Another port on a push service's host is not the push service.
  if (url.port !== "" || !isKnownPushHost(host)) return "unknown-push-service" satisfies PushEndpointVerdict;
  return "accepted" satisfies PushEndpointVerdict;
}
