// A batch whose files come from different projects shows each file's project in Project Information (one project
// used to speak for the whole batch); a batch of one project's files shows it once, as for a single file. At 1440 and
// 375 px, in both themes, with axe.
import { beforeAll, describe, expect, it } from "vitest";
import type { Submittal } from "../../src/contract/submittal";
import { batches } from "../../src/server/db/schema";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { applyTheme, axeViolations, THEMES } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

const app = useBrowserApp();
let user: SignedInUser;
let mixed: string;
let single: string;

const item = (description: string): Submittal => ({
  division: "05 - Metals",
  section: "05 50 00",
  description,
  submittalType: "Product Data",
  specifications: "",
});

async function batchOf(files: { fileName: string; projectName?: string; projectNumber?: string }[]) {
  const [batch] = await app.server.db
    .insert(batches)
    .values({ userId: user.user.id, totalFiles: files.length, completedFiles: files.length, status: "completed" })
    .returning({ id: batches.id });
  const ids: string[] = [];
  for (const file of files) {
    ids.push(
      await insertCompletedScan(app.server.db, {
        userId: user.user.id,
        batchId: batch!.id,
        submittals: [item(`Lintels for ${file.fileName}`)],
        ...file,
      }),
    );
  }
  return ids[0]!;
}

beforeAll(async () => {
  user = await app.newUser();
  mixed = await batchOf([
    { fileName: "north-tower-div05.pdf", projectName: "North Tower Offices", projectNumber: "NT-2207" },
    { fileName: "riverside-school-div05.pdf", projectName: "Riverside Primary School", projectNumber: "RS-118" },
    { fileName: "addendum-unnamed.pdf" },
  ]);
  single = await batchOf([
    { fileName: "volume-1.pdf", projectName: "North Tower Offices", projectNumber: "NT-2207" },
    { fileName: "volume-2.pdf", projectName: "North Tower Offices", projectNumber: "NT-2207" },
  ]);
});

describe("Project Information of a batch", () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows each file's project when the files come from several projects (${viewport.width} px)`, async () => {
      const page = await app.signedInPage(user.client, { viewport });
      await page.goto(`${app.server.url}/results/${mixed}`);
      await page.getByText("Submittal Requirements").waitFor();
      const card = page.locator("[data-slot=card]").filter({ hasText: "Project Information" });
      await card.getByText("The files in this log name 2 different projects.").waitFor();
      const rows = card.getByRole("list", { name: "Project of each file" }).getByRole("listitem");
      // In the batch's order: natural file-name order.
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringMatching(
          /addendum-unnamed\.pdf\s+Project Name\s+Not found in this file\s+Project Number\s+Not found in this file/,
        ),
        expect.stringMatching(/north-tower-div05\.pdf\s+Project Name\s+North Tower Offices\s+Project Number\s+NT-2207/),
        expect.stringMatching(
          /riverside-school-div05\.pdf\s+Project Name\s+Riverside Primary School\s+Project Number\s+RS-118/,
        ),
      ]);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      for (const theme of THEMES) {
        await applyTheme(page, theme);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `batch-project-information-${name}-${theme}`, { fullPage: false });
      }

      // One project across the batch: said once, the spec's way.
      await page.goto(`${app.server.url}/results/${single}`);
      await page.getByText("Submittal Requirements").waitFor();
      await card.getByText("North Tower Offices", { exact: true }).waitFor();
      expect(await card.getByText("NT-2207", { exact: true }).count()).toBe(1);
      expect(await card.getByRole("list").count()).toBe(0);
      await page.context().close();
    }, 90_000);
  }
});
