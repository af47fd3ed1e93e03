// The command's OCR settings: a crafted noisy page is cut short at the page's OCR budget with either engine, and the
// warning says so on stderr; a wrong setting stops the command before any page is read.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEnv, runScanCli } from "../../tests/fixtures/cli/run-scan-cli";
import { writeSpeckledPage } from "../../tests/fixtures/pdf/write-speckled-page";
import { OCR_ENGINES } from "../../tests/test-environment";

const work = mkdtempSync(join(tmpdir(), "cli-ocr-budget-"));
const noisy = join(work, "speckled.pdf");
beforeAll(() => writeSpeckledPage(noisy));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.each(OCR_ENGINES)("submittal-scan on a page of speckle with $name", ({ settings, skip }) => {
  it.skipIf(skip)("cuts the page's OCR short at its budget and warns on stderr", { timeout: 240_000 }, async () => {
    const env = cliEnv({ OCR_ENGINE: settings.engine, OCR_PAGE_CPU_SECONDS: "1.5" });
    const run = await runScanCli(["--json", noisy], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("Page 1: text recognition (OCR) was cut short");
    expect(JSON.parse(run.stdout).warnings).toContainEqual(expect.stringContaining("was cut short"));
  });
});

describe("submittal-scan's OCR settings", () => {
  it("stops with the reason when one is wrong", { timeout: 60_000 }, async () => {
    const run = await runScanCli([noisy], cliEnv({ OCR_PAGE_CPU_SECONDS: "0" }));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Invalid OCR configuration: OCR_PAGE_CPU_SECONDS: /);
    expect(run.stdout).toBe("");
  });
});
