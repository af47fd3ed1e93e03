// Maps a source's submittal label ("Samples for Verification", "SD-03 Product Data", "Field quality-control
// reports") onto the register's fixed vocabulary, preferring the entry that shares the label's key word.
import { isSubmittalTypeName, namedSubmittalType, type SubmittalTypeName } from "../../../contract/submittal-types";
import { textBefore } from "./text-before";

/** The vocabulary entry for a label; "Other" when nothing in the label names a known deliverable. Only the names of
 * deliverables count here (not the hints that type an item already found), since the rules read it as evidence. */
export function normalizeSubmittalType(label: string): SubmittalTypeName {
  return namedSubmittalType(label) ?? "Other";
}

/** True when the phrase names something a contractor can hand over (used to tell deliverables from procedure). */
export function namesDeliverable(text: string): boolean {
  return /\bsubmittals?\b/i.test(text) || namesDocument(text);
}

/** True when the phrase names a document or a vocabulary deliverable ("Floor flatness report"), not a process. */
export function namesDocument(text: string): boolean {
  return normalizeSubmittalType(text) !== "Other" || DOCUMENT.test(text);
}

// Documents outside the type vocabulary that a contractor hands over ("System Readiness Checklist", "Training
// plan", "Affidavit of compliance").
const DOCUMENT =
  /\b(checklists?|plans?|programs?|statements?|letters?|affidavits?|declarations?|photographs?|documentation|permits?|licen[cs]es?|bonds?|surveys?|narratives?|logs?|minutes|receipts?|forms?|documents?|tickets?|inventor(y|ies)|stud(y|ies)|analys[ie]s|input data)\b/i;

/** A deliverable's type as a reviewer reads it: `type` is shown and exported (a vocabulary entry, or the source's own
 * words when it names a document outside the vocabulary); `kind` is the vocabulary entry nearest to it, which sets the
 * category and tells deliverables from procedure. */
export type SubmittalTypeReading = { type: string; kind: SubmittalTypeName };

// A vocabulary entry is the type only when the name's head (its last words, before any "for …" or "showing …") is that
// entry or a plain synonym of it: "Material Test Reports" is Test Reports, "Proposed pipe testing procedures" is not.
const HEADS: ReadonlyArray<[RegExp, SubmittalTypeName]> = [
  [/\bleed\b|sustainab|environmental product declarations?$/i, "LEED / Sustainability"],
  [
    /operat(ion|ions|ing)\s*(and|&)\s*maintenance (data|manuals?|instructions)$|\bo\s?&\s?m (data|manuals?)$|maintenance (data|manuals?)$|operating instructions$/i,
    "Operation and Maintenance Data",
  ],
  [/warrant(y|ies)$/i, "Warranty"],
  [/coordination drawings?$/i, "Coordination Drawings"],
  [/calculations?$|design (data|mix(ture)?s?|submittals?)$|mix(ture)? designs?$/i, "Design Data / Calculations"],
  [/\brecord\b|\bas-built\b|close-?out (documents?|submittals?)$/i, "Closeout / Record Documents"],
  [/drawings?$/i, "Shop Drawings"],
  [
    /product (data|literature|information)$|literature( and data)?$|(technical|manufacturer'?s'?) (literature|data)$|(data|cut|specification) sheets?$|catalog (cuts?|data|sheets?)$|brochures?$/i,
    "Product Data",
  ],
  [/mock-?ups?$/i, "Mock-ups"],
  [/extra (stock )?materials?$|spare parts$|attic stock$|maintenance materials?$/i, "Extra Materials"],
  // "Source quality-control reports" are the fabricator's tests; field reports are written on site.
  [/\bfield\b.*\breports?$|(site visit|observation|inspection) reports?$/i, "Field Reports"],
  [/certificat(e|es|ion|ions)$|(statements?|letters?) of compliance$|affidavits?( of compliance)?$/i, "Certificates"],
  [/qualification (data|statements?)$|qualifications$/i, "Qualification Data"],
  [/\b(test(ing)?|quality[- ]control) reports?$/i, "Test Reports"],
  [/samples?$/i, "Samples"],
  [/instructions$/i, "Manufacturer's Instructions"],
  [/schedules?$/i, "Schedules"],
];

// Where a name's head ends: "Samples for Verification", "Shop Drawings showing …", "Field reports - motor shades".
const HEAD_END =
  /\s+(?:for|from|by|to|with|in|on|at|showing|indicating|including|describing|signed|prepared|provided|furnished|submitted)(?:\s|$)|\s+[-–—]\s|[;(]|,\s*(?:including|which|that|showing|indicating|with|for)\b/i;
// The deliverables of a list: "catalog data, assembly drawings and certifications".
const LIST_SEPARATOR = /\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i;
const MAX_TYPE_WORDS = 14;
const MAX_NAME_WORDS = 8;

const OF = /\s+of\s+/i;

function headType(core: string): SubmittalTypeName | null {
  const beforeOf = textBefore(core, OF);
  for (const candidate of [beforeOf, core]) {
    for (const [re, type] of HEADS) if (re.test(candidate)) return type;
  }
  return null;
}

/** The type of a deliverable named `name` (a paragraph's label, or the object its request names). A list of
 * deliverables of different types ("Hydraulic calculations and shop drawings") keeps its own words. */
export function typeForName(name: string): SubmittalTypeReading {
  const clean = tidyName(name);
  const kind = normalizeSubmittalType(clean);
  if (clean === "") return { type: kind, kind };
  const core = textBefore(clean, HEAD_END).trim();
  // "Operation and maintenance data" is one name; "Calculations and shop drawings" are two deliverables.
  const head = headType(core);
  // Read only when the name has a head type: each listed part is matched against every head.
  const mixed =
    head !== null &&
    core.split(LIST_SEPARATOR).some((part) => {
      const type = headType(part);
      return type !== null && type !== head;
    });
  if (head && !mixed) return { type: head, kind: head };
  // "a report", "the results": one generic word says no more than the vocabulary entry it falls under.
  if (!mixed && !clean.includes(" ") && kind !== "Other") return { type: kind, kind };
  // A long phrase that names no document is a sentence, not a name: its nearest vocabulary entry is the type.
  if (!mixed && clean.split(" ").length > MAX_NAME_WORDS) return { type: kind, kind };
  return { type: sourceWords(clean), kind };
}

// "a letter certifying that the units comply …", "a statement attesting to …": a document written to certify is a
// certificate, whatever the source calls it. (A report that certifies its results is a report: its name says so.)
const CERTIFYING = /^[\s,]*(?:certifying|certifies|attesting|attests)\b/i;

/** The type of a request's object `name`, read with what `text` (the request) says right after it. */
export function typeForRequest(name: string, text: string): SubmittalTypeReading {
  const reading = typeForName(name);
  if (reading.type !== "Other" && isVocabularyType(reading.type)) return reading;
  const at = text.indexOf(name);
  if (at >= 0 && CERTIFYING.test(text.slice(at + name.length))) return { type: "Certificates", kind: "Certificates" };
  return reading;
}

/** "the following items for Owner approval" → "Items for Owner approval". */
function tidyName(name: string): string {
  return (
    name
      .replace(/^[\s"“'‘(]+|[\s"”'’):.;,]+$/g, "")
      .replace(/^(?:(?:a|an|the|all|any|each|every|one|two|three|four|following|such)\s+)+/i, "")
      .replace(/\s+/g, " ")
      // "Manufacturer's Literature and Data including:" — the lead-in word belongs to the list that follows.
      .replace(/\s+(?:including|include|includes|as follows|(?:for|of)?\s*the following)$/i, "")
      .trim()
  );
}

function sourceWords(name: string): string {
  const words = name.split(" ");
  const kept = words.length > MAX_TYPE_WORDS ? words.slice(0, MAX_TYPE_WORDS).join(" ") : name;
  return kept.charAt(0).toUpperCase() + kept.slice(1);
}

/** True for the register's own type names ("Product Data"), false for a source's words ("Batch Tickets"). */
export function isVocabularyType(type: string): type is SubmittalTypeName {
  return isSubmittalTypeName(type);
}
