// Runs a program as a child that cannot outlive its reader or overrun its budget (decision 0295): the kernel caps its
// CPU (`ulimit -t`), the shell that starts it reports what it used (`times`), a watchdog in that shell kills it when
// the pipe from this thread closes, and it has a wall-clock limit of its own and none of this process's environment.
import { spawn } from "node:child_process";
import { childEnv } from "./find-tesseract";

/**
 * $1: CPU seconds, then the command. The soft limit sends SIGXCPU; the hard one, a second later, SIGKILL. Its stdin is the watchdog's pipe (fd 3 in the shell); the program reads no stdin.
 * `times` prints the shell's and then its children's user and system time; the last line is the program's.
 */
export const SCRIPT = [
  'cpu=$1; shift; exec 3<&0; ulimit -S -t "$cpu" && ulimit -H -t $((cpu + 1)) || exit 125',
  '"$@" </dev/null 3<&- & t=$!',
  '{ read -r _ <&3; kill -KILL "$t"; } 2>/dev/null </dev/null & w=$!',
  'wait "$t"; s=$?; kill "$w" 2>/dev/null; times >&2; exit "$s"',
].join("\n");

/** Wall-clock seconds allowed per CPU second: a loaded two-core machine runs a child up to ~15 times slower. */
const WALL_PER_CPU_SECOND = 30;
const MIN_WALL_MS = 30_000;

/** The children's CPU seconds from the last line `times` printed ("0m1.230000s 0m0.080000s"). */
export function childCpuSeconds(stderr: string): number | undefined {
  const times = [...stderr.matchAll(/^(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s\s*$/gm)].at(-1);
  if (!times) return undefined;
  const [, um, us, sm, ss] = times.map(Number);
  return um! * 60 + us! + sm! * 60 + ss!;
}

export type ChildRun = { status: number | null; stdout: string; stderr: string; timedOut: boolean };

export type CpuCappedRun = {
  program: string;
  args: string[];
  /** Whole CPU seconds the kernel allows it. */
  cpuLimit: number;
  /** Default: 30 s per CPU second of its budget, at least 30 s. */
  wallLimitMs?: number;
  signal?: AbortSignal;
  /** The stops of the children still running (the engine's `terminate` calls them); this one is in it while it runs. */
  running: Set<() => void>;
};

export function runCpuCapped({
  program,
  args,
  cpuLimit,
  wallLimitMs,
  signal,
  running,
}: CpuCappedRun): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn("/bin/sh", ["-c", SCRIPT, "sh", String(cpuLimit), program, ...args], {
      env: childEnv(),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let timedOut = false;
    // Closing the watchdog's pipe kills the program; killing the shell too ends the call at once.
    const stop = () => {
      child.stdin.destroy();
      child.kill("SIGKILL");
    };
    const timer = setTimeout(
      () => {
        timedOut = true;
        stop();
      },
      wallLimitMs ?? Math.max(MIN_WALL_MS, cpuLimit * WALL_PER_CPU_SECOND * 1000),
    );
    const settle = () => {
      clearTimeout(timer);
      running.delete(stop);
      signal?.removeEventListener("abort", stop);
    };
    running.add(stop);
    signal?.addEventListener("abort", stop);
    child.stdin.on("error", () => undefined);
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", (error) => {
      settle();
      reject(error);
    });
    child.on("close", (status) => {
      settle();
      child.stdin.destroy();
      resolve({
        status,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        timedOut,
      });
    });
  });
}
