// Runs the built server (dist/main.js) as a child process, the way `npm start` does.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";

export const MAIN_BUNDLE = fileURLToPath(new URL("../../../dist/main.js", import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the server logs that it is ready; rejects if it exits first. */
  ready: Promise<void>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
};

export const WORKER_BUNDLE = fileURLToPath(new URL("../../../dist/worker.js", import.meta.url));

export type SpawnOptions = {
  /** The Node.js binary; default the one running the tests. */
  node?: string;
  /** The log line that means ready; default the web server's. `npm run worker` says "scan worker is ready". */
  readyText?: string;
  /** A command that runs `node bundle` for it (given as its last two arguments), e.g. in a namespace of its own. */
  launcher?: string[];
};

/** Starts `node dist/main.js` (this checkout's, or `bundle`) in `cwd` with only the given environment (plus PATH and HOME). */
export function spawnServer(
  env: Record<string, string | undefined>,
  cwd: string,
  bundle = MAIN_BUNDLE,
  options: SpawnOptions = {},
): ServerProcess {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`npm run build:node\` first`);
  const readyText = options.readyText ?? "Submittal Scanner is ready";
  const node = options.node ?? process.execPath;
  const launcher = options.launcher ?? [];
  const command = launcher[0] ?? node;
  const args = launcher.length > 0 ? [...launcher.slice(1), node, bundle] : [bundle];
  const child = spawn(command, args, {
    cwd,
    // An entry given as undefined is left out (a setting of the defaults below unset).
    env: Object.fromEntries(
      Object.entries({
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? cwd,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: "0",
        // As `npm start` sets it: two malloc arenas (docs/decisions/0302-the-page-budget-holds-one-content-stream-at-a-time.md).
        MALLOC_ARENA_MAX: "2",
        // As `npm start` sets it: blocks of 256 KB or more mapped on their own, so freed ones go back to the system
        // (docs/decisions/0318-page-thread-seats-and-freed-blocks-given-back.md).
        MALLOC_MMAP_THRESHOLD_: "262144",
        ...env,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve();
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${output}`)));
  });
  ready.catch(() => {}); // Callers that expect a failed start only await `exited`.
  return { child, output: () => output, ready, exited };
}

/** Starts the built web server on a free loopback port and waits until it is ready. */
export async function startServerOnFreePort(
  env: Record<string, string>,
  cwd: string,
): Promise<{ server: ServerProcess; url: string }> {
  const port = await freePort();
  const server = spawnServer({ ...env, PORT: String(port) }, cwd);
  await server.ready;
  return { server, url: `http://127.0.0.1:${port}` };
}

/** Sends `signal` to each process still running and waits until all have exited. */
export async function stopProcesses(processes: ServerProcess[], signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  await Promise.all(
    processes.map(async ({ child, exited }) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    }),
  );
}

/** The process's peak resident memory so far (Linux `VmHWM`), in MB: what a memory test of a server asserts. */
export function peakRssMb(pid: number): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}
