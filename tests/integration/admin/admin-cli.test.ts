// `npm run admin` against the embedded database: make the super-admin, grant credits, list users, and refusal while
// the server runs.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { version as packageVersion } from "../../../package.json";
import { currentUserSchema } from "../../../src/contract/auth";
import { startTestServer, TEST_ADMIN_EMAIL } from "../helpers/test-server";
import { loginAs, registerUser } from "../helpers/users";

const ADMIN_BUNDLE = fileURLToPath(new URL("../../../dist/admin.js", import.meta.url));
const run = promisify(execFile);

async function adminCli(
  dataDir: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  const env = { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, NODE_ENV: "test", ...extraEnv };
  try {
    const { stdout, stderr } = await run(process.execPath, [ADMIN_BUNDLE, ...args], { cwd: dataDir, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ""}${e.stderr ?? ""}` };
  }
}

// Each test starts Node processes that each load PGlite (WASM); generous for a busy 2-core machine.
const PROCESS_TEST_TIMEOUT_MS = 180_000;

describe("admin command line", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "submittal-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "refuses while the server holds the data folder, then grants and lists once it is stopped",
    async () => {
      let server = await startTestServer({ dataDir });
      const { email, password } = await registerUser(server, { firstName: "Cli", lastName: "Person" });

      const refused = await adminCli(dataDir, ["grant-credits", email, "5", "--reason", "Pilot"]);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("stop the server first");
      await server.close();

      const granted = await adminCli(dataDir, ["grant-credits", email.toUpperCase(), "5", "--reason", "Pilot"]);
      expect(granted).toEqual({ code: 0, out: `Granted 5 credit(s) to ${email}; balance is now 5.\n` });

      const listed = await adminCli(dataDir, ["list-users"]);
      expect(listed.code).toBe(0);
      expect(listed.out).toMatch(new RegExp(`${email}\\s+Cli Person\\s+5\\s`));

      server = await startTestServer({ dataDir });
      try {
        const client = await loginAs(server, email, password);
        expect(currentUserSchema.parse((await client.get("/api/auth/user")).body).credits).toBe(5);
      } finally {
        await server.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "make-admin confirms the SUPER_ADMIN_EMAIL account, which then has the admin panel",
    async () => {
      let server = await startTestServer({ dataDir });
      const { client, password } = await registerUser(server, { email: TEST_ADMIN_EMAIL });
      expect(currentUserSchema.parse((await client.get("/api/auth/user")).body).isAdmin).toBe(false);
      await server.close();

      const unset = await adminCli(dataDir, ["make-admin", TEST_ADMIN_EMAIL]);
      expect(unset).toMatchObject({
        code: 1,
        out: expect.stringContaining(`set SUPER_ADMIN_EMAIL=${TEST_ADMIN_EMAIL}`),
      });
      const env = { SUPER_ADMIN_EMAIL: TEST_ADMIN_EMAIL };
      const made = await adminCli(dataDir, ["make-admin", TEST_ADMIN_EMAIL.toUpperCase()], env);
      expect(made).toEqual({ code: 0, out: `${TEST_ADMIN_EMAIL} is verified and is now the super-admin.\n` });

      server = await startTestServer({ dataDir });
      try {
        const admin = await loginAs(server, TEST_ADMIN_EMAIL, password);
        expect(currentUserSchema.parse((await admin.get("/api/auth/user")).body).isAdmin).toBe(true);
        expect((await admin.get("/api/admin/users")).status).toBe(200);
      } finally {
        await server.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "explains its usage on bad input (exit 2), prints help and version, and never a stack trace",
    async () => {
      const bad = await adminCli(dataDir, ["grant-credits", "someone@example.test", "zero", "--reason", "x"]);
      expect(bad.code).toBe(2);
      expect(bad.out).toContain("credits must be a whole number");
      expect(bad.out).toContain("Usage:");
      const unknown = await adminCli(dataDir, ["grant-credits", "nobody@example.test", "1", "--reason", "x"]);
      expect(unknown).toMatchObject({ code: 1, out: expect.stringContaining("No account with the e-mail") });
      const help = await adminCli(dataDir, ["--help"]);
      expect(help).toMatchObject({ code: 0, out: expect.stringContaining("make-admin <email>") });
      const flag = await adminCli(dataDir, ["list-users", "--frobnicate"]);
      expect(flag.code).toBe(2);
      expect(flag.out).toContain("Unknown option '--frobnicate'");
      expect(flag.out).toContain("Usage:");
      expect(flag.out).not.toMatch(/\n\s+at /); // no stack trace
      const version = await adminCli(dataDir, ["--version"]);
      expect(version).toEqual({ code: 0, out: `${packageVersion}\n` });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
