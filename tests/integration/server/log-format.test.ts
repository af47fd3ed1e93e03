// How dist/main.js logs: one JSON object per line when stdout is a pipe (log collectors), readable coloured lines on a
// terminal (a pseudo-terminal made by util-linux `script`).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAIN_BUNDLE, spawnServer } from "../helpers/server-process";

const folders: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "submittal-log-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const TIMEOUT_MS = 180_000;
const ESC = String.fromCharCode(27);

describe("log format", () => {
  it(
    "writes one JSON object per line when stdout is not a terminal",
    async () => {
      const dir = tempDir();
      const server = spawnServer({ DATA_DIR: join(dir, "data") }, dir);
      try {
        await server.ready;
        const lines = server
          .output()
          .split("\n")
          .filter((l) => l.trim());
        const records = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
        expect(records.find((r) => r.msg === "Submittal Scanner is ready")?.level).toBe(30);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    },
    TIMEOUT_MS,
  );

  it(
    "writes readable lines with a level name when stdout is a terminal",
    async () => {
      const dir = tempDir();
      const command = `exec env NODE_ENV=test HOST=127.0.0.1 PORT=0 DATA_DIR=${join(dir, "data")} "${process.execPath}" "${MAIN_BUNDLE}"`;
      const terminal = spawn("script", ["-qefc", command, "/dev/null"], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "", HOME: dir, TERM: "xterm" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      terminal.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => terminal.once("exit", resolve));
      try {
        for (let i = 0; i < 1200 && !output.includes("Submittal Scanner is ready"); i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        // Strip colours: the level and message read as "INFO: Submittal Scanner is ready".
        const plain = output.replace(new RegExp(`${ESC}\\[[0-9;]*m`, "g"), "");
        expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Submittal Scanner is ready\r?$/m);
        expect(plain).toMatch(/^ {4}database: "pglite"\r?$/m);
        expect(output).toContain(`${ESC}[32mINFO`);
        expect(() => JSON.parse(plain.split("\n")[0] ?? "")).toThrow();
      } finally {
        // The server runs as the terminal's child; stop it the way Ctrl+C would.
        const pid = execFileSync("pgrep", ["-P", String(terminal.pid)])
          .toString()
          .trim();
        process.kill(Number(pid), "SIGINT");
        await exited;
      }
    },
    TIMEOUT_MS,
  );
});
