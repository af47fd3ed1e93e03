// The register's submittal type vocabulary (Procore's default types and the custom types a reviewer expects) and the
// one mapping from a source's own label ("Samples for Verification", "Evaluation Reports", "Bill of Materials") onto it.
// The decision record docs/decisions/0100-submittal-type-vocabulary.md lists the entries and their synonyms.

/** The fixed vocabulary of submittal types, chosen to map onto Procore's submittal types. */
export const SUBMITTAL_TYPES = [
  "Product Data",
  "Shop Drawings",
  "Samples",
  "Certificates",
  "Test Reports",
  "Qualification Data",
  "Manufacturer's Instructions",
  "Field Reports",
  "Warranty",
  "Operation and Maintenance Data",
  "Design Data / Calculations",
  "Coordination Drawings",
  "LEED / Sustainability",
  "Mock-ups",
  "Schedules",
  "Closeout / Record Documents",
  "Extra Materials",
  "Plans",
  "Meeting Minutes",
  "Training",
  "Administrative Documents",
  "Other",
] as const;
export type SubmittalTypeName = (typeof SUBMITTAL_TYPES)[number];

/**
 * The names of each type's deliverables, tried in order; the first whose pattern the label contains wins. The order
 * puts the more specific deliverable first ("Record Product Data" is a closeout record, "Qualification Certificates"
 * certify the equipment, "Certified TAB Reports" are reports). A label that matches one of these names a deliverable.
 */
export const SUBMITTAL_TYPE_SYNONYMS: ReadonlyArray<readonly [RegExp, SubmittalTypeName]> = [
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
  // Evaluation and research reports (code evaluations of a product) are read as test reports.
  [/\btest(s|ing)?\b(?! (and inspecting )?agency| plans?\b)|report/i, "Test Reports"],
  [/closeout|close-out/i, "Closeout / Record Documents"],
  [/sample/i, "Samples"],
  // Installation manuals and guides are the manufacturer's installation instructions, not O&M manuals.
  [/instruction|installation (manuals?|guides?)\b/i, "Manufacturer's Instructions"],
  [/schedule/i, "Schedules"],
  // Equipment data older specs list by name: fan and pump curves, sound and performance data, selections, ratings.
  [
    /performance (data|curves?)|\b(fan|pump|performance|selection|system) curves?\b|sound (power )?(data|levels?)|noise (data|levels?)|engineering data|nameplate data|rating data|selection (data|sheets?|worksheets?)|technical information|product (information|list)/i,
    "Product Data",
  ],
  [/product|equipment|material/i, "Product Data"],
  [/manual/i, "Operation and Maintenance Data"],
];

/**
 * Names that read as one type by a word the synonyms take for another: a test plan or procedure is written before any
 * test ("Test procedure" is a plan, not a test report); a certified list of incomplete items is the closeout punch list.
 */
const BEFORE_SYNONYMS: ReadonlyArray<readonly [RegExp, SubmittalTypeName]> = [
  [
    /\b(test(ing)?|commissioning|start-?up|flushing|cleaning|passivation|quality[- ]control|safety) (plans?|procedures?|programs?)\b/i,
    "Plans",
  ],
  [/\bpunch ?lists?\b|\blists? of incomplete (items|work)\b/i, "Closeout / Record Documents"],
];

/**
 * Words that tell the type of an item already known to be a deliverable, but on their own ("procedures", "records",
 * "ratings", "details") are as often procedure: read after the synonyms above, never as evidence that a paragraph
 * asks for something.
 */
export const SUBMITTAL_TYPE_HINTS: ReadonlyArray<readonly [RegExp, SubmittalTypeName]> = [
  [/\bminutes\b|meeting (notes|records?)/i, "Meeting Minutes"],
  [/\btraining\b|\bdemonstration\b/i, "Training"],
  [
    /\bdatasheets?\b|\bsheets?\b|\bratings?\b|\bselections?\b|\bbills? of materials?\b|\b(information|data)\b/i,
    "Product Data",
  ],
  [/\b(loads?|thrust|reactions?)\b(?: and \w+)? forces\b/i, "Design Data / Calculations"],
  [/\bdetails\b|\bsequences? of (operations?|controls?)\b|\bscreens\b|\belevations\b|\bsections\b/i, "Shop Drawings"],
  [/\bcalibration\b|\breadings\b|\bmeasurements\b/i, "Test Reports"],
  [
    /\bplans?\b|\bprogram(me)?s?\b|\bprocedures?\b|\bmethod statements?\b|\bwork sequence\b|\bnarratives?\b|\bstrateg(y|ies)\b/i,
    "Plans",
  ],
  [
    /\b(permits?|licen[cs]es?|bonds?|insurance|invoices?|receipts?|delivery (slips?|tickets?)|tickets?|time ?sheets?|payroll|logs?|records?|photo(graph)?s?|photographic|video(s|tape)?|surveys?|inventor(y|ies)|agreements?|statements?|letters?|claims?|forms?|checklists?|correspondence|documentation)\b/i,
    "Administrative Documents",
  ],
];

const VOCABULARY = new Set<string>(SUBMITTAL_TYPES);
const BY_LOWER_CASE = new Map<string, SubmittalTypeName>(SUBMITTAL_TYPES.map((type) => [type.toLowerCase(), type]));

/** True for the register's own type names ("Product Data"), false for a source's words ("Batch Tickets"). */
export function isSubmittalTypeName(type: string): type is SubmittalTypeName {
  return VOCABULARY.has(type);
}

/** The vocabulary type whose deliverable the label names ("Samples for Verification" → Samples), or null. Read as
 * evidence that a text asks for a deliverable; canonicalSubmittalType also reads the hints. */
export function namedSubmittalType(label: string): SubmittalTypeName | null {
  for (const [re, type] of SUBMITTAL_TYPE_SYNONYMS) if (re.test(label)) return type;
  return null;
}

/**
 * The vocabulary type a source label names by its deliverable noun ("Samples for Verification" → Samples,
 * "Delegated-Design Services Submittal" → Design Data / Calculations), or null when nothing in it names one (a person,
 * an adverb, a format, a count: "Architect", "Concurrently", "PDF", "Three copies"). A vocabulary name, in any case,
 * is itself.
 */
export function canonicalSubmittalType(label: string): SubmittalTypeName | null {
  const exact = BY_LOWER_CASE.get(label.trim().toLowerCase());
  if (exact) return exact === "Other" ? null : exact;
  for (const [re, type] of BEFORE_SYNONYMS) if (re.test(label)) return type;
  const named = namedSubmittalType(label);
  if (named) return named;
  for (const [re, type] of SUBMITTAL_TYPE_HINTS) if (re.test(label)) return type;
  return null;
}
