// CSRF defence for state-changing API calls: a same-origin Origin (when sent) and a JSON or multipart body.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "./app-error";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Called by Stripe's servers, which send neither an Origin nor a browser's cookies; the signature protects it.
export const GUARD_EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** The Origin equals APP_URL's origin or the origin the request was addressed to (its Host). */
export function isSameOrigin(origin: string, request: FastifyRequest, config: Config): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.origin === new URL(config.appUrl).origin) return true;
  return request.headers.host !== undefined && url.host === request.headers.host;
}

export function registerRequestGuard(app: FastifyInstance, config: Config): void {
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const path = request.url.split("?", 1)[0] ?? "";
    if (!path.startsWith("/api/") || GUARD_EXEMPT_PATHS.has(path)) return;

    const origin = request.headers.origin;
    if (origin !== undefined && !isSameOrigin(origin, request, config)) {
      throw new AppError("forbidden", "Cross-origin request refused.");
    }
    // A browser cannot send these content types cross-site without a CORS preflight, which this server never grants.
    const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
    if (type === "application/json" || type === "multipart/form-data") return;
    if (type === "" && !hasBody(request)) return;
    throw new AppError("unsupported_media_type", "Requests must be sent as JSON.");
  });
}
