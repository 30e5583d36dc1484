import type { FastifyRequest } from "fastify";

/**
 * Paths whose query string is a secret: the provider's callback carries the authorization code and the
 * state that goes with it. Logs are shipped and kept, so neither may reach them.
 */
const SECRET_QUERY_PATHS = ["/api/auth/google/callback"];

/** A request URL as it may be logged: the query string of a secret-carrying path is replaced. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  return SECRET_QUERY_PATHS.some((secret) => path.startsWith(secret)) ? `${path}?[redacted]` : url;
}

/** Fastify's request serializer (method, url, host, client address and port) with the URL made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
