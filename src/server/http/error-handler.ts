// One global error handler: AppErrors and client errors keep their message, anything else is logged and hidden.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isOutOfSpace } from "../db/errors";
import { InvalidCursorError } from "../db/keyset-cursor";
import { StoreUnavailableError } from "../storage/file-store";
import {
  AppError,
  ERROR_STATUS,
  GENERIC_ERROR_MESSAGE,
  OUT_OF_STORAGE_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_RETRY_AFTER_S,
  STORE_UNAVAILABLE_MESSAGE,
  type ErrorCode,
} from "./app-error";

/** The stable `code` of an error body: the AppError code in capitals ("INSUFFICIENT_CREDITS"); docs/api.md lists them. */
export function publicCode(code: ErrorCode): string {
  return code.toUpperCase();
}

function codeForStatus(status: number): string {
  const known = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return known ? publicCode(known) : status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // Every 503 says when to try again, so clients (and the source viewer) back off instead of hammering.
      if (error.statusCode === 503) {
        reply.header("retry-after", String(error.retryAfterSeconds ?? SERVICE_UNAVAILABLE_RETRY_AFTER_S));
      } else if (error.statusCode === 429 && error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(error.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send({ message: error.message, code: publicCode(error.code) });
    }
    // The database layer knows nothing of HTTP: a list read with a cursor it did not make is the client's mistake.
    if (error instanceof InvalidCursorError) {
      return reply.status(400).send({ message: error.message, code: publicCode("bad_request") });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The form shows one message at a time, so the first issue is the answer.
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? "Invalid request", code: "BAD_REQUEST" });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: codeForStatus(status) });
    }
    if (isOutOfSpace(error)) {
      request.log.error({ err: error }, "out of storage space");
      return reply.status(507).send({ message: OUT_OF_STORAGE_MESSAGE, code: "INSUFFICIENT_STORAGE" });
    }
    if (error instanceof StoreUnavailableError) {
      request.log.error({ err: error }, "file store unavailable");
      return reply
        .status(503)
        .header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_S))
        .send({ message: STORE_UNAVAILABLE_MESSAGE, code: "UNAVAILABLE" });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", String(SERVICE_UNAVAILABLE_RETRY_AFTER_S))
        .send({ message: SERVICE_UNAVAILABLE_MESSAGE, code: "UNAVAILABLE" });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE, code: "INTERNAL" });
  });
}
