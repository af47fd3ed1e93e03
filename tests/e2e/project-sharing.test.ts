// Sharing a project in the browser: the project page's Share dialog (invite by e-mail with a role, the members with
// their role, change a role, remove a member) passes axe at 1440 and 375 px in light and dark and fits a phone; and
// an invitee without an account opens the e-mailed link (a real SMTP server on loopback), creates an account there
// and lands in the project; the project page's activity is signed by person and filtered by one.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { projectMembersSchema } from "../../src/contract/project-members";
import { projects, scans } from "../../src/server/db/schema";
import { addMember } from "../../src/server/projects/membership/member-records";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { startSmtpInbox, type SmtpInbox } from "../integration/helpers/smtp-inbox";
import { uniqueEmail } from "../integration/helpers/users";
import { violationsInBothThemes } from "./helpers/axe";
import { VIEWPORTS } from "./helpers/browser";
import { useBrowserApp } from "./helpers/browser-app";
import { elementsPastRightEdge } from "./helpers/layout";
import { screenshot } from "./helpers/screenshot";

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox?.close());
const app = useBrowserApp(() => ({ SMTP_URL: inbox.url, MAIL_FROM: "Scanner <noreply@example.test>" }));

/** An owner's project of one document, shared with an editor; the owner's client and the ids. */
async function sharedProject() {
  const owner = await app.newUser({ firstName: "Ada", lastName: "Okafor" });
  const editor = await app.newUser({ firstName: "Dana", lastName: "Lee" });
  const scanId = await insertCompletedScan(app.server.db, {
    userId: owner.user.id,
    fileName: "Harbor Clinic Project Manual.pdf",
    submittals: [
      {
        division: "08 - Openings",
        section: "08 71 00",
        description: "Door hardware schedule",
        submittalType: "Product Data",
        specifications: "Keyed per the owner's keying meeting.",
      },
    ],
  });
  const [project] = await app.server.db
    .insert(projects)
    .values({ userId: owner.user.id, name: "Harbor Clinic", number: "24-117" })
    .returning({ id: projects.id });
  await app.server.db.update(scans).set({ projectId: project!.id }).where(eq(scans.id, scanId));
  await addMember(app.server.db, project!.id, editor.user.id, "editor");
  return { owner, editor, scanId, projectId: project!.id };
}

async function fitsPhone(page: Page): Promise<{ pastEdge: string[]; scrollWidth: number }> {
  return {
    pastEdge: await elementsPastRightEdge(page),
    scrollWidth: await page.evaluate<number>("document.documentElement.scrollWidth"),
  };
}

describe("sharing a project in the browser", () => {
  for (const [size, viewport] of [
    ["1440 px", VIEWPORTS.desktop],
    ["375 px", VIEWPORTS.mobile],
  ] as const) {
    it(`invites, changes a role and removes a member in the Share dialog, which passes axe (${size})`, async () => {
      const { owner, editor, scanId, projectId } = await sharedProject();
      const page = await app.signedInPage(owner.client, { viewport });
      await page.goto(`${app.server.url}/results/${scanId}`);
      await page.getByText("Submittal Requirements").waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Share" }).click();
      const dialog = page.getByRole("dialog", { name: "Share Harbor Clinic" });
      await dialog.waitFor();
      await dialog.getByText("Dana Lee").waitFor();

      const email = uniqueEmail("superintendent");
      await dialog.getByLabel("Invite by e-mail").fill(email);
      await dialog.getByLabel("Role", { exact: true }).selectOption("viewer");
      await dialog.getByRole("button", { name: "Send Invitation" }).click();
      await dialog.getByRole("button", { name: `Withdraw the invitation to ${email}` }).waitFor();
      const mail = await inbox.waitForMail(email, 20_000, "/invitation/");
      expect(mail.text).toContain("Ada Okafor invited you to work on the submittal log of 24-117 Harbor Clinic");

      const found = await violationsInBothThemes(page, `share dialog ${size}`);
      if (viewport === VIEWPORTS.mobile) expect(await fitsPhone(page)).toEqual({ pastEdge: [], scrollWidth: 375 });
      await screenshot(page, `share-dialog-${viewport.width}`, { fullPage: false });

      await dialog.getByLabel("Role of Dana Lee").selectOption("viewer");
      await expect
        .poll(async () => {
          const members = projectMembersSchema.parse(
            (await owner.client.get(`/api/projects/${projectId}/members`)).body,
          );
          return members.members.find((m) => m.userId === editor.user.id)?.role;
        })
        .toBe("viewer");

      await dialog.getByRole("button", { name: "Remove Dana Lee" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove Dana Lee?" });
      await confirm.waitFor();
      Object.assign(found, await violationsInBothThemes(page, `remove confirmation ${size}`));
      await confirm.getByRole("button", { name: "Remove" }).click();
      await confirm.waitFor({ state: "detached" });
      await dialog.getByText("Dana Lee").waitFor({ state: "detached" });
      expect((await editor.client.get(`/api/projects/${projectId}`)).status).toBe(404);
      expect(found).toEqual({});
      await page.context().close();
    }, 240_000);
  }

  it("shows the project's activity signed by person, filters it, and passes axe (375 px, both themes)", async () => {
    const { owner, editor, scanId, projectId } = await sharedProject();
    const second = await insertCompletedScan(app.server.db, { userId: editor.user.id, fileName: "Bulletin 01.pdf" });
    await app.server.db.update(scans).set({ projectId, documentKind: "bulletin" }).where(eq(scans.id, second));
    const read = await editor.client.get<{ extractedData: { submittals: { description: string }[] } }>(
      `/api/scans/${scanId}`,
    );
    const data = read.body.extractedData;
    data.submittals[0]!.description = "Door hardware schedule, keyed";
    const saved = await editor.client.patch(
      `/api/scans/${scanId}`,
      { extractedData: data },
      { "if-match": read.headers.get("etag")! },
    );
    expect(saved.status).toBe(200);

    const page = await app.signedInPage(owner.client, { viewport: VIEWPORTS.mobile });
    await page.goto(`${app.server.url}/results/${scanId}`);
    const activity = page.getByRole("list", { name: "Project activity" });
    await activity.waitFor({ timeout: 60_000 });
    await activity.getByText(/^Saved Harbor Clinic Project Manual\.pdf: /).waitFor();
    expect(await activity.locator("li").allTextContents()).toEqual([
      expect.stringMatching(/^Saved Harbor Clinic Project Manual\.pdf: .+ — Dana Lee, /),
      expect.stringMatching(/^Added (Bulletin 01|Harbor Clinic Project Manual)\.pdf/),
      expect.stringMatching(/^Added (Bulletin 01|Harbor Clinic Project Manual)\.pdf/),
    ]);
    await page.getByLabel("Person").selectOption({ label: "Dana Lee" });
    await expect.poll(() => activity.locator("li").count()).toBe(2);
    expect((await activity.locator("li").allTextContents()).every((t) => t.includes("— Dana Lee, "))).toBe(true);
    const found = await violationsInBothThemes(page, "project activity");
    expect(await fitsPhone(page)).toEqual({ pastEdge: [], scrollWidth: 375 });
    expect(found).toEqual({});
    await page.context().close();
  }, 240_000);

  it("lets an invitee without an account register through the e-mailed link and land in the project", async () => {
    const { owner, scanId, projectId } = await sharedProject();
    const email = uniqueEmail("newcomer");
    const res = await owner.client.post(`/api/projects/${projectId}/invitations`, { email, role: "editor" });
    expect(res.status).toBe(200);
    const mail = await inbox.waitForMail(email, 20_000, "/invitation/");
    const link = new RegExp(`${app.server.url}/invitation/[A-Za-z0-9_-]+`).exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    const page = await app.newPage({ viewport: VIEWPORTS.mobile });
    await page.goto(link!);
    await page.getByRole("heading", { name: "Project Invitation" }).waitFor({ timeout: 60_000 });
    await page.getByText(`Ada Okafor invited ${email} to 24-117 Harbor Clinic as editor.`).waitFor();
    const found = await violationsInBothThemes(page, "invitation page");
    expect(await fitsPhone(page)).toEqual({ pastEdge: [], scrollWidth: 375 });
    await page.getByLabel("First name").fill("Vic");
    await page.getByLabel("Last name").fill("Moreau");
    await page.getByLabel("Password", { exact: true }).fill("correct horse battery");
    await page.getByLabel("Confirm password").fill("correct horse battery");
    await page.getByRole("button", { name: "Create Account and Join" }).click();
    await page.waitForURL(`${app.server.url}/results/${scanId}`, { timeout: 60_000 });
    await page.getByText("Submittal Requirements").waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: "Share" }).waitFor();
    expect(found).toEqual({});
    await page.context().close();
  }, 240_000);
});
