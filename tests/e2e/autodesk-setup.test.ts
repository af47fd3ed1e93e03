// With no Autodesk client id on the server, a log's Send to Autodesk Build card says how to set it up: the Connect
// button is there, disabled, described by the set-up text; nothing else of the card shows. Checked by axe in both
// themes at 375 and 1440 px.
import { describe, expect, it } from "vitest";
import { AUTODESK_SETUP_TEXT } from "../../src/contract/autodesk";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { metalsItem, openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";

const app = useBrowserApp();

describe("send to Autodesk Build without a client id", () => {
  it("says how to set it up", { timeout: 240_000 }, async () => {
    const user = await app.newUser();
    const scanId = await insertCompletedScan(app.server.db, {
      userId: user.user.id,
      fileName: "tower.pdf",
      submittals: [metalsItem("Anchor bolts")],
    });
    const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.mobile });
    await openResults(page, app.server.url, scanId);
    const card = page.getByRole("region", { name: "Send to Autodesk Build" });
    const connect = card.getByRole("button", { name: "Connect Autodesk" });
    await connect.waitFor({ timeout: 60_000 });
    expect(await connect.isDisabled()).toBe(true);
    expect(await connect.getAttribute("aria-describedby")).toBe("autodesk-setup");
    expect(await card.locator("#autodesk-setup").textContent()).toBe(AUTODESK_SETUP_TEXT);
    expect(await card.getByRole("link", { name: "Connect Autodesk" }).count()).toBe(0);
    expect(await elementsPastRightEdge(page)).toEqual([]);
    expect(await violationsInBothThemes(page, "not set up at 375 px")).toEqual({});
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await violationsInBothThemes(page, "not set up at 1440 px")).toEqual({});
  });
});
