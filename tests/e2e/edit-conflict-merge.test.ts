// Two windows of one user on one log in a real browser: the window whose version went stale is told before it saves,
// merges its unsaved edits onto the latest version (items changed on one side silently, an item changed on both
// offered side by side) and saves; every edit of both windows ends up in the stored register, and undo still works.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { scanDetailSchema } from "../../src/contract/scans";
import type { HttpClient } from "../integration/helpers/http-client";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("metalRailings");
const SAVED = "Submittal data has been updated successfully.";

const app = useBrowserApp();

const stored = async (client: HttpClient, id: string) =>
  scanDetailSchema.parse((await client.get(`/api/scans/${id}`)).body).extractedData!;

async function twoWindows() {
  const user = await app.newUser({ credits: 1 });
  const id = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "05_52_00.pdf");
  const items = (await stored(user.client, id)).submittals;
  expect(items.length).toBeGreaterThanOrEqual(3);
  const windowA = await app.signedInPage(user.client);
  const windowB = await windowA.context().newPage();
  for (const page of [windowA, windowB]) {
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
  }
  return { client: user.client, id, items, windowA, windowB };
}

async function retitle(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole("button", { name: `Edit "${from}"` }).click();
  const editor = page.getByRole("form", { name: /^Edit submittal/ });
  await editor.getByLabel("Description").fill(to);
  await editor.getByRole("button", { name: "Done Editing" }).click();
  await editor.waitFor({ state: "detached" });
}

const includeSwitch = (page: Page, description: string) =>
  page.getByRole("switch", { name: `Include "${description}" in export` });
const staleNotice = (page: Page) => page.getByRole("status").filter({ hasText: "Changed in another window" });

describe("an edit conflict between two windows", () => {
  it("tells the second window at once, merges its edits onto the first window's save and keeps undo", async () => {
    const { client, id, items, windowA, windowB } = await twoWindows();
    const [first, second, third] = items as [(typeof items)[0], (typeof items)[0], (typeof items)[0]];

    await retitle(windowB, second.description, "Typed in window B");
    await includeSwitch(windowB, third.description).click();

    await retitle(windowA, first.description, "Typed in window A");
    await windowA.getByRole("button", { name: "Save Changes" }).click();
    await windowA.getByText(SAVED, { exact: true }).waitFor();

    // Told before any save is tried, without blocking: the edits are still there and still editable.
    await staleNotice(windowB).waitFor();
    expect(await includeSwitch(windowB, third.description).isChecked()).toBe(false);
    await windowB.getByRole("button", { name: "Merge Now" }).click();
    await windowB.getByText("Changes Merged", { exact: true }).waitFor();
    await staleNotice(windowB).waitFor({ state: "detached" });
    await windowB.getByRole("button", { name: 'Edit "Typed in window A"' }).waitFor();
    await windowB.getByRole("button", { name: 'Edit "Typed in window B"' }).waitFor();

    // Undo takes back window B's last edit (not the merge), over window A's version; redo puts it back.
    await windowB.getByRole("button", { name: "Undo" }).click();
    expect(await includeSwitch(windowB, third.description).isChecked()).toBe(true);
    await windowB.getByRole("button", { name: 'Edit "Typed in window A"' }).waitFor();
    await windowB.getByRole("button", { name: "Redo" }).click();
    expect(await includeSwitch(windowB, third.description).isChecked()).toBe(false);

    await windowB.getByRole("button", { name: "Save Changes" }).click();
    await windowB.getByText(SAVED, { exact: true }).waitFor();
    const after = await stored(client, id);
    expect(after.submittals.map((s) => s.description).slice(0, 3)).toEqual([
      "Typed in window A",
      "Typed in window B",
      third.description,
    ]);
    expect(after.submittals[2]!.excluded).toBe(true);
    expect(after.submittals).toHaveLength(items.length);

    // The saving window holds the tag of what it saved: checking again tells it nothing.
    const checked = windowB.waitForResponse((r) => r.request().method() === "HEAD" && r.url().includes(id));
    await windowB.evaluate('window.dispatchEvent(new Event("focus"))');
    expect((await checked).status()).toBe(200);
    await windowB.evaluate("new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))");
    expect(await staleNotice(windowB).count()).toBe(0);
    // Window A, without unsaved changes, is told too and shows the latest version.
    await staleNotice(windowA).waitFor();
    await windowA.getByRole("button", { name: "Show Latest Version" }).click();
    await windowA.getByRole("button", { name: 'Edit "Typed in window B"' }).waitFor();
    await windowA.context().close();
  }, 240_000);

  it("offers an item changed on both sides side by side at save, and saves the merge with the choice", async () => {
    const { client, id, items, windowA, windowB } = await twoWindows();
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];

    await retitle(windowB, first.description, "Window B's title");
    // Saved from elsewhere (another device): the same item retitled, and another item excluded.
    const latest = await client.get(`/api/scans/${id}`);
    const theirs = scanDetailSchema.parse(latest.body).extractedData!;
    theirs.submittals[0] = { ...theirs.submittals[0]!, description: "The other device's title" };
    theirs.submittals[1] = { ...theirs.submittals[1]!, excluded: true };
    const put = await client.patch(
      `/api/scans/${id}`,
      { extractedData: theirs },
      {
        "If-Match": latest.headers.get("etag")!,
      },
    );
    expect(put.status).toBe(200);

    // Coming back to the window checks the latest version.
    await windowB.evaluate('window.dispatchEvent(new Event("focus"))');
    await staleNotice(windowB).waitFor();

    // Saving anyway: the save is refused (412), the edits are merged, and the item changed on both sides is shown.
    await windowB.getByRole("button", { name: "Save Changes" }).click();
    const dialog = windowB.getByRole("dialog", { name: "Changed in Both Windows" });
    await dialog.waitFor();
    const theirOption = dialog.getByRole("radio", { name: /Saved in the other window/ });
    const myOption = dialog.getByRole("radio", { name: /Your version/ });
    await dialog.getByText("The other device's title").waitFor();
    await dialog.getByText("Window B's title").waitFor();
    expect(await theirOption.isChecked()).toBe(false);
    const mergeAndSave = dialog.getByRole("button", { name: "Merge and Save" });
    expect(await mergeAndSave.isDisabled()).toBe(true);
    await myOption.check();
    await mergeAndSave.click();
    await windowB.getByText(SAVED, { exact: true }).waitFor();

    const after = await stored(client, id);
    expect(after.submittals[0]!.description).toBe("Window B's title");
    expect(after.submittals[1]!.description).toBe(second.description);
    expect(after.submittals[1]!.excluded).toBe(true);
    expect(after.submittals).toHaveLength(items.length);
    await windowA.context().close();
  }, 240_000);
});
