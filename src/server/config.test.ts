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

  it("keeps uploads in the local folder unless S3_BUCKET is set, and reads an S3-compatible set-up", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).storage).toEqual({ kind: "local" });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_ENDPOINT: "http://minio.internal:9000/",
        S3_BUCKET: "submittal-uploads",
        S3_ACCESS_KEY_ID: "scanner",
        S3_SECRET_ACCESS_KEY: "secret-key",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "submittal-uploads",
      region: "us-east-1",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "scanner", secretAccessKey: "secret-key" },
    });
    // AWS itself, credentials from the instance role.
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: "uploads.example", S3_REGION: "eu-west-1" }).storage).toEqual({
      kind: "s3",
      bucket: "uploads.example",
      region: "eu-west-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("refuses half an S3 set-up rather than keeping uploads where other machines cannot read them", () => {
    expect(problemsOf({ DATA_DIR: dataDir(), S3_ENDPOINT: "http://127.0.0.1:9000", S3_REGION: "us-east-1" })).toEqual([
      "S3_BUCKET: required when S3_ENDPOINT, S3_REGION are set",
    ]);
    expect(problemsOf({ DATA_DIR: dataDir(), S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "id" })).toEqual([
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's default credentials",
    ]);
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      S3_ENDPOINT: "minio:9000",
      S3_BUCKET: "Uploads_1",
      S3_FORCE_PATH_STYLE: "yes",
      PORT: "http",
    });
    expect(problems.map((p) => p.split(":")[0])).toEqual(
      expect.arrayContaining(["PORT", "S3_ENDPOINT", "S3_BUCKET", "S3_FORCE_PATH_STYLE"]),
    );
  });
});
