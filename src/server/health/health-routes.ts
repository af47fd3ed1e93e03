// GET /healthz (the process answers) and GET /readyz (it can serve: database, migrations, queue) for load balancers
// and orchestrators. JSON, no session, and kept out of the request log (probes come every few seconds).
import { z } from "zod";
import { assertMigrationsApplied, latestMigrationMillis } from "../db/migration-status";
import type { RouteModule } from "../http/app-context";
import { PUBLIC } from "../http/openapi-operations";

const healthSchema = z.object({ status: z.literal("ok") });
const readySchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), error: z.string().optional() })),
});

export const healthRoutes: RouteModule = (app, { database, readiness, migrationsDir }) => {
  const expectedMigration = latestMigrationMillis(migrationsDir);
  readiness.add("database", async () => {
    await database.executeSql("select 1");
  });
  readiness.add("migrations", () => assertMigrationsApplied(database, expectedMigration));

  app.get("/healthz", { logLevel: "warn", schema: { security: PUBLIC, response: { 200: healthSchema } } }, () => ({
    status: "ok" as const,
  }));

  app.get(
    "/readyz",
    { logLevel: "warn", schema: { security: PUBLIC, response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const { ready, checks } = await readiness.run();
      reply.header("cache-control", "no-store");
      return reply.status(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", checks });
    },
  );
};
