// A PostgreSQL server of the test's own on loopback, which the test may stop and start (fault tests). Uses the
// machine's PostgreSQL binaries (Debian keeps them in /usr/lib/postgresql/<version>/bin), as .ci/run does.
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";
import { postgresBinDir } from "../../test-environment";

export type PrivatePostgres = {
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

function findPgBin(): string {
  const bin = postgresBinDir();
  if (bin === null)
    throw new Error("PostgreSQL binaries (initdb, pg_ctl) not found: install Debian's postgresql package");
  return bin;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPgBin();
  const dir = mkdtempSync(join(tmpdir(), "private-pg-"));
  const root = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: as root, run it as the system's postgres user.
  if (root) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  const user = root ? "postgres" : userInfo().username;
  const run = (tool: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, tool), args, { stdio: "pipe" });
  const port = await freePort();
  const data = join(dir, "data");
  run("initdb", ["-A", "trust", "--no-sync", "-U", user, "-D", data]);
  const options = `-k ${dir} -c listen_addresses=127.0.0.1 -p ${port} -c fsync=off -c synchronous_commit=off`;
  const start = () => void run("pg_ctl", ["-D", data, "-l", join(dir, "postgres.log"), "-w", "-o", options, "start"]);
  const stop = () => void run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
