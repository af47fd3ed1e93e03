// Two issues of a book printed from the repository's own section texts, scanned by the engine and compared: each
// kind of change found where it was made, and accepting every change gives a fresh scan of the new issue.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExtractedData, Submittal } from "../../../../src/contract/submittal";
import { registerComparisonSchema } from "../../../../src/contract/register-comparison";
import { scanPdf } from "../../../../src/engine/scan-pdf";
import { extractPages } from "../../../../src/engine/pdf/reading/extract-pages";
import { compareRegisters } from "../../../../src/engine/compare/compare-registers";
import { acceptChanges } from "../../../../src/engine/compare/accept-changes";
import { applyAddendum } from "../../../../src/engine/compare/apply-addendum";
import { parseAddendumInstructions } from "../../../../src/engine/compare/addendum-instructions";
import {
  RADIATION_REVISIONS,
  RAILINGS_REVISION,
  type RadiationRevision,
  writeRadiationProtection,
  writeAddendum,
  writeConformedManual,
  writeFirstIssue,
  writeNextIssue,
  writeProjectManual,
} from "../../../fixtures/specs/revisions";

const work = mkdtempSync(join(tmpdir(), "register-revisions-"));
const file = (name: string) => join(work, name);
const scan = (name: string) => scanPdf(file(name), { threads: 0 });

async function pdfText(name: string): Promise<string> {
  const pages: string[] = [];
  for await (const page of extractPages(file(name), { threads: 0 }))
    pages.push(page.lines.map((l) => l.text).join("\n"));
  return pages.join("\n\n");
}

/** An item without where it sits in its document (the same requirement printed on another page). */
const withoutPlace = ({ page: _page, bbox: _bbox, ...rest }: Submittal) => rest;

let first: ExtractedData;
let next: ExtractedData;

beforeAll(async () => {
  await Promise.all([
    writeFirstIssue(file("first.pdf")),
    writeNextIssue(file("next.pdf")),
    writeProjectManual(file("manual.pdf")),
    writeAddendum(file("addendum-01.pdf")),
    writeConformedManual(file("conformed.pdf")),
  ]);
  [first, next] = [await scan("first.pdf"), await scan("next.pdf")];
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("comparing two issues of a book", () => {
  it("finds the reworded entry, the deleted entry, the renumbered article and the added section", () => {
    const comparison = registerComparisonSchema.parse(compareRegisters(first, next));
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
      ["01 11 00", "added"],
      ["05 52 00", "changed"],
    ]);
    const railings = first.submittals.length;
    expect(comparison.counts).toEqual({ unchanged: railings - 2, changed: 1, added: 1, removed: 1 });
    const changed = comparison.items.find((c) => c.kind === "changed")!;
    expect([changed.old!.ref, changed.new!.ref]).toEqual([
      RAILINGS_REVISION.reworded.old,
      RAILINGS_REVISION.reworded.new,
    ]);
    expect(changed.changedFields).toEqual(["description"]);
    expect(next.submittals[changed.new!.index]!.description).toBe(RAILINGS_REVISION.reworded.description);
    const removed = comparison.items.find((c) => c.kind === "removed")!;
    expect(removed.old!.ref).toBe(RAILINGS_REVISION.deleted.old);
    expect(first.submittals[removed.old!.index]!.description).toBe(RAILINGS_REVISION.deleted.description);
    // Every other railing entry is the same requirement under its renumbered article.
    const unchanged = comparison.items.filter((c) => c.kind === "unchanged");
    expect(
      unchanged.every((c) => c.refChanged && c.old!.ref!.startsWith("1.3:") && c.new!.ref!.startsWith("1.4:")),
    ).toBe(true);
  });

  it("gives a fresh scan of the new issue once every change is accepted, the reviewer's own fields kept", () => {
    const reviewed: ExtractedData = {
      ...first,
      submittals: first.submittals.map((s, i) => (i === first.submittals.length - 1 ? { ...s, excluded: true } : s)),
    };
    const comparison = compareRegisters(reviewed, next);
    const merged = acceptChanges(reviewed, next, comparison);
    const last = next.submittals.length - 1;
    expect(merged.submittals).toEqual(next.submittals.map((s, i) => (i === last ? { ...s, excluded: true } : s)));
    expect(acceptChanges(first, next, compareRegisters(first, next))).toEqual(next);
  });
});

describe("an addendum to a project manual", () => {
  it("deletes and replaces the sections it names; accepting everything gives a scan of the conformed manual", async () => {
    const manual = await scan("manual.pdf");
    const addendum = await scan("addendum-01.pdf");
    const reading = parseAddendumInstructions(await pdfText("addendum-01.pdf"));
    expect(reading.instructions.map((i) => `${i.action} ${i.section}`)).toEqual([
      "delete-section 01 11 00",
      "replace-section 05 52 00",
    ]);
    const { register, comparison } = applyAddendum(manual, {
      register: addendum,
      text: await pdfText("addendum-01.pdf"),
    });
    expect(comparison.warnings).toEqual([]);
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([
      ["01 11 00", "deleted-by-addendum"],
      ["05 52 00", "replaced"],
    ]);
    expect(comparison.counts).toMatchObject({ changed: 1, added: 0, removed: 2 });
    const conformed = await scan("conformed.pdf");
    const accepted = acceptChanges(manual, register, comparison);
    expect(accepted.submittals.map(withoutPlace)).toEqual(conformed.submittals.map(withoutPlace));
  });
});

describe("paragraphs a revised issue renumbers and rewrites (decision 0270)", () => {
  it.each(Object.keys(RADIATION_REVISIONS) as RadiationRevision[])(
    "finds the %s paragraph changed in the scans of the two issues, and the reviewer's work goes with it",
    async (name) => {
      const revision = RADIATION_REVISIONS[name];
      await Promise.all([
        writeRadiationProtection(file("radiation.pdf")),
        writeRadiationProtection(file(`radiation-${name}.pdf`), name),
      ]);
      const [published, next] = [await scan("radiation.pdf"), await scan(`radiation-${name}.pdf`)];
      const comparison = compareRegisters(published, next);
      expect(comparison.counts).toMatchObject({ changed: 1, added: 1, removed: 0 });
      const changed = comparison.items.find((c) => c.kind === "changed")!;
      expect([changed.old!.ref, changed.new!.ref]).toEqual([revision.old, revision.new]);
      expect(next.submittals[changed.new!.index]!.description.startsWith(revision.description)).toBe(true);

      // The reviewer excluded the paragraph's item: accepting every change keeps it excluded under its new text.
      const reviewed: ExtractedData = {
        ...published,
        submittals: published.submittals.map((s, i) => (i === changed.old!.index ? { ...s, excluded: true } : s)),
      };
      const accepted = acceptChanges(reviewed, next, compareRegisters(reviewed, next));
      const excluded = (data: ExtractedData) => data.submittals.filter((s) => s.excluded).map((s) => s.ref);
      expect(excluded(accepted).sort()).toEqual([...excluded(next), revision.new].sort());
    },
  );
});
