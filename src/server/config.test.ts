import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "submittal-config-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadConfig", () => {
  it("accepts .env.example as it is (blank values mean unset)", () => {
    const example = parseEnv(readFileSync(new URL("../../.env.example", import.meta.url), "utf8"));
    const config = loadConfig({ ...example, DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 5000,
      appUrl: "http://localhost:5000",
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
    expect(statSync(join(dir, "session-secret")).mode & 0o077).toBe(0);
  });

  it("lists every bad value", () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      PORT: "http",
      DATABASE_URL: "mysql://x",
      SUPER_ADMIN_EMAIL: "boss",
      SESSION_SECRET: "short",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(
      expect.arrayContaining(["PORT", "DATABASE_URL", "SUPER_ADMIN_EMAIL", "SESSION_SECRET"]),
    );
  });

  it("requires SESSION_SECRET in production and normalises addresses", () => {
    expect(problemsOf({ NODE_ENV: "production", DATA_DIR: dataDir() })[0]).toMatch(/^SESSION_SECRET/);
    const config = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(32),
      APP_URL: "https://scanner.example.com/",
      SUPER_ADMIN_EMAIL: " Boss@Example.com ",
    });
    expect(config).toMatchObject({
      production: true,
      appUrl: "https://scanner.example.com",
      superAdminEmail: "boss@example.com",
    });
  });
});
