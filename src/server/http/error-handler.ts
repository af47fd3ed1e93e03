// One global error handler: AppErrors and client errors keep their message, anything else is logged and hidden.
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, GENERIC_ERROR_MESSAGE } from "./app-error";

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The form shows one message at a time, so the first issue is the answer.
      const first = error.validation[0];
      return reply.status(400).send({ message: first?.message ?? "Invalid request" });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });
}
