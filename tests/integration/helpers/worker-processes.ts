// Scaling out as separate processes of the built bundles: web servers that do not scan (SCAN_WORKERS_IN_WEB=false)
// and `npm run worker` processes that do, sharing one database; started until each says it is ready, then stopped.
import { randomBytes } from "node:crypto";
import { spawnServer, startServerOnFreePort, stopProcesses, WORKER_BUNDLE, type ServerProcess } from "./server-process";

const WORKER_READY_TEXT = "scan worker is ready";

/** Starts `node dist/worker.js` in `cwd` with the given environment; `ready` resolves once it takes jobs. */
function spawnWorker(env: Record<string, string>, cwd: string): ServerProcess {
  return spawnServer(env, cwd, WORKER_BUNDLE, { readyText: WORKER_READY_TEXT });
}

/** Starts `count` workers at once and waits until all are ready; stops them all if one fails to start. */
export async function startWorkers(count: number, env: Record<string, string>, cwd: string): Promise<ServerProcess[]> {
  const workers = Array.from({ length: count }, () => spawnWorker(env, cwd));
  try {
    await Promise.all(workers.map((worker) => worker.ready));
  } catch (error) {
    await stopProcesses(workers);
    throw error;
  }
  return workers;
}

/** Where the processes of one scaled-out set-up meet, and what they share beyond it. */
export type ScaledOutSetup = { databaseUrl: string; dataDir: string; env?: Record<string, string> };

/**
 * The environment every process of one set-up shares: the database, the data folder, one session secret, logs at
 * info (each process says it is ready there) and web servers that leave scanning to the workers.
 */
export function scaledOutEnv(setup: ScaledOutSetup): Record<string, string> {
  return {
    DATABASE_URL: setup.databaseUrl,
    DATA_DIR: setup.dataDir,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "info",
    SCAN_WORKERS_IN_WEB: "false",
    ...setup.env,
  };
}

export type ScanProcesses = {
  /** One base URL per web server, in start order. */
  urls: string[];
  webs: ServerProcess[];
  workers: ServerProcess[];
  /** SIGTERM to every process still running; resolves once all have exited. */
  stop: () => Promise<void>;
};

/**
 * Starts `webServers` web servers on free loopback ports one after the other (the first migrates the database, the
 * others start on a ready schema), then `workers` workers, all in the data folder with `scaledOutEnv`. Resolves once
 * every process is ready; stops those it started if one fails.
 */
export async function startScanProcesses(
  setup: ScaledOutSetup & { webServers: number; workers: number },
): Promise<ScanProcesses> {
  const env = scaledOutEnv(setup);
  const urls: string[] = [];
  const webs: ServerProcess[] = [];
  try {
    for (let i = 0; i < setup.webServers; i++) {
      const { server, url } = await startServerOnFreePort(env, setup.dataDir);
      webs.push(server);
      urls.push(url);
    }
    const workers = await startWorkers(setup.workers, env, setup.dataDir);
    return { urls, webs, workers, stop: () => stopProcesses([...webs, ...workers]) };
  } catch (error) {
    await stopProcesses(webs);
    throw error;
  }
}
