// A production install from a clean copy: only package.json, package-lock.json and the built dist/, then
// `npm ci --omit=dev` (no build tools, no pino-pretty). The server must start, say it is ready and serve the app.
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../helpers/server-process";

const ROOT = resolve(import.meta.dirname, "../../..");
const copy = mkdtempSync(join(tmpdir(), "submittal-prod-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(copy, { recursive: true, force: true });
});

describe("production install", () => {
  it("starts from `npm ci --omit=dev` with the built dist/ and no development dependency", async () => {
    if (!existsSync(join(ROOT, "dist", "main.js"))) throw new Error("run `npm run build` first");
    for (const file of ["package.json", "package-lock.json", "dist"]) {
      cpSync(join(ROOT, file), join(copy, file), { recursive: true });
    }
    // --ignore-scripts: `prepare` builds, which needs the development tools a production install leaves out; the
    // runtime packages need no install scripts (native parts come as prebuilt optional packages or WASM).
    execFileSync("npm", ["ci", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], {
      cwd: copy,
      stdio: "pipe",
    });
    expect(existsSync(join(copy, "node_modules", "fastify"))).toBe(true);
    expect(existsSync(join(copy, "node_modules", "vite"))).toBe(false);
    expect(existsSync(join(copy, "node_modules", "pino-pretty"))).toBe(false);

    server = spawnServer(
      {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
        DATA_DIR: join(copy, "data"),
        // Asked for, but not installed: the server says so and logs JSON instead of failing.
        LOG_FORMAT: "pretty",
      },
      copy,
      join(copy, "dist", "main.js"),
    );
    await server.ready;
    expect(server.output()).toContain("needs the pino-pretty package");
    const url = (
      JSON.parse(
        server
          .output()
          .split("\n")
          .find((l) => l.includes("Server listening")) ?? "{}",
      ) as {
        msg?: string;
      }
    ).msg?.replace("Server listening at ", "");
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    if (existsSync(join(copy, "dist", "web", "index.html"))) {
      expect((await fetch(`${url}/`)).headers.get("content-type")).toMatch(/text\/html/);
    }
  }, 300_000);
});
