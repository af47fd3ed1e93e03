// Two windows on one log in a real browser: the second save over a version it never saw does not overwrite the first
// (its edits are merged onto it, see edit-conflict-merge.test.ts), and the first save shows in the page's edit history.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanDetailSchema } from "../../src/contract/scans";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("metalRailings");

const app = useBrowserApp();

describe("saving from two windows", () => {
  it("keeps the first save under the stale window's, and lists it in the history", async () => {
    const user = await app.newUser({ credits: 1, firstName: "Ada", lastName: "Okafor" });
    const id = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "05_52_00.pdf");
    const stored = async () => scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body).extractedData!;
    const [first, second] = (await stored()).submittals;

    const windowA = await app.signedInPage(user.client);
    const windowB = await windowA.context().newPage();
    for (const page of [windowA, windowB]) {
      await page.goto(`${app.server.url}/results/${id}`);
      await page.getByText("Submittal Requirements").waitFor();
    }
    await windowA.getByText("No changes saved yet.").waitFor();

    await windowA.getByRole("switch", { name: `Include "${first!.description}" in export` }).click();
    await windowA.getByRole("button", { name: "Save Changes" }).click();
    await windowA.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    expect((await stored()).submittals[0]!.excluded).toBe(true);
    const history = windowA.getByRole("list", { name: "Saved changes, newest first" });
    await history.getByText("1 excluded").waitFor();
    await history.getByText(/by Ada Okafor/).waitFor();

    await windowB.getByRole("switch", { name: `Include "${second!.description}" in export` }).click();
    await windowB.getByRole("button", { name: "Save Changes" }).click();
    await windowB.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    const afterB = await stored();
    expect(afterB.submittals[0]!.excluded).toBe(true);
    expect(afterB.submittals[1]!.excluded).toBe(true);
    await windowA.context().close();
  }, 180_000);
});
