// The Super Admin Panel's Projects tab in Debian chromium over the real server: every project with its owner,
// editors and viewers and their roles; a member of the project opening /admin is refused and sees none of it; axe
// finds nothing at 375 and 1440 px in the light and the dark theme, and nothing runs past the screen's edge.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { projects } from "../../src/server/db/schema";
import { registerTeam, shareWithTeam, type Team } from "../integration/helpers/project-team";
import { makeAdmin, type SignedInUser } from "../integration/helpers/users";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS, type PageOptions } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";

const app = useBrowserApp();
let admin: SignedInUser;
let team: Team;
// A long name, so the card's wrapping is looked at on a phone.
const PROJECT = "Riverside Community Health Clinic and Parking Structure Expansion, Phase Two";

beforeAll(async () => {
  admin = await makeAdmin(app.server);
  team = await registerTeam(app.server, 0);
  const [row] = await app.server.db
    .insert(projects)
    .values({ userId: team.owner.user.id, name: PROJECT, number: "2417" })
    .returning({ id: projects.id });
  await shareWithTeam(app.server, team, row!.id);
});

async function projectsTab(options: PageOptions = {}): Promise<Page> {
  const page = await app.signedInPage(admin.client, options);
  await page.goto(`${app.server.url}/admin`);
  await page.getByRole("heading", { name: "Super Admin Panel", level: 1 }).waitFor();
  await page.getByRole("tab", { name: "Projects" }).click();
  await page.getByTestId("admin-project-card").first().waitFor();
  return page;
}

describe("Super Admin Panel, Projects tab", () => {
  it("shows each project's owner, editors and viewers with their roles, not a removed member", async () => {
    const page = await projectsTab();
    const members = page.getByRole("list", { name: `Members of 2417 ${PROJECT}` }).getByRole("listitem");
    await expect.poll(() => members.count()).toBe(3);
    const rows = await members.allInnerTexts();
    expect(rows[0]).toContain("Ada Okafor");
    expect(rows[0]).toContain(team.owner.email);
    expect(rows[0]).toContain("Owner");
    expect(rows[1]).toContain("Dana Lee");
    expect(rows[1]).toContain("Editor");
    expect(rows[2]).toContain("Vic Moreau");
    expect(rows[2]).toContain("Viewer");
    expect(await page.getByRole("tabpanel").innerText()).not.toContain("Rae Quinn");
    await page.context().close();
  });

  it("refuses a member of the project who opens the admin panel", async () => {
    const page = await app.signedInPage(team.owner.client);
    await page.goto(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.getByRole("tab", { name: "Projects" }).count()).toBe(0);
    expect(await page.locator("body").innerText()).not.toContain(PROJECT);
    await page.context().close();
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`passes axe at ${viewport.width} px in both themes and fits the screen (${size})`, async () => {
      const page = await projectsTab({ viewport });
      expect(await violationsInBothThemes(page, `admin, Projects tab, ${viewport.width} px`)).toEqual({});
      expect(await elementsPastRightEdge(page)).toEqual([]);
      await page.context().close();
    });
  }
});
