// Finds deliverables required outside the submittals articles: paragraphs that say the Contractor (or its installer,
// agency or manufacturer's representative) shall submit a specific document. Category "other".
import type { Submittal } from "../../../contract/submittal";
import type { Paragraph } from "../outline/outline-types";
import type { SectionContext } from "../sections/section-context";
import { buildSubmittal } from "./build-submittal";
import { normalizeSubmittalType, typeForName, typeForRequest } from "../vocabulary/type-from-name";
import { objectAfterRecipient, requestedObject } from "./requested-object";
import { splitLabel } from "../outline/paragraph-label";
import { paragraphTexts } from "../outline/paragraph-text";
import { namesListedItem, namesNewDocument, sharesItemWords } from "./listed-overlap";
import { namesSpecificObject, requestEvidence } from "./item-evidence";
import { firstSentence } from "../vocabulary/first-sentence";
import { SUBMIT_VERB } from "../vocabulary/submit-verb";

const NOT_A_DELIVERABLE_PATTERNS = [
  /substitut|\bor[- ]equal\b|"equal"|\bin lieu of\b|clarification|variance|deviation|request for information|\bRFIs?\b/i,
  /\b(per|in accordance with|according to)\s+(the\s+)?submittal\s+(requirements|procedures)/i,
  /\b(have|has|had|been)\s+(been\s+)?submitted\b|\bas submitted\b|\bpreviously submitted\b|\bsubmitted (products?|items?|materials?|data)\b/i,
  /\b(owner|owner's|architect|engineer|designers?|government|commissioning authority|construction manager|testing (and inspecting )?agency|(special )?inspector)\s+(shall|will|may|must|should)\s+(also\s+)?submit/i,
  /\bproposal\b|\bbid(s|der)?\b|\bquotation\b/i,
  /\bsubmit\s+(a\s+|an\s+)?(written\s+)?(request|notice|notification)\b/i,
  // "Installer shall not submit shop drawings until …", "… shall not be submitted": when, not what.
  /\b(not|never)\s+(be\s+)?submit/i,
  // "submit documents as required there": nothing named.
  /\bsubmit\s+(the\s+)?(documents?|submittals?|items?|information|them)\s+(as|in accordance|per|according)\b/i,
  // "This approach shall be submitted for approval": an alternative to what is specified, i.e. a variance request.
  /^(this|that|such|the|any)\s+(proposed\s+)?(approach|alternative|option|alternate|method|change|modification)s?\b/i,
];
// One pattern for all of them: every "submit" sentence of a book is tested, and one pass over it is half the cost.
const NOT_A_DELIVERABLE = new RegExp(NOT_A_DELIVERABLE_PATTERNS.map((re) => `(?:${re.source})`).join("|"), "i");
const CONDITIONAL = /^(if|when|where|should|in the event|unless|upon request)\b|\bif\b[^.]*\bsubmit/i;
const CONDITIONAL_OPENING = /^(if|when|whenever|where|should|in the event|in case|unless|upon request)\b/i;
// A request with no subject of its own ("Promptly submit …", "Then submit …") continues the sentence before.
const IMPERATIVE_SUBMIT = /^((promptly|immediately|then|also|thereafter|subsequently)\s+)?submit\b/i;

const FIELD_QUALITY_CONTROL = /\bFIELD\s+(QUALITY[- ]CONTROL|QUALITY ASSURANCE|TEST(S|ING)?|INSPECTIONS?)\b/i;

type SubmitSentence = { sentence: string; previous: string | null };

// "Submit in separately bound volumes …", "Submit them within 30 days": the deliverable is named in the sentence before.
const SUBMIT_WITHOUT_OBJECT =
  /^submit\s+(in|within|to|after|before|prior|at|with|by|under|per|according|as|them|it|these|this|same|copies|[a-z]+\s+(\(\d+\)\s+)?copies)\b/i;

/** The sentence that asks for a deliverable (with the one before it), or null. */
function findSubmitSentenceInContext(text: string): SubmitSentence | null {
  // Most paragraphs never say "submit": they are not split into sentences at all.
  if (!/submit/i.test(text)) return null;
  const sentences = splitSentences(text);
  for (const [index, sentence] of sentences.entries()) {
    if (!SUBMIT_VERB.test(sentence)) continue;
    if (CONDITIONAL.test(sentence)) continue;
    if (NOT_A_DELIVERABLE.test(sentence)) continue;
    const previous = index > 0 ? sentences[index - 1]! : null;
    // "When unanticipated conditions are encountered, stop work. Promptly submit a report …": the request inherits
    // the condition of the sentence before.
    if (previous && CONDITIONAL_OPENING.test(previous) && IMPERATIVE_SUBMIT.test(sentence)) continue;
    return { sentence, previous };
  }
  return null;
}

/** Whether the text asks for a deliverable: a "submit" sentence that is not conditional, a request of others or a
 * notice. */
export function asksToSubmit(text: string): boolean {
  return findSubmitSentenceInContext(text) !== null;
}

/** `articleTitle`: the heading of the paragraph's article, which names the deliverable of an objectless
 * "Submit under provisions of Section 01700." (older office masters: "1.06 OPERATION AND MAINTENANCE DATA"). */
export function readSubmitParagraph(
  paragraph: Paragraph,
  context: SectionContext,
  listed: Submittal[],
  found: Submittal[],
  articleTitle = "",
): Submittal | null {
  let match: SubmitSentence | null = null;
  for (const text of paragraphTexts(paragraph)) if ((match = findSubmitSentenceInContext(text))) break;
  if (!match) return null;
  const { sentence, previous } = match;
  const labelled = splitLabel(paragraph.text);
  let label = labelled && labelled.label.split(/\s+/).length <= 6 ? labelled.label : null;
  let body = label ? labelled!.rest : paragraph.text || sentence;
  // The deliverable is what the paragraph's label or the request names, never an incidental word of the sentence.
  const objectless = SUBMIT_WITHOUT_OBJECT.test(sentence) && objectAfterRecipient(sentence) === null;
  // A request that repeats an item's words is dropped whatever it names, so that is checked before its object and
  // type are read (an objectless request is compared by its article's title instead, below).
  // A document named in words of its own ("Final Correction Punch List") is not a repeat of one that mentions it.
  const requested = objectless ? null : requestedObject(sentence);
  const distinct = requested !== null && namesNewDocument(requested, listed, found);
  if (!objectless && !distinct && sharesItemWords(sentence, listed, found, context.title)) return null;
  // Outside the submittals articles a label names the topic ("Manufacturer's Field Service"); the request names the
  // document ("shall submit written reports of each visit").
  let name = requested ?? label;
  if (!name && previous && objectless) name = requestedObject(previous);
  let reading = name ? typeForRequest(name, sentence) : null;
  if (!reading || reading.kind === "Other") {
    const kind = normalizeSubmittalType(name ?? sentence);
    reading = reading && reading.type !== "Other" ? { type: reading.type, kind } : { type: kind, kind };
  }
  // The deliverable is the article's subject; its procedure words ("provisions of Section 01700") say nothing
  // about which deliverable it is, so only the title is compared with the items already found.
  let named = sentence;
  if (reading.type === "Other" && objectless && normalizeSubmittalType(articleTitle) !== "Other") {
    reading = typeForName(articleTitle);
    named = articleTitle;
    label = sentenceCase(articleTitle);
    body = paragraph.text || sentence;
  }
  // "Submit in time for review", "shall submit based on the standard size": no document named, nothing to log; nor
  // in "The Contractor shall submit all documentation as noted herein", which names documents only in general.
  if (reading.type === "Other" && !name && named === sentence) return null;
  if (!label && !objectless && name && paragraph.children.length === 0 && !namesSpecificObject(name)) return null;
  const type = reading.type;
  // Test reports asked for under FIELD QUALITY CONTROL are the field quality-control reports a list may already name.
  const fieldReport = reading.kind === "Test Reports" && FIELD_QUALITY_CONTROL.test(articleTitle);
  // "Schedule of Tests and Inspections: Prepare a schedule of tests, inspections, and similar services …" under
  // QUALITY CONTROL, when the submittals article lists "Schedule of Tests and Inspections": the label names it again.
  const repeated = (asType: string) =>
    namesListedItem(asType, listed, name) ||
    (label !== null && label !== name && namesListedItem(asType, listed, label)) ||
    (objectless && sharesItemWords(named, listed, found, context.title));
  if (repeated(type) || (fieldReport && repeated("Field Reports"))) return null;
  // An unlabelled paragraph that opens with how the work is done is summed up by its request.
  const summary = !label && !objectless && !body.startsWith(sentence) ? sentence : undefined;
  const evidence = requestEvidence({
    sentence,
    name: name ?? (named === sentence ? null : named),
    label,
    opening: firstSentence(labelled ? labelled.rest : paragraph.text),
    inOwnText: paragraph.text.includes(sentence),
  });
  return buildSubmittal(context, {
    paragraph,
    submittalType: type,
    kind: reading.kind,
    name,
    label,
    body,
    summary,
    category: "other",
    evidence,
  });
}

/** "OPERATION AND MAINTENANCE DATA" → "Operation and maintenance data"; mixed-case titles stay as printed. */
function sentenceCase(title: string): string {
  const t = title.trim();
  if (/[a-z]/.test(t)) return t;
  return t.charAt(0) + t.slice(1).toLowerCase();
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[a-z0-9)"”][.!?;])\s+(?=[A-Z"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}
