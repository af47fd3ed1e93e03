// Registers of any size for the Procore send suites and benchmark: items across sections and divisions, with the
// register's own types (some Procore lacks, so a mapping is asked for) and each item's place in the book.
import type { Submittal } from "../../../src/contract/submittal";

const SECTIONS = [
  { division: "03 - Concrete", section: "03 30 00", title: "CAST-IN-PLACE CONCRETE" },
  { division: "05 - Metals", section: "05 12 00", title: "STRUCTURAL STEEL FRAMING" },
  { division: "07 - Thermal and Moisture Protection", section: "07 92 00", title: "JOINT SEALANTS" },
  { division: "08 - Openings", section: "08 71 00", title: "DOOR HARDWARE" },
  { division: "09 - Finishes", section: "09 91 23", title: "INTERIOR PAINTING" },
];
const TYPES = ["Product Data", "Shop Drawings", "Samples", "Certificates"];

export function procoreTestRegister(count: number): Submittal[] {
  return Array.from({ length: count }, (_, i) => {
    const s = SECTIONS[i % SECTIONS.length]!;
    return {
      division: s.division,
      section: s.section,
      sectionTitle: s.title,
      description: `Item ${i + 1} of ${s.title.toLowerCase()}`,
      submittalType: TYPES[i % TYPES.length]!,
      specifications: `Submit item ${i + 1} for review.`,
      page: 10 + i,
      ref: `1.${(i % 9) + 1}.A`,
      sourceText: `Submit item ${i + 1}.`,
    };
  });
}

/** The mapping a user gives for the register's types Procore's default list lacks. */
export const PROCORE_TEST_MAPPING = [
  { from: "Product Data", to: "Product Information" },
  { from: "Shop Drawings", to: "Shop Drawing" },
  { from: "Samples", to: "Sample" },
  { from: "Certificates", to: "Document" },
];
