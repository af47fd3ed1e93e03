// A migrated, empty PGlite data folder as a tarball; each test server starts from a copy (about a second)
// instead of running initdb and the migrations (many seconds on two busy cores). The job queue's schema and
// the scan queue are installed too, by the app's own queue code, so a server's start finds them in place.
// Installing them on an empty database is still exercised on every PostgreSQL test server and by the
// template build itself. The tarball is cached on disk, keyed by everything that shapes it (migrations,
// PGlite and pg-boss versions, the queue code), so only the first test file of a run pays for it.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { defaultMigrationsDir } from "../../../src/server/db/migrate";
import { createJobQueue } from "../../../src/server/queue/pg-boss-queue";
import { pgliteExecutor } from "../../../src/server/queue/sql-executor";
import { SCAN_QUEUES } from "../../../src/server/scans/job/scan-job-definition";
import { RANGE_QUEUES } from "../../../src/server/scans/ranges/range-job-definitions";

let template: Promise<Blob> | undefined;

function templateKey(migrationsDir: string): string {
  const hash = createHash("sha256");
  // Neither package exports its package.json; the data-folder format and the queue schema follow their versions.
  hash.update(readFileSync(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url)));
  hash.update(readFileSync(new URL("../../../node_modules/pg-boss/package.json", import.meta.url)));
  hash.update(readFileSync(new URL("../../../src/server/queue/pg-boss-queue.ts", import.meta.url)));
  hash.update([...SCAN_QUEUES, ...RANGE_QUEUES].join(","));
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(migrationsDir: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    // What the scan runtime does at start on an empty database (scan-runtime.ts), a few hundred ms per server.
    const errors: unknown[] = [];
    const queue = createJobQueue({ executor: pgliteExecutor(client) }, (error) => errors.push(error));
    await queue.start();
    for (const name of [...SCAN_QUEUES, ...RANGE_QUEUES]) await queue.createQueue(name);
    await queue.stop();
    if (errors.length > 0) throw errors[0];
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const migrationsDir = defaultMigrationsDir();
    const cacheDir = join(tmpdir(), "submittal-scanner-test-cache");
    const file = join(cacheDir, `pglite-${templateKey(migrationsDir)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const blob = await buildTemplate(migrationsDir);
    mkdirSync(cacheDir, { recursive: true });
    // Write then rename: a test worker running in parallel never reads a half-written file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    return blob;
  })();
  return template;
}
