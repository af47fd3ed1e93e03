// `submittal-scan --send procore --project ID` as scripts run it: the built command in a child process against the
// fake Procore on loopback, with a token from the environment. A second run finds the items in Procore by number and
// updates them: no duplicate. Missing settings and unmapped types stop it before anything is created.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeProcore, type FakeProcore } from "../../tests/fakes/procore/fake-procore";
import { PROCORE_TEST_MAPPING, procoreTestRegister } from "../../tests/fakes/procore/procore-register";
import { cliEnv, runScanCli } from "../../tests/fixtures/cli/run-scan-cli";

const work = mkdtempSync(join(tmpdir(), "send-cli-"));
const register = join(work, "register.json");
const typeMap = join(work, "types.json");
let fake: FakeProcore;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  fake = await startFakeProcore();
  writeFileSync(register, JSON.stringify({ submittals: procoreTestRegister(10) }));
  writeFileSync(typeMap, JSON.stringify(Object.fromEntries(PROCORE_TEST_MAPPING.map((m) => [m.from, m.to]))));
  env = cliEnv({
    PROCORE_ACCESS_TOKEN: fake.issueAccessToken(),
    PROCORE_COMPANY_ID: String(fake.companyId),
    PROCORE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await fake?.stop();
  rmSync(work, { recursive: true, force: true });
});

const send = (...extra: string[]) =>
  runScanCli(["--send", "procore", "--project", String(fake.projectId), ...extra, register], env);

describe("submittal-scan --send procore", () => {
  it("creates the items and their sections, and a second run updates them without a duplicate", async () => {
    const first = await send("--type-map", typeMap);
    expect(first.stderr).toContain(`Procore project ${fake.projectId}: 10 created, 0 updated, 0 refused`);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toHaveProperty("submittals");
    expect(fake.submittals).toHaveLength(10);
    expect(fake.sections).toHaveLength(5);

    const second = await send("--type-map", typeMap);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain("0 created, 10 updated, 0 refused");
    expect(fake.submittals).toHaveLength(10);
    expect(new Set(fake.submittals.map((s) => s.number)).size).toBe(10);
    expect(`${first.stderr}${second.stderr}`).not.toContain(env.PROCORE_ACCESS_TOKEN);
  });

  it("stops before sending when a type has no match, the token is missing, or the project is not given", async () => {
    const unmapped = await send();
    expect(unmapped.code).toBe(1);
    expect(unmapped.stderr).toContain("not in the company's Submittal Types: Product Data, Shop Drawings");
    expect(unmapped.stderr).toContain("--type-map FILE");

    const noToken = await runScanCli(["--send", "procore", "--project", String(fake.projectId), register], {
      ...env,
      PROCORE_ACCESS_TOKEN: "",
    });
    expect(noToken.code).toBe(1);
    expect(noToken.stderr).toContain("PROCORE_ACCESS_TOKEN");

    const noProject = await runScanCli(["--send", "procore", register], env);
    expect(noProject.code).toBe(2);
    expect(noProject.stderr).toContain("--send procore needs --project ID");
    expect(fake.submittals).toHaveLength(10);
  });
});
