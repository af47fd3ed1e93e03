// The path a request was routed by. The router decodes percent-escapes before it matches (`/%61pi/scans` reaches
// `/api/scans`), so checks that decide by path use the matched route's pattern, never the raw URL as sent.
import type { FastifyRequest } from "fastify";

/** The matched route's pattern (`/api/scans/:id`), or the raw path without its query for a request no route matched. */
export function routePath(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split("?", 1)[0] ?? "";
}

/** Whether the request is for the API or the progress socket (where the session is read and the guards apply). */
export function isApiRoute(request: FastifyRequest): boolean {
  const path = routePath(request);
  return path === "/api" || path.startsWith("/api/") || path.startsWith("/ws/") || path === "/ws";
}
