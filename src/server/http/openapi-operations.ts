// What the OpenAPI document says of each operation beyond its schemas: an operationId, the session cookie where the
// route needs one, and the error answers it can give, each with the error body. Derived from the route's own options
// (its schemas, its path, its rate limit), so a new route is documented the same way without a list to keep.
import { apiErrorSchema } from "../../contract/api-error";
import { API_ERROR_REF } from "./openapi-components";
import { tagForPath } from "./openapi-tags";
import { GUARD_EXEMPT_PATHS } from "./request-guard";

/** The security scheme of document: the signed session cookie set by POST /api/login. */
export const SESSION_SCHEME = "session";

/** Put in a route's schema (`security: PUBLIC`) when it answers without a session; every other route needs one. */
export const PUBLIC: readonly [] = [];

const REASONS: Record<number, string> = {
  400: "Bad Request: the body, query or path is not valid",
  401: "Unauthorized: not signed in (no session cookie, or an expired one)",
  402: "Payment Required: not enough credits",
  403: "Forbidden: not allowed for this account or its role in the project, or a cross-origin request",
  404: "Not Found: no such resource among the user's own and the projects shared with them",
  409: "Conflict: the resource's state does not allow this now",
  412: "Precondition Failed: If-Match names a version that is no longer the current one",
  413: "Payload Too Large",
  415: "Unsupported Media Type: state-changing requests are sent as JSON (or multipart for uploads)",
  422: "Unprocessable: the request is valid but this resource cannot be produced",
  429: "Too Many Requests: wait and try again",
  503: "Service Unavailable: the database or the file store cannot be reached; try again shortly",
};

/**
 * Error answers a route gives beyond those its shape implies (402, 409, 412, 422, an upload's 413), for its
 * `schema.response`: `response: { 200: thing, ...errorResponses(409, 412) }`.
 */
export function errorResponses<const S extends keyof typeof REASONS & number>(
  ...statuses: S[]
): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type JsonSchema = Record<string, unknown>;
/** The transformed schema as @fastify/swagger reads it: JSON schemas by now, and its documentation keywords. */
export type OperationSchema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, JsonSchema>;
  operationId?: string;
  security?: readonly Record<string, readonly string[]>[];
  hide?: boolean;
  tags?: readonly string[];
  [key: string]: unknown;
};
export type OperationRoute = { method: string | string[]; url: string; config?: unknown };

/** "GET /api/scans/:id/history" → "getScansByIdHistory": unique because method and path are. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(":") || segment.startsWith("{") ? ["by", segment] : [segment]))
    .flatMap((word) =>
      word
        .replace(/[^A-Za-z0-9]+/g, " ")
        .trim()
        .split(" "),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** An error answer: the shared error body, described by what the status means. */
function errorSchema(status: number): JsonSchema {
  return { $ref: API_ERROR_REF, description: REASONS[status] ?? "Error" };
}

/** The error statuses a route can answer with, from its shape and its own declarations. */
export function errorStatuses(schema: OperationSchema, route: OperationRoute, secured: boolean): number[] {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method)?.toUpperCase() ?? "GET";
  const isApi = route.url === "/api" || route.url.startsWith("/api/");
  const guarded = isApi && STATE_CHANGING.has(method) && !GUARD_EXEMPT_PATHS.has(route.url);
  const statuses = new Set<number>();
  // Path ids and pages are checked by the id guard and the routes themselves, which answer 404 for a bad one.
  if (schema.body || schema.querystring || guarded) statuses.add(400);
  if (secured) statuses.add(401);
  // A member of a project whose role does not allow the call (docs/decisions/0285-project-membership-and-roles.md).
  const projectScoped = route.url.startsWith("/api/projects/:") || route.url.startsWith("/api/scans/:");
  if (guarded || projectScoped || route.url.startsWith("/api/admin/")) statuses.add(403);
  if (route.url.includes(":")) statuses.add(404);
  if (schema.body) statuses.add(413);
  if (guarded) statuses.add(415);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) statuses.add(429);
  if (isApi) statuses.add(503);
  for (const status of Object.keys(schema.response ?? {}).map(Number)) if (status >= 400) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Adds the operationId, the feature's tag, the security requirement and the documented error answers to one route's
 * schema. */
export function documentOperation(schema: OperationSchema, route: OperationRoute): OperationSchema {
  if (schema.hide) return schema;
  const method = Array.isArray(route.method) ? (route.method[0] ?? "GET") : route.method;
  const security = schema.security ?? [{ [SESSION_SCHEME]: [] }];
  const secured = security.length > 0;
  const response: Record<string, JsonSchema> = { ...schema.response };
  // 204 No Content: the body's schema says "nothing", which OpenAPI writes as a response without content.
  if (response["204"]) response["204"] = { type: "null", description: "No Content" };
  for (const status of errorStatuses(schema, route, secured)) {
    const declared = response[String(status)];
    response[String(status)] = declared ? { description: REASONS[status], ...declared } : errorSchema(status);
  }
  const tag = tagForPath(route.url);
  const tags = schema.tags ?? (tag ? [tag] : undefined);
  return { ...schema, operationId: schema.operationId ?? operationIdFor(method, route.url), tags, security, response };
}
