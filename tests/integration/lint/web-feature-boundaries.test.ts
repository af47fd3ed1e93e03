// The web app's features are one-way (decision 0306): lint refuses a feature importing another feature (by a relative
// path or the app's `@/` path) and shared/ importing a feature, and lets a feature use its own files and shared/ and a
// page in app/pages/ compose several features. Each probe is linted as if it were a file at `filePath`.
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

// The probes are not on disk, so the type-aware rules (which need the file in a TypeScript project) are left out.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked as ESLint.Options["overrideConfig"] });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("web feature boundaries", () => {
  it("refuses a feature importing another feature by a relative path", async () => {
    const errors = await boundaryErrors(
      "src/web/features/autodesk/probe.ts",
      'import { useProcoreChoices } from "../procore/use-procore";\nexport const probe = useProcoreChoices;\n',
    );
    expect(errors).toEqual([expect.stringContaining("a feature never imports another feature")]);
  });

  it("refuses a feature importing another feature by the app's @/ path", async () => {
    const errors = await boundaryErrors(
      "src/web/features/results/loading/probe.ts",
      'import { ProjectNotes } from "@/features/projects/project-notes";\nexport const probe = ProjectNotes;\n',
    );
    expect(errors).toEqual([expect.stringContaining("a feature never imports another feature")]);
  });

  it("refuses shared/ importing a feature", async () => {
    const errors = await boundaryErrors(
      "src/web/shared/scans/probe.ts",
      'import { ScanPage } from "@/features/scan/scan-page";\nexport const probe = ScanPage;\n',
    );
    expect(errors).toEqual([expect.stringContaining("never import features/ or app/")]);
  });

  it("lets a feature use its own files and shared/, and a page compose features", async () => {
    expect(
      await boundaryErrors(
        "src/web/features/autodesk/probe.ts",
        'import { useAutodeskChoices } from "./use-autodesk";\nimport { selectClasses } from "@/shared/send/select-classes";\nexport const probe = [useAutodeskChoices, selectClasses];\n',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        "src/web/app/pages/probe.ts",
        'import { ProcoreSendCard } from "@/features/procore/procore-send-card";\nimport { AutodeskSendCard } from "../../features/autodesk/autodesk-send-card";\nexport const probe = [ProcoreSendCard, AutodeskSendCard];\n',
      ),
    ).toEqual([]);
  });
});
