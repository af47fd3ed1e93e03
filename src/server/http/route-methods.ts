// Which methods each registered path answers, so a known path asked with another method gets 405 and an Allow
// header (RFC 9110 §15.5.6) instead of a 404 that reads as "no such thing".
import type { FastifyInstance } from "fastify";

type RoutePattern = { pattern: RegExp; methods: Set<string> };

function patternOf(url: string): RegExp {
  const escaped = url
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part === "*" ? ".*" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${escaped}$`);
}

export type RouteMethods = {
  /** The methods the path answers (HEAD with GET), or an empty list when no route has this path. */
  allowedFor: (path: string) => string[];
};

/** Records every route as it is added; call before any route is registered. */
export function trackRouteMethods(app: FastifyInstance): RouteMethods {
  const routes = new Map<string, RoutePattern>();
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") && !route.url.startsWith("/ws/")) return;
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
    routes.set(route.url, entry);
  });
  return {
    allowedFor(path) {
      const allowed = new Set<string>();
      for (const { pattern, methods } of routes.values()) {
        if (pattern.test(path)) for (const method of methods) allowed.add(method);
      }
      if (allowed.has("GET")) allowed.add("HEAD");
      return [...allowed].sort();
    },
  };
}
