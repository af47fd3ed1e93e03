import { describe, expect, it } from "vitest";
import { registerComparisonSchema } from "../../contract/register-comparison";
import type { ExtractedData, Submittal } from "../../contract/submittal";
import { acceptChanges } from "./accept-changes";
import { compareRegisters } from "./compare-registers";
import { SPEC_SECTIONS } from "../../../tests/fixtures/specs/spec-texts";
import {
  RADIATION_REVISIONS,
  radiationProtectionText,
  type RadiationRevision,
} from "../../../tests/fixtures/specs/revisions";

function item(section: string, ref: string, text: string, extra: Partial<Submittal> = {}): Submittal {
  return {
    division: section.startsWith("09") ? "09 - Finishes" : "08 - Openings",
    section,
    description: text.replace(/\.$/, ""),
    submittalType: "Product Data",
    specifications: text,
    ref,
    sectionTitle: section.startsWith("09") ? "INTERIOR PAINTING" : "DOOR HARDWARE",
    ...extra,
  };
}

const register = (submittals: Submittal[]): ExtractedData => ({ submittals });

const PAINT = [
  item("09 91 23", "1.3.A", "Product Data: For each type of product, including VOC content."),
  item("09 91 23", "1.3.B", "Samples for Verification: For each type of paint system and color."),
  item("09 91 23", "1.3.C", "Product List: Cross-reference to paint system and locations of application areas."),
  item("09 91 23", "1.4.A", "Qualification Data: For Applicator."),
];
const HARDWARE = [
  item("08 71 00", "1.2.A", "Product Data: Include construction and installation details for each hardware item."),
  item("08 71 00", "1.2.B", "Door Hardware Schedule: Organized into door hardware sets."),
];

describe("compareRegisters", () => {
  it("finds nothing changed between a register and a copy laid out differently", () => {
    const relaid = PAINT.map((s) => ({ ...s, specifications: s.specifications.replace(/ /g, "\n  "), page: 7 }));
    const comparison = compareRegisters(register(PAINT), register(relaid));
    expect(registerComparisonSchema.parse(comparison)).toEqual(comparison);
    expect(comparison.counts).toEqual({ unchanged: 4, changed: 0, added: 0, removed: 0 });
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([["09 91 23", "unchanged"]]);
    expect(comparison.items.map((c) => [c.old?.index, c.new?.index, c.refChanged])).toEqual([
      [0, 0, false],
      [1, 1, false],
      [2, 2, false],
      [3, 3, false],
    ]);
  });

  it("marks a revised paragraph changed, names the fields and the words that differ", () => {
    const revised = [...PAINT];
    revised[1] = item("09 91 23", "1.3.B", "Samples for Verification: For each type of paint system and sheen.");
    const comparison = compareRegisters(register(PAINT), register(revised));
    const change = comparison.items[1]!;
    expect(change.kind).toBe("changed");
    expect(change.changedFields).toEqual(["description", "specifications"]);
    const oldText = PAINT[1]!.specifications;
    const newText = revised[1]!.specifications;
    expect(change.textDiff!.old.map((s) => oldText.slice(s.start, s.end))).toEqual(["color"]);
    expect(change.textDiff!.new.map((s) => newText.slice(s.start, s.end))).toEqual(["sheen"]);
    expect(comparison.sections[0]!.kind).toBe("changed");
    expect(comparison.counts).toEqual({ unchanged: 3, changed: 1, added: 0, removed: 0 });
  });

  it("follows a renumbered paragraph: a deleted paragraph is removed and the next one keeps its text under a new ref", () => {
    const renumbered = [
      PAINT[0]!,
      { ...PAINT[2]!, ref: "1.3.B" }, // 1.3.B deleted, 1.3.C moved up
      PAINT[3]!,
    ];
    const comparison = compareRegisters(register(PAINT), register(renumbered));
    expect(comparison.items.map((c) => [c.kind, c.old?.ref, c.new?.ref, c.refChanged])).toEqual([
      ["unchanged", "1.3.A", "1.3.A", false],
      ["removed", "1.3.B", undefined, false],
      ["unchanged", "1.3.C", "1.3.B", true],
      ["unchanged", "1.4.A", "1.4.A", false],
    ]);
  });

  it("pairs a renumbered paragraph whose words also changed a little, and not a rewritten one under the same ref", () => {
    const next = [
      PAINT[0]!,
      item("09 91 23", "1.3.B", "Warranty: Submit the manufacturer's standard form, signed and dated."),
      item("09 91 23", "1.3.C", "Samples for Verification: For each type of paint system, color and gloss."),
      PAINT[3]!,
    ];
    const comparison = compareRegisters(register(PAINT), register(next));
    expect(comparison.items.map((c) => [c.kind, c.old?.ref, c.new?.ref])).toEqual([
      ["unchanged", "1.3.A", "1.3.A"],
      ["added", undefined, "1.3.B"],
      ["changed", "1.3.B", "1.3.C"],
      ["removed", "1.3.C", undefined],
      ["unchanged", "1.4.A", "1.4.A"],
    ]);
  });

  it("reports sections only one register has as added or removed, in book order", () => {
    const comparison = compareRegisters(register(PAINT), register([...HARDWARE, ...PAINT.slice(0, 3)]));
    expect(comparison.sections.map((s) => [s.section, s.kind, s.counts])).toEqual([
      ["08 71 00", "added", { unchanged: 0, changed: 0, added: 2, removed: 0 }],
      ["09 91 23", "changed", { unchanged: 3, changed: 0, added: 0, removed: 1 }],
    ]);
    expect(comparison.sectionCounts).toMatchObject({ added: 1, changed: 1, removed: 0, unchanged: 0 });
    const gone = compareRegisters(register([...HARDWARE, ...PAINT]), register(PAINT));
    expect(gone.sections.map((s) => [s.section, s.kind])).toEqual([
      ["08 71 00", "removed"],
      ["09 91 23", "unchanged"],
    ]);
    expect(gone.items.filter((c) => c.kind === "removed").map((c) => c.old!.index)).toEqual([0, 1]);
  });

  it("treats one section number spelt two ways as one section", () => {
    const spelt = PAINT.map((s) => ({ ...s, section: "099123" }));
    const comparison = compareRegisters(register(PAINT), register(spelt));
    expect(comparison.sections.map((s) => [s.section, s.kind])).toEqual([["099123", "unchanged"]]);
  });

  it("ignores the reviewer's own fields and reports a changed type or category", () => {
    const edited = PAINT.map((s) => ({ ...s, excluded: true, leadTime: 10, location: "Level 2" }));
    edited[3] = { ...edited[3]!, submittalType: "Qualification Data", category: "informational" };
    const comparison = compareRegisters(register(PAINT), register(edited));
    expect(comparison.items.map((c) => c.changedFields)).toEqual([[], [], [], ["submittalType", "category"]]);
  });

  it("gives the same answer for the same registers every time", () => {
    const next = [...HARDWARE, PAINT[2]!, PAINT[0]!, { ...PAINT[1]!, ref: "1.3.C" }];
    const a = compareRegisters(register([...PAINT, ...HARDWARE]), register(next));
    const b = compareRegisters(register([...PAINT, ...HARDWARE]), register(next));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.counts).toEqual({ unchanged: 5, changed: 0, added: 0, removed: 1 });
  });
});

describe("acceptChanges", () => {
  const next = [
    item("08 71 00", "1.2.A", "Product Data: Include installation details for each hardware item."),
    PAINT[0]!,
    { ...PAINT[2]!, ref: "1.3.B", page: 9 },
    item("09 91 23", "1.4.A", "Qualification Data: For Applicator and Installer."),
  ];
  const reviewed = PAINT.map((s, i) => ({
    ...s,
    ...(i === 0 && { excluded: true }),
    ...(i === 2 && { leadTime: 14 }),
  }));

  it("gives the new register when every change is accepted, keeping the reviewer's own fields", () => {
    const comparison = compareRegisters(register(reviewed), register(next));
    const merged = acceptChanges(register(reviewed), register(next), comparison);
    expect(merged.submittals).toEqual([next[0], { ...next[1], excluded: true }, { ...next[2], leadTime: 14 }, next[3]]);
  });

  it("keeps the old items of changes not accepted", () => {
    const comparison = compareRegisters(register(reviewed), register(next));
    const merged = acceptChanges(register(reviewed), register(next), comparison, (c) => c.kind === "added");
    expect(merged.submittals.map((s) => `${s.section} ${s.ref} ${s.specifications.slice(0, 24)}`)).toEqual([
      "08 71 00 1.2.A Product Data: Include in",
      "09 91 23 1.3.A Product Data: For each t",
      "09 91 23 1.3.B Samples for Verification",
      "09 91 23 1.3.B Product List: Cross-refe",
      "09 91 23 1.4.A Qualification Data: For ",
    ]);
  });
});

describe("compareRegisters on paragraphs rewritten by a revised issue (decision 0270)", () => {
  /** The SUBMITTALS article's paragraphs as items: ref "<article>.<letter>", text with its listed details. */
  function submittalsOf(text: string): ExtractedData {
    const article = /^(\d+\.\d+) SUBMITTALS$/m.exec(text)!;
    const body = text.slice(article.index).split(/\n\d+\.\d+ /)[0]!;
    const paragraphs = body.split(/\n(?= {2}[A-Z]\. )/).slice(1);
    return register(
      paragraphs.map((p) => {
        const [, letter, rest] = /^ {2}([A-Z])\. ([\s\S]*)$/.exec(p.trimEnd())!;
        const specifications = rest!.replace(/\n {4}/g, "\n");
        const description = specifications.split(/[:\n.]/)[0]!.trim();
        return item(SPEC_SECTIONS.vaRadiationProtection.number, `${article[1]}.${letter}`, specifications, {
          description,
        });
      }),
    );
  }
  const published = submittalsOf(radiationProtectionText());

  it.each(Object.keys(RADIATION_REVISIONS) as RadiationRevision[])(
    "finds the %s paragraph changed, not removed and added, and only the inserted paragraph added",
    (name) => {
      const revision = RADIATION_REVISIONS[name];
      const next = submittalsOf(revision.edit(radiationProtectionText()));
      const comparison = compareRegisters(published, next);
      const notSame = comparison.items.filter((c) => c.kind !== "unchanged");
      expect(notSame.map((c) => [c.kind, c.old?.ref, c.new?.ref])).toEqual(
        expect.arrayContaining([["changed", revision.old, revision.new]]),
      );
      expect(comparison.counts).toMatchObject({ changed: 1, added: 1, removed: 0 });
      const changed = notSame.find((c) => c.kind === "changed")!;
      expect(next.submittals[changed.new!.index]!.description).toBe(revision.description);
    },
  );

  it("still leaves a paragraph with no counterpart removed, and a new one added", () => {
    const withoutSamples = published.submittals.filter((s) => s.description !== "Samples");
    const warranty = item("13 49 00", "1.5.J", "Extended Warranty: Five years on lead lined door hardware.");
    const comparison = compareRegisters(published, register([...withoutSamples, warranty]));
    expect(comparison.items.filter((c) => c.kind !== "unchanged").map((c) => [c.kind, c.old?.ref, c.new?.ref])).toEqual(
      [
        ["removed", "1.5.D", undefined],
        ["added", undefined, "1.5.J"],
      ],
    );
  });
});
