// Closing the export dialog (Esc or Cancel) gives focus back to the Export button that opened it, at the top of the
// log or at the bottom, so a keyboard user carries on where they were.
import { beforeAll, describe, expect, it } from "vitest";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import type { SignedInUser } from "../integration/helpers/users";
import { useBrowserApp } from "./helpers/browser-app";

const app = useBrowserApp();
let user: SignedInUser;
let scanId: string;

beforeAll(async () => {
  user = await app.newUser();
  scanId = await insertCompletedScan(app.server.db, {
    userId: user.user.id,
    fileName: "rails.pdf",
    submittals: [
      {
        division: "05 - Metals",
        section: "05 52 13",
        description: "Railings",
        submittalType: "Shop Drawings",
        specifications: "",
      },
    ],
  });
});

const focusedText = `(document.activeElement?.textContent ?? "").trim()`;

describe("closing the export dialog", () => {
  it("gives focus back to the button that opened it", async () => {
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${scanId}`);
    await page.getByText("Submittal Requirements").waitFor();
    const dialog = page.getByRole("dialog", { name: "Export Selected" });
    for (const name of ["Export Selected", "Export Selected to Excel"]) {
      await page.getByRole("button", { name, exact: true }).focus();
      await page.keyboard.press("Enter");
      await dialog.getByLabel("Format").waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate<string>(focusedText)).toBe(name);
    }
    await page.getByRole("button", { name: "Export Selected to Excel", exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate<string>(focusedText)).toBe("Export Selected to Excel");
    await page.context().close();
  }, 60_000);
});
