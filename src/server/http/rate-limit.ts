// Per-route rate limits for the account endpoints (login, register, forgot, reset); everything else is unlimited.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError("rate_limited", TOO_MANY_ATTEMPTS),
  });
}

/** Route config for an account endpoint: `max` attempts per minute per client address. */
export function authRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}
