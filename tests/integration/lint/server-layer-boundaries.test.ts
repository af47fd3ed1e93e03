// The server's layers are one-way (decision 0310): lint refuses db/ importing any other server folder, http/ importing
// a feature, a floor importing http/, and the feature imports that once ran both ways (projects -> scans, account ->
// admin, scans/ranges -> scans/job); it lets a feature use http/, db/ and scans/running/. Each probe is linted as if
// it were a file at `filePath`.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The probes are not on disk, so the type-aware rules (which need the file in a TypeScript project) are left out.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked as ESLint.Options["overrideConfig"] });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("server layer boundaries", () => {
  it("refuses db/ importing the HTTP layer or a feature", async () => {
    expect(
      await boundaryErrors(
        "src/server/db/probe.ts",
        'import { AppError } from "../http/app-error";\nexport const probe = AppError;\n',
      ),
    ).toEqual([expect.stringContaining("db/ imports no other server folder")]);
    expect(
      await boundaryErrors(
        "src/server/db/schema/probe.ts",
        'import type { ScanAccess } from "../../projects/membership/scan-access";\nexport type Probe = ScanAccess;\n',
      ),
    ).toEqual([expect.stringContaining("db/ imports no other server folder")]);
  });

  it("refuses http/ importing a feature, and a floor importing http/", async () => {
    expect(
      await boundaryErrors(
        "src/server/http/probe.ts",
        'import { isSuperAdmin } from "../auth/super-admin";\nexport const probe = isSuperAdmin;\n',
      ),
    ).toEqual([expect.stringContaining("http/ imports only")]);
    expect(
      await boundaryErrors(
        "src/server/storage/probe.ts",
        'import { AppError } from "../http/app-error";\nexport const probe = AppError;\n',
      ),
    ).toEqual([expect.stringContaining("the server's other floors")]);
  });

  it("refuses the feature imports that ran both ways", async () => {
    expect(
      await boundaryErrors(
        "src/server/projects/changes/probe.ts",
        'import { toScanDetail } from "../../scans/records/scan-views";\nexport const probe = toScanDetail;\n',
      ),
    ).toEqual([expect.stringContaining("projects/ never imports scans/")]);
    expect(
      await boundaryErrors(
        "src/server/account/probe.ts",
        'import { requireSuperAdmin } from "../admin/require-super-admin";\nexport const probe = requireSuperAdmin;\n',
      ),
    ).toEqual([expect.stringContaining("account/ and auth/ never import admin/")]);
    expect(
      await boundaryErrors(
        "src/server/scans/ranges/probe.ts",
        'import { handleScanJob } from "../job/scan-job-handler";\nexport const probe = handleScanJob;\n',
      ),
    ).toEqual([expect.stringContaining("scans/ranges/ never imports scans/job/")]);
  });

  it("lets a feature use http/, db/ and what the scan job kinds share, and http/ use db/", async () => {
    expect(
      await boundaryErrors(
        "src/server/scans/ranges/probe.ts",
        'import { startLease } from "../running/scan-lease";\nimport { AppError } from "../../http/app-error";\nimport { scans } from "../../db/schema";\nexport const probe = [startLease, AppError, scans];\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "src/server/http/probe.ts",
        'import { InvalidCursorError } from "../db/keyset-cursor";\nimport { StoreUnavailableError } from "../storage/file-store";\nexport const probe = [InvalidCursorError, StoreUnavailableError];\n',
      ),
    ).toEqual([]);
  });
});
