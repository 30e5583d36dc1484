import type { FastifyInstance } from "fastify";
import { createApiClient } from "../api-client";

/**
 * The typed client (src/api-client) talking to an app through inject(): the same requests a real socket
 * would carry, for tests that do not listen. `headers` go with every call (a session's cookie, say).
 */
export function injectedApiClient(app: FastifyInstance, headers: Record<string, string> = {}) {
  return createApiClient({
    baseUrl: app.config.publicUrl,
    headers,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await app.inject({
        method: request.method as "GET",
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        ...(body ? { payload: body } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        for (const one of [value ?? []].flat()) responseHeaders.append(name, String(one));
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: responseHeaders,
      });
    },
  });
}
