// Reads a submittals article ("1.4 ACTION SUBMITTALS", "SUBMITTALS", "SHOP DRAWINGS AND PRODUCT DATA"):
// one register item per top-level paragraph that asks for a deliverable; procedure paragraphs are skipped.
import type { Submittal } from "../../../contract/submittal";
import type { Article, Paragraph } from "../outline/outline-types";
import type { SectionContext } from "../sections/section-context";
import { buildSubmittal } from "./build-submittal";
import { categoryFromHeading, categoryFromLabel, categoryFromType } from "../vocabulary/submittal-category";
import {
  isVocabularyType,
  namesDeliverable,
  namesDocument,
  normalizeSubmittalType,
  typeForName,
  typeForRequest,
} from "../vocabulary/type-from-name";
import { requestedObject } from "./requested-object";
import { isProcedural, isProceduralLabel, statesProcedure } from "./procedural-text";
import { firstSentence } from "../vocabulary/first-sentence";
import { splitLabel } from "../outline/paragraph-label";
import { isUnnumberedHeading } from "../outline/gather-paragraphs";
import { splitSentences } from "./submit-sentences";
import { SUBMIT_VERB } from "../vocabulary/submit-verb";
import { EVIDENCE, listedItemEvidence, namesDeliverableHead, namesSpecificObject } from "./item-evidence";
import { sentenceRole } from "./sentence-role";

export function readSubmittalArticle(article: Article, context: SectionContext): Submittal[] {
  const headingCategory = categoryFromHeading(article.title);
  const items: Submittal[] = [];
  for (const paragraph of article.paragraphs) {
    const listed = referenceOverList(paragraph) ? readChildren(paragraph, context, headingCategory) : [];
    if (listed.length > 0) {
      items.push(...listed);
      continue;
    }
    const previous = items.filter((i) => !readAsProcedure(i)).at(-1)?.submittalType;
    const item = readParagraph(paragraph, context, headingCategory, previous, true);
    // A heading read as procedure, or a sub-article titled by what it is about, may still hold deliverables.
    const topic = item !== null && !readAsProcedure(item) && item.confidence === "low" && isSubArticleTitle(paragraph);
    const pulled =
      item && (readAsProcedure(item) || topic)
        ? deliverablesUnderProcedure(paragraph, context, headingCategory, topic)
        : [];
    if (pulled.length === 0) {
      if (item) items.push(item);
      continue;
    }
    // The procedure keeps the rest of its text; the deliverables are items of their own, not its details.
    const rest = { ...paragraph, children: paragraph.children.filter((c) => !pulled.some((p) => p.child === c)) };
    items.push(procedureCandidate(rest, context, headingCategory, rest.text.trim()), ...pulled.map((p) => p.item));
  }
  return items;
}

/**
 * "Submittal Procedures" over "Coordination: …", "Processing: …" and "Schedules: Project schedules indicating …": a
 * paragraph under a procedure heading whose label names a kind of deliverable is still one of the list's items.
 */
function deliverablesUnderProcedure(
  paragraph: Paragraph,
  context: SectionContext,
  headingCategory: ReturnType<typeof categoryFromHeading>,
  subArticle = false,
): { child: Paragraph; item: Submittal }[] {
  // `subArticle`: "1.3.2 Hygienic Pumps" over "Hygienic pumps shall be supplied with the following documentation: …",
  // a numbered sub-article titled by what it is about (not by a procedure), whose paragraphs ask: a list of its own.
  if (!subArticle && !isUnnumberedHeading(paragraph)) return [];
  return paragraph.children.flatMap((child) => {
    const label = splitLabel(child.text)?.label;
    const labelled = label !== undefined && normalizeSubmittalType(label) !== "Other";
    if (!labelled && !subArticle) return [];
    const item = readParagraph(child, context, headingCategory);
    return item && !readAsProcedure(item) ? [{ child, item }] : [];
  });
}

/**
 * "1.5.4 Product Data" over "Collect Product Data into a single submittal for each element of construction …",
 * "1.5.2 Shop Drawings" over "Submit information, drawn to accurate scale …": a heading that is only the name of a
 * kind of submittal, whose text opens by telling how to prepare that kind in general (a rule that is not about what
 * it shows, or a request for information in general), is procedure for every submittal of the kind, as in a
 * basic-requirements section, and not a deliverable of its own. A heading over what to show ("Shop Drawings" /
 * "Indicate layout …") or over a list of entries ("Samples" / "Plastic Laminate: 150 mm …") is the deliverable.
 */
function preparesKindInGeneral(paragraph: Paragraph): boolean {
  const heading = paragraph.text.trim();
  const first = paragraph.children[0]?.text.trim();
  if (!first || (!isUnnumberedHeading(paragraph) && !isSubArticleTitle(paragraph))) return false;
  const kind = normalizeSubmittalType(heading);
  // Only the kinds every product has (product data, shop drawings, samples): record documents, manuals and warranties
  // are deliverables of the project that one section can own, however generally it describes them.
  if (kind === "Other" || categoryFromType(kind) !== "action" || heading.split(/\s+/).length > 5) return false;
  const labelled = splitLabel(first);
  // "Operation and Maintenance Manuals: Organize …" repeats the heading's kind; "General: Do not use …" is a topic.
  if (labelled && normalizeSubmittalType(labelled.label) !== kind && !isProceduralLabel(labelled.label)) return false;
  const sentence = firstSentence(labelled ? labelled.rest : first);
  const role = sentenceRole(sentence, labelled !== null);
  if (role === "rule") return !CONTENT_INSTRUCTION.test(sentence) && !/^prepare\b/i.test(sentence);
  // "Submit information, drawn to accurate scale": what is asked for ends where a comma opens how it is made.
  const object = role === "request" ? requestedObject(sentence)?.split(/[,;]/)[0] : undefined;
  return object !== undefined && !namesSpecificObject(object);
}

/** A numbered sub-article's title standing alone ("1.3.2 Hygienic Pumps"), over paragraphs of its own. */
function isSubArticleTitle(paragraph: Paragraph): boolean {
  const text = paragraph.text.trim();
  return (
    /^\d+\.\d+\.\d+$/.test(paragraph.ref) &&
    paragraph.children.length > 0 &&
    text !== "" &&
    text.split(/\s+/).length <= 6 &&
    !/[.:;]$/.test(text)
  );
}

/** A paragraph of a submittals article that the structure rules read as procedure, kept as a candidate so the
 * include decision weighs it like any other (inside a Submittals article a list is the register). */
export function readAsProcedure(item: Submittal): boolean {
  return item.evidence?.includes(EVIDENCE.readAsProcedure) === true;
}

function procedureCandidate(
  paragraph: Paragraph,
  context: SectionContext,
  headingCategory: ReturnType<typeof categoryFromHeading>,
  text: string,
): Submittal {
  const labelled = splitLabel(text);
  const label = labelled && labelled.label.split(/\s+/).length <= 6 ? labelled.label : null;
  const body = label ? labelled!.rest : text;
  const kind = normalizeSubmittalType(label ?? firstSentence(text));
  const category = categoryFromLabel(label ?? firstSentence(text)) ?? headingCategory ?? categoryFromType(kind);
  return buildSubmittal(context, {
    paragraph,
    submittalType: kind,
    kind,
    name: null,
    label,
    body,
    category,
    evidence: { confidence: "low", reasons: [EVIDENCE.inList, EVIDENCE.readAsProcedure] },
  });
}

/** "A. Section 01 33 00 - Submittal Procedures." over "1. Submit …", "2. Samples: …": the paragraph only names where
 * the procedure is; its sub-paragraphs are the requests. A lead-in ("Submit the following …:") is not one. */
function referenceOverList(paragraph: Paragraph): boolean {
  const text = paragraph.text.trim();
  if (paragraph.children.length < 2 || text === "" || /:\s*$/.test(text) || SUBMIT_VERB.test(text)) return false;
  return BARE_REFERENCE.test(text) || isProcedural(text);
}

// A paragraph that is nothing but another section's number and title: "Section 01 33 00 - Submittal Procedures.".
const BARE_REFERENCE = /^(?:see\s+)?(?:section|division)\s+[\d .]{2,12}\d\s*(?:[-–—:]\s*)?[^.;:]{0,60}\.?$/i;

/** The requests among a reference paragraph's sub-paragraphs; none unless at least two ask for something. */
function readChildren(
  paragraph: Paragraph,
  context: SectionContext,
  headingCategory: ReturnType<typeof categoryFromHeading>,
): Submittal[] {
  const items = paragraph.children
    .map((child) => readParagraph(child, context, headingCategory))
    .filter((item): item is Submittal => item !== null);
  return items.length >= 2 ? items : [];
}

/** `previousType`: the type of the article's item before this paragraph, which a labelled instruction may detail. */
function readParagraph(
  paragraph: Paragraph,
  context: SectionContext,
  headingCategory: ReturnType<typeof categoryFromHeading>,
  previousType?: string,
  keepProcedure = false,
): Submittal | null {
  const text = paragraph.text.trim() || firstChildText(paragraph);
  if (text === "") return null;
  const procedure = () => (keepProcedure ? procedureCandidate(paragraph, context, headingCategory, text) : null);
  // "Acceptable Manufacturers" over prose in an article's opening text: a heading that names no deliverable. One over
  // entries that do ("Seismic Restraint Details" / "Design Analysis: …" / "Details: …") is read by them (decision 0316).
  if (
    isUnnumberedHeading(paragraph) &&
    normalizeSubmittalType(text) === "Other" &&
    !namesDocument(text) &&
    !namesDocument(splitLabel(firstChildText(paragraph))?.label ?? "")
  )
    return procedure();
  if (preparesKindInGeneral(paragraph)) return procedure();
  // "B. PRODUCT DELIVERY, STORAGE, HANDLING & MAINTENANCE" over "1. Exercise care in transporting …": the next
  // article's heading lettered as a paragraph of this one; what follows it is not a submittal list.
  if (OTHER_ARTICLE_TITLE.test(text) && !/[a-z]/.test(text)) return procedure();
  // "A. Submit the following for review:" with the list as its siblings B., C.: a lead-in that names nothing.
  if (paragraph.children.length === 0 && /:\s*$/.test(text) && !namesDeliverable(text)) return procedure();
  const labelled = splitLabel(text);
  if ((labelled && isProceduralLabel(labelled.label)) || isProceduralLabel(text) || statesProcedure(text))
    return procedure();
  // In a submittals list a "Label:" that asks for something names its deliverable ("Batch Tickets: For each load …").
  const useLabel =
    labelled !== null &&
    !isProcedural(labelled.label) &&
    (namesDeliverable(labelled.label) || LABELLED_REQUEST.test(labelled.rest));
  // "Submit the following in accordance with Section 01 33 00:" is procedure only if no deliverables follow.
  const listedChild = useLabel ? null : deliverableChildLabel(paragraph);
  if (!useLabel && !listedChild) {
    if (isProcedural(text) || !asksForDeliverable(text)) return procedure();
  }
  const label = useLabel ? labelled.label : null;
  const body = useLabel ? labelled.rest : text;
  // "Closeout Submittals: Provide operation and maintenance manuals." names its category, not the deliverable.
  const categoryOnly = label !== null && CATEGORY_LABEL.test(label);
  const name = (categoryOnly ? requestedName(body) : label) ?? requestedName(text);
  const reading = name ? typeForRequest(name, text) : null;
  // Nothing names the deliverable (or only a vocabulary-less one): the first listed detail, then the paragraph's
  // words tell what kind of item it is.
  let kind = reading?.kind ?? "Other";
  if (kind === "Other" && listedChild) kind = normalizeSubmittalType(listedChild);
  if (kind === "Other") kind = normalizeSubmittalType(name ? text : firstSentence(text));
  if (kind === "Other" && !name) kind = normalizeSubmittalType(text);
  // "The selected Agency shall submit to the Owner:" over a list of different deliverables is a package, named by
  // who submits it, not by its first entry.
  const submitter = name === null && listedChild !== null ? packageSubmitter(paragraph) : null;
  const type = submitter ? `${submitter} submittals` : reading && reading.type !== "Other" ? reading.type : kind;
  const category = categoryFromLabel(label ?? firstSentence(text)) ?? headingCategory ?? categoryFromType(kind);
  const evidence = listedItemEvidence({
    label,
    body,
    name,
    listsDeliverables: listedChild !== null,
    sameTypeAsPrevious: previousType === type,
    requests: splitSentences(body).filter((s) => SUBMIT_VERB.test(s) || PROVIDE_VERB.test(s)),
  });
  return buildSubmittal(context, { paragraph, submittalType: type, kind, name, label, body, category, evidence });
}

// Titles of the standard articles that are not about submittals ("DELIVERY, STORAGE, AND HANDLING", "QUALITY
// ASSURANCE", "PROJECT CONDITIONS"), printed in capitals.
const OTHER_ARTICLE_TITLE =
  /^(?:(?:PRODUCT\s+)?DELIVERY,?\s+STORAGE\b.*|STORAGE\s+AND\s+HANDLING|QUALITY\s+ASSURANCE|(?:PROJECT|SITE|FIELD)\s+CONDITIONS|SEQUENCING(?:\s+AND\s+SCHEDULING)?|SYSTEM\s+DESCRIPTION|REFERENCES|DEFINITIONS)\.?$/;

const PROVIDE_VERB = /\b(?:provide|furnish)\b/i;

// The body of a labelled request: "For each type of product.", "Submit …", "Include …", "Provide …".
const LABELLED_REQUEST = /^(for|submit|include|provide|furnish|signed|from|by)\b/i;

/** The deliverable an unlabelled paragraph opens with or asks for: "Test reports; certified by …", "Submit fan curves". */
function requestedName(text: string): string | null {
  const lead = leadingPhrase(text);
  // "Product data shall include …" names its deliverable first; "The submittal shall provide fan curves" does not.
  if (lead && !INSTRUCTION.test(lead) && isVocabularyType(typeForName(lead).type)) return lead;
  // The request is the first sentence that asks ("The second stage is … Shop drawings shall be submitted after …").
  for (const sentence of [firstSentence(text), ...splitSentences(text).filter((s) => SUBMIT_VERB.test(s))]) {
    const object = requestedObject(sentence);
    if (object) return object;
  }
  // An opening phrase that names a document ("Floor flatness report, indicating …"), not a process or a party.
  return lead && !INSTRUCTION.test(lead) && namesDocument(lead) ? lead : null;
}

const CATEGORY_LABEL = /^(action|informational|closeout|close-out|general)?\s*submittals?$/i;

const ASKS = /\b(provide|furnish|include)\b|\bsubmittals?\s+(is|are|shall be)\s+required\b/i;

/** Unlabelled paragraphs count when they ask for something ("Submit …", "… shall be submitted", "Submittals are
 * required on …") or open with the deliverable itself ("Floor flatness report, indicating …"). */
function asksForDeliverable(text: string): boolean {
  const sentence = firstSentence(text);
  if (/^(if|when|should|in the event)\b/i.test(sentence) && !SUBMIT_VERB.test(sentence)) return false;
  // "Include power wiring diagrams.", "Indicate whether …", "Detail bus ratings.": what the item before must
  // contain, not a deliverable of its own.
  if (CONTENT_INSTRUCTION.test(sentence) && !SUBMIT_VERB.test(sentence)) return false;
  if (SUBMIT_VERB.test(text) || ASKS.test(sentence)) return true;
  // A bare name in a submittals list ("Minutes of preinstallation conference.") asks for that document; a longer one
  // does when its head is a deliverable ("List of FM, UL, or WH classification number of systems installed.").
  if (!/\b(shall|will|must|may|should|is|are)\b/i.test(sentence)) {
    if (sentence.split(/\s+/).length <= 10 || namesDeliverableHead(sentence)) return true;
  }
  return namesDeliverable(sentence.split(",")[0]!.split(/\s+/).slice(0, 12).join(" "));
}

/** The label of the first sub-paragraph that names a deliverable ("1. Product Data: …"), when the paragraph
 * introduces a list ("… the following:"). */
function deliverableChildLabel(p: Paragraph): string | null {
  const text = p.text.trim();
  const documents = FOLLOWING_DOCUMENTS.test(text);
  if (!/:\s*$/.test(text) || !(SUBMIT_VERB.test(text) || FOLLOWING_REQUIRED.test(text) || documents)) return null;
  for (const child of p.children) {
    const label = splitLabel(child.text)?.label ?? leadingPhrase(child.text);
    if (label && normalizeSubmittalType(label) !== "Other") return label;
  }
  // A lead-in that only names documents asks for nothing unless its entries are documents of a known kind.
  if (documents && !SUBMIT_VERB.test(text)) return null;
  // Deliverables outside the type vocabulary ("Written statement of intent, signed by …") still make the paragraph
  // a request; a list of instructions ("Submit three copies.", "Allow 14 days for review.") does not.
  const first = p.children[0]?.text.trim() ?? "";
  const name = leadingPhrase(first) || first.split(/\s+/).slice(0, 6).join(" ");
  if (name && !INSTRUCTION.test(first) && !isProcedural(first)) return name;
  return null;
}

// "In addition to the provisions of Division 1, the following is required:": a request over its list, worded
// without "submit".
const FOLLOWING_REQUIRED = /\bthe following (?:is|are|shall be) required:\s*$/i;

// "… shall comply with ASME BPE, including the following GMP documentation requirements:" over "Surface Finish
// Certifications", "Certificates of Compliance": a lead-in that names the documents its list holds.
const FOLLOWING_DOCUMENTS =
  /\bthe following (?:[\w-]+\s+){0,2}(?:documentation|documents|certifications|certificates|records)(?:\s+requirements)?:\s*$/i;

// "The selected Agency shall submit …", "Manufacturer shall submit …": who submits, in a few words.
const SUBMITTER = /^(?:the\s+)?((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:shall|will|must)\s+submit\b/i;
const MIN_PACKAGE_KINDS = 3;

/** Who submits a lead-in's list, when the list holds deliverables of several kinds (a manual, forms, a schedule …). */
function packageSubmitter(p: Paragraph): string | null {
  const subject = SUBMITTER.exec(p.text.trim())?.[1];
  if (!subject) return null;
  const kinds = new Set(
    p.children.map((child) => normalizeSubmittalType(splitLabel(child.text)?.label ?? leadingPhrase(child.text))),
  );
  if (kinds.size < MIN_PACKAGE_KINDS) return null;
  return subject.charAt(0).toUpperCase() + subject.slice(1);
}

// An imperative, not the noun it shares a spelling with: "List the …" instructs, "List of …" names a deliverable.
const CONTENT_INSTRUCTION =
  /^(include|indicate|show|detail|identify|locate|describe|calculate|note|mark|list|state|illustrate|demonstrate)\s(?!of\b)/i;

const INSTRUCTION =
  /^(submit|allow|include|provide|furnish|comply|coordinate|identify|mark|label|arrange|prepare|indicate|use|place|do|note|show|transmit|deliver|send|bind|number)\b/i;

/** The name an unlabelled list item opens with: "TAB agency qualifications, including the names …" → "TAB agency
 * qualifications". */
function leadingPhrase(text: string): string {
  const phrase = text
    .split(
      /[,;:.]|\s(?=(?:including|for|with|showing|indicating|stating|from|shall|will|must|should|may|is|are)\s)/,
    )[0]!
    .trim();
  return phrase.split(/\s+/).length <= 6 ? phrase : "";
}

function firstChildText(p: Paragraph): string {
  return p.children[0]?.text.trim() ?? "";
}
