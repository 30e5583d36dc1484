import type { RouteOptions } from "fastify";

type Matcher = { pattern: RegExp; methods: string[] };

/**
 * The methods the router answers for a path (an API path asked with another method answers 405 with these
 * in `Allow`, RFC 9110 15.5.6). Read from the route table as registered, so no list is kept by hand; a
 * parameter matches one path segment, as in Fastify's router. Wildcard routes are left out: the only one is
 * the static files' catch-all, which would otherwise "allow" GET on every path.
 */
export function allowedMethodsFinder(routes: readonly RouteOptions[]): (pathname: string) => string[] {
  let matchers: Matcher[] | null = null;
  let compiledFor = -1;
  return (pathname) => {
    // The table only grows while the app is built; compiled again if a route arrived since (tests add some).
    if (!matchers || compiledFor !== routes.length) {
      matchers = routes
        .filter((route) => !route.url.includes("*"))
        .map((route) => ({
          pattern: new RegExp(
            `^${route.url
              .split("/")
              .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
              .join("/")}$`,
          ),
          methods: [route.method].flat(),
        }));
      compiledFor = routes.length;
    }
    const allowed = new Set<string>();
    for (const { pattern, methods } of matchers) if (pattern.test(pathname)) for (const m of methods) allowed.add(m);
    return [...allowed].sort();
  };
}
