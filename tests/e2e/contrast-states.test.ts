// Contrast in the states a resting page does not show: a primary button under the pointer and the destructive toast
// (its description), in both themes; axe finds no moderate or worse violation in either.
import { beforeAll, describe, expect, it } from "vitest";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { axeViolations, THEMES } from "./helpers/axe";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

beforeAll(async () => {
  user = await app.newUser();
  scanId = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "doors.pdf",
    submittals: [
      {
        division: "08 - Openings",
        section: "08 11 13",
        description: "Door schedule",
        submittalType: "Schedules",
        specifications: "",
        excluded: true,
      },
    ],
  });
});

describe("contrast in hover and toast states", () => {
  for (const theme of THEMES) {
    it(`passes axe with a primary button hovered and the destructive toast shown (${theme})`, async () => {
      const page = await app.signedInPage(user.client, { theme });
      await page.goto(`${app.server.url}/results/${scanId}`);
      await page.getByText("Submittal Requirements").waitFor();
      // Nothing included: Export Selected says so in the destructive toast.
      await page.getByRole("button", { name: "Export Selected", exact: true }).click();
      await page.getByText("Please select at least one submittal to export.", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Export Selected to Excel" }).hover();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }, 60_000);
  }
});
