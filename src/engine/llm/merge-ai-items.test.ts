import { describe, expect, it } from "vitest";
import type { AiItem } from "./ai-items-schema";
import { mergeAiItems } from "./merge-ai-items";
import type { SectionForAi } from "./sections-for-ai";

const section: SectionForAi = {
  section: "23 74 33",
  title: "DEDICATED OUTDOOR AIR UNITS",
  division: "23 - Heating, Ventilating, and Air Conditioning (HVAC)",
  text: [
    "1.4 SUBMITTALS",
    "A. Product Data: Submit manufacturer's technical data",
    "for each unit, including capacities.",
    "3.2 FIELD QUALITY CONTROL",
    "A. Provide a factory-authorized service representative",
    "to inspect the installation and submit a written report.",
  ].join("\n"),
  pageStart: 3,
  linePages: [3, 3, 3, 4, 5, 5],
  ruleItems: [],
  structured: false,
};

const item = (overrides: Partial<AiItem>): AiItem => ({
  submittalType: "Field Reports",
  description: "Service representative report",
  ref: "3.2.A",
  category: "informational",
  quote: "inspect the installation and submit a written report.",
  ...overrides,
});

describe("mergeAiItems", () => {
  it("points each kept item at the page its quote is on", () => {
    const merged = mergeAiItems(section, [
      item({}),
      item({ ref: "1.4.A", submittalType: "Product Data", quote: "technical data for each unit" }),
    ]);
    expect(merged.added.map((added) => [added.ref, added.page])).toEqual([
      ["3.2.A", 5],
      ["1.4.A", 3],
    ]);
  });

  it("gives a kept item the region of the lines its quote spans, on the page the quote starts on", () => {
    const texts = section.text.split("\n");
    const lines = texts.map((text, i) => ({
      text,
      page: section.linePages![i]!,
      x: 72 + (i % 2) * 18,
      y: 100 + i * 12,
      height: 10,
      width: text.length * 5,
      gapBefore: false,
    }));
    const merged = mergeAiItems({ ...section, lines }, [
      item({ quote: "A. Product Data: Submit manufacturer's technical data for each unit" }),
      item({ ref: "", quote: "Provide a factory-authorized service representative" }),
    ]);
    expect(merged.added.map((added) => added.bbox)).toEqual([
      { page: 3, x0: 72, y0: 112, x1: 90 + texts[1]!.length * 5, y1: 134 },
      { page: 5, x0: 72, y0: 148, x1: 72 + texts[4]!.length * 5, y1: 158 },
    ]);
    // Without line boxes the item still carries its page, and no region.
    expect(mergeAiItems(section, [item({})]).added[0]).not.toHaveProperty("bbox");
  });

  it("keeps one item per paragraph and type when overlapping chunks report it twice", () => {
    const merged = mergeAiItems(section, [
      item({}),
      item({ description: "Report again" }),
      item({ submittalType: "Certificates" }),
    ]);
    expect(merged.added.map((added) => added.submittalType)).toEqual(["Field Reports", "Certificates"]);
    expect(merged.droppedAsDuplicates).toBe(1);
  });

  it("lets a rule item win on the same ref written differently, or on overlapping text", () => {
    const ruleItem = {
      division: section.division,
      section: section.section,
      description: "Field report",
      submittalType: "Field Reports",
      specifications: "",
      ref: "3.2 A.",
      sourceText: "Provide a factory-authorized service representative",
    };
    const sameRef = mergeAiItems({ ...section, ruleItems: [{ ...ruleItem, sourceText: "" }] }, [
      item({ ref: "3.2.A" }),
    ]);
    expect(sameRef).toMatchObject({ added: [], droppedAsDuplicates: 1 });
    const sameText = mergeAiItems({ ...section, ruleItems: [{ ...ruleItem, ref: "" }] }, [
      item({ ref: "", quote: "A. Provide a factory-authorized service representative to inspect" }),
    ]);
    expect(sameText).toMatchObject({ added: [], droppedAsDuplicates: 1 });
    const neither = mergeAiItems({ ...section, ruleItems: [{ ...ruleItem, ref: "1.4.A" }] }, [item({})]);
    expect(neither.added).toHaveLength(1);
  });

  it("counts items whose quote is not in the text", () => {
    const merged = mergeAiItems(section, [item({ quote: "Submit a written report from the factory." })]);
    expect(merged).toMatchObject({ added: [], droppedUnverified: 1 });
  });
});
