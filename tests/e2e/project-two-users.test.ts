// Two people editing one project's log at once, in two browsers (Debian chromium, one context each): each sees the
// other in "Also here now", the second one's save never silently overwrites the first's (the register's ETag guard),
// and the merge dialog names who saved the other version.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import type { Submittal } from "../../src/contract/submittal";
import { projects, scans } from "../../src/server/db/schema";
import { addMember } from "../../src/server/projects/membership/member-records";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();
const SAVED = "Submittal data has been updated successfully.";
const item = (description: string): Submittal => ({
  division: "08 - Openings",
  section: "08 71 00",
  description,
  submittalType: "Product Data",
  specifications: "Keyed per the owner's keying meeting.",
});

async function retitle(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: `Edit "${from}"` }).click();
  const editor = page.getByRole("form", { name: /^Edit submittal/ });
  await editor.getByLabel("Description").fill(to);
  await editor.getByRole("button", { name: "Done Editing" }).click();
  await editor.waitFor({ state: "detached" });
}

describe("two members editing one project's log at once", () => {
  it("see each other, and the second save merges with the first, naming who made it", async () => {
    const owner = await app.newUser({ firstName: "Ada", lastName: "Okafor" });
    const editor = await app.newUser({ firstName: "Dana", lastName: "Lee" });
    const scanId = await insertCompletedScan(app.server.db, {
      userId: owner.user.id,
      fileName: "Harbor Clinic Project Manual.pdf",
      submittals: [item("Door hardware schedule"), item("Closer product data")],
    });
    const [project] = await app.server.db
      .insert(projects)
      .values({ userId: owner.user.id, name: "Harbor Clinic" })
      .returning({ id: projects.id });
    await app.server.db.update(scans).set({ projectId: project!.id }).where(eq(scans.id, scanId));
    await addMember(app.server.db, project!.id, editor.user.id, "editor");

    const ada = await app.signedInPage(owner.client);
    const dana = await app.signedInPage(editor.client);
    for (const page of [ada, dana]) {
      await page.goto(`${app.server.url}/results/${scanId}`);
      await page.getByText("Submittal Requirements").waitFor({ timeout: 60_000 });
    }
    await ada.getByRole("status").filter({ hasText: "Also here now: Dana Lee" }).waitFor({ timeout: 30_000 });
    await dana.getByRole("status").filter({ hasText: "Also here now: Ada Okafor" }).waitFor({ timeout: 30_000 });

    // Both retitle the same item; Dana saves first.
    await retitle(dana, "Door hardware schedule", "Hardware schedule, Dana's");
    await retitle(ada, "Door hardware schedule", "Hardware schedule, Ada's");
    await dana.getByRole("button", { name: "Save Changes" }).click();
    await dana.getByText(SAVED, { exact: true }).waitFor();

    await ada.getByRole("button", { name: "Save Changes" }).click();
    const dialog = ada.getByRole("dialog", { name: "Changed in Both Windows" });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog
      .getByText(/the other version was saved by Dana Lee, \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}\./)
      .waitFor();
    await dialog.getByText("Hardware schedule, Dana's").waitFor();
    // Nothing was overwritten while Ada decides.
    const meanwhile = scanDetailSchema.parse((await owner.client.get(`/api/scans/${scanId}`)).body).extractedData!;
    expect(meanwhile.submittals[0]!.description).toBe("Hardware schedule, Dana's");

    await dialog.getByRole("button", { name: "Keep all mine" }).click();
    await dialog.getByRole("button", { name: "Merge and Save" }).click();
    await ada.getByText(SAVED, { exact: true }).waitFor({ timeout: 30_000 });
    const after = scanDetailSchema.parse((await owner.client.get(`/api/scans/${scanId}`)).body).extractedData!;
    expect(after.submittals.map((s) => s.description)).toEqual(["Hardware schedule, Ada's", "Closer product data"]);

    // Dana leaves: Ada no longer sees her.
    await dana.context().close();
    await ada.getByRole("status").filter({ hasText: "Also here now" }).waitFor({ state: "detached", timeout: 30_000 });
    await ada.context().close();
  }, 240_000);
});
