// A synthetic but realistically shaped submittal register for the results-page benchmark.
import { divisionLabel } from "../src/contract/divisions";
import { SUBMITTAL_TYPES, type ExtractedData, type Submittal } from "../src/contract/submittal";

const DIVISIONS = [
  "01",
  "03",
  "04",
  "05",
  "06",
  "07",
  "08",
  "09",
  "10",
  "11",
  "12",
  "14",
  "21",
  "22",
  "23",
  "26",
  "27",
  "28",
  "31",
  "32",
  "33",
];

export function makeBenchRegister(count: number): ExtractedData {
  const submittals: Submittal[] = Array.from({ length: count }, (_, i) => {
    const code = DIVISIONS[i % DIVISIONS.length] ?? "01";
    const section = `${code} ${String(10 + (i % 80)).padStart(2, "0")} 00`;
    return {
      division: divisionLabel(code),
      section,
      description: `Item ${i + 1}: manufacturer's product data for assembly ${i % 37}, including installation requirements`,
      submittalType: SUBMITTAL_TYPES[i % SUBMITTAL_TYPES.length] ?? "Other",
      specifications: `Submit data sheets showing compliance with Article 2.${i % 9} and tested performance per ASTM E${100 + (i % 800)}.`,
      page: 1 + Math.floor(i / 4),
      ref: `1.${3 + (i % 4)}.${String.fromCharCode(65 + (i % 20))}`,
      sectionTitle: `SECTION ${section}`,
      sourceText: `Product Data: For each type of product. Include construction details, material descriptions and finishes (${i}).`,
      // Every tenth paragraph lists its products, as the engine gives them, so it can be split.
      ...(i % 10 === 0 && { items: ["Data sheets", "Test reports", "Installation instructions"] }),
    };
  });
  return { projectName: "Benchmark Tower", projectNumber: "B-2000", submittals };
}
