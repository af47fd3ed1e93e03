// The source's own label on the review screen: an item whose register type is a vocabulary entry shows the words the
// specification used for it ("Wind Uplift Resistance Submittal") beside its type; a register stored before labels
// existed, with the source's words as its type, still opens, edits and saves as it is.
import { beforeAll, describe, expect, it } from "vitest";
import { scanDetailSchema } from "../../src/contract/scans";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { makeAdmin, type SignedInUser } from "../integration/helpers/users";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();
let admin: SignedInUser;
let scanId: string;

beforeAll(async () => {
  admin = await makeAdmin(app.server);
  scanId = await insertCompletedScan(app.server.db, {
    userId: admin.user.id,
    fileName: "roofing.pdf",
    submittals: [
      {
        division: "07 - Thermal and Moisture Protection",
        section: "07 54 19",
        description: "Wind Uplift Resistance Submittal: For the roofing system",
        submittalType: "Test Reports",
        label: "Wind Uplift Resistance Submittal",
        specifications: "",
      },
      {
        division: "07 - Thermal and Moisture Protection",
        section: "07 54 19",
        description: "Product Data: For each roofing product",
        submittalType: "Product Data",
        specifications: "",
      },
      // Stored by an earlier version: the source's words as the type, no label.
      {
        division: "07 - Thermal and Moisture Protection",
        section: "07 54 19",
        description: "Batch tickets for each delivery",
        submittalType: "Batch Tickets",
        specifications: "",
      },
    ],
  });
});

describe("the source's label on the review screen", () => {
  it("shows the label beside the type, and keeps an older register's own type through an edit and save", async () => {
    const page = await app.signedInPage(admin.client);
    await page.goto(`${app.server.url}/results/${scanId}`);
    await page.getByText("Submittal Requirements").waitFor();

    const labelled = page.locator("[data-excluded]", { hasText: "Wind Uplift Resistance Submittal: For the roofing" });
    await labelled.getByText("In the specification: “Wind Uplift Resistance Submittal”").waitFor();
    expect(await labelled.getByText("Test Reports", { exact: true }).count()).toBe(1);
    // An item without a label shows none.
    const plain = page.locator("[data-excluded]", { hasText: "Product Data: For each roofing product" });
    expect(await plain.getByText(/In the specification/).count()).toBe(0);

    // The older item keeps its type; the user edits its description and saves, and the type stays as it was.
    const older = page.locator("[data-excluded]", { hasText: "Batch tickets for each delivery" });
    expect(await older.getByText("Batch Tickets", { exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: 'Edit "Batch tickets for each delivery"' }).click();
    const editor = page.getByRole("form", { name: "Edit submittal 3" });
    expect(await editor.getByLabel("Submittal Type").inputValue()).toBe("Batch Tickets");
    await editor.getByLabel(/^Description/).fill("Batch tickets for each concrete delivery");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();

    const stored = scanDetailSchema.parse((await admin.client.get(`/api/scans/${scanId}`)).body).extractedData!;
    expect(stored.submittals.map((s) => [s.submittalType, s.label])).toEqual([
      ["Test Reports", "Wind Uplift Resistance Submittal"],
      ["Product Data", undefined],
      ["Batch Tickets", undefined],
    ]);
    expect(stored.submittals[2]!.description).toBe("Batch tickets for each concrete delivery");
    await page.context().close();
  }, 120_000);
});
