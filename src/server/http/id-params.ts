// Ids in a route's path (`:id`, `:scanId`…) are UUIDs: anything else (`not-a-uuid`, `%00`, `batch`) is answered 404
// before the route runs, so no malformed id ever reaches a query (PostgreSQL would refuse it with a 500).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "./app-error";

declare module "fastify" {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** What a malformed id in this route's path answers ("Scan not found"); "Not found" when unset. */
    notFoundMessage?: string;
  }
}

const uuid = z.uuid();

export function isIdParam(name: string): boolean {
  return name === "id" || name.endsWith("Id");
}

export function registerIdParamGuard(app: FastifyInstance): void {
  // onRequest: before the body is read and before any handler or hook of the route touches the database.
  app.addHook("onRequest", async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(params ?? {})) {
      if (!isIdParam(name) || (typeof value === "string" && uuid.safeParse(value).success)) continue;
      throw new AppError("not_found", request.routeOptions.config.notFoundMessage ?? "Not found");
    }
  });
}
