// A register shaped like a long engine result for the scan detail benchmark: 514 items come to about 740 KB of JSON and
// 80 KB of brotli, as the measured register of the issue did. Item texts mix the spec's recurring phrases with
// pseudo-random words (deterministic from a seed, as in tests/fixtures/export/large-register.ts), so brotli
// finds about as much to reuse as in real spec text and no more.
import { divisionLabel } from "../src/contract/divisions";
import { SUBMITTAL_TYPES, type ExtractedData, type Submittal } from "../src/contract/submittal";

/** Words of pseudo-random letters from a seed (mulberry32: 32-bit integer steps, so the sequence does not repeat early). */
function words(seed: number): (count: number) => string {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letter = () => String.fromCharCode(97 + Math.floor(next() * 26));
  const word = () => Array.from({ length: 3 + Math.floor(next() * 6) }, letter).join("");
  return (count) => Array.from({ length: count }, word).join(" ");
}

const DIVISIONS = ["03", "04", "05", "06", "07", "08", "09", "10", "21", "22", "23", "26", "27", "28", "31", "32"];
const PHRASES = [
  "Product Data: For each type of product. Include construction details, material descriptions, dimensions of " +
    "individual components and profiles, and finishes.",
  "Shop Drawings: Include plans, elevations, sections, details, and attachments to other work. Detail fabrication " +
    "and installation layouts, show locations of anchors, and indicate dimensions and tolerances.",
  "Samples for Verification: For each type of exposed finish, prepared on Samples of same thickness and material " +
    "indicated for the Work, in manufacturer's standard sizes.",
  "Qualification Data: For qualified Installer and manufacturer, including a list of completed projects with " +
    "project names and addresses, names and addresses of architects and owners.",
  "Delegated-Design Submittal: Include structural analysis data signed and sealed by the qualified professional " +
    "engineer responsible for their preparation, licensed in the state where the Project is located.",
  "Field quality-control reports: Testing and inspecting agency shall prepare test and inspection reports, and " +
    "shall submit them within three business days of each test or inspection.",
];

const PROCEDURES =
  'Submit in accordance with Section 01 33 00 "Submittal Procedures", with the transmittal form of Section 01 33 00.';

export function makeDetailBenchRegister(count = 514): ExtractedData {
  const phrase = words(11);
  const submittals = Array.from({ length: count }, (_, i): Submittal => {
    const code = DIVISIONS[i % DIVISIONS.length] ?? "03";
    const section = `${code} ${String(10 + ((i * 7) % 80)).padStart(2, "0")} ${String((i * 3) % 100).padStart(2, "0")}`;
    const lead = PHRASES[i % PHRASES.length] ?? "";
    return {
      division: divisionLabel(code),
      section,
      description: `${lead.split(":")[0]}: ${phrase(6)}`,
      submittalType: SUBMITTAL_TYPES[i % SUBMITTAL_TYPES.length] ?? "Other",
      specifications: `Comply with ${phrase(3)} and Section ${section}. ${PHRASES[(i + 2) % PHRASES.length]}`,
      sectionTitle: `SECTION ${section} - ${phrase(2).toUpperCase()}`,
      page: 1 + Math.floor(i / 3),
      ref: `1.${3 + (i % 4)}.${String.fromCharCode(65 + (i % 20))}`,
      category: "action",
      sourceText: `${lead} ${phrase(12)}. ${PHRASES[(i + 1) % PHRASES.length]} ${PHRASES[(i + 4) % PHRASES.length]} ${PROCEDURES} ${phrase(3)}.`,
      confidence: "high",
      evidence: ["in Submittals article", "'Submit' + deliverable noun"],
      bbox: { page: 1 + Math.floor(i / 3), x0: 72, y0: 100 + (i % 40) * 14, x1: 540, y1: 142 + (i % 40) * 14 },
      ...(i % 5 === 0 && { items: [`${phrase(4)} data sheets`, `${phrase(3)} test reports`, "Warranty"] }),
    };
  });
  return { projectName: "Benchmark Medical Center", projectNumber: "MC-2026", submittals };
}
