import type { FastifyRequest } from "fastify";

/**
 * Requests whose answer depends on a session: they read the shopper's or the admin's session (or found
 * none). Their answers carry `Cache-Control: no-store` (plugins/sessions.ts), so no browser or proxy cache
 * keeps one shopper's data for the next visitor, or a signed-out answer for a signed-in one.
 */
const privateRequests = new WeakSet<FastifyRequest>();

/** Called wherever a session credential is read: the one place that knows the answer is private. */
export function markPrivate(request: FastifyRequest): void {
  privateRequests.add(request);
}

export function isPrivate(request: FastifyRequest): boolean {
  return privateRequests.has(request);
}
