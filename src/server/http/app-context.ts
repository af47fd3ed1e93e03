// What every route module receives: the typed Fastify scope and the process-wide services.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import type { Database, Db } from "../db/client";
import type { ProcessBroadcast } from "../db/process-broadcast";
import type { Mailer } from "../email/mailer";
import type { AccessRevocations } from "./access-revocations";
import type { Readiness } from "./readiness";

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type AppContext = {
  config: Config;
  database: Database;
  /** Shorthand for database.db. */
  db: Db;
  mailer: Mailer;
  /** What GET /readyz checks; features that need something running to serve add a check. */
  readiness: Readiness;
  /** Messages to every web process sharing the database, this one included (NOTIFY on PostgreSQL). */
  broadcast: ProcessBroadcast;
  /** A removed project member's open sockets close through this, in every web process. */
  revocations: AccessRevocations;
  /** The migrations this build applies (readiness compares the database with them); undefined = the bundled ones. */
  migrationsDir?: string;
};

/**
 * A feature's routes. Register it in the ROUTE_MODULES list of src/server/app.ts; it runs in its own
 * encapsulated scope, so hooks it adds (onReady to start a queue, onClose to stop it) apply to it alone.
 */
export type RouteModule = (app: AppInstance, ctx: AppContext) => Promise<void> | void;
