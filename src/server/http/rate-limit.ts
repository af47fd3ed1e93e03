// Per-route rate limits: per client address on the account endpoints (login, register, forgot, reset), per signed-in
// user on the expensive ones (uploads, edits, payment confirmation, progress sockets); everything else is unlimited.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";
const TOO_MANY_REQUESTS = "Too many attempts.";

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Limits counted over longer than a minute say how long to wait ("in 9 minutes").
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "rate_limited",
        context.ttl > 60_000 ? `${TOO_MANY_REQUESTS} Please try again in ${context.after}.` : TOO_MANY_ATTEMPTS,
      ),
  });
}

/** Route config for an account endpoint: `max` attempts per minute per client address. */
export function authRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

/**
 * Route config for an expensive signed-in endpoint: `max` calls per minute (or `timeWindow`) per user (per address when signed out,
 * where the route answers 401 anyway). Checked in the route's onRequest, which runs after the session hook has
 * loaded the user and before any body is read.
 */
export function userRateLimit(max: number, timeWindow = "1 minute") {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: "onRequest" as const,
      keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    },
  };
}
