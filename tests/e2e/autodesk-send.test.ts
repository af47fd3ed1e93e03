// Send to Autodesk Build in the browser, against the fake Autodesk on loopback: Connect Autodesk goes through the
// fake's authorize page and back, hub and project are picked, the log's unmatched type is mapped, the send runs with
// live progress to its outcome (an item whose number the project already holds is listed refused, the number named),
// the card passes axe in both themes at 1440 and 375 px, and Disconnect removes the
// tokens (revoked at Autodesk).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autodeskConnections } from "../../src/server/db/schema";
import { startFakeAutodesk, type FakeAutodesk } from "../fakes/autodesk/fake-autodesk";
import { procoreTestRegister } from "../fakes/procore/procore-register";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { autodeskAppEnv, autodeskCard as card, connectAndMapAutodesk } from "./helpers/autodesk";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { openResults } from "./helpers/export";
import { elementsPastRightEdge } from "./helpers/layout";

let fake: FakeAutodesk;
beforeAll(async () => {
  fake = await startFakeAutodesk();
});
afterAll(async () => fake?.stop());

const app = useBrowserApp(() => autodeskAppEnv(fake));

describe("send to Autodesk Build", () => {
  it(
    "connects through Autodesk's authorize page, maps a type, sends with progress, and disconnects",
    { timeout: 240_000 },
    async () => {
      const user = await app.newUser();
      const scanId = await insertCompletedScan(app.server.db, {
        userId: user.user.id,
        fileName: "clinic.pdf",
        submittals: procoreTestRegister(8),
      });
      const page = await app.signedInPage(user.client, { viewport: VIEWPORTS.desktop });
      await openResults(page, app.server.url, scanId);

      await connectAndMapAutodesk(page, {
        atPicker: async () => expect(await violationsInBothThemes(page, "project picker")).toEqual({}),
        atMapping: async () => expect(await violationsInBothThemes(page, "type mapping")).toEqual({}),
      });

      // Someone already made an item numbered 8 in the project by hand.
      fake.items.push({
        id: randomUUID(),
        projectId: fake.projectId,
        title: "Made by hand",
        description: null,
        typeId: null,
        specId: null,
        stateId: "draft",
        customIdentifier: "8",
        manager: null,
        managerType: null,
        requiredOnJobDate: null,
        leadTime: null,
        requiredDate: null,
        requiredApprovalDate: null,
      });
      const send = card(page).getByRole("button", { name: "Send to Autodesk Build" });
      await expect.poll(() => send.isEnabled(), { timeout: 60_000 }).toBe(true);
      await send.click();
      await card(page).getByText("Send finished. 8 of 8 items").waitFor({ timeout: 60_000 });
      await card(page).getByText("Created: 7").waitFor();
      const refused = card(page).getByRole("heading", { name: "Refused by Autodesk Build" }).locator("xpath=..");
      const lines = await refused.getByRole("listitem").allInnerTexts();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^8 Item 8 of .*: Number 8 is already used in this Autodesk Build project \(Autodesk's next free number is 9\)/,
      );
      expect(fake.items.filter((i) => i.customIdentifier === "8")).toHaveLength(1);
      expect(fake.items).toHaveLength(8);
      expect(await violationsInBothThemes(page, "send finished at 1440 px")).toEqual({});

      await page.setViewportSize(VIEWPORTS.mobile);
      expect(await elementsPastRightEdge(page)).toEqual([]);
      expect(await violationsInBothThemes(page, "send finished at 375 px")).toEqual({});

      await card(page).getByRole("button", { name: "Disconnect Autodesk" }).click();
      await card(page).getByRole("link", { name: "Connect Autodesk" }).waitFor({ timeout: 60_000 });
      const rows = await app.server.db
        .select()
        .from(autodeskConnections)
        .where(eq(autodeskConnections.userId, user.user.id));
      expect(rows).toHaveLength(0);
      expect(fake.revoked).toHaveLength(1);
    },
  );
});
