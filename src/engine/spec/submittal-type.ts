// Maps a source's submittal label ("Samples for Verification", "SD-03 Product Data", "Field quality-control
// reports") onto the register's fixed vocabulary, preferring the entry that shares the label's key word.
import type { SubmittalTypeName } from "../../contract/submittal";

const RULES: ReadonlyArray<[RegExp, SubmittalTypeName]> = [
  [/\bleed\b|sustainab|environmental product declaration|\bvoc\b/i, "LEED / Sustainability"],
  [
    /operat(ion|ions|ional|ing)\s*(and|&)\s*maintenance|\bo\s?&\s?m\b|maintenance (data|manual)|operating instructions/i,
    "Operation and Maintenance Data",
  ],
  [/warrant/i, "Warranty"],
  [/coordination drawing/i, "Coordination Drawings"],
  [
    /delegated[- ]design|design (data|calculation|mix)|calculation|mix(ture)? design|design mixture|\b(shoring|formwork|falsework|bracing|anchorage) design\b/i,
    "Design Data / Calculations",
  ],
  // "Record Product Data" and "Record Specifications" are closeout records, not product submittals.
  [
    /\brecord (drawing|document|specification|product data|prints?\b|set\b)|as-built|project record/i,
    "Closeout / Record Documents",
  ],
  [/shop drawing/i, "Shop Drawings"],
  // Older specs' words for product data: catalog cuts, manufacturer's literature, technical data, brochures.
  [
    /product data|product literature|data sheet|cut sheet|catalog (cuts?|data|sheets?)|manufacturer'?s'? literature|technical data|brochures?|specification sheets?/i,
    "Product Data",
  ],
  [/colou?r charts?/i, "Samples"],
  [/mock-?ups?\b/i, "Mock-ups"],
  [/extra (stock )?materials?|spare parts|attic stock|maintenance materials?/i, "Extra Materials"],
  // Maintenance contracts and service agreements are handed over at closeout (MasterSpec lists them there).
  [/maintenance (service )?(contracts?|agreements?)/i, "Closeout / Record Documents"],
  // "Seismic Qualification Certificates" certify the equipment; they are not the installer's qualifications.
  [/qualification certificat/i, "Certificates"],
  [/qualification|evidence of (\w+\s+){0,3}experience|experience record/i, "Qualification Data"],
  [
    /field (quality[- ]control|test|inspection|report|service)|site visit|reports? of (each )?(site )?visits?|inspection report/i,
    "Field Reports",
  ],
  [/drawing|diagram|layout/i, "Shop Drawings"],
  // "Certified TAB Reports", "a report certifying that …": reports whose results are certified, not certificates.
  [/\bcertified\b[\w\s-]{0,30}\breports?\b|\breports?\s+certifying\b/i, "Test Reports"],
  [/certif|statements? of compliance|letters? of compliance|declarations? of conformity|affidavit/i, "Certificates"],
  // "testing agency" names who receives a document, not what it is; a test plan is written before any result.
  [/\btest(s|ing)?\b(?! (and inspecting )?agency| plans?\b)|report/i, "Test Reports"],
  [/closeout|close-out/i, "Closeout / Record Documents"],
  [/sample/i, "Samples"],
  // Installation manuals and guides are the manufacturer's installation instructions, not O&M manuals.
  [/instruction|installation (manuals?|guides?)\b/i, "Manufacturer's Instructions"],
  [/schedule/i, "Schedules"],
  // Equipment data older specs list by name: fan and pump curves, sound and performance data.
  [
    /performance (data|curves?)|\b(fan|pump|performance|selection) curves?\b|sound (power )?data|engineering data|nameplate data|rating data/i,
    "Product Data",
  ],
  [/product|equipment|material/i, "Product Data"],
  [/manual/i, "Operation and Maintenance Data"],
];

/** The vocabulary entry for a label; "Other" when nothing in the label names a known deliverable. */
export function normalizeSubmittalType(label: string): SubmittalTypeName {
  for (const [re, type] of RULES) if (re.test(label)) return type;
  return "Other";
}

/** True when the phrase names something a contractor can hand over (used to tell deliverables from procedure). */
export function namesDeliverable(text: string): boolean {
  return normalizeSubmittalType(text) !== "Other" || /\bsubmittals?\b/i.test(text) || DOCUMENT.test(text);
}

// Documents outside the type vocabulary that a contractor hands over ("System Readiness Checklist", "Training
// plan", "Affidavit of compliance").
const DOCUMENT =
  /\b(checklists?|plans?|programs?|statements?|letters?|affidavits?|declarations?|photographs?|documentation|permits?|licen[cs]es?|bonds?|surveys?|narratives?|logs?|minutes|receipts?|forms?)\b/i;
