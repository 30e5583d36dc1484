/**
 * Tests send traffic only to loopback. The fuzzer never generates an address the shop would fetch (see
 * SAFE_URLS in requests.ts), and this guard makes sure of it whatever a route does with what it is sent:
 * every TCP connection and every name lookup in this process is checked, and one off this machine is
 * refused (the route sees a network error) and recorded, so the run fails and names the request.
 *
 * Imported first by fuzz.check.ts, before the shop's modules bind node:dns.
 */
import dns from "node:dns";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

const attempts: string[] = [];
/** What was refused since the last call; the caller ties it to the request in flight. */
export function takeRefusedAttempts(): string[] {
  return attempts.splice(0);
}

const isLoopbackHost = (host: string) =>
  host === "localhost" || host === "::1" || host === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(host);

type LookupCallback = (error: NodeJS.ErrnoException | null, address?: unknown, family?: number) => void;
const refusedLookup = (hostname: string) => {
  attempts.push(`a name lookup of ${hostname}`);
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (refused by the fuzzer's network guard)`), {
    code: "ENOTFOUND",
    hostname,
  });
};

const originalLookup = dns.lookup;
(dns as { lookup: unknown }).lookup = function lookup(hostname: string, ...rest: unknown[]) {
  if (isLoopbackHost(hostname)) return (originalLookup as (...args: unknown[]) => unknown)(hostname, ...rest);
  const callback = rest.at(-1) as LookupCallback;
  process.nextTick(() => callback(refusedLookup(hostname)));
  return {};
};
const originalPromiseLookup = dns.promises.lookup;
(dns.promises as { lookup: unknown }).lookup = async function lookup(hostname: string, ...rest: unknown[]) {
  if (isLoopbackHost(hostname)) return (originalPromiseLookup as (...args: unknown[]) => unknown)(hostname, ...rest);
  throw refusedLookup(hostname);
};

const originalConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
  // net.connect passes its already-normalized arguments as one array: [options, callback].
  const [first, second] = Array.isArray(args[0]) ? (args[0] as unknown[]) : args;
  const host =
    typeof first === "object" && first !== null
      ? "path" in first && (first as { path?: string }).path
        ? null
        : ((first as { host?: string }).host ?? "localhost")
      : typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))
        ? typeof second === "string"
          ? second
          : "localhost"
        : null;
  if (host !== null && !isLoopbackHost(host)) {
    attempts.push(`a connection to ${host}`);
    process.nextTick(() => this.destroy(new Error(`connection to ${host} refused by the fuzzer's network guard`)));
    return this;
  }
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

// ES modules that import from node:dns read these bindings; make them see the guarded functions.
syncBuiltinESMExports();
