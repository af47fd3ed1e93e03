// Editing the register like a spreadsheet, in a real browser over a real public-domain spec: add an item to a division,
// delete one and bring it back (toast, Ctrl+Z, Ctrl+Shift+Z), split an item into its listed sub-items, switch on a
// suggested item, see a partly included division as mixed, select a range and set its type, search, filter by type and
// by state, group by spec section, merge two items, then save,
// reload and find it all kept.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scanDetailSchema } from "../../src/contract/scans";
import type { ExtractedData } from "../../src/contract/submittal";
import { specPdf } from "../fixtures/specs/write-spec-pdfs";
import { insertCompletedScan } from "../integration/helpers/completed-scan";
import { scanThroughApi } from "./helpers/scans";
import { useBrowserApp } from "./helpers/browser-app";

const SPEC_PDF = specPdf("metalRailings");
const SUGGESTION_REASON = "Warranty article; not listed under Submittals";

const app = useBrowserApp();

describe("editing the register", () => {
  it("adds, deletes with undo and redo, splits, switches on a suggestion, and keeps it all after a reload", async () => {
    const user = await app.newUser({ credits: 1 });
    const id = await scanThroughApi(user.client, readFileSync(SPEC_PDF), "05_52_00.pdf");
    const stored = async () => scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body).extractedData!;
    const scanned = await stored();
    expect(scanned.submittals.length).toBeGreaterThanOrEqual(3);
    // What the engine will give: an item listing its products, and a suggestion offered excluded.
    const prepared: ExtractedData = {
      ...scanned,
      submittals: scanned.submittals.map((s, i) => {
        if (i === 1) return { ...s, items: ["Stair stringers", "Treads and risers", "Railings"] };
        if (i === 2) return { ...s, suggested: true, suggestionReason: SUGGESTION_REASON, excluded: true };
        return s;
      }),
    };
    expect((await user.client.patch(`/api/scans/${id}`, { extractedData: prepared })).status).toBe(200);
    const [first, listed, suggested] = prepared.submittals;
    const division = first!.division;

    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();

    // A partly included division is "mixed" to assistive technology, not unchecked.
    const selectAll = page.getByRole("checkbox", { name: `Select All in ${suggested!.division}` });
    expect(await selectAll.getAttribute("aria-checked")).toBe("mixed");

    // Suggested: badge and reason shown, switched on with one click.
    await page.getByText(SUGGESTION_REASON).waitFor();
    expect(await page.getByText("Suggested", { exact: true }).count()).toBe(1);
    const suggestion = page.getByRole("switch", { name: `Include "${suggested!.description}" in export` });
    expect(await suggestion.isChecked()).toBe(false);
    await suggestion.click();
    expect(await suggestion.isChecked()).toBe(true);

    // Add an item to a division: its editor opens on the new row.
    await page.getByRole("button", { name: `Add item to ${division}` }).click();
    const editor = page.getByRole("form", { name: /Edit submittal \d+/ });
    await editor.getByLabel("Description").fill("Handrail brackets");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await page.getByText("Handrail brackets", { exact: true }).waitFor();

    // Delete with the toast's Undo, then with the keyboard.
    const deleteFirst = page.getByRole("button", { name: `Delete "${first!.description}"` });
    await deleteFirst.click();
    await page.getByText("Item Deleted", { exact: true }).waitFor();
    expect(await deleteFirst.count()).toBe(0);
    await page.getByRole("button", { name: "Undo", exact: true }).first().click();
    await deleteFirst.waitFor();
    await deleteFirst.click();
    await deleteFirst.waitFor({ state: "detached" });
    await page.keyboard.press("Control+z");
    await deleteFirst.waitFor();
    await page.keyboard.press("Control+Shift+z");
    await deleteFirst.waitFor({ state: "detached" });

    // Split the item that lists three products.
    await page.getByRole("button", { name: `Split "${listed!.description}" into 3 items` }).click();
    // Each split item is titled by its parent's heading and the sub-item ("…: treads and risers").
    for (const part of ["stair stringers", "treads and risers", "railings"]) {
      await page.getByText(new RegExp(`: ${part}$`)).waitFor();
    }

    // Select a range (click, shift-click) and set a type on all of it at once.
    const selectBoxes = page.getByRole("checkbox", { name: /^Select "/ });
    await selectBoxes.nth(0).click();
    await selectBoxes.nth(2).click({ modifiers: ["Shift"] });
    const bulk = page.getByRole("toolbar", { name: "Selected items" });
    await bulk.getByText("3 selected").waitFor();
    await bulk.getByLabel("Set type").selectOption("Mock-ups");
    await expect.poll(() => page.locator('[data-slot="badge"]', { hasText: /^Mock-ups$/ }).count()).toBe(3);
    await bulk.getByRole("button", { name: "Clear selection" }).click();
    await bulk.waitFor({ state: "detached" });

    // Search narrows the cards to the matching items; clearing brings every item back.
    const deleteButtons = page.getByRole("button", { name: /^Delete "/ });
    const before = await deleteButtons.count();
    await page.getByRole("searchbox", { name: "Search submittals" }).fill("treads risers");
    await expect.poll(() => deleteButtons.count()).toBe(1);
    await page.getByText(`1 of ${prepared.submittals.length + 2} submittals match.`).waitFor();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => deleteButtons.count()).toBe(before);
    // Filtering by type leaves the three items just set to Mock-ups; "Suggested only" the one suggestion.
    await page.getByLabel("Type", { exact: true }).selectOption("Mock-ups");
    await expect.poll(() => deleteButtons.count()).toBe(3);
    await page.getByLabel("Type", { exact: true }).selectOption("");
    await page.getByLabel("Show", { exact: true }).selectOption("suggested");
    await expect.poll(() => deleteButtons.count()).toBe(1);
    await page.getByRole("button", { name: `Delete "${suggested!.description}"` }).waitFor();
    await page.getByLabel("Show", { exact: true }).selectOption("all");
    await expect.poll(() => deleteButtons.count()).toBe(before);

    // Grouping by spec section shows one card per section, headed by its number.
    await page.getByRole("button", { name: "By spec section" }).click();
    await page
      .getByRole("checkbox", { name: new RegExp(`^Select All in ${listed!.section.replace(/\s+/g, "\\s+")}`) })
      .first()
      .waitFor();
    expect(await page.getByRole("checkbox", { name: `Select All in ${division}` }).count()).toBe(0);
    await page.getByRole("button", { name: "By division" }).click();
    await page.getByRole("checkbox", { name: `Select All in ${division}` }).waitFor();

    // Merge two selected items into the first of them (two plain ones: not the Mock-ups, the suggestion or the new item).
    const names: string[] = [];
    for (let n = 0; n < (await selectBoxes.count()); n++) {
      names.push(((await selectBoxes.nth(n).getAttribute("aria-label")) ?? "").replace(/^Select "(.*)"$/, "$1"));
    }
    const plain = names
      .map((name, n) => ({ name, n }))
      .filter(({ name, n }) => n >= 3 && name !== suggested!.description && name !== "Handrail brackets");
    const [mergeFirst, mergeSecond] = plain.slice(-2);
    await selectBoxes.nth(mergeFirst!.n).click();
    await selectBoxes.nth(mergeSecond!.n).click();
    await bulk.getByRole("button", { name: "Merge" }).click();
    await page.getByRole("button", { name: `Delete "${mergeFirst!.name}; ${mergeSecond!.name}"` }).waitFor();
    expect(await deleteButtons.count()).toBe(before - 1);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    const saved = await stored();
    const descriptions = saved.submittals.map((s) => s.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        "Handrail brackets",
        expect.stringMatching(/: stair stringers$/),
        expect.stringMatching(/: railings$/),
      ]),
    );
    expect(descriptions).not.toContain(first!.description);
    expect(descriptions).not.toContain(listed!.description);
    expect(descriptions).toContain(`${mergeFirst!.name}; ${mergeSecond!.name}`);
    // One added, one deleted, one split into three, two merged into one.
    expect(saved.submittals.length).toBe(prepared.submittals.length + 1 - 1 + 2 - 1);
    expect(saved.submittals.find((s) => s.description === suggested!.description)?.excluded).toBe(false);
    expect(saved.submittals.filter((s) => s.submittalType === "Mock-ups")).toHaveLength(3);

    await page.reload();
    await page.getByText("Submittal Requirements").waitFor();
    await page.getByText("Handrail brackets", { exact: true }).waitFor();
    await page
      .getByText(/: treads and risers$/)
      .first()
      .waitFor();
    expect(await page.getByRole("button", { name: `Delete "${first!.description}"` }).count()).toBe(0);
    await page.context().close();
  }, 180_000);

  it("adds nothing when a new item's editor is cancelled, typed into or not, and gives focus back to Add item", async () => {
    const user = await app.newUser();
    const scanId = await insertCompletedScan(app.server.db, {
      userId: user.user.id,
      fileName: "ladders.pdf",
      submittals: [
        {
          division: "05 - Metals",
          section: "05 52 00",
          description: "Ladder shop drawings",
          submittalType: "Shop Drawings",
          specifications: "",
        },
      ],
    });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${scanId}`);
    await page.getByText("Submittal Requirements").waitFor();
    const add = page.getByRole("button", { name: "Add item to 05 - Metals" });
    const rows = page.getByRole("button", { name: /^Delete "/ });
    const editor = page.getByRole("form", { name: /Edit submittal \d+/ });
    const focusedLabel = () =>
      page.evaluate<string | null>(`document.activeElement?.getAttribute("aria-label") ?? null`);

    // Straight back out: no item, nothing to save, focus where it was.
    await add.click();
    await editor.waitFor();
    await editor.getByRole("button", { name: "Cancel" }).click();
    await editor.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(1);
    expect(await page.getByText("New submittal").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save Changes" }).count()).toBe(0);
    await expect.poll(focusedLabel).toBe("Add item to 05 - Metals");

    // Typed into, then discarded through 'Discard Changes?': no item either.
    await add.click();
    await editor.getByLabel("Description").fill("Half-typed item");
    await editor.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("alertdialog", { name: "Discard Changes?" }).getByRole("button", { name: "Discard" }).click();
    await editor.waitFor({ state: "detached" });
    expect(await rows.count()).toBe(1);
    expect(await page.getByText("Half-typed item").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save Changes" }).count()).toBe(0);
    await expect.poll(focusedLabel).toBe("Add item to 05 - Metals");

    // Done Editing keeps it; undo takes back the typing, then the item.
    await add.click();
    await editor.getByLabel("Description").fill("Ladder cages");
    await editor.getByRole("button", { name: "Done Editing" }).click();
    await page.getByText("Ladder cages", { exact: true }).waitFor();
    expect(await rows.count()).toBe(2);
    const undo = page.getByRole("button", { name: "Undo", exact: true });
    await undo.click();
    await page.getByText("New submittal", { exact: true }).waitFor();
    await undo.click();
    await expect.poll(() => rows.count()).toBe(1);
    await page.context().close();
  }, 60_000);

  it("sets division and section on a selection, excludes and includes it, and filters by category and state", async () => {
    const user = await app.newUser();
    const item = (description: string, category: "action" | "closeout") => ({
      division: "05 - Metals",
      section: "05 52 00",
      description,
      submittalType: "Product Data",
      specifications: "",
      category,
    });
    const id = await insertCompletedScan(app.server.db, {
      userId: user.user.id,
      fileName: "mixed.pdf",
      submittals: [item("Ladder data", "action"), item("Railing data", "action"), item("Warranty", "closeout")],
    });
    const page = await app.signedInPage(user.client);
    await page.goto(`${app.server.url}/results/${id}`);
    await page.getByText("Submittal Requirements").waitFor();
    const rows = page.getByRole("button", { name: /^Delete "/ });

    // Category filter: the closeout item alone.
    await page.getByLabel("Category", { exact: true }).selectOption("closeout");
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByRole("button", { name: 'Delete "Warranty"' }).waitFor();
    await page.getByLabel("Category", { exact: true }).selectOption("");
    await expect.poll(() => rows.count()).toBe(3);

    // The first two, by click and shift-click: a new division and section, then excluded.
    await page.getByRole("checkbox", { name: 'Select "Ladder data"' }).click();
    await page.getByRole("checkbox", { name: 'Select "Railing data"' }).click({ modifiers: ["Shift"] });
    const bulk = page.getByRole("toolbar", { name: "Selected items" });
    await bulk.getByText("2 selected").waitFor();
    await bulk.getByLabel("Set section").fill("06 10 00");
    await bulk.getByRole("button", { name: "Set section" }).click();
    await bulk.getByLabel("Set division").selectOption("06 - Wood, Plastics, and Composites");
    await page.getByRole("checkbox", { name: "Select All in 06 - Wood, Plastics, and Composites" }).waitFor();
    await bulk.getByRole("button", { name: "Exclude" }).click();
    for (const name of ["Ladder data", "Railing data"]) {
      expect(await page.getByRole("switch", { name: `Include "${name}" in export` }).isChecked()).toBe(false);
    }
    expect(await page.getByRole("switch", { name: 'Include "Warranty" in export' }).isChecked()).toBe(true);
    await page.getByLabel("Show", { exact: true }).selectOption("excluded");
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByLabel("Show", { exact: true }).selectOption("included");
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByLabel("Show", { exact: true }).selectOption("all");
    // Included again all at once; ⌘+Z (as on a Mac) takes that step back.
    const ladderIncluded = () => page.getByRole("switch", { name: 'Include "Ladder data" in export' }).isChecked();
    await bulk.getByRole("button", { name: "Include" }).click();
    await expect.poll(ladderIncluded).toBe(true);
    await page.keyboard.press("Meta+z");
    await expect.poll(ladderIncluded).toBe(false);

    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Submittal data has been updated successfully.", { exact: true }).waitFor();
    const saved = scanDetailSchema.parse((await user.client.get(`/api/scans/${id}`)).body).extractedData!.submittals;
    expect(saved.map((s) => [s.description, s.division, s.section, !!s.excluded])).toEqual([
      ["Ladder data", "06 - Wood, Plastics, and Composites", "06 10 00", true],
      ["Railing data", "06 - Wood, Plastics, and Composites", "06 10 00", true],
      ["Warranty", "05 - Metals", "05 52 00", false],
    ]);
    await page.context().close();
  }, 60_000);
});
