import type { FastifyRequest } from "fastify";
import type { Config } from "./config";
import { classifyAddress } from "./net/address-class";

/**
 * Whether this request may use the development shortcuts (dev sign-in, the demo membership): config.ts decides
 * where they cannot be abused (devLoginAllowed). The socket's address, not request.ip: a forwarded header must
 * not make a stranger look local.
 */
export function devSignInReaches(config: Pick<Config, "devLogin">, request: FastifyRequest): boolean {
  return (
    config.devLogin === "any-address" ||
    (config.devLogin === "this-machine" && classifyAddress(request.socket.remoteAddress ?? "") === "loopback")
  );
}
