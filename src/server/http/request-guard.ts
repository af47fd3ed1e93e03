// CSRF defence for state-changing API calls: a same-origin Origin (when sent) and a JSON or multipart body.
// WebSocket handshakes are GETs that carry the cookie cross-site and are not bound by CORS, so every upgrade
// must come from the app's own origin too (cross-site WebSocket hijacking).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "./app-error";
import { isApiRoute, routePath } from "./route-path";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// Called by Stripe's servers, which send neither an Origin nor a browser's cookies; the signature protects it.
export const GUARD_EXEMPT_PATHS = new Set(["/api/stripe/webhook"]);

function isWebSocketUpgrade(request: FastifyRequest): boolean {
  return (request.headers.upgrade ?? "").toLowerCase() === "websocket";
}

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
    // Browsers always send Origin on a WebSocket handshake; a client without one is not a browser page,
    // so it cannot be riding a visitor's cookie. Refused before the session is read or the socket upgraded.
    const origin = request.headers.origin;
    if (isWebSocketUpgrade(request) && origin !== undefined && !isSameOrigin(origin, request, config)) {
      throw new AppError("forbidden", "Cross-origin WebSocket refused.");
    }
    if (!STATE_CHANGING.has(request.method)) return;
    // By the route the router matched, so `/%61pi/…` (decoded to `/api/…` before matching) is guarded too.
    if (!isApiRoute(request) || GUARD_EXEMPT_PATHS.has(routePath(request))) return;

    if (origin !== undefined && !isSameOrigin(origin, request, config)) {
      throw new AppError("forbidden", "Cross-origin request refused.");
    }
    // A browser cannot send these content types cross-site without a CORS preflight, which this server never grants.
    const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
    if (type === "application/json" || type === "multipart/form-data") return;
    if (type === "" && !hasBody(request)) return;
    throw new AppError("unsupported_media_type", "Requests must be sent as JSON.");
  });

  // A handshake answered over HTTP (refused here, unknown path, rate limit) leaves a socket that Node has handed
  // to the upgrade listener and that nothing reads any more: close it, or it stays open and holds up shutdown.
  // Accepted upgrades are hijacked and never reach onResponse.
  app.addHook("onResponse", async (request) => {
    if (isWebSocketUpgrade(request)) request.raw.socket.destroy();
  });
}
